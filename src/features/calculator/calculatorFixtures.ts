import { CALCULATOR_DEFAULTS } from './calculatorDefaults';
import { newProperty, withUnitCount } from './calculatorDraftRules';
import type { CalculatorProperty } from './types';

/**
 * The worked example of the tests: a $200,000 fourplex of 2-bedroom units, $10,000 rehab,
 * actual rents $900, market rents $1,000, defaults otherwise.
 */
export function fourplex(): CalculatorProperty {
  const base = withUnitCount(
    { ...newProperty(CALCULATOR_DEFAULTS), name: 'Elm Fourplex', purchasePrice: 200_000, rehab: 10_000 },
    '2br',
    4,
    CALCULATOR_DEFAULTS,
  );
  return {
    ...base,
    actual: {
      rent: { byUnit: { ...base.actual.rent.byUnit, '2br': { avg: 900 } }, totalOverride: null, otherIncome: 50 },
      expenses: {
        propertyTaxes: { mode: 'dollar', value: 300 },
        insurance: { mode: 'dollar', value: 100 },
        utilities: { water: 240, gas: 0, electric: 50, trash: 120, lawncare: 0 },
        hoaOther: 25,
        mgmtPct: 10,
        repairsPct: 0,
        capexPct: 0,
      },
    },
    projected: {
      ...base.projected,
      rent: { byUnit: { ...base.projected.rent.byUnit, '2br': { marketDefault: 1000 } }, otherIncome: 200 },
    },
  };
}
