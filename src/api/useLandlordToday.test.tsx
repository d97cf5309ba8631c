import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeSession, testUser } from '../../mocks/fixtures';
import { makeStore } from '../app/store';
import { sessionChanged } from '../features/auth/authSlice';
import { DEFAULT_DIGEST_SETTINGS } from '../../supabase/functions/_shared/digests/digestSettings.ts';
import { useLandlordToday } from './useLandlordToday';
import { userSettingsApi } from './userSettingsApi';

function Today() {
  return <p>{useLandlordToday()}</p>;
}

/** A signed-in store whose settings row (already read) names `timeZone`. */
async function storeIn(timeZone: string) {
  const store = makeStore();
  store.dispatch(sessionChanged({ session: makeSession() }));
  await store.dispatch(
    userSettingsApi.util.upsertQueryData('getDigestSettings', testUser.id, {
      ...DEFAULT_DIGEST_SETTINGS,
      timezone: timeZone,
    }),
  );
  return store;
}

describe('useLandlordToday', () => {
  afterEach(() => jest.useRealTimers());

  it("reads the day in the landlord's time zone and turns it at their midnight while the page stays open", async () => {
    // 23:30 on New Year's Eve in Honolulu; the browser's clock is on New Year's Day already.
    jest.useFakeTimers({ now: new Date('2027-01-01T09:30:00Z') });
    const store = await storeIn('Pacific/Honolulu');
    render(
      <Provider store={store}>
        <Today />
      </Provider>,
    );
    expect(screen.getByText('2026-12-31')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(29 * 60_000));
    expect(screen.getByText('2026-12-31')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(60_000 + 100));
    expect(screen.getByText('2027-01-01')).toBeInTheDocument();
    // And again a day later: the timer is armed for each midnight.
    act(() => void jest.advanceTimersByTime(24 * 3_600_000));
    expect(screen.getByText('2027-01-02')).toBeInTheDocument();
  });

  it('uses New York, the default, before the settings are known', () => {
    jest.useFakeTimers({ now: new Date('2027-01-01T04:30:00Z') });
    render(
      <Provider store={makeStore()}>
        <Today />
      </Provider>,
    );
    expect(screen.getByText('2026-12-31')).toBeInTheDocument();
  });
});
