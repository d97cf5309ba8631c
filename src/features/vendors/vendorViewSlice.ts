import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SpendingWindow } from './vendorRules';

export type VendorListView = 'cards' | 'table';

export interface VendorViewState {
  spendingWindow: SpendingWindow;
  listView: VendorListView;
}

// SPEC §9: the spending window defaults to 30 days.
const initialState: VendorViewState = { spendingWindow: 30, listView: 'cards' };

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
  },
  selectors: {
    selectSpendingWindow: (state) => state.spendingWindow,
    selectVendorListView: (state) => state.listView,
  },
});

export const { spendingWindowChosen, vendorListViewChosen } = vendorViewSlice.actions;
export const { selectSpendingWindow, selectVendorListView } = vendorViewSlice.selectors;
