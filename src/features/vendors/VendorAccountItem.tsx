import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Alert, Box, Button, IconButton, ListItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { useNotify } from '../../components/feedback/FeedbackProvider';
import { useDeleteVendorAccountMutation, useUpdateVendorAccountMutation } from './vendorsApi';
import { accountError, validateAccountEdit, type VendorAccount } from './vendorRules';

/** One property account: shown, edited in place, or deleted after a confirmation. */
export function VendorAccountItem({
  account,
  onChanged,
}: {
  account: VendorAccount;
  /** Whether the account is open for editing with changes not saved: the form asks before closing then. */
  onChanged: (id: string, changed: boolean) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [number, setNumber] = useState(account.account_number);
  const [notes, setNotes] = useState(account.notes ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [update, updateState] = useUpdateVendorAccountMutation();
  const [remove, removeState] = useDeleteVendorAccountMutation();
  const notify = useNotify();
  const propertyName = account.property?.name ?? 'Unknown property';
  const edit = (nextNumber: string, nextNotes: string) => {
    setNumber(nextNumber);
    setNotes(nextNotes);
    onChanged(account.id, nextNumber.trim() !== account.account_number || (nextNotes.trim() || null) !== account.notes);
  };
  const stopEditing = () => {
    setEditing(false);
    onChanged(account.id, false);
  };

  const save = async () => {
    const invalid = validateAccountEdit(number);
    setFieldError(invalid);
    if (invalid) return;
    const result = await update({ id: account.id, account_number: number.trim(), notes: notes.trim() || null });
    if (result.error) return setSaveError(accountError('updating', errorMessage(result.error)));
    setSaveError(null);
    stopEditing();
    notify('Property account updated');
  };

  const confirmDelete = async () => {
    const result = await remove(account.id);
    if (result.error) return setDeleteError(accountError('deleting', errorMessage(result.error)));
    setConfirming(false);
    onChanged(account.id, false);
    notify('Property account deleted');
  };

  return (
    <ListItem divider sx={{ display: 'block', py: 1 }} aria-label={`${propertyName} account`}>
      {editing ? (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
            {propertyName}
          </Typography>
          {saveError && (
            <Alert severity="error" role="alert" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
              {saveError}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              label="Account number"
              size="small"
              value={number}
              onChange={(e) => edit(e.target.value, notes)}
              error={!!fieldError}
              helperText={fieldError}
              autoFocus
              autoComplete="off"
            />
            <TextField
              label="Account notes"
              size="small"
              value={notes}
              onChange={(e) => edit(number, e.target.value)}
              autoComplete="off"
              sx={{ flex: 1 }}
            />
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                size="small"
                onClick={save}
                disabled={updateState.isLoading}
                sx={{ height: 40 }}
              >
                {updateState.isLoading ? 'Saving...' : 'Save'}
              </Button>
              <Button
                size="small"
                onClick={() => (
                  edit(account.account_number, account.notes ?? ''),
                  stopEditing(),
                  setFieldError(null),
                  setSaveError(null)
                )}
                sx={{ height: 40 }}
              >
                Cancel
              </Button>
            </Stack>
          </Stack>
        </Box>
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {propertyName}
            </Typography>
            <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {account.account_number}
            </Typography>
            {account.notes && (
              <Typography variant="caption" color="textSecondary">
                {account.notes}
              </Typography>
            )}
          </Box>
          <IconButton aria-label={`Edit account for ${propertyName}`} onClick={() => setEditing(true)}>
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
          <IconButton
            aria-label={`Delete account for ${propertyName}`}
            onClick={() => (setDeleteError(null), setConfirming(true))}
          >
            <DeleteOutlinedIcon fontSize="small" />
          </IconButton>
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title="Delete property account"
        message={`Delete the ${propertyName} account ${account.account_number}?`}
        busy={removeState.isLoading}
        error={deleteError}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </ListItem>
  );
}
