import { Alert, Dialog, DialogContent, DialogContentText, DialogTitle, Grid, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { useLandlordToday } from '../../api/useLandlordToday';
import { useNotify } from '../../components/feedback/FeedbackProvider';
import { FormDialogActions } from '../../components/form/FormDialogActions';
import { MoneyField } from '../../components/form/MoneyField';
import { newOwnerDrawForm, parseOwnerDraw, type OwnerDrawErrors, type OwnerDrawForm } from './ownerDrawForm';
import { useRecordOwnerDrawMutation } from './ownerStatementsApi';

/** Money the owner took out of the property's account. A refusal keeps everything typed. */
export function RecordOwnerDrawDialog({
  property,
  onClose,
}: {
  property: { id: string; name: string };
  onClose: () => void;
}) {
  const today = useLandlordToday();
  const [form, setForm] = useState<OwnerDrawForm>(() => newOwnerDrawForm(today));
  const [errors, setErrors] = useState<OwnerDrawErrors>({});
  const [record, { isLoading, error, reset }] = useRecordOwnerDrawMutation();
  const notify = useNotify();
  const change = (changes: Partial<OwnerDrawForm>) => setForm((f) => ({ ...f, ...changes }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseOwnerDraw(crypto.randomUUID(), property.id, form);
    setErrors(parsed.errors);
    if (!parsed.fields) return;
    reset();
    const result = await record(parsed.fields);
    if (result.error) return;
    notify('Owner draw recorded');
    onClose();
  };

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="owner-draw-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="owner-draw-title">Record owner draw</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{property.name}</DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              Could not record the draw: {errorMessage(error)}
            </Alert>
          )}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <MoneyField
                label="Amount drawn"
                value={form.amount}
                onChange={(amount) => change({ amount })}
                error={errors.amount}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                label="Drawn on"
                type="date"
                value={form.drawnOn}
                onChange={(e) => change({ drawnOn: e.target.value })}
                error={!!errors.drawnOn}
                helperText={errors.drawnOn}
                slotProps={{ inputLabel: { shrink: true } }}
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
        <FormDialogActions onCancel={onClose} busy={isLoading} label="Save" busyLabel="Saving..." />
      </form>
    </Dialog>
  );
}
