import type { FirstReads } from '../../api/firstReads';
import { parseTaskFilters } from './taskFilters';
import { tasksApi } from './tasksApi';
import { DEFAULT_TASKS_SORT, FIRST_TASKS_PAGE, tasksPageArgs } from './taskQueries';

/** /tasks reads its first page with the filters in its address, and the filters' options (TasksPage). */
export const tasksReads: FirstReads = (dispatch, { search, now }) => {
  dispatch(tasksApi.util.prefetch('getTasks', tasksPageArgs(parseTaskFilters(search), now, DEFAULT_TASKS_SORT, '', FIRST_TASKS_PAGE), {}));
  dispatch(tasksApi.util.prefetch('getTaskFilterOptions', undefined, {}));
};
