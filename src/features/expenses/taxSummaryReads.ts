import type { FirstReads } from '../../api/firstReads';
import { yearOf } from '../../utils/landlordToday';
import { expensesApi } from './expensesApi';
import { summaryYear } from './summaryRules';

/** /expenses/summary reads the year its address asks for (TaxSummaryPage). */
export const taxSummaryReads: FirstReads = (dispatch, { search, today }) => {
  dispatch(expensesApi.util.prefetch('getTaxYearSummary', summaryYear(search, yearOf(today)), {}));
};
