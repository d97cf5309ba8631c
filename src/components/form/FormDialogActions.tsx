import { Button, DialogActions, type ButtonProps } from '@mui/material';

/**
 * A form dialog's Cancel and submit buttons. While the save is under way both are disabled and the
 * submit button says what is happening ("Saving...").
 */
export function FormDialogActions({
  onCancel,
  busy,
  label,
  busyLabel,
  color,
}: {
  onCancel: () => void;
  busy: boolean;
  label: string;
  busyLabel: string;
  color?: ButtonProps['color'];
}) {
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" variant="contained" color={color} disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </DialogActions>
  );
}
