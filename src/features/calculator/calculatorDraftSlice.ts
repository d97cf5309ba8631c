import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { CALCULATOR_DEFAULTS } from './calculatorDefaults';
import {
  blankActual,
  copyActualToProjected,
  defaultExpenses,
  defaultProjected,
  newProperty,
  withUnitCount,
} from './calculatorDraftRules';
import { totalUnits } from './calculatorRules';
import type {
  ActualTab,
  CalculatorProperty,
  CalculatorSettings,
  CalculatorTab,
  Expenses,
  Financing,
  ModeValue,
  UnitType,
} from './types';

export interface CalculatorDraftState {
  property: CalculatorProperty;
}

const initialState: CalculatorDraftState = { property: newProperty(CALCULATOR_DEFAULTS) };

type Details = Partial<Pick<CalculatorProperty, 'name' | 'address' | 'purchasePrice' | 'rehab'>> & {
  closingCosts?: ModeValue;
};

/** The property being worked on (persisted, see app/store.ts). Rules live in calculatorDraftRules.ts. */
export const calculatorDraftSlice = createSlice({
  name: 'calculatorDraft',
  initialState,
  reducers: {
    newPropertyStarted(state, action: PayloadAction<CalculatorSettings>) {
      state.property = newProperty(action.payload);
    },
    propertyLoaded(state, action: PayloadAction<CalculatorProperty>) {
      state.property = action.payload;
    },
    propertyIdentified(state, action: PayloadAction<{ id: string | null; name: string }>) {
      Object.assign(state.property, action.payload);
    },
    detailsChanged(state, action: PayloadAction<Details>) {
      Object.assign(state.property, action.payload);
    },
    unitCountChanged(state, action: PayloadAction<{ type: UnitType; count: number; settings: CalculatorSettings }>) {
      const { type, count, settings } = action.payload;
      state.property = withUnitCount(state.property, type, count, settings);
    },
    actualRentChanged(
      state,
      action: PayloadAction<Partial<Omit<ActualTab['rent'], 'byUnit'>> & { type?: UnitType; avg?: number }>,
    ) {
      const { type, avg, ...rest } = action.payload;
      if (type && avg !== undefined) state.property.actual.rent.byUnit[type].avg = avg;
      Object.assign(state.property.actual.rent, rest);
    },
    projectedRentChanged(
      state,
      action: PayloadAction<{
        type?: UnitType;
        marketDefault?: number;
        otherIncome?: number | null;
        vacancyPct?: number;
      }>,
    ) {
      const { type, marketDefault, otherIncome, vacancyPct } = action.payload;
      const projected = state.property.projected;
      if (type && marketDefault !== undefined) projected.rent.byUnit[type].marketDefault = marketDefault;
      if (otherIncome !== undefined) projected.rent.otherIncome = otherIncome;
      if (vacancyPct !== undefined) projected.vacancyPct = vacancyPct;
    },
    expensesChanged(state, action: PayloadAction<{ tab: CalculatorTab; expenses: Expenses }>) {
      state.property[action.payload.tab].expenses = action.payload.expenses;
    },
    financingChanged(state, action: PayloadAction<Partial<Financing>>) {
      Object.assign(state.property.projected.financing, action.payload);
    },
    actualCopiedToProjected(state) {
      state.property = copyActualToProjected(state.property);
    },
    defaultsPopulated(state, action: PayloadAction<{ tab: CalculatorTab; settings: CalculatorSettings }>) {
      const { tab, settings } = action.payload;
      state.property[tab].expenses = defaultExpenses(settings, totalUnits(state.property.units));
    },
    projectedReset(state, action: PayloadAction<CalculatorSettings>) {
      state.property.projected = defaultProjected(action.payload, totalUnits(state.property.units));
    },
    actualReset(state) {
      state.property.actual = blankActual();
    },
  },
  selectors: {
    selectDraft: (state) => state.property,
  },
});

export const {
  newPropertyStarted,
  propertyLoaded,
  propertyIdentified,
  detailsChanged,
  unitCountChanged,
  actualRentChanged,
  projectedRentChanged,
  expensesChanged,
  financingChanged,
  actualCopiedToProjected,
  defaultsPopulated,
  projectedReset,
  actualReset,
} = calculatorDraftSlice.actions;
export const { selectDraft } = calculatorDraftSlice.selectors;
