import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { dueWindow, toQueryFilters, type TaskFilters } from './taskFilters';
import type { TaskPageQuery, TaskSortColumn } from './taskListQuery';

export const FIRST_TASKS_PAGE: GridPaginationModel = { page: 0, pageSize: 100 };
export const DEFAULT_TASKS_SORT: GridSortModel = [{ field: 'due', sort: 'asc' }];
/** Grid columns the database orders by (taskColumns marks the others unsortable). */
const SORT_COLUMNS: Record<string, TaskSortColumn> = {
  due: 'due_on',
  title: 'title',
  status: 'status',
  scope: 'scope',
  vendor: 'vendor',
  cost: 'cost',
};

/** The page of tasks the list reads: its filters, the grid's order, search and page (TasksPage, and its first reads). */
export function tasksPageArgs(
  filters: TaskFilters,
  today: string,
  sortModel: GridSortModel,
  search: string,
  pagination: GridPaginationModel,
): TaskPageQuery {
  const sort = sortModel[0] && SORT_COLUMNS[sortModel[0].field];
  return {
    ...toQueryFilters(filters),
    window: dueWindow(filters.due, today),
    sort: sort ? { column: sort, ascending: sortModel[0].sort !== 'desc' } : undefined,
    search,
    page: pagination.page,
    pageSize: pagination.pageSize,
  };
}
