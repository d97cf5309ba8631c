import type { CalculatorProperty, CalculatorTab, DealThresholds, Expenses, ModeValue, UnitType } from './types';
import { UNIT_TYPES } from './types';
import { capRatePct, cashOnCashPct, dscr, expenseRatioPct, ratio } from '../../utils/dealMetrics';
import { loanPayment } from '../../utils/loan';

/** SPEC §5: non-numeric calculator input becomes 0. A $ sign and thousands commas are allowed. */
export function toNumber(input: string | number | null | undefined): number {
  if (typeof input === 'number') return Number.isFinite(input) ? input : 0;
  const cleaned = (input ?? '').replace(/[$,\s]/g, '');
  if (cleaned === '') return 0;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : 0;
}

export const totalUnits = (units: Record<UnitType, number>) => UNIT_TYPES.reduce((sum, type) => sum + units[type], 0);

/** SPEC §9: count × average rent; the override counts only when no unit data exists. */
export function actualGrossRent(property: CalculatorProperty): number {
  const { byUnit, totalOverride } = property.actual.rent;
  const fromUnits = UNIT_TYPES.reduce((sum, type) => sum + property.units[type] * byUnit[type].avg, 0);
  return fromUnits === 0 && totalOverride !== null ? totalOverride : fromUnits;
}

export function projectedGrossRent(property: CalculatorProperty): number {
  const { byUnit } = property.projected.rent;
  return UNIT_TYPES.reduce((sum, type) => sum + property.units[type] * byUnit[type].marketDefault, 0);
}

/** Tax and insurance: percent mode is a yearly percent of price; dollar mode is per month. */
export const monthlyAmount = (amount: ModeValue, price: number) =>
  amount.mode === 'percent' ? (price * amount.value) / 100 / 12 : amount.value;

export const closingCostsAmount = (property: CalculatorProperty) =>
  property.closingCosts.mode === 'percent'
    ? (property.purchasePrice * property.closingCosts.value) / 100
    : property.closingCosts.value;

export function operatingExpenses(expenses: Expenses, price: number, effectiveGrossIncome: number): number {
  const { utilities: u } = expenses;
  const percentOfIncome = ((expenses.mgmtPct + expenses.repairsPct + expenses.capexPct) * effectiveGrossIncome) / 100;
  return (
    monthlyAmount(expenses.propertyTaxes, price) +
    monthlyAmount(expenses.insurance, price) +
    u.water +
    u.gas +
    u.electric +
    u.trash +
    u.lawncare +
    expenses.hoaOther +
    percentOfIncome
  );
}

/** Every figure the calculator shows for one tab; money is monthly, ratios are percents. */
export interface TabFigures {
  grossRent: number;
  otherIncome: number;
  vacancyLoss: number;
  effectiveGrossIncome: number;
  operatingExpenses: number;
  noi: number;
  debtService: number;
  cashFlow: number;
  loanAmount: number;
  downPayment: number;
  closingCosts: number;
  cashInvested: number;
  /** null when it cannot be computed (no cash invested, no price, no debt, or the actual tab). */
  cashOnCashPct: number | null;
  capRatePct: number | null;
  dscr: number | null;
  opexRatioPct: number | null;
  breakEvenOccupancyPct: number | null;
}

const pct = (value: number | null) => (value === null ? null : value * 100);

/** SPEC §9 formulas. Both tabs are financed by the projected tab's loan terms. */
export function computeFigures(property: CalculatorProperty, tab: CalculatorTab): TabFigures {
  const price = property.purchasePrice;
  const isProjected = tab === 'projected';
  const grossRent = isProjected ? projectedGrossRent(property) : actualGrossRent(property);
  const otherIncome = isProjected
    ? (property.projected.rent.otherIncome ?? property.actual.rent.otherIncome)
    : property.actual.rent.otherIncome;
  // Vacancy loss applies to projected income only: the actual rent roll already reflects it.
  const vacancyLoss = isProjected ? ((grossRent + otherIncome) * property.projected.vacancyPct) / 100 : 0;
  const effectiveGrossIncome = grossRent + otherIncome - vacancyLoss;
  const opex = operatingExpenses(property[tab].expenses, price, effectiveGrossIncome);
  const noi = effectiveGrossIncome - opex;

  const { downPct, ratePct, termYears } = property.projected.financing;
  const downPayment = (price * downPct) / 100;
  const loanAmount = price - downPayment;
  const debtService = loanPayment(loanAmount, ratePct, termYears);
  const cashFlow = noi - debtService;
  const closingCosts = closingCostsAmount(property);
  const cashInvested = downPayment + closingCosts + property.rehab;

  return {
    grossRent,
    otherIncome,
    vacancyLoss,
    effectiveGrossIncome,
    operatingExpenses: opex,
    noi,
    debtService,
    cashFlow,
    loanAmount,
    downPayment,
    closingCosts,
    cashInvested,
    cashOnCashPct: isProjected ? cashOnCashPct(cashFlow * 12, cashInvested) : null,
    capRatePct: capRatePct(noi * 12, price),
    dscr: dscr(noi, debtService),
    opexRatioPct: expenseRatioPct(opex, effectiveGrossIncome),
    breakEvenOccupancyPct: pct(ratio(opex + debtService, grossRent + otherIncome)),
  };
}

export type DealRating = 'green' | 'yellow' | 'red';

/** SPEC §4: both criteria must meet a level's minimums. No computable CoC fails both levels. */
export function dealRating(cashOnCashPct: number | null, monthlyCashFlow: number, t: DealThresholds): DealRating {
  const coc = cashOnCashPct ?? -Infinity;
  if (coc >= t.greenCoCMin && monthlyCashFlow >= t.greenCFMin) return 'green';
  if (coc >= t.yellowCoCMin && monthlyCashFlow >= t.yellowCFMin) return 'yellow';
  return 'red';
}

export interface CriterionResult {
  label: 'Cash-on-cash' | 'Monthly cash flow';
  value: number | null;
  green: { min: number; pass: boolean };
  yellow: { min: number; pass: boolean };
}

/** Beyond the spec: each criterion against both levels, so the landlord sees what fails. */
export function dealCriteria(
  cashOnCashPct: number | null,
  monthlyCashFlow: number,
  t: DealThresholds,
): CriterionResult[] {
  const coc = cashOnCashPct ?? -Infinity;
  return [
    {
      label: 'Cash-on-cash',
      value: cashOnCashPct,
      green: { min: t.greenCoCMin, pass: coc >= t.greenCoCMin },
      yellow: { min: t.yellowCoCMin, pass: coc >= t.yellowCoCMin },
    },
    {
      label: 'Monthly cash flow',
      value: monthlyCashFlow,
      green: { min: t.greenCFMin, pass: monthlyCashFlow >= t.greenCFMin },
      yellow: { min: t.yellowCFMin, pass: monthlyCashFlow >= t.yellowCFMin },
    },
  ];
}

export function projectedRating(property: CalculatorProperty, t: DealThresholds): DealRating {
  const figures = computeFigures(property, 'projected');
  return dealRating(figures.cashOnCashPct, figures.cashFlow, t);
}

const MAX_PRICE = 1_000_000_000;

/**
 * Beyond the spec: the highest whole-dollar price at which the projected deal is still green.
 * A higher price only raises the loan, taxes, insurance and cash needed, so green holds up to
 * one price and a binary search finds it. null when not even $1 is green.
 */
export function maxGreenPrice(property: CalculatorProperty, t: DealThresholds): number | null {
  const greenAt = (price: number) => projectedRating({ ...property, purchasePrice: price }, t) === 'green';
  if (!greenAt(1)) return null;
  let low = 1;
  let high = 2;
  while (high < MAX_PRICE && greenAt(high)) {
    low = high;
    high *= 2;
  }
  if (high >= MAX_PRICE && greenAt(MAX_PRICE)) return MAX_PRICE;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (greenAt(mid)) low = mid;
    else high = mid;
  }
  return low;
}
