import { Alert, Dialog, DialogContent, DialogTitle, Grid, MenuItem, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { useNotify } from '../../components/feedback/FeedbackProvider';
import { FormDialogActions } from '../../components/form/FormDialogActions';
import { MoneyField } from '../../components/form/MoneyField';
import { useUpdatePurchaseMutation } from './booksApi';
import {
  parsePurchase,
  toPurchaseForm,
  type PurchaseColumns,
  type PurchaseErrors,
  type PurchaseForm,
} from './purchaseForm';

/** What a property cost and when it went into service; a refusal keeps everything typed. */
export function PurchaseDialog({
  property,
  onClose,
}: {
  property: PurchaseColumns & { id: string; name: string };
  onClose: () => void;
}) {
  const [form, setForm] = useState<PurchaseForm>(() => toPurchaseForm(property));
  const [errors, setErrors] = useState<PurchaseErrors>({});
  const [update, { isLoading, error, reset }] = useUpdatePurchaseMutation();
  const notify = useNotify();
  const change = (changes: Partial<PurchaseForm>) => setForm((f) => ({ ...f, ...changes }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePurchase(form);
    setErrors(parsed.errors);
    if (!parsed.fields) return;
    reset();
    const result = await update({ propertyId: property.id, fields: parsed.fields });
    if (result.error) return;
    notify('Purchase saved');
    onClose();
  };

  const date = (key: 'purchasedOn' | 'placedInService', label: string) => (
    <TextField
      fullWidth
      label={label}
      type="date"
      value={form[key]}
      onChange={(e) => change({ [key]: e.target.value })}
      error={!!errors[key]}
      helperText={errors[key]}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="purchase-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="purchase-title">Purchase and depreciation</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              Could not save the purchase: {errorMessage(error)}
            </Alert>
          )}
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>{date('purchasedOn', 'Bought on')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{date('placedInService', 'Placed in service (rented out from)')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <MoneyField
                label="Purchase price"
                value={form.price}
                onChange={(price) => change({ price })}
                error={errors.price}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <MoneyField
                label="Closing costs added to the cost"
                value={form.closingCosts}
                onChange={(closingCosts) => change({ closingCosts })}
                error={errors.closingCosts}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                fullWidth
                label="Land given as"
                value={form.landMode}
                onChange={(e) => change({ landMode: e.target.value as PurchaseForm['landMode'], land: '' })}
              >
                <MenuItem value="percent">A share of the cost (%)</MenuItem>
                <MenuItem value="value">A value ($)</MenuItem>
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {form.landMode === 'value' ? (
                <MoneyField
                  label="Land value"
                  value={form.land}
                  onChange={(land) => change({ land })}
                  error={errors.land}
                />
              ) : (
                <TextField
                  fullWidth
                  label="Land share (%)"
                  value={form.land}
                  onChange={(e) => change({ land: e.target.value })}
                  error={!!errors.land}
                  helperText={errors.land ?? 'The land is not depreciated; a county assessment gives its share.'}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
              )}
            </Grid>
          </Grid>
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={isLoading} label="Save" busyLabel="Saving..." />
      </form>
    </Dialog>
  );
}
