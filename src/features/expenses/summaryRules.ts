import { csvFixed, toCsv } from '../../utils/csv';
import { TAX_LINES, taxLineLabel } from './expenseRules';

/**
 * tax_year_summary_document: the database's sums for a year, one row per property and one without
 * a property (Business), each with its Schedule E lines by number; then each line's total and the year's.
 */
export interface SummaryDocument {
  rows: Array<{
    property_id: string | null;
    property_name: string | null;
    lines: Record<string, number>;
    total: number;
  }>;
  line_totals: Record<string, number>;
  total: number;
}

export interface SummaryRow {
  /** A property id, or 'business'. */
  key: string;
  label: string;
  byLine: Record<number, number>;
  total: number;
}

export interface TaxYearSummary {
  rows: SummaryRow[];
  lineTotals: Record<number, number>;
  total: number;
}

export const BUSINESS_LABEL = 'Business (no property)';

const byLine = (lines: Record<string, number>): Record<number, number> =>
  Object.fromEntries(Object.entries(lines).map(([line, amount]) => [Number(line), Number(amount)]));

/**
 * Lays the database's sums out as the table: one row per property by name, Business last.
 * Every figure is the database's; nothing is added up here.
 */
export function toSummaryTable(summary: SummaryDocument): TaxYearSummary {
  const rows = summary.rows.map((row): SummaryRow => ({
    key: row.property_id ?? 'business',
    label: row.property_id ? (row.property_name ?? 'Property') : BUSINESS_LABEL,
    byLine: byLine(row.lines),
    total: Number(row.total),
  }));
  const sorted = rows.sort(
    (a, b) => Number(a.key === 'business') - Number(b.key === 'business') || a.label.localeCompare(b.label),
  );
  return { rows: sorted, lineTotals: byLine(summary.line_totals), total: Number(summary.total) };
}

const money = (n: number | undefined) => csvFixed(n ?? 0);

/** The table as CSV for an accountant: one column per Schedule E line, totals row last. */
export function summaryCsv(summary: TaxYearSummary): string {
  const header = ['Property', ...TAX_LINES.map(([line]) => `Line ${taxLineLabel(line)}`), 'Total'];
  const rows = summary.rows.map((r) => [r.label, ...TAX_LINES.map(([line]) => money(r.byLine[line])), money(r.total)]);
  rows.push(['Total', ...TAX_LINES.map(([line]) => money(summary.lineTotals[line])), money(summary.total)]);
  return toCsv(header, rows);
}

/** The year /expenses/summary?year= shows: the one asked for (2000–2099), else this year. */
export function summaryYear(params: URLSearchParams, thisYear: number): number {
  const asked = Number(params.get('year'));
  return Number.isInteger(asked) && asked >= 2000 && asked <= 2099 ? asked : thisYear;
}
