import type { FirstReads } from '../../api/firstReads';
import { spendingQuery } from './vendorRules';
import { vendorsApi } from './vendorsApi';

/** /vendors/:id reads the vendor, its accounts and its spending at once (VendorDetailPage). */
export const vendorDetailReads: FirstReads = (dispatch, { params, today }) => {
  const id = params.id ?? '';
  dispatch(vendorsApi.util.prefetch('getVendor', id, {}));
  dispatch(vendorsApi.util.prefetch('getVendorAccounts', id, {}));
  dispatch(vendorsApi.util.prefetch('getVendorSpending', spendingQuery(id, today), {}));
};
