/**
 * @jest-environment jest-fixed-jsdom
 */
import { leaseEndWindowChosen, selectLeaseEndWindow } from '../features/properties/propertyFiltersSlice';
import { sessionChanged } from '../features/auth/authSlice';
import { makeSession } from '../../mocks/fixtures';
import { systemApi } from '../features/system/systemApi';
import { makeStore, type AppStore } from './store';

const bootstrapped = (store: AppStore) =>
  new Promise<void>((resolve) => {
    if (store.persistor.getState().bootstrapped) return resolve();
    const unsubscribe = store.persistor.subscribe(() => {
      if (store.persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    });
  });

describe('store persistence', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps a UI filter across a reload, in its own localStorage key', async () => {
    const first = makeStore();
    await bootstrapped(first);
    first.dispatch(leaseEndWindowChosen(60));
    await first.persistor.flush();
    expect(Object.keys(window.localStorage)).toContain('persist:landlordhq:propertyFilters');

    const second = makeStore();
    await bootstrapped(second);
    expect(selectLeaseEndWindow(second.getState())).toBe(60);
  });

  it('never writes the session or the API cache to storage', async () => {
    const store = makeStore();
    await bootstrapped(store);
    store.dispatch(sessionChanged({ session: makeSession() }));
    await store.persistor.flush();
    const stored = Object.values(window.localStorage).join('');
    expect(stored).not.toContain('access_token');
    expect(Object.keys(window.localStorage).some((key) => key.includes('api') || key.includes('auth'))).toBe(false);
  });

  it('empties the API cache when the session ends', async () => {
    const store = makeStore();
    store.dispatch(sessionChanged({ session: makeSession() }));
    await store.dispatch(systemApi.util.upsertQueryData('getBackendHealth', undefined, []));
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
    store.dispatch(sessionChanged({ session: null }));
    expect(store.getState().api.queries).toEqual({});
    expect(store.getState().auth).toMatchObject({ session: null, user: null, loading: false });
  });
});
