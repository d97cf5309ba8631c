import { startTransition, StrictMode } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { Root } from 'react-dom/client';
import { App } from './App';
import { getAppStore, primeAppStore, whenRehydrated } from './appStore';
import { startFirstReads } from './firstReads';
import { createAppRouter } from './router';
import { sessionMayExist } from '../features/auth/storedSession';
import { answeredSchemaCheck } from '../features/schema-check/schemaCheckApi';

/** Renders the app into `root` once the first screen's code is here (a chunk that failed is retried by React.lazy and reported by the route's error page). */
export async function startApp(root: Root): Promise<void> {
  const { ready, ...router } = createAppRouter();
  if (sessionMayExist()) {
    // The store, the session and the first screen's reads start while its code arrives (issue 22).
    const { store, session } = primeAppStore();
    void Promise.all([session, whenRehydrated(store)]).then(([found]) => {
      if (!found) return;
      const { location } = router.history;
      const matches = matchRoutes(router.routes, location) ?? [];
      const at = { userId: found.user.id, state: store.getState(), search: new URLSearchParams(location.search), now: new Date() };
      void startFirstReads(matches, store.dispatch, at);
    });
  }
  await ready.catch(() => undefined);
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
