import AddIcon from '@mui/icons-material/Add';
import { Button, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useLandlordToday } from '../../api/useLandlordToday';
import { DeferredDataGrid, preloadDataGrid } from '../../components/data-grid/DeferredDataGrid';
import { LoadError } from '../../components/feedback/LoadError';
import { PageHeader } from '../../components/layout/PageHeader';
import { onDemand, usePreloadOnDraw } from '../../components/lazyComponent';
import { paths } from '../../config/paths';
import { DeleteTaskDialog } from './DeleteTaskDialog';
import { taskColumns } from './taskColumns';
import { TaskFiltersPanel } from './TaskFiltersPanel';
import { parseTaskFilters, toSearchParams, type TaskFilters } from './taskFilters';
import { taskSelectors, useGetTasksQuery, type TaskListItem } from './tasksApi';
import { DEFAULT_TASKS_SORT, FIRST_TASKS_PAGE, tasksPageArgs } from './taskQueries';

function NoTasks() {
  return (
    <Typography color="textSecondary" sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
      No tasks found
    </Typography>
  );
}

// Opens on a click, its code once the page has drawn: 61–68 KB gzip (the dialog and the date picker) off the page's.
const CompleteTaskDialog = onDemand(() => import('./CompleteTaskDialog').then((m) => m.CompleteTaskDialog));

/** On a phone the grid keeps what a landlord acts on: the task, when, its status and the actions. */
const PHONE_COLUMNS = { scope: false, vendor: false, account: false, cost: false };
const PAGE_SIZES = [25, 50, 100];
const rowHeight = () => 60;

/** `importAction`: the Import CSV button, composed in src/app (it belongs to the data-transfer feature). */
export function TasksPage({ importAction }: { importAction?: ReactNode } = {}) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseTaskFilters(params), [params]);
  const today = useLandlordToday();
  // The grid's code downloads while the first page of tasks is read (the first rows show without it).
  useEffect(() => void preloadDataGrid(), []);
  // Paging, order and search live with the grid; a change of filters starts again at the first page.
  const filterKey = params.toString();
  const [paging, setPaging] = useState({ key: filterKey, model: FIRST_TASKS_PAGE });
  const pagination = paging.key === filterKey ? paging.model : { ...paging.model, page: 0 };
  const [sortModel, setSortModel] = useState<GridSortModel>(DEFAULT_TASKS_SORT);
  const [filterModel, setFilterModel] = useState<GridFilterModel>({ items: [] });
  const search = (filterModel.quickFilterValues ?? []).join(' ');
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
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));

  const onComplete = useCallback((task: TaskListItem) => setCompleting(task), []);
  const onDelete = useCallback((task: TaskListItem) => setDeleting(task), []);
  const columns = useMemo(
    () => taskColumns({ onComplete, onDelete, navigate }, today),
    [onComplete, onDelete, navigate, today],
  );
  const rows = useMemo(() => (data ? taskSelectors.selectAll(data.tasks) : []), [data]);
  const onPaginationModelChange = useCallback(
    (model: GridPaginationModel) => setPaging({ key: filterKey, model }),
    [filterKey],
  );
  const onFilterModelChange = useCallback((model: GridFilterModel) => {
    setFilterModel(model);
    setPaging((current) => ({ ...current, model: { ...current.model, page: 0 } }));
  }, []);
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
      ) : (
        <DeferredDataGrid
          label="Tasks"
          rows={rows}
          columns={columns}
          loading={isFetching}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          rowCount={data?.total ?? 0}
          paginationModel={pagination}
          onPaginationModelChange={onPaginationModelChange}
          pageSizeOptions={PAGE_SIZES}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          filterModel={filterModel}
          onFilterModelChange={onFilterModelChange}
          columnVisibilityModel={phone ? PHONE_COLUMNS : undefined}
          getRowHeight={rowHeight}
          slots={{ noRowsOverlay: NoTasks, noResultsOverlay: NoTasks }}
          slotProps={{ toolbar: { csvOptions: { fileName: 'tasks' } } }}
        />
      )}
      {completing && <CompleteTaskDialog task={completing} onClose={() => setCompleting(null)} />}
      {deleting && <DeleteTaskDialog task={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
