import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ProfitDealsState {
  /** Property id → the saved calculation it was bought as; '' when the landlord chose none. */
  chosen: Record<string, string>;
}

const initialState: ProfitDealsState = { chosen: {} };

/**
 * Which saved calculation each property was bought as, kept across visits (persisted per user,
 * see app/store.ts): the calculator's saves live in this browser, and so does the choice.
 */
export const profitDealsSlice = createSlice({
  name: 'profitDeals',
  initialState,
  reducers: {
    dealChosen(state, action: PayloadAction<{ propertyId: string; dealId: string }>) {
      state.chosen[action.payload.propertyId] = action.payload.dealId;
    },
  },
  selectors: {
    selectChosenDeal: (state, propertyId: string): string | undefined => state.chosen[propertyId],
  },
});

export const { dealChosen } = profitDealsSlice.actions;
export const { selectChosenDeal } = profitDealsSlice.selectors;
