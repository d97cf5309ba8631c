import type { FirstReads } from '../../api/firstReads';
import { yearOf } from '../../utils/landlordToday';
import { expensesApi } from './expensesApi';
import { scheduleEYear } from './scheduleERules';

/** /expenses/summary reads the year its address asks for (ScheduleEPage). */
export const scheduleEReads: FirstReads = (dispatch, { search, today }) => {
  dispatch(expensesApi.util.prefetch('getScheduleE', scheduleEYear(search, yearOf(today)), {}));
};
