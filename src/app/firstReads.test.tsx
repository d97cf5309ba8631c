import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { testUser } from '../../mocks/fixtures';
import { server } from '../../mocks/node';
import { settingsRow } from '../../mocks/settings';
import { userSettingsApi } from '../api/userSettingsApi';
import { landlordToday } from '../utils/landlordToday';
import { renderApp } from '../../tests/support/renderWithProviders';
import { storeSession } from '../../tests/support/session';
import { whenRehydrated } from './appStore';
import { loadFirstReads, sendFirstReads } from './firstReads';
import { createRoutes } from './router';
import { makeStore, type AppStore } from './store';

/** Every request msw sees, as "METHOD url". */
function recordRequests() {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => void seen.push(`${request.method} ${request.url}`);
  server.events.on('request:start', listener);
  return { seen, stop: () => server.events.removeListener('request:start', listener) };
}

const cachedReads = (store: AppStore) =>
  Object.keys(store.getState().api.queries).filter((key) => !key.startsWith('checkSchema'));
const settled = (store: AppStore) =>
  Object.values(store.getState().api.queries).every((entry) => entry?.status !== 'pending');

describe('first reads', () => {
  // The screens whose manifest names their first reads (a feature's routes.ts), at addresses the mocks know.
  it.each([
    '/',
    '/tasks',
    '/tasks?status=open&due=overdue',
    '/tasks/t-water',
    '/properties',
    '/properties/p-oak',
    '/vendors',
    '/vendors/v-water',
    '/property-managers',
    '/notes/bulk',
    '/notes/unit/u-1',
    '/rent-planner',
    '/rent/increases/upcoming?range=30d',
    '/expenses',
    '/expenses?year=2025&category=Water',
    '/expenses/summary?year=2025',
    '/expenses/1099?year=2026',
    '/settings',
  ])('%s: started before the page renders, they are exactly what the page reads, each sent once', async (path) => {
    storeSession();
    const store = makeStore();
    const requests = recordRequests();
    try {
      await whenRehydrated(store);
      const [pathname, query = ''] = path.split('?');
      const loaded = await loadFirstReads(matchRoutes(createRoutes(store), pathname)!);
      // The landlord's day in their saved time zone, as the browser remembers it from their last
      // visit; the settings row leaves beside the first reads (below), as startApp sends it.
      const timeZone = settingsRow.timezone;
      sendFirstReads(loaded, store.dispatch, {
        userId: testUser.id,
        state: store.getState(),
        search: new URLSearchParams(query),
        today: landlordToday(timeZone, new Date()),
        timeZone,
      });
      // Sent before anything renders.
      const firstReads = cachedReads(store);
      expect(firstReads.length).toBeGreaterThan(0);
      store.dispatch(userSettingsApi.util.prefetch('getDigestSettings', testUser.id, {}));
      await waitFor(() => expect(settled(store)).toBe(true));
      const sentFirst = [...requests.seen];
      expect(sentFirst.length).toBeGreaterThanOrEqual(firstReads.length);

      await renderApp(path, { store });
      await screen.findByRole('heading', { level: 1 });
      // The page subscribes to every read started for it: the same endpoints with the same arguments.
      await waitFor(() =>
        expect(Object.keys(store.getState().api.subscriptions)).toEqual(expect.arrayContaining(firstReads)),
      );
      await waitFor(() => expect(settled(store)).toBe(true));
      // And sends none of them again.
      for (const request of sentFirst) expect(requests.seen.filter((r) => r === request)).toHaveLength(1);
    } finally {
      requests.stop();
    }
  });

  it("leaves out a route whose reads cannot load (the page reads as it mounts), and starts the others with the address, user and the landlord's day", async () => {
    const dispatch = jest.fn();
    const started = jest.fn();
    const at = {
      userId: 'user-1',
      state: makeStore().getState(),
      search: new URLSearchParams('year=2025'),
      today: '2026-11-24',
      timeZone: 'America/New_York',
    };
    const loaded = await loadFirstReads([
      { route: { handle: { firstReads: () => Promise.reject(new Error('chunk failed')) } }, params: {} },
      { route: {}, params: {} },
      { route: { handle: { firstReads: async () => started } }, params: { id: 't-1' } },
    ]);
    expect(loaded).toEqual([{ reads: started, params: { id: 't-1' } }]);
    sendFirstReads(loaded, dispatch, at);
    expect(started).toHaveBeenCalledTimes(1);
    expect(started).toHaveBeenCalledWith(dispatch, { ...at, params: { id: 't-1' } });
  });

  it("starts the other routes' reads when one of them throws", () => {
    const dispatch = jest.fn();
    const at = {
      userId: 'user-1',
      state: makeStore().getState(),
      search: new URLSearchParams(),
      today: '2026-11-24',
      timeZone: 'America/New_York',
    };
    const broken = jest.fn(() => {
      throw new Error('bad arguments');
    });
    const started = jest.fn();
    expect(() =>
      sendFirstReads(
        [
          { reads: broken, params: {} },
          { reads: started, params: { id: 'p-1' } },
        ],
        dispatch,
        at,
      ),
    ).not.toThrow();
    expect(started).toHaveBeenCalledWith(dispatch, { ...at, params: { id: 'p-1' } });
  });
});
