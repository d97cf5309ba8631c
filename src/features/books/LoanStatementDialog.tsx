import { Alert, Dialog, DialogContent, DialogContentText, DialogTitle, Grid, MenuItem, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { useLandlordToday } from '../../api/useLandlordToday';
import { useNotify } from '../../components/feedback/FeedbackProvider';
import { FormDialogActions } from '../../components/form/FormDialogActions';
import { MoneyField } from '../../components/form/MoneyField';
import { yearOf } from '../../utils/landlordToday';
import { useSaveLoanStatementMutation, type LoanStatementRow } from './booksApi';
import {
  newLoanStatementForm,
  parseLoanStatement,
  statementYears,
  type LoanStatementErrors,
  type LoanStatementForm,
} from './loanStatementForm';

/**
 * The lender's year-end statement copied in: box 1's interest and, where it shows them, the taxes
 * and insurance paid from escrow. Schedule E then takes those figures for the year instead of the
 * payments' split. One per year: entering a year again replaces it. A refusal keeps what was typed.
 */
export function LoanStatementDialog({
  property,
  statements,
  editing,
  onClose,
}: {
  property: { id: string; name: string };
  statements: LoanStatementRow[];
  editing?: LoanStatementRow;
  onClose: () => void;
}) {
  const thisYear = yearOf(useLandlordToday());
  const [form, setForm] = useState<LoanStatementForm>(() => newLoanStatementForm(thisYear, editing));
  const [errors, setErrors] = useState<LoanStatementErrors>({});
  const [save, { isLoading, error, reset }] = useSaveLoanStatementMutation();
  const notify = useNotify();
  const change = (changes: Partial<LoanStatementForm>) => setForm((f) => ({ ...f, ...changes }));
  const replaces = !editing && statements.some((s) => String(s.year) === form.year);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseLoanStatement(property.id, form);
    setErrors(parsed.errors);
    if (!parsed.fields) return;
    reset();
    const result = await save(parsed.fields);
    if (result.error) return;
    notify(`Form 1098 for ${parsed.fields.year} saved`);
    onClose();
  };

  return (
    <Dialog
      open
      onClose={isLoading ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="loan-statement-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="loan-statement-title">Lender’s Form 1098</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {property.name}: the year’s figures from the lender’s statement replace the payments’ split on Schedule E.
          </DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              Could not save the statement: {errorMessage(error)}
            </Alert>
          )}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                fullWidth
                label="Year"
                value={form.year}
                disabled={Boolean(editing)}
                onChange={(e) => change({ year: e.target.value })}
                error={Boolean(errors.year)}
                helperText={errors.year ?? (replaces ? `Replaces the ${form.year} statement entered before` : ' ')}
              >
                {statementYears(thisYear).map((y) => (
                  <MenuItem key={y} value={String(y)}>
                    {y}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <MoneyField
                label="Mortgage interest (box 1)"
                value={form.interest}
                onChange={(interest) => change({ interest })}
                error={errors.interest}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <MoneyField
                label="Property tax paid (optional)"
                value={form.taxes}
                onChange={(taxes) => change({ taxes })}
                error={errors.taxes}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <MoneyField
                label="Insurance paid (optional)"
                value={form.insurance}
                onChange={(insurance) => change({ insurance })}
                error={errors.insurance}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={isLoading} label="Save" busyLabel="Saving..." />
      </form>
    </Dialog>
  );
}
