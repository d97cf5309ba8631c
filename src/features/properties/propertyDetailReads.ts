import type { FirstReads } from '../../api/firstReads';
import { propertiesApi } from './propertiesApi';
import { propertyExpensesApi } from './propertyExpensesApi';
import { propertyDetailArgs } from './propertyRules';

/** /properties/:id reads the property, its upcoming increases, its units' latest notes and this year's expenses at once (PropertyDetailPage). */
export const propertyDetailReads: FirstReads = (dispatch, { params, today }) => {
  const id = params.id ?? '';
  const args = propertyDetailArgs(id, today);
  dispatch(propertiesApi.util.prefetch('getProperty', id, {}));
  dispatch(propertiesApi.util.prefetch('getPropertyRentIncreases', args.increases, {}));
  dispatch(propertiesApi.util.prefetch('getPropertyUnitNotes', id, {}));
  dispatch(propertyExpensesApi.util.prefetch('getPropertyExpenses', args.expenses, {}));
};
