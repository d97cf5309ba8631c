import type { FirstReads } from '../../api/firstReads';
import { selectSavedExpenseFilters } from './expenseFiltersSlice';
import { toExpenseQuery } from './expenseRules';
import { expensesApi } from './expensesApi';
import { DEFAULT_EXPENSES_SORT, expensesPageArgs, FIRST_EXPENSES_PAGE, openingExpenseFilters } from './expenseQueries';

/** /expenses reads its first page, the totals and the filters' options, with the filters it opens with (ExpensesPage). */
export const expensesReads: FirstReads = (dispatch, { search, state }) => {
  const filters = toExpenseQuery(openingExpenseFilters(search, selectSavedExpenseFilters(state)));
  dispatch(expensesApi.util.prefetch('getPayments', expensesPageArgs(filters, DEFAULT_EXPENSES_SORT, FIRST_EXPENSES_PAGE), {}));
  dispatch(expensesApi.util.prefetch('getPaymentTotals', filters, {}));
  dispatch(expensesApi.util.prefetch('getExpenseOptions', undefined, {}));
};
