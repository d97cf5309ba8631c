import {
  Alert,
  Dialog,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Grid,
  TextField,
  Typography,
} from '@mui/material';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { useLandlordToday } from '../../api/useLandlordToday';
import { useNotify } from '../../components/feedback/FeedbackProvider';
import { FormDialogActions } from '../../components/form/FormDialogActions';
import { MoneyField } from '../../components/form/MoneyField';
import { PaidOnField } from '../../components/form/PaidOnField';
import { useSettledValue } from '../../components/form/useSettledValue';
import { formatCurrency } from '../../utils/format';
import { useGetLoanSplitQuery, useRecordLoanPaymentMutation } from './booksApi';
import {
  newLoanPaymentForm,
  parseLoanPayment,
  type LoanPaymentErrors,
  type LoanPaymentForm,
  type LoanTerms,
} from './loanPaymentForm';

/**
 * A mortgage payment: the amount the lender collects, on the day it was paid. The database splits
 * it into interest, escrow and principal by the loan's balance; the preview is that split, asked of
 * the database as the amount and day are typed. A refusal keeps everything typed.
 */
export function RecordMortgagePaymentDialog({
  property,
  onClose,
}: {
  property: LoanTerms & { id: string; name: string };
  onClose: () => void;
}) {
  const today = useLandlordToday();
  const [form, setForm] = useState<LoanPaymentForm>(() => newLoanPaymentForm(property, today));
  const [errors, setErrors] = useState<LoanPaymentErrors>({});
  const [record, { isLoading, error, reset }] = useRecordLoanPaymentMutation();
  const notify = useNotify();
  const change = (changes: Partial<LoanPaymentForm>) => setForm((f) => ({ ...f, ...changes }));

  const settled = useSettledValue(form);
  const preview = parseLoanPayment('preview', property.id, settled, today).fields;
  const split = useGetLoanSplitQuery(
    preview ? { propertyId: property.id, paidOn: preview.paid_on, amount: preview.amount } : skipToken,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseLoanPayment(crypto.randomUUID(), property.id, form, today);
    setErrors(parsed.errors);
    if (!parsed.fields) return;
    reset();
    const result = await record(parsed.fields);
    if (result.error) return;
    notify('Mortgage payment recorded');
    onClose();
  };

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="loan-payment-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="loan-payment-title">Record mortgage payment</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{property.name}</DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              Could not record the payment: {errorMessage(error)}
            </Alert>
          )}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <MoneyField
                label="Amount paid"
                value={form.amount}
                onChange={(amount) => change({ amount })}
                error={errors.amount}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <PaidOnField
                value={form.paidOn}
                onChange={(paidOn) => change({ paidOn })}
                error={errors.paidOn}
                today={today}
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
          <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }} role="status" aria-label="Split">
            {split.data
              ? `Interest ${formatCurrency(split.data.interest)} · taxes ${formatCurrency(split.data.escrow_taxes)} · insurance ${formatCurrency(split.data.escrow_insurance)} · principal ${formatCurrency(split.data.principal)}`
              : 'The split into interest, escrow and principal shows here.'}
          </Typography>
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={isLoading} label="Save" busyLabel="Saving..." />
      </form>
    </Dialog>
  );
}
