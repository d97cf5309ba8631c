import type { FirstReads } from '../../api/firstReads';
import { managersApi } from './managersApi';

/** /property-managers reads every manager (PropertyManagersPage). */
export const propertyManagersReads: FirstReads = (dispatch) => {
  dispatch(managersApi.util.prefetch('getPropertyManagers', undefined, {}));
};
