import type { FirstReads } from '../../api/firstReads';
import { opensWithScreen } from '../../components/layout/filterPanelRules';
import { selectSavedExpenseFilters } from './expenseFiltersSlice';
import { EXPENSE_FILTERS_COLLAPSIBLE, hasExpenseFilters, toExpenseQuery } from './expenseRules';
import { expensesApi } from './expensesApi';
import { alertYear } from './form1099Rules';
import { yearOf } from '../../utils/landlordToday';
import { DEFAULT_EXPENSES_SORT, expensesPageArgs, FIRST_EXPENSES_PAGE, openingExpenseFilters } from './expenseQueries';

/**
 * /expenses reads its first page and the totals with the filters it opens with (ExpensesPage), and
 * the filters' choices when their fields show with the screen (not on a phone with no filter).
 */
export const expensesReads: FirstReads = (dispatch, { search, state, today }) => {
  const opening = openingExpenseFilters(search, selectSavedExpenseFilters(state));
  const filters = toExpenseQuery(opening);
  dispatch(
    expensesApi.util.prefetch('getPayments', expensesPageArgs(filters, DEFAULT_EXPENSES_SORT, FIRST_EXPENSES_PAGE), {}),
  );
  dispatch(expensesApi.util.prefetch('getPaymentTotals', filters, {}));
  // The warning about vendors that need a 1099 and have no W-9, for the year shown.
  dispatch(expensesApi.util.prefetch('getForm1099Totals', alertYear(opening.year, yearOf(today)), {}));
  if (opensWithScreen(hasExpenseFilters(opening), EXPENSE_FILTERS_COLLAPSIBLE))
    dispatch(expensesApi.util.prefetch('getExpenseOptions', undefined, {}));
};
