import type { FirstReads } from '../../api/firstReads';
import { rentApi } from './rentApi';
import { RENT_ROLL_PAGE_SIZE, rentRollFiltersFrom } from './rentRollRules';

/** /rent-roll reads its first page with the filters in the address bar (RentRollPage). */
export const rentRollReads: FirstReads = (dispatch, { search }) => {
  const filters = rentRollFiltersFrom(search);
  dispatch(rentApi.util.prefetch('getRentRoll', { filters, page: 0, pageSize: RENT_ROLL_PAGE_SIZE }, {}));
};
