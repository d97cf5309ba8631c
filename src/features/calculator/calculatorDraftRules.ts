import { totalUnits } from './calculatorRules';
import type { ActualTab, CalculatorProperty, CalculatorSettings, Expenses, ProjectedTab, UnitType } from './types';
import { UNIT_TYPES } from './types';

const perType = <T>(make: (type: UnitType) => T) =>
  Object.fromEntries(UNIT_TYPES.map((type) => [type, make(type)])) as Record<UnitType, T>;

export const blankExpenses = (): Expenses => ({
  propertyTaxes: { mode: 'dollar', value: 0 },
  insurance: { mode: 'dollar', value: 0 },
  utilities: { water: 0, gas: 0, electric: 0, trash: 0, lawncare: 0 },
  hoaOther: 0,
  mgmtPct: 0,
  repairsPct: 0,
  capexPct: 0,
});

/** Populate Defaults (SPEC §4, §9): per-unit utilities follow the unit count. */
export function defaultExpenses(settings: CalculatorSettings, units: number): Expenses {
  const u = settings.utilities;
  return {
    propertyTaxes: { mode: 'percent', value: settings.propertyTaxesPct },
    insurance: { mode: 'percent', value: settings.insurancePct },
    utilities: {
      water: units * u.waterPerUnit,
      gas: units * u.gasPerUnit,
      electric: 0,
      trash: u.trashPerProperty,
      lawncare: u.lawncarePerProperty,
    },
    hoaOther: 0,
    mgmtPct: settings.mgmtPct,
    repairsPct: settings.repairsPct,
    capexPct: settings.capexPct,
  };
}

export const blankActual = (): ActualTab => ({
  rent: { byUnit: perType(() => ({ avg: 0 })), totalOverride: null, otherIncome: 0 },
  expenses: blankExpenses(),
});

export const defaultProjected = (settings: CalculatorSettings, units: number): ProjectedTab => ({
  rent: { byUnit: perType((type) => ({ marketDefault: settings.marketRents[type] })), otherIncome: null },
  vacancyPct: settings.vacancyPct,
  expenses: defaultExpenses(settings, units),
  financing: { downPct: settings.downPct, ratePct: settings.ratePct, termYears: settings.termYears },
});

export const newProperty = (settings: CalculatorSettings): CalculatorProperty => ({
  id: null,
  name: '',
  address: '',
  purchasePrice: 0,
  closingCosts: { mode: 'percent', value: settings.closingCostsPct },
  rehab: 0,
  units: perType(() => 0),
  actual: blankActual(),
  projected: defaultProjected(settings, 0),
});

/**
 * SPEC §4 utility auto-fill for the projected tab after the unit count changes: water and gas
 * follow units × the per-unit default unless the landlord typed their own figure (neither zero
 * nor the previous automatic value); zero trash and lawncare are refilled; zero tax and
 * insurance go back to the percent defaults.
 */
export function autoFillProjected(
  expenses: Expenses,
  previousUnits: number,
  units: number,
  settings: CalculatorSettings,
): Expenses {
  const d = settings.utilities;
  const follow = (value: number, perUnit: number) =>
    value === 0 || value === previousUnits * perUnit ? units * perUnit : value;
  const u = expenses.utilities;
  return {
    ...expenses,
    propertyTaxes: expenses.propertyTaxes?.value
      ? expenses.propertyTaxes
      : { mode: 'percent', value: settings.propertyTaxesPct },
    insurance: expenses.insurance?.value ? expenses.insurance : { mode: 'percent', value: settings.insurancePct },
    utilities: {
      ...u,
      water: follow(u.water, d.waterPerUnit),
      gas: follow(u.gas, d.gasPerUnit),
      trash: u.trash === 0 ? d.trashPerProperty : u.trash,
      lawncare: u.lawncare === 0 ? d.lawncarePerProperty : u.lawncare,
    },
  };
}

/** Sets one unit count (shared by both tabs) and re-runs the projected auto-fill. */
export function withUnitCount(
  property: CalculatorProperty,
  type: UnitType,
  count: number,
  settings: CalculatorSettings,
): CalculatorProperty {
  const units = { ...property.units, [type]: Math.max(0, Math.floor(count)) };
  const expenses = autoFillProjected(
    property.projected.expenses,
    totalUnits(property.units),
    totalUnits(units),
    settings,
  );
  return { ...property, units, projected: { ...property.projected, expenses } };
}

const cloneExpenses = (e: Expenses): Expenses => ({
  ...e,
  propertyTaxes: { ...e.propertyTaxes },
  insurance: { ...e.insurance },
  utilities: { ...e.utilities },
});

/** Copy Actual to Projected: other income and expenses only (SPEC §4). */
export const copyActualToProjected = (property: CalculatorProperty): CalculatorProperty => ({
  ...property,
  projected: {
    ...property.projected,
    rent: { ...property.projected.rent, otherIncome: property.actual.rent.otherIncome },
    expenses: cloneExpenses(property.actual.expenses),
  },
});
