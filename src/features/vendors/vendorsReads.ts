import type { FirstReads } from '../../api/firstReads';
import type { VendorListArgs, VendorListFilters } from './vendorQueries';
import { vendorsApi } from './vendorsApi';
import { selectVendorCategory } from './vendorViewSlice';

/** Issue 22: vendors per page; the list reads one page at a time. */
export const VENDOR_PAGE_SIZES = [24, 48, 96];

/** The list's read: search, category and order, and the page. */
export const vendorsPageArgs = (filters: VendorListFilters, page: number, pageSize: number): VendorListArgs => ({ ...filters, page, pageSize });

/** /vendors reads its first page by name, in the category the landlord left chosen (VendorsPage). */
export const vendorsReads: FirstReads = (dispatch, { state }) => {
  const filters: VendorListFilters = { search: '', category: selectVendorCategory(state), sort: { column: 'name', descending: false } };
  dispatch(vendorsApi.util.prefetch('getVendorsPage', vendorsPageArgs(filters, 0, VENDOR_PAGE_SIZES[0]), {}));
};
