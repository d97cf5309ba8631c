import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  Grid,
  MenuItem,
  TextField,
} from '@mui/material';
import { useLandlordToday } from '../../api/useLandlordToday';
import { useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from '../../api/errors';
import { useNotify } from '../../components/feedback/FeedbackProvider';
import { MoneyField } from '../../components/form/MoneyField';
import { moneyText } from '../../utils/money';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  useCreatePaymentMutation,
  useGetExpenseOptionsQuery,
  useGetPropertyUnitChoicesQuery,
  useUpdatePaymentMutation,
  type PaymentListItem,
} from './expensesApi';
import {
  defaultTaxLine,
  EXPENSE_CATEGORIES,
  PAID_WITH,
  TAX_LINES,
  taxLineLabel,
  toExpenseFields,
  validateExpense,
  type ExpenseForm,
  type ExpenseFormErrors,
} from './expenseRules';

const BUSINESS = '';

function toForm(payment: PaymentListItem | null, today: string): ExpenseForm {
  if (!payment)
    return {
      amount: '',
      paidOn: today,
      propertyId: BUSINESS,
      unitId: '',
      vendorId: '',
      category: 'Other',
      taxLine: '19',
      memo: '',
      isImprovement: false,
      placedInService: '',
      paidWith: '',
    };
  return {
    amount: moneyText(payment.amount),
    paidOn: payment.paid_on,
    propertyId: payment.property_id ?? BUSINESS,
    unitId: payment.unit_id ?? '',
    vendorId: payment.vendor_id ?? '',
    category: payment.category,
    taxLine: String(payment.tax_line),
    memo: payment.memo ?? '',
    isImprovement: payment.is_improvement,
    placedInService: payment.placed_in_service_on ?? '',
    paidWith: payment.paid_with ?? '',
  };
}

interface Props {
  /** null: a new expense. */
  payment: PaymentListItem | null;
  onClose: () => void;
  /** An existing payment's receipts, under its fields (the documents feature's, composed in src/app). */
  receipts?: (payment: PaymentListItem) => ReactNode;
}

/** "Add expense" for money paid outside a task, and editing any payment. The database checks it all again. */
export function ExpenseFormDialog({ payment, onClose, receipts }: Props) {
  const { data: options } = useGetExpenseOptionsQuery();
  const today = useLandlordToday();
  const [form, setForm] = useState(() => toForm(payment, today));
  const [errors, setErrors] = useState<ExpenseFormErrors>({});
  // Until the landlord picks a line, it follows the category.
  const [lineChosen, setLineChosen] = useState(payment !== null);
  const [create, created] = useCreatePaymentMutation();
  const [update, updated] = useUpdatePaymentMutation();
  const saving = created.isLoading || updated.isLoading;
  const saveError = created.error ?? updated.error;
  const notify = useNotify();
  const { data: units = [] } = useGetPropertyUnitChoicesQuery(form.propertyId || skipToken);

  const change = (patch: Partial<ExpenseForm>) => setForm((current) => ({ ...current, ...patch }));
  const withCategory = (category: string): Partial<ExpenseForm> =>
    lineChosen ? { category } : { category, taxLine: String(defaultTaxLine(category)) };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateExpense(form, units);
    setErrors(found);
    if (Object.keys(found).length) return;
    const fields = toExpenseFields(form);
    const result = payment ? await update({ id: payment.id, fields }) : await create(fields);
    if (!result.error) {
      notify(payment ? 'Expense saved' : 'Expense added');
      onClose();
    }
  };

  const field = (key: keyof ExpenseForm) => ({
    error: !!errors[key],
    helperText: errors[key],
    fullWidth: true,
    size: 'small' as const,
  });

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="expense-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="expense-title">{payment ? 'Edit expense' : 'Add expense'}</DialogTitle>
        <DialogContent>
          {saveError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              Could not save the expense: {errorMessage(saveError)}
            </Alert>
          )}
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <MoneyField
                label="Amount"
                value={form.amount}
                onChange={(amount) => change({ amount })}
                autoFocus
                error={errors.amount}
                size="small"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label="Paid on"
                type="date"
                value={form.paidOn}
                onChange={(e) => change({ paidOn: e.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
                {...field('paidOn')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                label="Property"
                value={form.propertyId}
                onChange={(e) => change({ propertyId: e.target.value, unitId: '' })}
                slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
                {...field('propertyId')}
              >
                <MenuItem value={BUSINESS}>Business (no property)</MenuItem>
                {options?.properties.map((p) => (
                  <MenuItem key={p.id} value={p.id}>
                    {p.name}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                label="Unit"
                value={form.unitId}
                onChange={(e) => change({ unitId: e.target.value })}
                disabled={!form.propertyId}
                slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
                {...field('unitId')}
              >
                <MenuItem value="">Whole property</MenuItem>
                {units.map((u) => (
                  <MenuItem key={u.id} value={u.id}>
                    {u.unit_label}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                label="Vendor"
                value={form.vendorId}
                onChange={(e) => {
                  const vendor = options?.vendors.find((v) => v.id === e.target.value);
                  change({ vendorId: e.target.value, ...(vendor ? withCategory(vendor.category) : {}) });
                }}
                slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
                {...field('vendorId')}
              >
                <MenuItem value="">No vendor</MenuItem>
                {options?.vendors.map((v) => (
                  <MenuItem key={v.id} value={v.id}>
                    {v.name}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                label="Category"
                value={form.category}
                onChange={(e) => change(withCategory(e.target.value))}
                {...field('category')}
              >
                {EXPENSE_CATEGORIES.map((c) => (
                  <MenuItem key={c} value={c}>
                    {c}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                label="Paid with"
                value={form.paidWith}
                onChange={(e) => change({ paidWith: e.target.value })}
                slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
                {...field('paidWith')}
                helperText="Card payments are left out of the 1099 totals"
              >
                <MenuItem value="">Not recorded</MenuItem>
                {PAID_WITH.map((m) => (
                  <MenuItem key={m} value={m}>
                    {m}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                label="Schedule E line"
                value={form.taxLine}
                onChange={(e) => {
                  setLineChosen(true);
                  change({ taxLine: e.target.value });
                }}
                {...field('taxLine')}
              >
                {TAX_LINES.map(([line]) => (
                  <MenuItem key={line} value={String(line)}>
                    {taxLineLabel(line)}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={12}>
              <TextField
                label="Memo (optional)"
                value={form.memo}
                onChange={(e) => change({ memo: e.target.value })}
                multiline
                minRows={2}
                {...field('memo')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={form.isImprovement}
                    onChange={(e) => change({ isImprovement: e.target.checked })}
                  />
                }
                label="An improvement (depreciated, not an expense)"
              />
              {errors.isImprovement && (
                <FormHelperText error role="alert">
                  {errors.isImprovement}
                </FormHelperText>
              )}
            </Grid>
            {form.isImprovement && (
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  label="Placed in service"
                  type="date"
                  value={form.placedInService}
                  onChange={(e) => change({ placedInService: e.target.value })}
                  slotProps={{ inputLabel: { shrink: true } }}
                  {...field('placedInService')}
                />
              </Grid>
            )}
          </Grid>
          {payment && receipts?.(payment)}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving...' : payment ? 'Save' : 'Add expense'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
