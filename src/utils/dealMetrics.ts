/**
 * The four figures a rental deal is judged by, one implementation each: the calculator applies them
 * to its projection, the profit screens to the books' trailing twelve months. Money in, percents
 * (or a ratio, for DSCR) out; null where the denominator is zero, so nothing divides by nothing.
 */

export const ratio = (numerator: number, denominator: number) => (denominator === 0 ? null : numerator / denominator);
const pct = (value: number | null) => (value === null ? null : value * 100);

/** A year's net operating income over the price paid. */
export const capRatePct = (annualNoi: number, price: number) => pct(ratio(annualNoi, price));

/** A year's cash flow after the loan over the cash put in. */
export const cashOnCashPct = (annualCashFlow: number, cashInvested: number) => pct(ratio(annualCashFlow, cashInvested));

/** Debt service coverage: net operating income over the loan's payments, for the same period. */
export const dscr = (noi: number, debtService: number) => ratio(noi, debtService);

/** Operating expenses over the income they were spent to earn, for the same period. */
export const expenseRatioPct = (operatingExpenses: number, income: number) => pct(ratio(operatingExpenses, income));

/** A year of a property's figures, projected or from the books. */
export interface DealYear {
  income: number;
  operatingExpenses: number;
  noi: number;
  debtService: number;
  cashFlow: number;
  price: number;
  cashInvested: number;
}

export interface DealMetrics {
  capRatePct: number | null;
  cashOnCashPct: number | null;
  dscr: number | null;
  expenseRatioPct: number | null;
}

export function dealMetrics(year: DealYear): DealMetrics {
  return {
    capRatePct: capRatePct(year.noi, year.price),
    cashOnCashPct: cashOnCashPct(year.cashFlow, year.cashInvested),
    dscr: dscr(year.noi, year.debtService),
    expenseRatioPct: expenseRatioPct(year.operatingExpenses, year.income),
  };
}
