import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC §9: lease-end filter windows, in days. */
export const LEASE_END_WINDOWS = [30, 60, 90, 180] as const;
export type LeaseEndWindow = (typeof LEASE_END_WINDOWS)[number];

export interface PropertyFiltersState {
  leaseEndWithinDays: LeaseEndWindow | null;
}

const initialState: PropertyFiltersState = { leaseEndWithinDays: null };

/** The property list's filter, kept across visits (persisted, see app/store.ts). */
export const propertyFiltersSlice = createSlice({
  name: 'propertyFilters',
  initialState,
  reducers: {
    leaseEndWindowChosen(state, action: PayloadAction<LeaseEndWindow | null>) {
      state.leaseEndWithinDays = action.payload;
    },
  },
  selectors: {
    selectLeaseEndWindow: (state) => state.leaseEndWithinDays,
  },
});

export const { leaseEndWindowChosen } = propertyFiltersSlice.actions;
export const { selectLeaseEndWindow } = propertyFiltersSlice.selectors;
