import { Box, Typography } from '@mui/material';
import type { EntityState } from '@reduxjs/toolkit';
import { WindowedList } from '../../components/layout/WindowedList';
import type { NotesListRow } from './notesRules';
import type { LatestNote } from './types';
import { UnitNoteRow } from './UnitNoteRow';

function Row({ row, latest }: { row: NotesListRow; latest: EntityState<LatestNote, string>['entities'] }) {
  if (row.kind === 'manager') {
    return (
      <Typography variant="h2" sx={{ pt: 3, pb: 1 }}>
        {row.name}{' '}
        <Typography component="span" color="textSecondary" variant="body2">
          {row.unitCount} {row.unitCount === 1 ? 'unit' : 'units'}
        </Typography>
      </Typography>
    );
  }
  if (row.kind === 'property') {
    return (
      <Typography variant="h3" sx={{ pt: 1.5, pb: 1 }}>
        {row.name}
      </Typography>
    );
  }
  return (
    <Box sx={{ pb: 1.5 }}>
      <UnitNoteRow unit={row.unit} latest={latest[row.unit.id]} />
    </Box>
  );
}

/** A first screenful of the list, phone or desktop: a manager's and a property's heading and two units with their note boxes. */
const FIRST_NOTE_ROWS = 4;

/** The grouped units: manager headings, property headings, unit rows (SPEC §2). */
export function NotesList({
  rows,
  latest,
}: {
  rows: NotesListRow[];
  latest: EntityState<LatestNote, string>['entities'];
}) {
  return (
    <WindowedList
      items={rows}
      itemKey={(row) => row.key}
      renderItem={(row) => <Row row={row} latest={latest} />}
      firstBatch={FIRST_NOTE_ROWS}
    />
  );
}
