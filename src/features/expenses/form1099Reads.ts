import type { FirstReads } from '../../api/firstReads';
import { yearOf } from '../../utils/landlordToday';
import { expensesApi } from './expensesApi';
import { form1099Year } from './form1099Rules';

/** /expenses/1099 reads the year its address asks for (Form1099Page). */
export const form1099Reads: FirstReads = (dispatch, { search, today }) => {
  dispatch(expensesApi.util.prefetch('getForm1099Totals', form1099Year(search, yearOf(today)), {}));
};
