import { csvFixed, toCsv } from '../../utils/csv';
import { booksYear } from '../../utils/booksYear';

/** form_1099_totals(p_year): one vendor paid in the year, as the database added it up. */
export interface Form1099Row {
  vendor_id: string;
  vendor_name: string;
  /** ***-**-6789 or **-***6789; never the whole id. */
  tax_id_masked: string | null;
  w9_on_file: boolean;
  /** Paid other than by card. */
  paid: number;
  card_paid: number;
  threshold: number;
  needs_1099: boolean;
  missing_w9: boolean;
}

/** The numbers arrive as numeric text from PostgREST: turned into numbers once, here. */
export const toForm1099Row = (row: Record<string, unknown>): Form1099Row => ({
  ...(row as unknown as Form1099Row),
  paid: Number(row.paid),
  card_paid: Number(row.card_paid),
  threshold: Number(row.threshold),
});

/** The vendors that need a 1099 and have no W-9 on file. */
export const missingW9 = (rows: Form1099Row[]) => rows.filter((r) => r.missing_w9);

/** The Expenses page's warning: "2 vendors need a 1099 and have no W-9 on file". */
export function missingW9Sentence(count: number): string {
  return count === 1
    ? '1 vendor needs a 1099 and has no W-9 on file'
    : `${count} vendors need a 1099 and have no W-9 on file`;
}

/** The year /expenses/1099?year= shows: the one asked for (2000–2099), else this year. */
export function form1099Year(params: URLSearchParams, thisYear: number): number {
  return booksYear(params.get('year'), thisYear);
}

/** The year the Expenses page warns about: the year its filters show, else this year. */
export function alertYear(filteredYear: string, thisYear: number): number {
  return booksYear(filteredYear, thisYear);
}

/** The table as CSV, for the accountant: the masked tax id only. */
export function form1099Csv(rows: Form1099Row[]): string {
  return toCsv(
    ['Vendor', 'Tax ID', 'W-9 on file', 'Paid', 'Paid by card', 'Threshold', 'Needs a 1099', 'W-9 missing'],
    rows.map((r) => [
      r.vendor_name,
      r.tax_id_masked ?? '',
      r.w9_on_file ? 'Yes' : 'No',
      csvFixed(r.paid),
      csvFixed(r.card_paid),
      csvFixed(r.threshold),
      r.needs_1099 ? 'Yes' : 'No',
      r.missing_w9 ? 'Yes' : 'No',
    ]),
  );
}
