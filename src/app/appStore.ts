import type { Session } from '@supabase/supabase-js';
import { lookUpSession } from '../features/auth/authSession';
import { makeStore, type AppStore } from './store';

let appStore: AppStore | undefined;

/** The app's one store, made on first use (tests bring their own). */
export function getAppStore(): AppStore {
  return (appStore ??= makeStore());
}

/**
 * A cold start with a session makes the store and looks the session up while the first
 * screen's code is still arriving, so the first render already has the persisted state and the
 * session, and the screen's first reads can start before it renders.
 */
export function primeAppStore(): { store: AppStore; session: Promise<Session | null> } {
  const store = getAppStore();
  return { store, session: lookUpSession(store.dispatch) };
}

/** Resolves once redux-persist has read the user's browser state back into the store. */
export function whenRehydrated(store: AppStore): Promise<void> {
  return new Promise((resolve) => {
    const done = () => store.persistor.getState().bootstrapped;
    if (done()) return resolve();
    const unsubscribe = store.persistor.subscribe(() => {
      if (!done()) return;
      unsubscribe();
      resolve();
    });
  });
}
