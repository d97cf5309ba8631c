import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import { Button } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useSettledValue } from '../../components/form/useSettledValue';
import { EmptyState } from '../../components/feedback/EmptyState';
import { LoadError } from '../../components/feedback/LoadError';
import { LoadingState } from '../../components/feedback/LoadingState';
import { ListPager } from '../../components/layout/ListPager';
import { PageHeader } from '../../components/layout/PageHeader';
import { EmailPreviewDialog } from './EmailPreviewDialog';
import { NotesFiltersBar } from './NotesFiltersBar';
import { selectNotesFilters } from './notesFiltersSlice';
import { NotesList } from './NotesList';
import { useGetNotesFilterOptionsQuery, useGetNotesPageQuery } from './notesApi';
import { groupUnits, hasNotesFilters, NOTES_FIRST_PAGE_SIZE, NOTES_PAGE_SIZES, toListRows } from './notesRules';
import type { ManagerRef, NotesFilters } from './types';
import { UnsavedNotesGuard } from './UnsavedNotesGuard';

/** The filters, with the search taken once typing pauses (one read per search, not per key). */
function useSettledFilters(filters: NotesFilters): NotesFilters {
  const search = useSettledValue(filters.search);
  return useMemo(() => ({ ...filters, search }), [filters, search]);
}

/** SPEC §2 Bulk Unit Notes: every unit, a page at a time, grouped by manager, then property. */
export function BulkNotesPage() {
  const filters = useSettledFilters(useAppSelector(selectNotesFilters));
  const filterKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ key: filterKey, page: 0, pageSize: NOTES_FIRST_PAGE_SIZE });
  // Any change of the filters goes back to the first page (adjusted while rendering, as React advises).
  if (paging.key !== filterKey) setPaging({ key: filterKey, page: 0, pageSize: paging.pageSize });
  const page = paging.key === filterKey ? paging.page : 0;
  const pageQuery = useGetNotesPageQuery({ filters, page, pageSize: paging.pageSize });
  const optionsQuery = useGetNotesFilterOptionsQuery();
  const [previewOpen, setPreviewOpen] = useState(false);
  const data = pageQuery.data;
  const options = optionsQuery.data;

  const rows = useMemo(() => {
    if (!data) return [];
    const managers: ManagerRef[] = options?.managers ?? [];
    return toListRows(groupUnits(data.units, managers), data.managerUnits);
  }, [data, options]);
  const closePreview = useCallback(() => setPreviewOpen(false), []);
  const filtered = hasNotesFilters(filters);

  const error = pageQuery.error ?? optionsQuery.error;
  const retry = () => {
    if (pageQuery.error) pageQuery.refetch();
    if (optionsQuery.error) optionsQuery.refetch();
  };

  return (
    <>
      <PageHeader
        title="Bulk Unit Notes"
        subtitle="Notes save when you leave a box. Each save keeps the earlier version in the unit's history."
        actions={
          <Button
            variant="contained"
            startIcon={<MailOutlineIcon />}
            disabled={!options}
            onClick={() => setPreviewOpen(true)}
          >
            Generate Preview
          </Button>
        }
      />
      <UnsavedNotesGuard />
      {error ? (
        <LoadError error={error} onRetry={retry} />
      ) : !data || !options ? (
        <LoadingState text="Loading units..." />
      ) : (
        <>
          <NotesFiltersBar managers={options.managers} properties={options.properties} />
          {data.total === 0 && !filtered ? (
            <EmptyState title="No units yet" description="Add units to your properties to write notes about them." />
          ) : data.total === 0 ? (
            <EmptyState title="No units match these filters" description="Change or clear the filters above." />
          ) : (
            <>
              <ListPager
                count={data.total}
                page={page}
                pageSize={paging.pageSize}
                pageSizes={NOTES_PAGE_SIZES}
                label="Units per page"
                busy={pageQuery.isFetching}
                onChange={(next, pageSize) => setPaging({ key: filterKey, page: next, pageSize })}
                sizesOnPhone
              />
              <NotesList rows={rows} latest={data.latest.entities} />
            </>
          )}
          {previewOpen && <EmailPreviewDialog open onClose={closePreview} options={options} />}
        </>
      )}
    </>
  );
}
