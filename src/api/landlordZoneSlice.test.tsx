import { makeStore } from '../app/store';
import { landlordZoneSlice } from './landlordZoneSlice';
import { selectLandlordTimeZone } from './useLandlordToday';
import { userSettingsApi } from './userSettingsApi';
import type { DigestSettings } from '../../supabase/functions/_shared/digests/digestSettings.ts';

const fulfilled = (timezone: string) =>
  ({
    type: 'api/executeQuery/fulfilled',
    payload: { timezone } as DigestSettings,
    meta: {
      arg: {
        endpointName: 'getDigestSettings',
        type: 'query',
        originalArgs: 'u1',
        queryCacheKey: 'getDigestSettings("u1")',
      },
      requestId: 'r1',
      requestStatus: 'fulfilled',
      fulfilledTimeStamp: 0,
    },
  }) as const;

describe('the landlord time zone the browser remembers', () => {
  it('remembers the zone each settings read answers', () => {
    const state = landlordZoneSlice.reducer(undefined, fulfilled('Pacific/Honolulu'));
    expect(userSettingsApi.endpoints.getDigestSettings.matchFulfilled(fulfilled('Pacific/Honolulu'))).toBe(true);
    expect(state.timeZone).toBe('Pacific/Honolulu');
    expect(landlordZoneSlice.reducer(state, fulfilled('America/Chicago')).timeZone).toBe('America/Chicago');
  });

  it('dates the first reads by the remembered zone until the settings row arrives, New York before any', async () => {
    const store = makeStore();
    expect(selectLandlordTimeZone(store.getState(), 'u1')).toBe('America/New_York');
    store.dispatch(fulfilled('Pacific/Honolulu'));
    expect(selectLandlordTimeZone(store.getState(), 'u1')).toBe('Pacific/Honolulu');
    expect(selectLandlordTimeZone(store.getState(), null)).toBe('America/New_York');
  });
});
