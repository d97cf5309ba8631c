import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { useUpdateUnitNoteMutation } from './notesApi';
import { formatDateTime } from './noteFormat';
import type { UnitNote } from './types';

/** One note on the history screen: status toggle and inline edit (SPEC §2, §4, §5). */
export function HistoryNoteCard({ note, isLatest }: { note: UnitNote; isLatest: boolean }) {
  const [editing, setEditing] = useState<string | null>(null);
  const [updateNote, { isLoading, error, reset }] = useUpdateUnitNoteMutation();

  const setResolved = async (isResolved: boolean) => {
    if (isResolved !== note.is_resolved) await updateNote({ id: note.id, unitId: note.unit_id, changes: { is_resolved: isResolved } });
  };
  const save = async () => {
    if (editing === null || !editing.trim()) return;
    const result = await updateNote({ id: note.id, unitId: note.unit_id, changes: { body: editing.trim() } });
    if (!result.error) setEditing(null);
  };

  return (
    <Card component="li" variant="outlined" aria-label={isLatest ? 'Latest note' : `Note of ${formatDateTime(note.created_at)}`}>
      <CardContent>
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {isLatest && <Chip size="small" color="primary" label="Latest" />}
            <Typography variant="caption" color="textSecondary">
              Created {formatDateTime(note.created_at)} · Updated {formatDateTime(note.updated_at)}
            </Typography>
          </Stack>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={note.is_resolved ? 'resolved' : 'open'}
            onChange={(_e, value) => value && setResolved(value === 'resolved')}
            disabled={isLoading}
            aria-label="Status"
          >
            <ToggleButton value="open">Open</ToggleButton>
            <ToggleButton value="resolved">Resolved</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        {editing === null ? (
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', flex: 1 }}>{note.body}</Typography>
            <Button size="small" startIcon={<EditOutlinedIcon />} onClick={() => { reset(); setEditing(note.body); }}>
              Edit
            </Button>
          </Box>
        ) : (
          <Box>
            <TextField label="Note" multiline minRows={2} fullWidth value={editing} onChange={(e) => setEditing(e.target.value)} autoFocus />
            <Stack direction="row" sx={{ gap: 1, mt: 1 }}>
              <Button variant="contained" onClick={save} disabled={!editing.trim() || isLoading}>
                {isLoading ? 'Saving...' : 'Save'}
              </Button>
              <Button onClick={() => setEditing(null)} disabled={isLoading}>
                Cancel
              </Button>
            </Stack>
          </Box>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {errorMessage(error, 'Save failed')}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
