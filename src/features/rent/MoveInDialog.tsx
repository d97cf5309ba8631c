import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  Grid,
  MenuItem,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { useLandlordToday } from '../../api/useLandlordToday';
import { MoneyField } from '../../components/form/MoneyField';
import { PHONE } from '../../components/layout/filterPanelRules';
import { paths } from '../../config/paths';
import { emptyMoveInForm, parseMoveIn, type MoveInErrors, type MoveInForm } from './moveInForm';
import { useMoveInMutation } from './rentApi';
import { FormDialogActions } from '../../components/form/FormDialogActions';

export interface MoveInUnit {
  id: string;
  unit_label: string;
  property_name: string;
}

const DUE_DAYS = [...Array.from({ length: 28 }, (_, i) => [String(i + 1), String(i + 1)]), ['31', 'Last day']];

/** A new tenancy of a unit; on success the new tenancy's page opens. */
export function MoveInDialog({ unit, onClose }: { unit: MoveInUnit; onClose: () => void }) {
  const today = useLandlordToday();
  const phone = useMediaQuery(PHONE, { noSsr: true });
  const [form, setForm] = useState<MoveInForm>(() => emptyMoveInForm(today));
  const [errors, setErrors] = useState<MoveInErrors>({});
  const [moveIn, state] = useMoveInMutation();
  const navigate = useNavigate();
  const change = (changes: Partial<MoveInForm>) => setForm((f) => ({ ...f, ...changes }));
  const changeTenant = (index: number, changes: Partial<MoveInForm['tenants'][number]>) =>
    change({ tenants: form.tenants.map((t, i) => (i === index ? { ...t, ...changes } : t)) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseMoveIn(unit.id, form);
    setErrors(parsed.errors);
    if (!parsed.fields) return;
    const result = await moveIn(parsed.fields);
    if (result.data) navigate(paths.tenancy(result.data));
  };

  const text = (label: string, key: keyof MoveInForm, props: object = {}) => (
    <TextField
      fullWidth
      label={label}
      value={form[key] as string}
      onChange={(e) => change({ [key]: e.target.value })}
      error={!!errors[key as keyof MoveInErrors]}
      helperText={errors[key as keyof MoveInErrors]}
      {...props}
    />
  );
  const date = (label: string, key: 'startOn' | 'leaseEndOn' | 'trackFrom', props: object = {}) =>
    text(label, key, { type: 'date', slotProps: { inputLabel: { shrink: true } }, ...props });

  return (
    <Dialog
      open
      onClose={state.isLoading ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="move-in-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="move-in-title">
          Move in to {unit.property_name} · {unit.unit_label}
        </DialogTitle>
        <DialogContent>
          {state.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(state.error)}
            </Alert>
          )}
          <Grid container spacing={2} sx={{ pt: 1 }}>
            {form.tenants.map((tenant, index) => (
              <Grid key={index} container spacing={1} size={12} role="group" aria-label={`Tenant ${index + 1}`}>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <TextField
                    fullWidth
                    label={index === 0 ? 'Tenant name' : `Tenant ${index + 1} name`}
                    value={tenant.name}
                    onChange={(e) => changeTenant(index, { name: e.target.value })}
                    error={!!errors.tenants && !tenant.name.trim()}
                    helperText={!tenant.name.trim() ? errors.tenants : undefined}
                    autoFocus={index === 0}
                  />
                </Grid>
                <Grid size={{ xs: 6, sm: 4 }}>
                  <TextField
                    fullWidth
                    label="E-mail (optional)"
                    type="email"
                    value={tenant.email}
                    onChange={(e) => changeTenant(index, { email: e.target.value })}
                  />
                </Grid>
                <Grid size={{ xs: 6, sm: 4 }}>
                  <TextField
                    fullWidth
                    label="Phone (optional)"
                    type="tel"
                    value={tenant.phone}
                    onChange={(e) => changeTenant(index, { phone: e.target.value })}
                  />
                </Grid>
              </Grid>
            ))}
            <Grid size={12}>
              <Button
                size="small"
                startIcon={<AddIcon />}
                onClick={() => change({ tenants: [...form.tenants, { name: '', email: '', phone: '' }] })}
              >
                Add another tenant
              </Button>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{date('Move-in date', 'startOn')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {date('Track rent from', 'trackFrom', {
                value: form.trackFrom || form.startOn,
                helperText: 'Rent is charged from this month on',
              })}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {text('Lease', 'leaseType', {
                select: true,
                children: [
                  <MenuItem key="m" value="MonthToMonth">
                    Month to month
                  </MenuItem>,
                  <MenuItem key="f" value="FixedTerm">
                    Fixed term
                  </MenuItem>,
                ],
              })}
            </Grid>
            {form.leaseType === 'FixedTerm' && <Grid size={{ xs: 12, sm: 6 }}>{date('Lease ends', 'leaseEndOn')}</Grid>}
            <Grid size={12}>
              <Typography variant="subtitle2">Rent</Typography>
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <MoneyField
                label="Monthly rent"
                value={form.rent}
                onChange={(rent) => change({ rent })}
                error={errors.rent}
              />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              {text('Due day', 'dueDay', {
                select: true,
                children: DUE_DAYS.map(([value, label]) => (
                  <MenuItem key={value} value={value}>
                    {label}
                  </MenuItem>
                )),
              })}
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              {text('Grace days', 'graceDays', { slotProps: { htmlInput: { inputMode: 'numeric' } } })}
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              {text('Late fee', 'lateFeeKind', {
                select: true,
                slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } },
                children: [
                  <MenuItem key="none" value="">
                    None
                  </MenuItem>,
                  <MenuItem key="flat" value="flat">
                    Flat amount
                  </MenuItem>,
                  <MenuItem key="percent" value="percent">
                    Percent of rent
                  </MenuItem>,
                ],
              })}
            </Grid>
            {form.lateFeeKind === 'flat' && (
              <Grid size={{ xs: 6, sm: 4 }}>
                <MoneyField
                  label="Late fee amount"
                  value={form.lateFeeValue}
                  onChange={(lateFeeValue) => change({ lateFeeValue })}
                  error={errors.lateFeeValue}
                />
              </Grid>
            )}
            {form.lateFeeKind === 'percent' && (
              <Grid size={{ xs: 6, sm: 4 }}>
                {text('Late fee percent', 'lateFeeValue', { slotProps: { htmlInput: { inputMode: 'decimal' } } })}
              </Grid>
            )}
            <Grid size={12}>
              <Typography variant="subtitle2">Deposit</Typography>
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <MoneyField
                label="Deposit"
                value={form.deposit}
                onChange={(deposit) => change({ deposit })}
                error={errors.deposit}
              />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              {text('Held by', 'depositHeldBy', {
                select: true,
                children: [
                  <MenuItem key="o" value="Owner">
                    Owner
                  </MenuItem>,
                  <MenuItem key="pm" value="Property Manager">
                    Property Manager
                  </MenuItem>,
                ],
              })}
            </Grid>
          </Grid>
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={state.isLoading} label="Move in" busyLabel="Moving in..." />
      </form>
    </Dialog>
  );
}
