import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { CALCULATOR_DEFAULTS } from './calculatorDefaults';
import type { CalculatorSettings } from './types';

/** The landlord's own defaults for new deals (persisted, see app/store.ts). */
export const calculatorSettingsSlice = createSlice({
  name: 'calculatorSettings',
  initialState: CALCULATOR_DEFAULTS,
  reducers: {
    calculatorSettingsSaved: (_state, action: PayloadAction<CalculatorSettings>) => action.payload,
    calculatorSettingsRestored: () => CALCULATOR_DEFAULTS,
  },
  selectors: {
    selectCalculatorSettings: (state) => state,
  },
});

export const { calculatorSettingsSaved, calculatorSettingsRestored } = calculatorSettingsSlice.actions;
export const { selectCalculatorSettings } = calculatorSettingsSlice.selectors;
