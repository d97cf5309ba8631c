import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { queueSave } from '../../api/saveQueue/saveQueue';
import { queuedSaveText, useQueuedSave } from '../../api/saveQueue/useQueuedSave';
import { useAppDispatch } from '../../app/hooks';
import { useUpdateUnitNoteMutation } from './notesApi';
import { formatDateTime } from './noteFormat';
import type { UnitNote } from './types';

/** One note on the history screen: status toggle and inline edit (SPEC §2, §4, §5). */
export function HistoryNoteCard({ note, isLatest }: { note: UnitNote; isLatest: boolean }) {
  const [editing, setEditing] = useState<string | null>(null);
  const [updateNote, { isLoading, error, reset }] = useUpdateUnitNoteMutation();
  const dispatch = useAppDispatch();
  const [saving, setSaving] = useState(false);
  const [queued, setQueued] = useState(false);
  const edit = useQueuedSave(`note-edit:${note.id}`);
  // An edit waiting for the connection, perhaps from before a reload, and how it ended.
  const pendingBody =
    edit?.status === 'waiting' || edit?.status === 'sending'
      ? (edit.args as { changes: { body: string } }).changes.body
      : null;
  const editStatus = queued || edit?.status === 'waiting' || edit?.status === 'sending' ? queuedSaveText(edit) : '';

  const setResolved = async (isResolved: boolean) => {
    if (isResolved !== note.is_resolved)
      await updateNote({ id: note.id, unitId: note.unit_id, changes: { is_resolved: isResolved } });
  };
  const save = async () => {
    if (editing === null || !editing.trim()) return;
    setSaving(true);
    const args = { id: note.id, unitId: note.unit_id, changes: { body: editing.trim() } };
    const result = await dispatch(queueSave({ key: `note-edit:${note.id}`, endpoint: 'updateUnitNote', args }));
    setSaving(false);
    setQueued(result?.status !== 'saved');
    // A refused edit stays open as typed; a waiting one is the queue's to keep and send.
    if (result?.status !== 'refused') setEditing(null);
  };

  return (
    <Card
      component="li"
      variant="outlined"
      aria-label={isLatest ? 'Latest note' : `Note of ${formatDateTime(note.created_at)}`}
    >
      <CardContent>
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}
        >
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
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', flex: 1 }}>
              {pendingBody ?? note.body}
            </Typography>
            <Button
              size="small"
              startIcon={<EditOutlinedIcon />}
              onClick={() => {
                reset();
                setQueued(false);
                setEditing(note.body);
              }}
            >
              Edit
            </Button>
          </Box>
        ) : (
          <Box>
            <TextField
              label="Note"
              multiline
              minRows={2}
              fullWidth
              value={editing}
              onChange={(e) => setEditing(e.target.value)}
              autoFocus
            />
            <Stack direction="row" sx={{ gap: 1, mt: 1 }}>
              <Button variant="contained" onClick={save} disabled={!editing.trim() || isLoading || saving}>
                {isLoading || saving ? 'Saving...' : 'Save'}
              </Button>
              <Button onClick={() => setEditing(null)} disabled={isLoading || saving}>
                Cancel
              </Button>
            </Stack>
          </Box>
        )}
        {editStatus && (
          <Alert
            severity={edit?.status === 'refused' ? 'error' : edit?.status === 'saved' ? 'success' : 'info'}
            sx={{ mt: 1 }}
          >
            {editStatus}
          </Alert>
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
