import { TextField } from '@mui/material';
import { useState } from 'react';
import { useAddQuickNoteMutation } from './propertiesApi';
import { errorMessage } from '../../api/errors';

/** SPEC §4: a quick note is saved on blur when its trimmed text is not empty. */
export function QuickNoteField({ unitId, unitLabel }: { unitId: string; unitLabel: string }) {
  const [text, setText] = useState('');
  const [status, setStatus] = useState<{ message: string; error: boolean } | null>(null);
  const [addNote, { isLoading }] = useAddQuickNoteMutation();

  const save = async () => {
    const body = text.trim();
    if (!body) return;
    const result = await addNote({ unitId, body });
    if (result.error) setStatus({ message: errorMessage(result.error, 'Save failed'), error: true });
    else {
      setText('');
      setStatus({ message: 'Note saved', error: false });
    }
  };

  return (
    <TextField
      size="small"
      fullWidth
      label={`Quick note for ${unitLabel}`}
      placeholder="Saved when you leave the box"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        setStatus(null);
      }}
      onBlur={save}
      disabled={isLoading}
      error={status?.error}
      helperText={isLoading ? 'Saving...' : status?.message}
      multiline
      maxRows={4}
    />
  );
}
