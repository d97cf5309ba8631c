import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ExpenseFiltersState {
  /** The last filters as they stood in the address bar (no '?'); '' for none. */
  search: string;
}

const initialState: ExpenseFiltersState = { search: '' };

/**
 * /expenses filters live in the address bar; the last ones are also kept across visits
 * (persisted per user, see app/store.ts), so the navigation entry opens them again.
 */
export const expenseFiltersSlice = createSlice({
  name: 'expenseFilters',
  initialState,
  reducers: {
    expenseFiltersChosen(state, action: PayloadAction<string>) {
      state.search = action.payload;
    },
  },
  selectors: {
    selectSavedExpenseFilters: (state) => state.search,
  },
});

export const { expenseFiltersChosen } = expenseFiltersSlice.actions;
export const { selectSavedExpenseFilters } = expenseFiltersSlice.selectors;
