import AddIcon from '@mui/icons-material/Add';
import { Button, Card, Typography, useMediaQuery } from '@mui/material';
import type { GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CompletionReceipt } from './CompleteTaskDialog';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useLandlordToday } from '../../api/useLandlordToday';
import { DeferredDataGrid, preloadDataGrid } from '../../components/data-grid/DeferredDataGrid';
import { EmptyState } from '../../components/feedback/EmptyState';
import { LoadError } from '../../components/feedback/LoadError';
import { useSettledValue } from '../../components/form/useSettledValue';
import { PHONE } from '../../components/layout/filterPanelRules';
import { PageHeader } from '../../components/layout/PageHeader';
import { onDemand, usePreloadOnDraw } from '../../components/lazyComponent';
import { paths } from '../../config/paths';
import { DeleteTaskDialog } from './DeleteTaskDialog';
import { TaskCards } from './TaskCards';
import { taskColumns } from './taskColumns';
import { TaskFiltersPanel } from './TaskFiltersPanel';
import { hasActiveFilters, parseTaskFilters, toSearchParams, type TaskFilters } from './taskFilters';
import { taskSelectors, useGetTasksQuery, type TaskListItem } from './tasksApi';
import { DEFAULT_TASKS_SORT, FIRST_TASKS_PAGE, tasksPageArgs } from './taskQueries';

function NoTasks() {
  return (
    <Typography color="textSecondary" sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
      No tasks found
    </Typography>
  );
}

function NoTasksYet({ filtered }: { filtered: boolean }) {
  return (
    <Card>
      <EmptyState
        title="No tasks found"
        description={
          filtered
            ? 'Change or clear the filters to see more tasks.'
            : 'Bills and repairs you add show here, by due date.'
        }
        action={
          <Button component={RouterLink} to={paths.taskNew} variant="contained" startIcon={<AddIcon />}>
            New task
          </Button>
        }
      />
    </Card>
  );
}

// Opens on a click, its code once the page has drawn: 61–68 KB gzip (the dialog and the date picker) off the page's.
const CompleteTaskDialog = onDemand(() => import('./CompleteTaskDialog').then((m) => m.CompleteTaskDialog));

const PAGE_SIZES = [25, 50, 100];
const rowHeight = () => 60;

/** `importAction`: the Import CSV button, composed in src/app (it belongs to the data-transfer feature). */
export function TasksPage({
  importAction,
  receipt,
}: {
  importAction?: ReactNode;
  /** A paid completion's receipt: a field of the form, then sent to its payment (CompleteTaskDialog). */
  receipt?: CompletionReceipt;
} = {}) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseTaskFilters(params), [params]);
  const today = useLandlordToday();
  // Asked before the first render (noSsr): a phone never starts the grid's code, its cards need none of it.
  const phone = useMediaQuery(PHONE, { noSsr: true });
  // The grid's code downloads while the first page of tasks is read (the first rows show without it).
  useEffect(() => {
    if (!phone) void preloadDataGrid();
  }, [phone]);
  const [sortModel, setSortModel] = useState<GridSortModel>(DEFAULT_TASKS_SORT);
  const [filterModel, setFilterModel] = useState<GridFilterModel>({ items: [] });
  // The grid's quick filter searches on a desktop; the cards' search box, read once typing pauses, on a phone.
  const [typed, setTyped] = useState('');
  const typedSearch = useSettledValue(typed.trim());
  const search = phone ? typedSearch : (filterModel.quickFilterValues ?? []).join(' ');
  // Paging and order live with the list; a change of filters or search starts again at the first page.
  const pageKey = `${params.toString()}|${search}`;
  const [paging, setPaging] = useState({ key: pageKey, model: FIRST_TASKS_PAGE });
  const pagination = paging.key === pageKey ? paging.model : { ...paging.model, page: 0 };
  const { page, pageSize } = pagination;
  const query = useMemo(
    () => tasksPageArgs(filters, today, sortModel, search, { page, pageSize }),
    [filters, today, sortModel, search, page, pageSize],
  );
  const { data, error, isLoading, isFetching, refetch } = useGetTasksQuery(query);
  usePreloadOnDraw(Boolean(data), CompleteTaskDialog);
  const [completing, setCompleting] = useState<TaskListItem | null>(null);
  const [deleting, setDeleting] = useState<TaskListItem | null>(null);
  const navigate = useNavigate();

  const onComplete = useCallback((task: TaskListItem) => setCompleting(task), []);
  const onDelete = useCallback((task: TaskListItem) => setDeleting(task), []);
  const columns = useMemo(
    () => taskColumns({ onComplete, onDelete, navigate }, today),
    [onComplete, onDelete, navigate, today],
  );
  const rows = useMemo(() => (data ? taskSelectors.selectAll(data.tasks) : []), [data]);
  const onPaginationModelChange = useCallback(
    (model: GridPaginationModel) => setPaging({ key: pageKey, model }),
    [pageKey],
  );
  const empty = <NoTasksYet filtered={hasActiveFilters(filters) || search !== ''} />;
  const setFilters = (next: TaskFilters) => setParams(toSearchParams(next), { replace: true });

  return (
    <>
      <PageHeader
        title="Tasks"
        actions={
          <>
            {importAction}
            <Button component={RouterLink} to={paths.taskNew} variant="contained" startIcon={<AddIcon />}>
              New Task
            </Button>
          </>
        }
      />
      <TaskFiltersPanel filters={filters} onChange={setFilters} />
      {error ? (
        <LoadError error={error} onRetry={refetch} />
      ) : isLoading ? (
        <Typography role="status" color="textSecondary" sx={{ py: 4, textAlign: 'center' }}>
          Loading tasks...
        </Typography>
      ) : phone ? (
        <TaskCards
          tasks={rows}
          total={data?.total ?? { count: 0, exact: true }}
          today={today}
          busy={isFetching}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          page={page}
          pageSize={pageSize}
          pageSizes={PAGE_SIZES}
          onPage={(next, size) => onPaginationModelChange({ page: next, pageSize: size })}
          search={typed}
          onSearch={setTyped}
          onComplete={onComplete}
          onDelete={onDelete}
          empty={empty}
        />
      ) : data?.total.count === 0 && search === '' ? (
        empty
      ) : (
        <DeferredDataGrid
          label="Tasks"
          rows={rows}
          columns={columns}
          loading={isFetching}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          rowCount={!data ? 0 : data.total.exact ? data.total.count : -1}
          paginationMeta={{ hasNextPage: !data || data.total.exact || rows.length === pageSize }}
          paginationModel={pagination}
          onPaginationModelChange={onPaginationModelChange}
          pageSizeOptions={PAGE_SIZES}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          getRowHeight={rowHeight}
          slots={{ noRowsOverlay: NoTasks, noResultsOverlay: NoTasks }}
          slotProps={{ toolbar: { csvOptions: { fileName: 'tasks' } } }}
        />
      )}
      {completing && <CompleteTaskDialog task={completing} onClose={() => setCompleting(null)} receipt={receipt} />}
      {deleting && <DeleteTaskDialog task={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
