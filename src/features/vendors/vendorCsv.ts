import type { VendorListItem } from './vendorQueries';
import { websiteHref } from './vendorRules';

/** The table's columns, in its order: the CSV export has the same ones. */
const COLUMNS: Array<[string, (v: VendorListItem) => string | number | null]> = [
  ['Vendor', (v) => v.name],
  ['Category', (v) => v.category],
  ['Default account', (v) => v.account_number],
  ['Property accounts', (v) => v.account_count],
  ['Properties', (v) => v.property_names.join(', ')],
  ['Payment method', (v) => v.payment_method],
  ['Website', (v) => websiteHref(v.website_url)],
];

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
function field(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The filtered vendor list as CSV (every page, issue 22), one header row then one row per vendor. */
export function vendorsCsv(vendors: VendorListItem[]): string {
  const lines = [COLUMNS.map(([header]) => field(header)), ...vendors.map((v) => COLUMNS.map(([, read]) => field(read(v))))];
  return lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}
