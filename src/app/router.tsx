// How to add a screen: give its address a pattern in src/config/routePatterns.ts, then declare it
// in its feature's routes.ts (path, lazy page, the module of reads its first screen starts). A new
// feature copies a sibling's routes.ts and adds it to MANIFESTS below. A screen whose page combines
// features is composed in src/app/routes/ and declared in src/app/routes/routes.ts. The build reads
// the same manifests (scripts/vite/routeModules.ts) to preload each screen's code and first reads.
import { Suspense, type ComponentType, type ReactNode } from 'react';
import {
  matchRoutes,
  Outlet,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type RouteObject,
} from 'react-router-dom';
import { LoadingState } from '../components/feedback/LoadingState';
import { lazyComponent } from '../components/lazyComponent';
import type { ScreenRoute } from '../config/routeManifest';
import { routes as auth } from '../features/auth/routes';
import { routes as books } from '../features/books/routes';
import { sessionMayExist } from '../features/auth/storedSession';
import { routes as calculator } from '../features/calculator/routes';
import { routes as documents } from '../features/documents/routes';
import { routes as expenses } from '../features/expenses/routes';
import { routes as notes } from '../features/notes/routes';
import { routes as ownerStatements } from '../features/owner-statements/routes';
import { routes as profit } from '../features/profit/routes';
import { routes as properties } from '../features/properties/routes';
import { routes as propertyManagers } from '../features/property-managers/routes';
import { routes as rentIncreases } from '../features/rent-increases/routes';
import { routes as rent } from '../features/rent/routes';
import { routes as system } from '../features/system/routes';
import { routes as tasks } from '../features/tasks/routes';
import { routes as vendors } from '../features/vendors/routes';
import { AccessGate, SignedInRoot } from './AccessGate';
import { withBlocking } from '../components/navigation/blockingHistory';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import type { FirstReadsHandle } from './firstReads';
import { routes as composed } from './routes/routes';
import type { AppStore } from './store';

/** Every screen of SPEC §2, one manifest per feature and one for the screens src/app composes. */
const MANIFESTS: ScreenRoute[][] = [
  tasks,
  expenses,
  profit,
  properties,
  vendors,
  propertyManagers,
  notes,
  calculator,
  rentIncreases,
  rent,
  books,
  ownerStatements,
  documents,
  system,
  auth,
  composed,
];

// The sign-in screen loads only the entry. What a signed-in user sees (store, session, schema
// check, shell, navigation, pages) arrives in chunks of its own, once a session may exist.
const DataRoot = lazyComponent(() => import('./SignedInRoot').then((m) => m.DataRoot));
const AppShell = lazyComponent(() => import('./layout/AppShell').then((m) => m.AppShell));

type LazyPage = ReturnType<typeof lazyComponent<object>>;
/** One lazy component per page loader: routes that show the same page keep it mounted between them. */
const lazyPages = new Map<() => Promise<ComponentType>, LazyPage>();
function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let page = lazyPages.get(load);
  if (!page) lazyPages.set(load, (page = lazyComponent(load)));
  return page;
}

const screens = MANIFESTS.flat().map((screen) => ({
  path: screen.path,
  frame: screen.frame ?? 'shell',
  Page: lazyPage(screen.page),
  // The first reads' module, loaded beside the page's code (src/app/firstReads.ts).
  handle: screen.reads ? ({ firstReads: screen.reads } satisfies FirstReadsHandle) : undefined,
}));
const inFrame = (frame: ScreenRoute['frame']) => screens.filter((screen) => screen.frame === frame);

const withFallback = (element: ReactNode) => <Suspense fallback={<LoadingState fullScreen />}>{element}</Suspense>;

/** SPEC §2 route table; every signed-in route sits behind the access gate and the schema check. */
export function createRoutes(store?: AppStore): RouteObject[] {
  return [
    // Open to everyone: the data layer without the access gate.
    ...inFrame('open').map(({ path, handle, Page }) => ({
      path,
      handle,
      element: (
        <RouteErrorBoundary>
          {withFallback(
            <DataRoot store={store}>
              <Page />
            </DataRoot>,
          )}
        </RouteErrorBoundary>
      ),
    })),
    {
      element: (
        <RouteErrorBoundary>
          <AccessGate store={store}>
            <Outlet />
          </AccessGate>
        </RouteErrorBoundary>
      ),
      children: [
        ...inFrame('gate').map(({ path, handle, Page }) => ({ path, handle, Component: Page })),
        {
          Component: AppShell,
          children: [
            {
              // A crashing page shows its error inside the shell, so the navigation still works.
              element: (
                <RouteErrorBoundary>
                  <Outlet />
                </RouteErrorBoundary>
              ),
              children: inFrame('shell').map(({ path, handle, Page }) => ({ path, handle, Component: Page })),
            },
          ],
        },
      ],
    },
  ];
}

/**
 * Loads, at once and side by side, the signed-in part and every lazy component the address
 * matches (shell and page); React would otherwise discover them one after the other.
 */
function preloadSignedIn(routes: RouteObject[], pathname: string): Promise<unknown> {
  const components = (matchRoutes(routes, pathname) ?? []).map(
    ({ route }) => route.Component as { preload?: () => Promise<unknown> } | null | undefined,
  );
  return Promise.all([SignedInRoot.preload(), ...components.map((component) => component?.preload?.())]);
}

let matchable: RouteObject[] | undefined;

/** Starts the code of the screens an address opens (for links the user is about to follow); never throws. */
export function preloadPath(pathname: string): void {
  matchable ??= createRoutes();
  for (const { route } of matchRoutes(matchable, pathname) ?? []) {
    (route.Component as { preload?: () => Promise<unknown> } | null | undefined)?.preload?.().catch(() => undefined);
  }
}

/**
 * The app's routes and history (React Router's declarative mode: the data router's code is some
 * 15 KB brotli the app used only for `useBlocker`, now `useNavigationBlocker`), and a promise that
 * settles once a cold start has what its first screen needs: with a session, the signed-in part,
 * shell and page (rendering after that, nothing suspends); without one, nothing beyond the entry.
 */
export function createAppRouter() {
  const routes = createRoutes();
  const ready = sessionMayExist() ? preloadSignedIn(routes, window.location.pathname) : Promise.resolve();
  return { routes, history: withBlocking(createBrowserHistory({ v5Compat: true })), ready };
}

export type AppRouter = Omit<ReturnType<typeof createAppRouter>, 'ready'>;
