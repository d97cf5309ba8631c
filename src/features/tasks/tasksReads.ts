import type { FirstReads } from '../../api/firstReads';
import { hasActiveFilters, parseTaskFilters } from './taskFilters';
import { tasksApi } from './tasksApi';
import { DEFAULT_TASKS_SORT, FIRST_TASKS_PAGE, tasksPageArgs } from './taskQueries';

/**
 * /tasks reads its first page with the filters in its address (TasksPage), and the filters'
 * options when a filter opens the panel with the screen (TaskFiltersPanel).
 */
export const tasksReads: FirstReads = (dispatch, { search, today }) => {
  const filters = parseTaskFilters(search);
  dispatch(
    tasksApi.util.prefetch('getTasks', tasksPageArgs(filters, today, DEFAULT_TASKS_SORT, '', FIRST_TASKS_PAGE), {}),
  );
  if (hasActiveFilters(filters)) dispatch(tasksApi.util.prefetch('getTaskFilterOptions', undefined, {}));
};
