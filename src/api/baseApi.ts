import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import type { AppError } from './errors';

/** Tag types every feature may provide or invalidate (STYLE.md: a LIST tag plus one per id). */
export const TAG_TYPES = [
  'UserSettings',
  'Schema',
  'Property',
  'Unit',
  'PropertyManager',
  'Vendor',
  'VendorAccount',
  'Task',
  'Activity',
  'UnitNote',
  'RentIncrease',
  'Dashboard',
  'Payment',
] as const;

/**
 * The one API slice. Features add endpoints with injectEndpoints; every
 * Supabase call lives in a queryFn and returns { data } or { error: AppError }.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<AppError>(),
  // SPEC §7: queries do not refetch when the window regains focus.
  refetchOnFocus: false,
  // Issue 26: when the connection returns, a screen that could not read (or read while offline) reads again.
  refetchOnReconnect: true,
  keepUnusedDataFor: 60,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
