/** IRS Schedule E expense lines (18, depreciation, is not a payment): what /expenses and the property page label. */
export const TAX_LINES = [
  [5, 'Advertising'],
  [6, 'Auto and travel'],
  [7, 'Cleaning and maintenance'],
  [8, 'Commissions'],
  [9, 'Insurance'],
  [10, 'Legal and other professional fees'],
  [11, 'Management fees'],
  [12, 'Mortgage interest paid to banks, etc.'],
  [13, 'Other interest'],
  [14, 'Repairs'],
  [15, 'Supplies'],
  [16, 'Taxes'],
  [17, 'Utilities'],
  [19, 'Other'],
] as const;
export type TaxLine = (typeof TAX_LINES)[number][0];
export const TAX_LINE_NUMBERS: readonly number[] = TAX_LINES.map(([line]) => line);
const TAX_LINE_NAMES = new Map<number, string>(TAX_LINES);
/** "17 Utilities". */
export const taxLineLabel = (line: number) => `${line} ${TAX_LINE_NAMES.get(line) ?? 'Other'}`;
