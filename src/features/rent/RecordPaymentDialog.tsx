import { Alert, Dialog, DialogContent, DialogContentText, DialogTitle, Grid, MenuItem, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { queueSave } from '../../api/saveQueue/saveQueue';
import { useLandlordToday } from '../../api/useLandlordToday';
import { useAppDispatch } from '../../app/hooks';
import { useNotify } from '../../components/feedback/FeedbackProvider';
import { MoneyField } from '../../components/form/MoneyField';
import { PaidOnField } from '../../components/form/PaidOnField';
import { newPaymentForm, parsePayment, paymentSaveKey, type PaymentErrors, type PaymentForm } from './paymentForm';
import { PAYMENT_METHODS, type PaymentMethod } from './types';
import { FormDialogActions } from '../../components/form/FormDialogActions';

export interface PaymentFor {
  tenancyId: string;
  /** Tenants · unit · property, for the title. */
  who: string;
  /** What is due, as the money field shows it (paymentForm.suggestedPayment). */
  amount: string;
}

/**
 * Rent received. Three taps on a phone: open, the amount is what is due, Save. Sent through the
 * save queue with an id made for this submission: without a connection it waits and is sent later,
 * and a resend that meets its own row counts as saved. A refusal keeps everything typed.
 */
export function RecordPaymentDialog({ payment, onClose }: { payment: PaymentFor; onClose: () => void }) {
  const today = useLandlordToday();
  const [form, setForm] = useState<PaymentForm>(() => newPaymentForm(payment.amount, today));
  const [errors, setErrors] = useState<PaymentErrors>({});
  const [refused, setRefused] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const change = (changes: Partial<PaymentForm>) => setForm((f) => ({ ...f, ...changes }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePayment(crypto.randomUUID(), payment.tenancyId, form, today);
    setErrors(parsed.errors);
    if (!parsed.fields) return;
    setSaving(true);
    setRefused(null);
    const save = await dispatch(
      queueSave({ key: paymentSaveKey(payment.tenancyId), endpoint: 'recordRentPayment', args: parsed.fields }),
    );
    setSaving(false);
    if (save?.status === 'refused') return setRefused(save.message ?? 'Save failed');
    notify(
      save?.status === 'saved'
        ? 'Payment recorded'
        : 'Waiting to save · the payment is kept and will be sent when the connection is back',
    );
    onClose();
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="record-payment-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="record-payment-title">Record payment</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{payment.who}</DialogContentText>
          {refused && (
            <Alert severity="error" sx={{ mb: 2 }}>
              Could not record the payment: {refused}
            </Alert>
          )}
          <Grid container spacing={2}>
            <Grid size={12}>
              <MoneyField
                label="Amount"
                value={form.amount}
                onChange={(amount) => change({ amount })}
                error={errors.amount}
              />
            </Grid>
            <Grid size={6}>
              <PaidOnField
                value={form.paidOn}
                onChange={(paidOn) => change({ paidOn })}
                error={errors.paidOn}
                today={today}
              />
            </Grid>
            <Grid size={6}>
              <TextField
                select
                fullWidth
                label="Method"
                value={form.method}
                onChange={(e) => change({ method: e.target.value as PaymentMethod })}
              >
                {PAYMENT_METHODS.map((m) => (
                  <MenuItem key={m} value={m}>
                    {m}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={12}>
              <TextField
                fullWidth
                label="Reference (optional)"
                placeholder="Check number, confirmation code"
                value={form.reference}
                onChange={(e) => change({ reference: e.target.value })}
              />
            </Grid>
            <Grid size={12}>
              <TextField
                fullWidth
                label="Memo (optional)"
                value={form.memo}
                onChange={(e) => change({ memo: e.target.value })}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={saving} label="Save" busyLabel="Saving..." />
      </form>
    </Dialog>
  );
}
