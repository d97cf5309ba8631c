import { Box, Stack, Typography } from '@mui/material';
import { useLandlordTimeZone, useLandlordToday } from '../../api/useLandlordToday';
import { OverdueChip } from '../../components/feedback/OverdueChip';
import { formatCurrency, formatDate } from '../../utils/format';
import { landlordToday } from '../../utils/landlordToday';
import { useGetPropertyRentIncreasesQuery, useGetPropertyUnitNotesQuery } from './propertiesApi';
import { propertyDetailArgs, type UnitRow } from './propertyRules';

/** The unit's latest note, wherever it was written, dated by the landlord's day. */
export function UnitLatestNote({ unit }: { unit: Pick<UnitRow, 'id' | 'property_id' | 'unit_label'> }) {
  const timeZone = useLandlordTimeZone();
  const { note } = useGetPropertyUnitNotesQuery(unit.property_id, {
    selectFromResult: ({ data }) => ({ note: data?.entities[unit.id]?.note ?? null }),
  });
  if (!note) return null;
  return (
    <Box
      role="note"
      aria-label={`Latest note for ${unit.unit_label}`}
      sx={{ mb: 1.5, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}
    >
      <Typography variant="caption" color="textSecondary" component="p">
        Latest note · {formatDate(landlordToday(timeZone, new Date(note.created_at)))}
      </Typography>
      <Typography
        variant="body2"
        sx={{
          whiteSpace: 'pre-line',
          overflowWrap: 'anywhere',
          display: '-webkit-box',
          WebkitLineClamp: 3,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {note.body}
      </Typography>
    </Box>
  );
}

/** An increase of this unit whose date passed without being applied (the database's Overdue). */
export function UnitOverdueIncrease({ unit }: { unit: Pick<UnitRow, 'id' | 'property_id'> }) {
  const today = useLandlordToday();
  const { overdue } = useGetPropertyRentIncreasesQuery(propertyDetailArgs(unit.property_id, today).increases, {
    selectFromResult: ({ data }) => ({ overdue: data?.find((i) => i.unit.id === unit.id && i.status === 'Overdue') }),
  });
  if (!overdue) return null;
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, mb: 1.5 }}
    >
      <OverdueChip label="Increase overdue" />
      <Typography variant="body2">
        New rent {formatCurrency(overdue.planned_new_rent)} was due {formatDate(overdue.effective_date)}, not applied
        yet
      </Typography>
    </Stack>
  );
}
