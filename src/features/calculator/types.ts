/** SPEC §3: the unit types the calculator counts. */
export const UNIT_TYPES = ['studio', '1br', '2br', '3br'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];
export const UNIT_LABELS: Record<UnitType, string> = { studio: 'Studio', '1br': '1 BR', '2br': '2 BR', '3br': '3 BR' };

export type AmountMode = 'percent' | 'dollar';
/** Percent of price per year, or dollars per month (closing costs: percent of price, or dollars). */
export interface ModeValue {
  mode: AmountMode;
  value: number;
}

export interface Utilities {
  water: number;
  gas: number;
  electric: number;
  trash: number;
  lawncare: number;
}

export interface Expenses {
  propertyTaxes: ModeValue;
  insurance: ModeValue;
  utilities: Utilities;
  hoaOther: number;
  mgmtPct: number;
  repairsPct: number;
  capexPct: number;
}

export interface Financing {
  downPct: number;
  ratePct: number;
  termYears: number;
}

export interface ActualTab {
  rent: { byUnit: Record<UnitType, { avg: number }>; totalOverride: number | null; otherIncome: number };
  expenses: Expenses;
}

export interface ProjectedTab {
  /** null other income means "same as actual". */
  rent: { byUnit: Record<UnitType, { marketDefault: number }>; otherIncome: number | null };
  vacancyPct: number;
  expenses: Expenses;
  financing: Financing;
}

/**
 * SPEC §3 calculator property. The unit counts are held once, at the top, so both tabs
 * read the same counts (SPEC §4: "changing unit counts updates counts on both tabs").
 */
export interface CalculatorProperty {
  id: string | null;
  name: string;
  address: string;
  purchasePrice: number;
  closingCosts: ModeValue;
  rehab: number;
  units: Record<UnitType, number>;
  actual: ActualTab;
  projected: ProjectedTab;
}

export interface SavedProperty extends CalculatorProperty {
  id: string;
  savedAt: string;
}

export interface DealThresholds {
  greenCoCMin: number;
  greenCFMin: number;
  yellowCoCMin: number;
  yellowCFMin: number;
}

export interface CalculatorSettings {
  marketRents: Record<UnitType, number>;
  vacancyPct: number;
  mgmtPct: number;
  repairsPct: number;
  capexPct: number;
  downPct: number;
  ratePct: number;
  termYears: number;
  closingCostsPct: number;
  propertyTaxesPct: number;
  insurancePct: number;
  utilities: { waterPerUnit: number; gasPerUnit: number; trashPerProperty: number; lawncarePerProperty: number };
  dealThresholds: DealThresholds;
}

export type CalculatorTab = 'actual' | 'projected';
