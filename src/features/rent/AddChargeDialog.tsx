import { Alert, Dialog, DialogContent, DialogTitle, Grid, MenuItem, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { useLandlordToday } from '../../api/useLandlordToday';
import { MoneyField } from '../../components/form/MoneyField';
import { parseMoney } from '../../utils/money';
import { useAddTenancyChargeMutation } from './rentApi';
import { FormDialogActions } from '../../components/form/FormDialogActions';

type Kind = 'charge' | 'credit';
type Errors = Partial<Record<'amount' | 'dueOn' | 'memo', string>>;

/** A charge the tenant owes (a repair, a utility) or a credit to them; the database keeps the rent itself. */
export function AddChargeDialog({ tenancyId, onClose }: { tenancyId: string; onClose: () => void }) {
  const today = useLandlordToday();
  const [kind, setKind] = useState<Kind>('charge');
  const [dueOn, setDueOn] = useState(today);
  const [amount, setAmount] = useState('');
  const [memo, setMemo] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [add, state] = useAddTenancyChargeMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseMoney(amount);
    const next: Errors = {};
    if (parsed.error !== undefined) next.amount = parsed.error;
    else if (!parsed.value) next.amount = 'Enter the amount';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(dueOn)) next.dueOn = 'Enter the date';
    if (!memo.trim()) next.memo = 'Say what it is for';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const result = await add({ tenancy_id: tenancyId, kind, due_on: dueOn, amount: parsed.value!, memo: memo.trim() });
    if (!result.error) onClose();
  };

  return (
    <Dialog
      open
      onClose={state.isLoading ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="add-charge-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="add-charge-title">Add charge or credit</DialogTitle>
        <DialogContent>
          {state.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(state.error)}
            </Alert>
          )}
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={6}>
              <TextField select fullWidth label="Kind" value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
                <MenuItem value="charge">Charge (tenant owes)</MenuItem>
                <MenuItem value="credit">Credit (to the tenant)</MenuItem>
              </TextField>
            </Grid>
            <Grid size={6}>
              <TextField
                fullWidth
                type="date"
                label={kind === 'charge' ? 'Due on' : 'Dated'}
                value={dueOn}
                onChange={(e) => setDueOn(e.target.value)}
                error={!!errors.dueOn}
                helperText={errors.dueOn}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
            <Grid size={12}>
              <MoneyField label="Amount" value={amount} onChange={setAmount} error={errors.amount} />
            </Grid>
            <Grid size={12}>
              <TextField
                fullWidth
                label="What for"
                placeholder={kind === 'charge' ? 'Water bill, key replacement' : 'Repair the tenant paid for'}
                value={memo}
                onChange={(e) => setMemo(e.target.value)}
                error={!!errors.memo}
                helperText={errors.memo}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={state.isLoading} label="Add" busyLabel="Saving..." />
      </form>
    </Dialog>
  );
}
