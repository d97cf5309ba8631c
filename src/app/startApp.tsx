import { startTransition, StrictMode } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { Root } from 'react-dom/client';
import { App } from './App';
import { getAppStore, primeAppStore, whenRehydrated } from './appStore';
import { loadFirstReads, sendFirstReads } from './firstReads';
import { createAppRouter } from './router';
import { userSettingsApi } from '../api/userSettingsApi';
import { selectLandlordTimeZone } from '../api/useLandlordToday';
import { landlordToday } from '../utils/landlordToday';
import { sessionMayExist } from '../features/auth/storedSession';
import { answeredSchemaCheck } from '../features/schema-check/schemaCheckApi';

/** Renders the app into `root` once the first screen's code is here (a chunk that failed is retried by React.lazy and reported by the route's error page). */
export async function startApp(root: Root): Promise<void> {
  const { ready, ...router } = createAppRouter();
  let readsLoaded: Promise<unknown> = Promise.resolve();
  if (sessionMayExist()) {
    // The store, the session and the first screen's reads start while its code arrives.
    const { store, session } = primeAppStore();
    const { location } = router.history;
    const loaded = loadFirstReads(matchRoutes(router.routes, location) ?? []);
    readsLoaded = loaded;
    void Promise.all([session, whenRehydrated(store), loaded]).then(([found, , reads]) => {
      if (!found) return;
      const userId = found.user.id;
      // Every screen reads the landlord's day from their settings: the row leaves with the first reads.
      store.dispatch(userSettingsApi.util.prefetch('getDigestSettings', userId, {}));
      const state = store.getState();
      const timeZone = selectLandlordTimeZone(state, userId);
      sendFirstReads(reads, store.dispatch, {
        userId,
        state,
        search: new URLSearchParams(location.search),
        today: landlordToday(timeZone, new Date()),
        timeZone,
      });
    });
  }
  // The first render waits for the reads' modules too (preloaded with the page's code), so that
  // the reads leave before it: rendering is a task of its own, and a phone's first render holds the
  // main thread for a few hundred milliseconds, which a read's module loading behind it used to wait out.
  await Promise.all([ready.catch(() => undefined), readsLoaded]);
  // The entry's schema probe has usually answered by now: the first render then skips the check's overlay.
  const schemaChecked = answeredSchemaCheck();
  if (schemaChecked) getAppStore().dispatch(schemaChecked);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
}
