import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import {
  unstable_HistoryRouter as HistoryRouter,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { AppProviders } from '../../src/app/AppProviders';
import { whenRehydrated } from '../../src/app/appStore';
import { createRoutes } from '../../src/app/router';
import { makeStore, type AppStore, type RootState } from '../../src/app/store';
import { schemaCheckApi } from '../../src/features/schema-check/schemaCheckApi';
import { withBlocking } from '../../src/components/navigation/blockingHistory';
import { BlockingHistoryContext } from '../../src/components/navigation/useNavigationBlocker';
import { ThemeRoot } from '../../src/theme/ThemeRoot';

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
  return renderRouter(store, routes ?? [{ path: '*', element: ui }], route, options, (tree) => (
    <AppProviders store={store}>{tree}</AppProviders>
  ));
}

/**
 * The whole app (gate, shell, pages) at a path; as in the app, the store is provided by the
 * signed-in part behind the gate. The schema check has its own tests
 * (DatabaseSetupOverlay.test.tsx); here it has already passed, because while it runs the page
 * is mounted but hidden beneath the overlay, and a page's own loading states would race it.
 */
export async function renderApp(
  route = '/',
  { preloadedState, store = makeStore(preloadedState), ...options }: Omit<Options, 'route' | 'routes'> = {},
) {
  await store.dispatch(schemaCheckApi.util.upsertQueryData('checkSchema', undefined, 'exists'));
  return renderRouter(store, createRoutes(store), route, options, (tree) => tree);
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The app's router (src/app/App.tsx) over an in-memory history; `router.state.location` is where it is. */
async function renderRouter(
  store: AppStore,
  routes: RouteObject[],
  route: string,
  options: RenderOptions,
  wrap: (tree: ReactNode) => ReactNode,
) {
  await whenRehydrated(store);
  const history = withBlocking(createMemoryHistory({ initialEntries: [route], v5Compat: true }));
  const tree = (
    <BlockingHistoryContext.Provider value={history}>
      <HistoryRouter history={history}>
        <Routes routes={routes} />
      </HistoryRouter>
    </BlockingHistoryContext.Provider>
  );
  const result = render(<ThemeRoot>{wrap(tree)}</ThemeRoot>, options);
  const router = {
    history,
    navigate: (to: string) => history.push(to),
    get state() {
      return { location: history.location };
    },
  };
  return { store, router, ...result };
}
