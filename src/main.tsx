import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { registerServiceWorker } from './app/serviceWorker';

const { router, ready } = createAppRouter();
// First render once the first screen's code is here; a chunk that failed to load is retried by
// React.lazy and reported by the route's error page.
void ready
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );

registerServiceWorker();
