/**
 * @jest-environment jest-fixed-jsdom
 */
import { leaseEndWindowChosen, selectLeaseEndWindow } from '../features/properties/propertyFiltersSlice';
import { sessionChanged } from '../features/auth/authSlice';
import { noteDraftChanged, selectHasUnsavedNotes, selectNoteDraft } from '../features/notes/noteDraftsSlice';
import { makeSession, testUser } from '../../mocks/fixtures';
import { storeSession } from '../../tests/support/session';
import { systemApi } from '../features/system/systemApi';
import { makeStore, type AppStore } from './store';

const bob = { ...testUser, id: '22222222-2222-4222-8222-222222222222', email: 'bob@example.com' };
const UNIT = '33333333-3333-4333-8333-333333333333';

/** Resolves once redux-persist has read every slice for the current user. */
const rehydrated = (store: AppStore) =>
  new Promise<void>((resolve) => {
    const done = () => {
      const state = store.getState() as unknown as Record<string, { _persist?: { rehydrated: boolean } }>;
      return ['propertyFilters', 'noteDrafts', 'calculatorDraft'].every((slice) => state[slice]._persist?.rehydrated);
    };
    if (done()) return resolve();
    const unsubscribe = store.subscribe(() => {
      if (done()) {
        unsubscribe();
        resolve();
      }
    });
  });

/** A sign-in or sign-out, then the switch of browser state it starts. */
async function signedInAs(store: AppStore, user: typeof testUser | null) {
  store.dispatch(sessionChanged({ session: user ? makeSession(user) : null }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  await rehydrated(store);
}

// Each test's stores write out what they still hold before the next test clears the browser's storage.
const made: AppStore[] = [];
const newStore = () => {
  const store = makeStore();
  made.push(store);
  return store;
};

describe('store persistence', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(async () => {
    for (const store of made.splice(0)) await store.persistor.flush();
  });

  it('keeps a UI filter across a reload, under the signed-in user’s own key', async () => {
    storeSession();
    const first = newStore();
    await rehydrated(first);
    first.dispatch(leaseEndWindowChosen(60));
    await first.persistor.flush();
    expect(Object.keys(window.localStorage)).toContain(`persist:landlordhq:${testUser.id}:propertyFilters`);
    expect(Object.keys(window.localStorage)).not.toContain('persist:landlordhq:propertyFilters');

    const second = newStore();
    await rehydrated(second);
    expect(selectLeaseEndWindow(second.getState())).toBe(60);
  });

  it('never writes the session or the API cache to storage', async () => {
    const store = newStore();
    await store.persistor.flush();
    await signedInAs(store, testUser);
    store.dispatch(leaseEndWindowChosen(60));
    await store.persistor.flush();
    const stored = Object.values(window.localStorage).join('');
    expect(stored).not.toContain('access_token');
    expect(Object.keys(window.localStorage).some((key) => key.includes('api') || key.includes('auth'))).toBe(false);
  });

  it('empties the API cache when the session ends', async () => {
    storeSession();
    const store = newStore();
    store.dispatch(sessionChanged({ session: makeSession() }));
    await store.dispatch(systemApi.util.upsertQueryData('getBackendHealth', undefined, []));
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
    store.dispatch(sessionChanged({ session: null }));
    expect(store.getState().api.queries).toEqual({});
    expect(store.getState().auth).toMatchObject({ session: null, user: null, loading: false });
  });

  it('shows the next user none of the previous user’s drafts and filters, and gives them back on return', async () => {
    storeSession();
    const store = newStore();
    await rehydrated(store);
    store.dispatch(leaseEndWindowChosen(90));
    store.dispatch(noteDraftChanged({ unitId: UNIT, text: 'Tenant in 2B reports a leak' }));

    await signedInAs(store, null);
    expect(selectLeaseEndWindow(store.getState())).not.toBe(90);
    expect(selectHasUnsavedNotes(store.getState())).toBe(false);

    await signedInAs(store, bob);
    expect(selectLeaseEndWindow(store.getState())).not.toBe(90);
    expect(selectNoteDraft(store.getState(), UNIT)).toBe('');
    store.dispatch(leaseEndWindowChosen(30));
    await signedInAs(store, null);

    await signedInAs(store, testUser);
    expect(selectLeaseEndWindow(store.getState())).toBe(90);
    expect(selectNoteDraft(store.getState(), UNIT)).toBe('Tenant in 2B reports a leak');
    await signedInAs(store, bob);
    expect(selectLeaseEndWindow(store.getState())).toBe(30);
  });

  it('empties the API cache when another user signs in without a sign-out in between', async () => {
    storeSession();
    const store = newStore();
    store.dispatch(sessionChanged({ session: makeSession() }));
    await store.dispatch(systemApi.util.upsertQueryData('getBackendHealth', undefined, []));
    store.dispatch(sessionChanged({ session: makeSession() }));
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
    store.dispatch(sessionChanged({ session: makeSession(bob) }));
    expect(store.getState().api.queries).toEqual({});
  });
});
