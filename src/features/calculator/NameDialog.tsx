import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';

interface NameDialogProps {
  title: string;
  initialName: string;
  confirmLabel: string;
  onConfirm: (name: string) => void;
  onClose: () => void;
}

/** The prompt for a saved property's name (save and rename). Mounted only while open, so it starts fresh. */
export function NameDialog({ title, initialName, confirmLabel, onConfirm, onClose }: NameDialogProps) {
  const [name, setName] = useState(initialName);
  const trimmed = name.trim();
  return (
    <Dialog open onClose={onClose} aria-labelledby="name-dialog-title" maxWidth="xs" fullWidth>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed) onConfirm(trimmed);
        }}
      >
        <DialogTitle id="name-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Property name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!trimmed}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
