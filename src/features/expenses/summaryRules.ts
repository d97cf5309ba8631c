import { csvFixed, toCsv } from '../../utils/csv';
import { TAX_LINES, taxLineLabel } from './expenseRules';

/** A row of tax_year_summary: a cell, a row total (tax_line null), a column total (is_total) or the grand total. */
export interface SummaryCell {
  is_total: boolean;
  property_id: string | null;
  property_name: string | null;
  tax_line: number | null;
  total: number;
  payments: number;
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

/**
 * Lays the database's sums out as the table: one row per property by name, Business last.
 * Every figure is the database's; nothing is added up here.
 */
export function toSummaryTable(cells: SummaryCell[]): TaxYearSummary {
  const rows = new Map<string, SummaryRow>();
  const lineTotals: Record<number, number> = {};
  let total = 0;
  for (const cell of cells) {
    const amount = Number(cell.total);
    if (cell.is_total) {
      if (cell.tax_line === null) total = amount;
      else lineTotals[cell.tax_line] = amount;
      continue;
    }
    const key = cell.property_id ?? 'business';
    const row = rows.get(key) ?? {
      key,
      label: cell.property_id ? (cell.property_name ?? 'Property') : BUSINESS_LABEL,
      byLine: {},
      total: 0,
    };
    if (cell.tax_line === null) row.total = amount;
    else row.byLine[cell.tax_line] = amount;
    rows.set(key, row);
  }
  const sorted = [...rows.values()].sort(
    (a, b) => Number(a.key === 'business') - Number(b.key === 'business') || a.label.localeCompare(b.label),
  );
  return { rows: sorted, lineTotals, total };
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
