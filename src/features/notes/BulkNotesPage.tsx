import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import { Button } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { EmptyState } from '../../components/feedback/EmptyState';
import { LoadError } from '../../components/feedback/LoadError';
import { LoadingState } from '../../components/feedback/LoadingState';
import { PageHeader } from '../../components/layout/PageHeader';
import { EmailPreviewDialog } from './EmailPreviewDialog';
import { NotesFiltersBar } from './NotesFiltersBar';
import { selectNotesFilters } from './notesFiltersSlice';
import { NotesList } from './NotesList';
import { useGetLatestNotesQuery, useGetNotesUnitsQuery } from './notesApi';
import { filterUnits, groupUnits, toListRows } from './notesRules';
import { UnsavedNotesGuard } from './UnsavedNotesGuard';

/** SPEC §2 Bulk Unit Notes: every unit in one sitting, grouped by manager, then property. */
export function BulkNotesPage() {
  const unitsQuery = useGetNotesUnitsQuery();
  const latestQuery = useGetLatestNotesQuery();
  const filters = useAppSelector(selectNotesFilters);
  const [previewOpen, setPreviewOpen] = useState(false);
  const latest = latestQuery.data?.entities;

  const rows = useMemo(() => {
    if (!unitsQuery.data || !latest) return [];
    const units = filterUnits(unitsQuery.data.units, filters, (id) => latest[id]);
    return toListRows(groupUnits(units, unitsQuery.data.managers));
  }, [unitsQuery.data, latest, filters]);
  const closePreview = useCallback(() => setPreviewOpen(false), []);

  const error = unitsQuery.error ?? latestQuery.error;
  const retry = () => {
    if (unitsQuery.error) unitsQuery.refetch();
    if (latestQuery.error) latestQuery.refetch();
  };

  return (
    <>
      <PageHeader
        title="Bulk Unit Notes"
        subtitle="Notes save when you leave a box. Each save keeps the earlier version in the unit's history."
        actions={
          <Button variant="contained" startIcon={<MailOutlineIcon />} disabled={!unitsQuery.data || !latest} onClick={() => setPreviewOpen(true)}>
            Generate Preview
          </Button>
        }
      />
      <UnsavedNotesGuard />
      {error ? (
        <LoadError error={error} onRetry={retry} />
      ) : !unitsQuery.data || !latest ? (
        <LoadingState text="Loading units..." />
      ) : (
        <>
          <NotesFiltersBar managers={unitsQuery.data.managers} units={unitsQuery.data.units} />
          {unitsQuery.data.units.length === 0 ? (
            <EmptyState title="No units yet" description="Add units to your properties to write notes about them." />
          ) : rows.length === 0 ? (
            <EmptyState title="No units match these filters" description="Change or clear the filters above." />
          ) : (
            <NotesList rows={rows} latest={latest} />
          )}
          {previewOpen && <EmailPreviewDialog open onClose={closePreview} data={unitsQuery.data} latest={latest} />}
        </>
      )}
    </>
  );
}
