import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { PhoneField } from '../../components/form/PhoneField';
import { ResultBanner } from '../../components/feedback/ResultBanner';
import { useNotify } from '../../components/feedback/FeedbackProvider';
import { useAuth } from '../auth/AuthProvider';
import { useCreatePropertyManagerMutation, useUpdatePropertyManagerMutation } from './managersApi';
import { toManagerFields, toManagerForm, validateManagerForm, type ManagerForm } from './managerForm';
import { MANAGER_ADDED, MANAGER_UPDATED, type PropertyManager } from './managerRules';
import { errorMessage } from '../../api/errors';

interface ManagerFormDialogProps {
  open: boolean;
  /** The manager to edit, or null to add one. */
  manager: PropertyManager | null;
  onClose: () => void;
}

/** SPEC §4 property manager form: create or edit in a modal that closes after success. Mount with a new key per opening. */
export function ManagerFormDialog({ open, manager, onClose }: ManagerFormDialogProps) {
  const { user } = useAuth();
  const notify = useNotify();
  const [form, setForm] = useState<ManagerForm>(() => toManagerForm(manager));
  // Messages appear once the landlord has tried to save, then follow each keystroke.
  const [submitted, setSubmitted] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [create, createState] = useCreatePropertyManagerMutation();
  const [update, updateState] = useUpdatePropertyManagerMutation();
  const busy = createState.isLoading || updateState.isLoading;
  const errors = submitted ? validateManagerForm(form) : {};

  const set = (key: keyof ManagerForm) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateManagerForm(form)).length) return;
    setSaveError(null);
    const fields = toManagerFields(form);
    const response = manager ? await update({ id: manager.id, fields }) : await create({ userId: user!.id, fields });
    // SPEC §8 only logs a save failure; a landlord must see it, so it stays in the dialog with the typed values.
    if ('error' in response) {
      setSaveError(errorMessage(response.error));
      return;
    }
    notify(manager ? MANAGER_UPDATED : MANAGER_ADDED);
    onClose();
  };

  const field = (key: keyof ManagerForm) => ({
    value: form[key],
    onChange: set(key),
    error: !!errors[key],
    helperText: errors[key],
    fullWidth: true,
  });

  return (
    <Dialog
      open={open}
      // A stray click beside the dialog must not throw away what was typed.
      onClose={(_event, reason) => !busy && reason !== 'backdropClick' && onClose()}
      aria-labelledby="manager-form-title"
      maxWidth="sm"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="manager-form-title">{manager ? 'Edit Property Manager' : 'Add Property Manager'}</DialogTitle>
        <DialogContent>
          <ResultBanner message={saveError} severity="error" />
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField label="Name" required autoFocus autoComplete="off" {...field('name')} />
            <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
            <PhoneField
              label="Phone"
              value={form.phone}
              onChange={(phone) => setForm((f) => ({ ...f, phone }))}
              error={errors.phone}
              helperText="A US number, or + and the country code"
            />
            <TextField
              label="Portal link"
              type="url"
              autoComplete="off"
              {...field('portalLink')}
              helperText={errors.portalLink ?? 'https:// is added if you leave it out'}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving...' : manager ? 'Save changes' : 'Add manager'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
