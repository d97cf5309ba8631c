import { createSlice } from '@reduxjs/toolkit';
import { userSettingsApi } from './userSettingsApi';

/**
 * The landlord's time zone as their settings last said, kept in their own browser state: after a
 * reload the first screen dates its reads by it before the settings row arrives again, so a
 * landlord outside New York, near midnight, neither sees the wrong day for a moment nor reads twice.
 */
export const landlordZoneSlice = createSlice({
  name: 'landlordZone',
  initialState: { timeZone: null as string | null },
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(userSettingsApi.endpoints.getDigestSettings.matchFulfilled, (state, action) => {
      state.timeZone = action.payload.timezone;
    });
  },
  selectors: {
    selectRememberedTimeZone: (state) => state.timeZone,
  },
});

export const { selectRememberedTimeZone } = landlordZoneSlice.selectors;
