import { Box, Checkbox, FormControlLabel, Link, Paper, Stack, Typography } from '@mui/material';
import { memo, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { GrowingTextField } from '../../components/form/GrowingTextField';
import { paths } from '../../config/paths';
import { EarlierNotes } from './EarlierNotes';
import { LatestNoteBox } from './LatestNoteBox';
import { noteDraftChanged, selectNoteDraft } from './noteDraftsSlice';
import { useUpdateUnitNoteMutation } from './notesApi';
import { hasEarlierNotes } from './notesRules';
import type { LatestNote, NoteUnit } from './types';
import { saveStatusText, useNoteSave } from './useNoteSave';

/** SPEC §2: Ctrl/Cmd+Enter does nothing in a note box (no accidental submit or newline). */
function suppressModEnter(event: KeyboardEvent) {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) event.preventDefault();
}

/**
 * One unit of the bulk notes list. Memoised and reading only its own draft, so typing
 * re-renders this row and none of the other (up to thousands of) units.
 */
export const UnitNoteRow = memo(function UnitNoteRow({
  unit,
  latest: cachedLatest,
}: {
  unit: NoteUnit;
  latest: LatestNote | undefined;
}) {
  const dispatch = useAppDispatch();
  const draft = useAppSelector((state) => selectNoteDraft(state, unit.id));
  // A note still on its way to the server shows as the latest at once; it cannot be flipped until saved.
  const { status, setStatus, save, latest, pending: noteOnItsWay } = useNoteSave(unit.id, cachedLatest);
  const [updateNote, updateState] = useUpdateUnitNoteMutation();
  const statusText = saveStatusText(status);
  // While the flip is on its way, the box shows where it is going; on failure it springs back.
  const pending = updateState.isLoading ? updateState.originalArgs?.changes : undefined;
  const resolved = pending && 'is_resolved' in pending ? pending.is_resolved : (latest?.is_resolved ?? false);

  const toggleResolved = async () => {
    if (!latest) return;
    const result = await updateNote({
      id: latest.note_id,
      unitId: unit.id,
      changes: { is_resolved: !latest.is_resolved },
    });
    if (result.error) setStatus({ kind: 'error', message: errorMessage(result.error, 'Save failed') });
  };

  return (
    <Paper variant="outlined" component="section" aria-label={`${unit.propertyName} ${unit.unitLabel}`} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
          {unit.unitLabel}
        </Typography>
        <Link
          component={RouterLink}
          to={paths.unitNotes(unit.id)}
          variant="body2"
          aria-label={`History of ${unit.unitLabel}`}
        >
          History
        </Link>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box>
          <GrowingTextField
            label={`Note for ${unit.unitLabel}`}
            placeholder="Saved when you leave the box"
            minRows={2}
            maxRows={8}
            fullWidth
            size="small"
            value={draft}
            onChange={(e) => dispatch(noteDraftChanged({ unitId: unit.id, text: e.target.value }))}
            onKeyDown={suppressModEnter}
            onBlur={() => save(draft)}
            error={status.kind === 'error'}
            helperText={statusText || ' '}
            slotProps={{ formHelperText: { role: status.kind === 'error' ? 'alert' : 'status' } }}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={resolved}
                disabled={!latest || updateState.isLoading || noteOnItsWay}
                onChange={toggleResolved}
              />
            }
            label="Resolved"
          />
        </Box>
        <Box>
          <LatestNoteBox note={latest} />
          {hasEarlierNotes(latest) && (
            <EarlierNotes unitId={unit.id} latestId={latest!.note_id} count={latest!.note_count - 1} />
          )}
        </Box>
      </Box>
    </Paper>
  );
});
