import { toCsv } from '../../utils/csv';
import { linkHref } from '../../utils/links';
import type { VendorListItem } from './vendorQueries';

/** The table's columns, in its order: the CSV export has the same ones. */
const COLUMNS: Array<[string, (v: VendorListItem) => string | number | null]> = [
  ['Vendor', (v) => v.name],
  ['Category', (v) => v.category],
  ['Default account', (v) => v.account_number],
  ['Property accounts', (v) => v.account_count],
  ['Properties', (v) => v.property_names.join(', ')],
  ['Payment method', (v) => v.payment_method],
  ['Website', (v) => linkHref(v.website_url) ?? v.website_url],
];

/** The filtered vendor list as CSV (every page), one header row then one row per vendor. */
export function vendorsCsv(vendors: VendorListItem[]): string {
  return toCsv(
    COLUMNS.map(([header]) => header),
    vendors.map((v) => COLUMNS.map(([, read]) => read(v))),
  );
}
