import { startTransition, StrictMode } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { Root } from 'react-dom/client';
import { App } from './App';
import { primeAppStore, whenRehydrated } from './appStore';
import { startFirstReads } from './firstReads';
import { createAppRouter } from './router';
import { sessionMayExist } from '../features/auth/storedSession';

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
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
}
