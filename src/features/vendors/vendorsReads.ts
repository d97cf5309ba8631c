import type { FirstReads } from '../../api/firstReads';
import { vendorsPageArgs, type VendorListFilters } from './vendorQueries';
import { VENDOR_PAGE_SIZES } from './vendorRules';
import { vendorsApi } from './vendorsApi';
import { selectVendorCategory } from './vendorViewSlice';

/** /vendors reads its first page by name, in the category the landlord left chosen (VendorsPage). */
export const vendorsReads: FirstReads = (dispatch, { state }) => {
  const filters: VendorListFilters = {
    search: '',
    category: selectVendorCategory(state),
    sort: { column: 'name', descending: false },
  };
  dispatch(vendorsApi.util.prefetch('getVendorsPage', vendorsPageArgs(filters, 0, VENDOR_PAGE_SIZES[0]), {}));
};
