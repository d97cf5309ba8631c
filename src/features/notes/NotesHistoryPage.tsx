import { Box, Button, Card, Link, Stack } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { EmptyState } from '../../components/feedback/EmptyState';
import { LoadError } from '../../components/feedback/LoadError';
import { LoadingState } from '../../components/feedback/LoadingState';
import { NotFoundCard } from '../../components/feedback/NotFoundCard';
import { BackLink } from '../../components/layout/BackLink';
import { PageHeader } from '../../components/layout/PageHeader';
import { paths } from '../../config/paths';
import { HistoryNoteCard } from './HistoryNoteCard';
import { useGetNoteUnitQuery, useGetUnitNotesQuery } from './notesApi';

/** SPEC §2 Notes History: every note of one unit, newest first. */
export function NotesHistoryPage() {
  const { unitId = '' } = useParams();
  // Both reads start at once: the notes of a unit that turns out missing are simply not shown.
  const unitQuery = useGetNoteUnitQuery(unitId);
  const notesQuery = useGetUnitNotesQuery(unitId);

  if (unitQuery.isLoading || notesQuery.isLoading) return <LoadingState text="Loading notes history..." />;
  if (unitQuery.error) return <LoadError error={unitQuery.error} onRetry={unitQuery.refetch} />;
  const unit = unitQuery.data;
  if (!unit) return <NotFoundCard title="Unit not found" backTo={paths.bulkNotes} backLabel="Back to Bulk Notes" />;
  const notes = notesQuery.data ?? [];

  return (
    <>
      <BackLink to={paths.bulkNotes} label="Bulk Notes" />
      <PageHeader title={`${unit.property.name} - ${unit.unit_label}`} subtitle="Notes history, newest first" />
      {notesQuery.error ? (
        <LoadError error={notesQuery.error} onRetry={notesQuery.refetch} />
      ) : notes.length === 0 ? (
        <Card>
          <EmptyState
            title="No notes yet"
            description="Write this unit's first note on the bulk notes screen."
            action={
              <Button component={RouterLink} to={paths.bulkNotes} variant="outlined">
                Go to Bulk Notes
              </Button>
            }
          />
        </Card>
      ) : (
        <Stack component="ol" aria-label="Notes" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.5 }}>
          {notes.map((note, index) => (
            <HistoryNoteCard key={note.id} note={note} isLatest={index === 0} />
          ))}
        </Stack>
      )}
      <Box component="footer" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mt: 3 }}>
        <Link component={RouterLink} to={paths.bulkNotes}>
          Back to Bulk Notes
        </Link>
        <Link component={RouterLink} to={paths.property(unit.property.id)}>
          View Property
        </Link>
      </Box>
    </>
  );
}
