import { Box, Button, Collapse, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useMemo, useState } from 'react';
import { LoadError } from '../../components/feedback/LoadError';
import { useGetEarlierNotesQuery } from './notesApi';
import { EARLIER_NOTES_LIMIT, earlierThan } from './notesRules';
import { formatDateTime } from './noteFormat';

/** SPEC §2/§9: up to 5 notes before the latest shown (`latestId`), read from the server only once expanded. */
export function EarlierNotes({ unitId, latestId, count }: { unitId: string; latestId: string; count: number }) {
  const [open, setOpen] = useState(false);
  const { data: read = [], isFetching, error, refetch } = useGetEarlierNotesQuery(unitId, { skip: !open });
  const data = useMemo(() => earlierThan(latestId, read), [latestId, read]);
  const shown = Math.min(count, EARLIER_NOTES_LIMIT);

  return (
    <Box sx={{ mt: 1 }}>
      <Button
        size="small"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
      >
        {open ? 'Hide earlier notes' : `Earlier notes (${shown})`}
      </Button>
      <Collapse in={open} unmountOnExit>
        {error ? (
          <LoadError error={error} onRetry={refetch} />
        ) : isFetching && data.length === 0 ? (
          <Typography variant="body2" color="textSecondary" sx={{ py: 1 }}>
            Loading earlier notes...
          </Typography>
        ) : (
          <Stack component="ol" aria-label="Earlier notes" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}>
            {data.map((note) => (
              <Box component="li" key={note.id} sx={{ borderLeft: 2, borderColor: 'divider', pl: 1.5 }}>
                <Typography variant="caption" color="textSecondary">
                  {formatDateTime(note.created_at)} · {note.is_resolved ? 'Resolved' : 'Open'}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {note.body}
                </Typography>
              </Box>
            ))}
          </Stack>
        )}
      </Collapse>
    </Box>
  );
}
