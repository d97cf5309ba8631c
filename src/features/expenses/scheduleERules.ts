import { csvFixed, toCsv, type CsvCell } from '../../utils/csv';
import { TAX_LINES } from './expenseRules';
import { booksYear } from '../../utils/booksYear';

/** schedule_e(p_year): a column per property (A, B, C … by name) with its figures by line number. */
export interface ScheduleEColumn {
  property_id: string;
  letter: string;
  name: string;
  address: string;
  fair_rental_days: number;
  personal_use_days: number;
  /** Line number → amount; 20 and 21 always there. */
  lines: Record<string, number>;
  /** Line number → how many ledger rows make the figure. */
  entries: Record<string, number>;
}
export interface ScheduleEDocument {
  year: number;
  /** The lines some column has a figure on (3, 5–19). */
  lines: number[];
  columns: ScheduleEColumn[];
  totals: Record<string, number>;
  business_expenses: number;
}
/** schedule_e_entries: one ledger row behind a figure. */
export interface ScheduleEEntry {
  property_id: string;
  line: number;
  source: string;
  source_id: string;
  on_day: string;
  description: string;
  amount: number;
}

/**
 * Which ledger rows are payments, the rows a receipt belongs to: an expense ('Payment', its id a
 * payment's) and an improvement's depreciation ('Improvement', its asset id the payment's). Rent,
 * a deposit kept, a loan payment's split, a lender's Form 1098 and a building are not.
 */
export const isPaymentEntry = (entry: Pick<ScheduleEEntry, 'source'>) =>
  entry.source === 'Payment' || entry.source === 'Improvement';

/** The payments behind a figure's rows, each once and in one order (the receipts read's argument). */
export const paymentIdsOf = (entries: ScheduleEEntry[]) =>
  [...new Set(entries.filter(isPaymentEntry).map((e) => e.source_id))].sort();

/** The form's own names for the lines this app fills. */
const LINE_NAMES = new Map<number, string>([
  [2, 'Fair rental days'],
  [3, 'Rents received'],
  ...TAX_LINES.map(([line, name]) => [line, name] as [number, string]),
  [18, 'Depreciation expense or depletion'],
  [20, 'Total expenses'],
  [21, 'Income or (loss)'],
]);
export const scheduleELineName = (line: number) => LINE_NAMES.get(line) ?? `Line ${line}`;

/** Expense lines 5–19 in the form's order. */
const EXPENSE_LINES = [...TAX_LINES.map(([line]) => line as number), 18].sort((a, b) => a - b);

/**
 * The rows the form shows, in its order: days and rents always, the expense lines some property
 * has a figure on (unused ones collapse), then total expenses and income or loss.
 */
export function scheduleERows(doc: ScheduleEDocument): number[] {
  const used = new Set(doc.lines);
  return [2, 3, ...EXPENSE_LINES.filter((line) => used.has(line)), 20, 21];
}

/** A figure as the form takes it: a line's amount, or the column's days for line 2. */
export function figureOf(column: ScheduleEColumn, line: number): number | null {
  if (line === 2) return column.fair_rental_days;
  return column.lines[String(line)] ?? null;
}

/** Columns three at a time, as each page of the IRS form holds them. */
export const COLUMNS_PER_PAGE = 3;
export function columnPages<T>(columns: T[], perPage = COLUMNS_PER_PAGE): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < columns.length; i += perPage) pages.push(columns.slice(i, i + perPage));
  return pages;
}

/** "A–C", "D", for a page's columns. */
export const pageLetters = (page: ScheduleEColumn[]) =>
  page.length === 0 ? '' : page.length === 1 ? page[0].letter : `${page[0].letter}–${page.at(-1)!.letter}`;

/** The form as CSV, as an accountant copies it: a row per line, a column per property, then the total. */
export function scheduleECsv(doc: ScheduleEDocument): string {
  const header = ['Line', 'Description', ...doc.columns.map((c) => `${c.letter} ${c.name}`), 'Total'];
  const address: CsvCell[] = ['', 'Address', ...doc.columns.map((c) => c.address), ''];
  const rows: CsvCell[][] = scheduleERows(doc).map((line) => [
    String(line),
    scheduleELineName(line),
    ...doc.columns.map((c) => (line === 2 ? c.fair_rental_days : csvFixed(figureOf(c, line) ?? 0))),
    line === 2 ? '' : csvFixed(doc.totals[String(line)] ?? 0),
  ]);
  return toCsv(header, [address, ...rows]);
}

/** The year /expenses/summary?year= shows: the one asked for (2000–2099), else this year. */
export function scheduleEYear(params: URLSearchParams, thisYear: number): number {
  return booksYear(params.get('year'), thisYear);
}
