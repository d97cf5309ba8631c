import type { FirstReads } from '../../api/firstReads';
import { dashboardApi } from './dashboardApi';
import { COUNT_KINDS } from './dashboardQueries';
import { dashboardWindows } from './dashboardRules';

/** / reads its four totals, five lists and the weekly spend at once (DashboardPage and its cards). */
export const dashboardReads: FirstReads = (dispatch, { today }) => {
  const windows = dashboardWindows(today);
  for (const kind of COUNT_KINDS) dispatch(dashboardApi.util.prefetch('getDashboardCount', kind, {}));
  dispatch(dashboardApi.util.prefetch('getOverdueTasks', windows.today, {}));
  dispatch(dashboardApi.util.prefetch('getDueSoonTasks', windows.dueSoon, {}));
  dispatch(dashboardApi.util.prefetch('getUpcomingRent', windows.rent, {}));
  dispatch(dashboardApi.util.prefetch('getWeekCompletions', windows.week, {}));
  dispatch(dashboardApi.util.prefetch('getBillJumps', windows.jumpsSince, {}));
  dispatch(dashboardApi.util.prefetch('getWeeklySpend', windows.bounds, {}));
};
