import type { CalculatorSettings } from './types';

/** SPEC §9 calculator defaults; percentages are whole percents (6.75 means 6.75%). */
export const CALCULATOR_DEFAULTS: CalculatorSettings = {
  marketRents: { studio: 650, '1br': 700, '2br': 750, '3br': 800 },
  vacancyPct: 5,
  mgmtPct: 8,
  repairsPct: 5,
  capexPct: 5,
  downPct: 25,
  ratePct: 6.75,
  termYears: 30,
  closingCostsPct: 2.5,
  propertyTaxesPct: 1.5,
  insurancePct: 0.5,
  utilities: { waterPerUnit: 65, gasPerUnit: 50, trashPerProperty: 150, lawncarePerProperty: 80 },
  dealThresholds: { greenCoCMin: 8, greenCFMin: 0, yellowCoCMin: 4, yellowCFMin: -100 },
};
