import type { FirstReads } from '../../api/firstReads';
import { propertiesApi } from './propertiesApi';
import { selectLeaseEndWindow } from './propertyFiltersSlice';
import type { PropertyCardsArgs } from './propertyQueries';
import { leaseWindowBounds } from './propertyRules';

/** Issue 22: cards per page; the list reads one page at a time. */
export const PROPERTY_PAGE_SIZES = [24, 48, 96];

/** The list's read: the typed search, the chosen lease-end window (its dates from one clock reading per visit) and the page. */
export const propertiesPageArgs = (
  { search, leaseWindow, page, pageSize }: { search: string; leaseWindow: number | null; page: number; pageSize: number },
  today: Date,
): PropertyCardsArgs => ({ search, leaseEnd: leaseWindow ? leaseWindowBounds(leaseWindow, today) : null, page, pageSize });

/** /properties reads its first page, with the window the landlord left chosen (PropertiesPage). */
export const propertiesReads: FirstReads = (dispatch, { state, now }) => {
  const args = propertiesPageArgs({ search: '', leaseWindow: selectLeaseEndWindow(state), page: 0, pageSize: PROPERTY_PAGE_SIZES[0] }, now);
  dispatch(propertiesApi.util.prefetch('getPropertiesPage', args, {}));
};
