import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SpendingWindow } from './vendorRules';

export type VendorListView = 'cards' | 'table';

export interface VendorViewState {
  spendingWindow: SpendingWindow;
  listView: VendorListView;
  /** The list's category filter; null shows every category. */
  listCategory: string | null;
}

// SPEC §9: the spending window defaults to 30 days.
const initialState: VendorViewState = { spendingWindow: 30, listView: 'cards', listCategory: null };

/** The vendor screens' view choices, kept across visits (persisted, see app/store.ts). */
export const vendorViewSlice = createSlice({
  name: 'vendorView',
  initialState,
  reducers: {
    spendingWindowChosen(state, action: PayloadAction<SpendingWindow>) {
      state.spendingWindow = action.payload;
    },
    vendorListViewChosen(state, action: PayloadAction<VendorListView>) {
      state.listView = action.payload;
    },
    vendorCategoryChosen(state, action: PayloadAction<string | null>) {
      state.listCategory = action.payload;
    },
  },
  selectors: {
    selectSpendingWindow: (state) => state.spendingWindow,
    selectVendorListView: (state) => state.listView,
    // ?? null: a state persisted before the filter existed has no such key.
    selectVendorCategory: (state) => state.listCategory ?? null,
  },
});

export const { spendingWindowChosen, vendorListViewChosen, vendorCategoryChosen } = vendorViewSlice.actions;
export const { selectSpendingWindow, selectVendorListView, selectVendorCategory } = vendorViewSlice.selectors;
