import { Box, Typography } from '@mui/material';
import { Virtuoso } from 'react-virtuoso';
import type { EntityState } from '@reduxjs/toolkit';
import type { NotesListRow } from './notesRules';
import type { LatestNote } from './types';
import { UnitNoteRow } from './UnitNoteRow';

/** Below this many rows the list renders plainly; above, only what is on screen (a 2,000-unit portfolio). */
export const VIRTUALIZE_ABOVE = 150;

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

/** The grouped units: manager headings, property headings, unit rows (SPEC §2). */
export function NotesList({ rows, latest }: { rows: NotesListRow[]; latest: EntityState<LatestNote, string>['entities'] }) {
  if (rows.length <= VIRTUALIZE_ABOVE) {
    return (
      <div>
        {rows.map((row) => (
          <Row key={row.key} row={row} latest={latest} />
        ))}
      </div>
    );
  }
  return (
    <Virtuoso
      useWindowScroll
      data={rows}
      increaseViewportBy={{ top: 600, bottom: 600 }}
      computeItemKey={(_index, row) => row.key}
      itemContent={(_index, row) => <Row row={row} latest={latest} />}
    />
  );
}
