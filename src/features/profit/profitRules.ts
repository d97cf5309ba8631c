import { addMonths, endOfMonth, format, parseISO } from 'date-fns';
import { dealMetrics, type DealMetrics } from '../../utils/dealMetrics';

/** A property's month from the books (public.property_profit); money as numbers. */
export interface ProfitFigures {
  rent_charged: number;
  rent_received: number;
  vacancy_loss: number;
  credit_loss: number;
  operating_expenses: number;
  noi: number;
  debt_service: number;
  cash_flow: number;
}
export interface ProfitMonth extends ProfitFigures {
  property_id: string;
  /** The month's first day, yyyy-MM-dd. */
  month: string;
}
/** The portfolio page's answer (public.portfolio_profit). */
export interface PortfolioProfit {
  properties: (ProfitFigures & { property_id: string; name: string })[];
  months: (ProfitFigures & { month: string })[];
}

export const FIGURES: { key: keyof ProfitFigures; label: string; total?: boolean }[] = [
  { key: 'rent_charged', label: 'Rent charged' },
  { key: 'rent_received', label: 'Rent received' },
  { key: 'vacancy_loss', label: 'Vacancy loss' },
  { key: 'credit_loss', label: 'Credit loss' },
  { key: 'operating_expenses', label: 'Operating expenses' },
  { key: 'noi', label: 'Net operating income', total: true },
  { key: 'debt_service', label: 'Debt service' },
  { key: 'cash_flow', label: 'Cash flow', total: true },
];

const KEYS = FIGURES.map((f) => f.key);
export const ZERO: ProfitFigures = Object.fromEntries(KEYS.map((k) => [k, 0])) as unknown as ProfitFigures;

/** Money summed in cents, so twelve months add up to the cent. */
export function sumFigures(rows: readonly ProfitFigures[]): ProfitFigures {
  const total = { ...ZERO };
  for (const key of KEYS) total[key] = Math.round(rows.reduce((s, r) => s + Math.round(r[key] * 100), 0)) / 100;
  return total;
}

export const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/**
 * The months a property's card reads: the twelve complete months before this one (the trailing
 * twelve months the metrics use) and this month, which the chart and year to date end with.
 */
export function cardWindow(today: string) {
  const thisMonth = monthOf(today);
  const from = format(addMonths(parseISO(thisMonth), -12), 'yyyy-MM-dd');
  return { from, to: format(endOfMonth(parseISO(thisMonth)), 'yyyy-MM-dd'), thisMonth };
}

export interface PropertyProfitView {
  thisMonth: ProfitFigures;
  yearToDate: ProfitFigures;
  /** The last twelve months, this one last. */
  chart: ProfitMonth[];
  trailing: ProfitFigures;
}

export function propertyProfitView(months: readonly ProfitMonth[], today: string): PropertyProfitView {
  const thisMonth = monthOf(today);
  const yearStart = `${today.slice(0, 4)}-01-01`;
  const sorted = [...months].sort((a, b) => a.month.localeCompare(b.month));
  return {
    thisMonth: sorted.find((m) => m.month === thisMonth) ?? ZERO,
    yearToDate: sumFigures(sorted.filter((m) => m.month >= yearStart && m.month <= thisMonth)),
    chart: sorted.filter((m) => m.month <= thisMonth).slice(-12),
    trailing: sumFigures(sorted.filter((m) => m.month < thisMonth).slice(-12)),
  };
}

/** What the property cost and how it was financed (the property's purchase and loan fields). */
export interface PurchaseTerms {
  purchase_price: number | null;
  purchase_closing_costs: number | null;
  loan_amount: number | null;
}

/** Cash put in: the price and closing costs less what the loan paid. */
export const cashInvested = (p: PurchaseTerms) =>
  (p.purchase_price ?? 0) + (p.purchase_closing_costs ?? 0) - (p.loan_amount ?? 0);

/** The deal metrics of the books' trailing twelve months; null without a purchase price. */
export function runningAt(trailing: ProfitFigures, purchase: PurchaseTerms): DealMetrics | null {
  if (!purchase.purchase_price) return null;
  return dealMetrics({
    income: trailing.rent_received,
    operatingExpenses: trailing.operating_expenses,
    noi: trailing.noi,
    debtService: trailing.debt_service,
    cashFlow: trailing.cash_flow,
    price: purchase.purchase_price,
    cashInvested: cashInvested(purchase),
  });
}

export const METRICS: { key: keyof DealMetrics; label: string; format: (v: number) => string }[] = [
  { key: 'capRatePct', label: 'Cap rate', format: (v) => `${v.toFixed(1)}%` },
  { key: 'cashOnCashPct', label: 'Cash-on-cash', format: (v) => `${v.toFixed(1)}%` },
  { key: 'dscr', label: 'DSCR', format: (v) => v.toFixed(2) },
  { key: 'expenseRatioPct', label: 'Expense ratio', format: (v) => `${v.toFixed(1)}%` },
];

export const metricText = (key: keyof DealMetrics, value: number | null | undefined) =>
  value === null || value === undefined ? '—' : METRICS.find((m) => m.key === key)!.format(value);

/** The year's range for the portfolio page: January to December. */
export const yearRange = (year: number) => ({ from: `${year}-01-01`, to: `${year}-12-31` });

/** ?year=2025 when it is a plausible year, else this year. */
export function profitYear(params: URLSearchParams, thisYear: number): number {
  const year = Number(params.get('year'));
  return Number.isInteger(year) && year >= 2000 && year <= thisYear + 1 ? year : thisYear;
}

/** A month as the chart's band label: Jan, Feb … */
export const monthLabel = (month: string) => format(parseISO(month), 'MMM');
