import { Alert, Dialog, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/errors';
import { FormDialogActions } from '../../components/form/FormDialogActions';
import { useUpdateDocumentMutation, type DocumentRow } from './documentsApi';
import { DOCUMENT_KINDS, type DocumentKind } from './documentRules';

/** Rename a document, change its kind or the day it expires; the database checks each (its sentences show here). */
export function EditDocumentDialog({ doc, onClose }: { doc: DocumentRow; onClose: () => void }) {
  const titleId = useId();
  const [name, setName] = useState(doc.name);
  const [kind, setKind] = useState(doc.kind as DocumentKind);
  const [expiresOn, setExpiresOn] = useState(doc.expires_on ?? '');
  const [save, state] = useUpdateDocumentMutation();
  const blank = name.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank) return;
    const result = await save({ id: doc.id, name: name.trim(), kind, expires_on: expiresOn || null });
    if (!result.error) onClose();
  };

  return (
    <Dialog open onClose={state.isLoading ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>Edit document</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            <TextField
              label="Name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              autoFocus
              error={blank}
              helperText={blank ? 'Give the document a name' : undefined}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <TextField select label="Kind" value={kind} onChange={(e) => setKind(e.target.value as DocumentKind)}>
              {DOCUMENT_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {k}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Expires on"
              type="date"
              value={expiresOn}
              onChange={(e) => setExpiresOn(e.target.value)}
              helperText="Leases, insurance, permits and warranties: when it runs out"
              slotProps={{ inputLabel: { shrink: true } }}
            />
            {state.error && <Alert severity="error">{errorMessage(state.error)}</Alert>}
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} busy={state.isLoading} label="Save" busyLabel="Saving..." />
      </form>
    </Dialog>
  );
}
