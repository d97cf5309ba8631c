import type { CsvCell } from '../../utils/csv';
import { csvFixed } from '../../utils/csv';
import { taxLineLabel } from '../../utils/scheduleE';
import type { OwnerStatement, StatementMonth } from './ownerStatementsApi';

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** One line of a month's statement: money in is positive, money out negative, balances as they are. */
export interface StatementLine {
  label: string;
  amount: number;
  kind: 'balance' | 'in' | 'out';
}

/** A month as the statement reads, top to bottom; lines with nothing in them left out, balances always there. */
export function statementLines(m: StatementMonth): StatementLine[] {
  const lines: StatementLine[] = [
    { label: 'Opening balance', amount: m.opening_balance, kind: 'balance' },
    { label: 'Rent received', amount: m.rent_received, kind: 'in' },
  ];
  if (m.other_income) lines.push({ label: 'Deposits kept', amount: m.other_income, kind: 'in' });
  for (const e of m.expenses) lines.push({ label: taxLineLabel(e.line), amount: -e.amount, kind: 'out' });
  if (m.capital_improvements)
    lines.push({ label: 'Capital improvements', amount: -m.capital_improvements, kind: 'out' });
  if (m.mortgage_payments) lines.push({ label: 'Mortgage payments', amount: -m.mortgage_payments, kind: 'out' });
  lines.push({ label: 'Owner draws', amount: m.owner_draws ? -m.owner_draws : 0, kind: 'out' });
  lines.push({ label: 'Closing balance', amount: m.closing_balance, kind: 'balance' });
  return lines;
}

/**
 * The year's twelve statements as one CSV: a row a month, a column for each item, and a column
 * for each Schedule E line any month of the year used (so every row has the same columns).
 */
export function yearCsv(statement: OwnerStatement): { fileName: string; header: string[]; rows: CsvCell[][] } {
  const lines = [...new Set(statement.months.flatMap((m) => m.expenses.map((e) => e.line)))].sort((a, b) => a - b);
  const header = [
    'Property',
    'Month',
    'Opening balance',
    'Rent received',
    'Deposits kept',
    ...lines.map(taxLineLabel),
    'Total expenses',
    'Capital improvements',
    'Mortgage payments',
    'Owner draws',
    'Closing balance',
  ];
  const rows = statement.months.map((m) => {
    const byLine = new Map(m.expenses.map((e) => [e.line, e.amount]));
    return [
      statement.property.name,
      `${statement.year}-${String(m.month).padStart(2, '0')}`,
      csvFixed(m.opening_balance),
      csvFixed(m.rent_received),
      csvFixed(m.other_income),
      ...lines.map((line) => csvFixed(byLine.get(line) ?? 0)),
      csvFixed(m.expenses_total),
      csvFixed(m.capital_improvements),
      csvFixed(m.mortgage_payments),
      csvFixed(m.owner_draws),
      csvFixed(m.closing_balance),
    ];
  });
  const slug = statement.property.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'property';
  return { fileName: `owner-statements-${slug}-${statement.year}.csv`, header, rows };
}
