import type { FirstReads } from '../../api/firstReads';
import { propertiesApi } from './propertiesApi';
import { selectLeaseEndWindow } from './propertyFiltersSlice';
import { propertiesPageArgs } from './propertyQueries';
import { PROPERTY_PAGE_SIZES } from './propertyRules';

/** /properties reads its first page, with the window the landlord left chosen (PropertiesPage). */
export const propertiesReads: FirstReads = (dispatch, { state, today }) => {
  const args = propertiesPageArgs(
    { search: '', leaseWindow: selectLeaseEndWindow(state), page: 0, pageSize: PROPERTY_PAGE_SIZES[0] },
    today,
  );
  dispatch(propertiesApi.util.prefetch('getPropertiesPage', args, {}));
};
