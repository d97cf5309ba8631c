import AddIcon from '@mui/icons-material/Add';
import { Button, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { AppDataGrid } from '../../components/data-grid/AppDataGrid';
import { LoadError } from '../../components/feedback/LoadError';
import { PageHeader } from '../../components/layout/PageHeader';
import { paths } from '../../config/paths';
import { CompleteTaskDialog } from './CompleteTaskDialog';
import { DeleteTaskDialog } from './DeleteTaskDialog';
import { taskColumns } from './taskColumns';
import { TaskFiltersPanel } from './TaskFiltersPanel';
import { matchesDue, parseTaskFilters, toQueryFilters, toSearchParams, type TaskFilters } from './taskFilters';
import { taskSelectors, useGetTaskFormOptionsQuery, useGetTasksQuery, type TaskListItem } from './tasksApi';

function NoTasks() {
  return (
    <Typography color="textSecondary" sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
      No tasks found
    </Typography>
  );
}

const initialState = { sorting: { sortModel: [{ field: 'due', sort: 'asc' as const }] } };
/** On a phone the grid keeps what a landlord acts on: the task, when, its status and the actions. */
const PHONE_COLUMNS = { scope: false, vendor: false, cost: false };

export function TasksPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseTaskFilters(params), [params]);
  const { data, error, isLoading, isFetching, refetch } = useGetTasksQuery(toQueryFilters(filters));
  const { data: options } = useGetTaskFormOptionsQuery();
  const [completing, setCompleting] = useState<TaskListItem | null>(null);
  const [deleting, setDeleting] = useState<TaskListItem | null>(null);
  const navigate = useNavigate();
  const [now] = useState(() => new Date());
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));

  const onComplete = useCallback((task: TaskListItem) => setCompleting(task), []);
  const onDelete = useCallback((task: TaskListItem) => setDeleting(task), []);
  const columns = useMemo(() => taskColumns({ onComplete, onDelete, navigate }, now), [onComplete, onDelete, navigate, now]);
  const rows = useMemo(() => (data ? taskSelectors.selectAll(data).filter((t) => matchesDue(t, filters.due, now)) : []), [data, filters.due, now]);
  const setFilters = (next: TaskFilters) => setParams(toSearchParams(next), { replace: true });

  return (
    <>
      <PageHeader
        title="Tasks"
        actions={
          <Button component={RouterLink} to={paths.taskNew} variant="contained" startIcon={<AddIcon />}>
            New Task
          </Button>
        }
      />
      <TaskFiltersPanel filters={filters} options={options} onChange={setFilters} />
      {error ? (
        <LoadError error={error} onRetry={refetch} />
      ) : isLoading ? (
        <Typography role="status" color="textSecondary" sx={{ py: 4, textAlign: 'center' }}>
          Loading tasks...
        </Typography>
      ) : (
        <AppDataGrid
          label="Tasks"
          rows={rows}
          columns={columns}
          loading={isFetching}
          initialState={initialState}
          columnVisibilityModel={phone ? PHONE_COLUMNS : undefined}
          getRowHeight={() => 60}
          slots={{ noRowsOverlay: NoTasks, noResultsOverlay: NoTasks }}
          slotProps={{ toolbar: { csvOptions: { fileName: 'tasks' } } }}
        />
      )}
      {completing && <CompleteTaskDialog task={completing} onClose={() => setCompleting(null)} />}
      {deleting && <DeleteTaskDialog task={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
