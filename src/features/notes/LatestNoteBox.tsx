import { Box, Chip, Stack, Typography } from '@mui/material';
import { formatDateTime } from './noteFormat';

/** The unit's latest note (SPEC §2 latest-note box), or a line saying there is none yet. */
export function LatestNoteBox({
  note,
}: {
  note: { body: string; is_resolved: boolean; created_at: string } | undefined;
}) {
  return (
    <Box aria-label="Latest note" role="group" sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}>
      {note ? (
        <>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }}>
            <Typography variant="caption" color="textSecondary">
              Latest · {formatDateTime(note.created_at)}
            </Typography>
            <Chip
              size="small"
              label={note.is_resolved ? 'Resolved' : 'Open'}
              color={note.is_resolved ? 'success' : 'default'}
              variant="outlined"
            />
          </Stack>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note.body}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" color="textSecondary">
          No notes yet
        </Typography>
      )}
    </Box>
  );
}
