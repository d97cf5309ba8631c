import { Alert, Dialog, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { useLandlordToday } from '../../api/useLandlordToday';
import { useEndTenancyMutation } from './rentApi';
import { FormDialogActions } from '../../components/form/FormDialogActions';

interface Props {
  tenancyId: string;
  unitId: string;
  who: string;
  onClose: () => void;
}

/** Move-out: the last day the tenants occupy the unit. The database prorates that month and removes later rent. */
export function EndTenancyDialog({ tenancyId, unitId, who, onClose }: Props) {
  const today = useLandlordToday();
  const [endedOn, setEndedOn] = useState(today);
  const [missing, setMissing] = useState(false);
  const [end, state] = useEndTenancyMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = /^\d{4}-\d{2}-\d{2}$/.test(endedOn);
    setMissing(!valid);
    if (!valid) return;
    const result = await end({ id: tenancyId, unitId, endedOn });
    if (!result.error) onClose();
  };

  return (
    <Dialog
      open
      onClose={state.isLoading ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="end-tenancy-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="end-tenancy-title">End tenancy</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {who}. The last month's rent is prorated to the move-out date, and later rent is removed.
          </DialogContentText>
          {state.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(state.error)}
            </Alert>
          )}
          <TextField
            fullWidth
            type="date"
            label="Move-out date (last day occupied)"
            value={endedOn}
            onChange={(e) => setEndedOn(e.target.value)}
            error={missing}
            helperText={missing ? 'Enter the move-out date' : undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </DialogContent>
        <FormDialogActions
          onCancel={onClose}
          busy={state.isLoading}
          label="End tenancy"
          busyLabel="Ending..."
          color="error"
        />
      </form>
    </Dialog>
  );
}
