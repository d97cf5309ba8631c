import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { App } from './App';
import { createAppRouter } from './router';

/** Renders the app into `root` once the first screen's code is here (a chunk that failed is retried by React.lazy and reported by the route's error page). */
export async function startApp(root: Root): Promise<void> {
  const { router, ready } = createAppRouter();
  await ready.catch(() => undefined);
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
