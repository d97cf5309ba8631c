import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../src/app/AppProviders';
import { routes as appRoutes } from '../src/app/router';
import { makeStore, type AppStore, type RootState } from '../src/app/store';
import { schemaCheckApi } from '../src/features/schema-check/schemaCheckApi';

interface Options extends Omit<RenderOptions, 'queries' | 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** Where the in-memory router starts. */
  route?: string;
  /** Routes around the element; by default it is rendered at `route`. */
  routes?: RouteObject[];
}

/**
 * A fresh store per test, the app's providers, and an in-memory router. Async:
 * it waits for redux-persist to rehydrate first, so the first render is the real one.
 */
export async function renderWithProviders(
  ui: ReactElement | null,
  { preloadedState, store = makeStore(preloadedState), route = '/', routes, ...options }: Options = {},
) {
  await rehydrated(store);
  const router = createMemoryRouter(routes ?? [{ path: '*', element: ui }], { initialEntries: [route] });
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
    options,
  );
  return { store, router, ...result };
}

function rehydrated(store: AppStore): Promise<void> {
  return new Promise((resolve) => {
    const done = () => store.persistor.getState().bootstrapped;
    if (done()) return resolve();
    const unsubscribe = store.persistor.subscribe(() => {
      if (done()) {
        unsubscribe();
        resolve();
      }
    });
  });
}

/**
 * The whole app (gate, shell, pages) at a path. The schema check has its own tests
 * (DatabaseSetupOverlay.test.tsx); here it has already passed, because while it runs the page
 * is mounted but hidden beneath the overlay, and a page's own loading states would race it.
 */
export async function renderApp(route = '/', { preloadedState, store = makeStore(preloadedState), ...options }: Omit<Options, 'route' | 'routes'> = {}) {
  await store.dispatch(schemaCheckApi.util.upsertQueryData('checkSchema', undefined, 'exists'));
  return renderWithProviders(null, { ...options, store, route, routes: appRoutes });
}
