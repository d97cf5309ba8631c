import { Suspense, type ReactNode } from 'react';
import { matchRoutes, Outlet, UNSAFE_createBrowserHistory as createBrowserHistory, type RouteObject } from 'react-router-dom';
import { LoadingState } from '../components/feedback/LoadingState';
import { lazyComponent } from '../components/lazyComponent';
import { sessionMayExist } from '../features/auth/storedSession';
import { AccessGate, SignedInRoot } from './AccessGate';
import { withBlocking } from '../components/navigation/blockingHistory';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import type { FirstReadsHandle } from './firstReads';
import type { AppStore } from './store';

// The sign-in screen loads only the entry. What a signed-in user sees (store, session, schema
// check, shell, navigation, pages) arrives in chunks of its own, once a session may exist.
const DataRoot = lazyComponent(() => import('./SignedInRoot').then((m) => m.DataRoot));
const BackendStatusPage = lazyComponent(() => import('../features/system/BackendStatusPage').then((m) => m.BackendStatusPage));
const AppShell = lazyComponent(() => import('./layout/AppShell').then((m) => m.AppShell));
const NotFoundPage = lazyComponent(() => import('./NotFoundPage').then((m) => m.NotFoundPage));
const ResetPasswordPage = lazyComponent(() => import('../features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage));
const DashboardPage = lazyComponent(() => import('../features/dashboard/DashboardPage').then((m) => m.DashboardPage));
const TasksPage = lazyComponent(() => import('./routes/TasksRoute').then((m) => m.TasksRoute));
const TaskDetailPage = lazyComponent(() => import('../features/tasks/TaskDetailPage').then((m) => m.TaskDetailPage));
const TaskFormPage = lazyComponent(() => import('../features/tasks/TaskFormPage').then((m) => m.TaskFormPage));
const ExpensesPage = lazyComponent(() => import('../features/expenses/ExpensesPage').then((m) => m.ExpensesPage));
const TaxSummaryPage = lazyComponent(() => import('../features/expenses/TaxSummaryPage').then((m) => m.TaxSummaryPage));
const PropertiesPage = lazyComponent(() => import('./routes/PropertiesRoute').then((m) => m.PropertiesRoute));
const PropertyFormPage = lazyComponent(() => import('../features/properties/PropertyFormPage').then((m) => m.PropertyFormPage));
const PropertyDetailPage = lazyComponent(() => import('./routes/PropertyDetailRoute').then((m) => m.PropertyDetailRoute));
const VendorsPage = lazyComponent(() => import('./routes/VendorsRoute').then((m) => m.VendorsRoute));
const VendorDetailPage = lazyComponent(() => import('../features/vendors/VendorDetailPage').then((m) => m.VendorDetailPage));
const VendorEditPage = lazyComponent(() => import('../features/vendors/VendorEditPage').then((m) => m.VendorEditPage));
const PropertyManagersPage = lazyComponent(() => import('../features/property-managers/PropertyManagersPage').then((m) => m.PropertyManagersPage));
const BulkNotesPage = lazyComponent(() => import('../features/notes/BulkNotesPage').then((m) => m.BulkNotesPage));
const NotesHistoryPage = lazyComponent(() => import('../features/notes/NotesHistoryPage').then((m) => m.NotesHistoryPage));
const CalculatorPage = lazyComponent(() => import('../features/calculator/CalculatorPage').then((m) => m.CalculatorPage));
const RentPlannerPage = lazyComponent(() => import('../features/rent-increases/RentPlannerPage').then((m) => m.RentPlannerPage));
const UpcomingIncreasesPage = lazyComponent(() => import('../features/rent-increases/UpcomingIncreasesPage').then((m) => m.UpcomingIncreasesPage));
const SettingsPage = lazyComponent(() => import('./routes/SettingsRoute').then((m) => m.SettingsRoute));

/** A route's first reads (src/app/firstReads.ts), in a module of their own loaded beside the page. */
const reads = (firstReads: FirstReadsHandle['firstReads']): FirstReadsHandle => ({ firstReads });

const withFallback = (element: ReactNode) => <Suspense fallback={<LoadingState fullScreen />}>{element}</Suspense>;

/** SPEC §2 route table; every signed-in route sits behind the access gate and the schema check. */
export function createRoutes(store?: AppStore): RouteObject[] {
  return [
    // Open to everyone.
    {
      // src/app/openRoutes.ts names it for the entry; a literal, as scripts/bundleSize.ts reads routes.
      path: '/status',
      element: (
        <RouteErrorBoundary>
          {withFallback(
            <DataRoot store={store}>
              <BackendStatusPage />
            </DataRoot>,
          )}
        </RouteErrorBoundary>
      ),
    },
    {
      element: (
        <RouteErrorBoundary>
          <AccessGate store={store}>
            <Outlet />
          </AccessGate>
        </RouteErrorBoundary>
      ),
      children: [
        { path: '/reset-password', Component: ResetPasswordPage },
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
              children: [
                { path: '/', Component: DashboardPage, handle: reads(() => import('../features/dashboard/dashboardReads').then((m) => m.dashboardReads)) },
                { path: '/tasks', Component: TasksPage, handle: reads(() => import('../features/tasks/tasksReads').then((m) => m.tasksReads)) },
                { path: '/tasks/new', Component: TaskFormPage },
                { path: '/tasks/:id', Component: TaskDetailPage, handle: reads(() => import('../features/tasks/taskDetailReads').then((m) => m.taskDetailReads)) },
                { path: '/tasks/:id/edit', Component: TaskFormPage },
                { path: '/expenses', Component: ExpensesPage, handle: reads(() => import('../features/expenses/expensesReads').then((m) => m.expensesReads)) },
                { path: '/expenses/summary', Component: TaxSummaryPage, handle: reads(() => import('../features/expenses/taxSummaryReads').then((m) => m.taxSummaryReads)) },
                { path: '/properties', Component: PropertiesPage, handle: reads(() => import('../features/properties/propertiesReads').then((m) => m.propertiesReads)) },
                { path: '/properties/new', Component: PropertyFormPage },
                { path: '/properties/:id', Component: PropertyDetailPage, handle: reads(() => import('../features/properties/propertyDetailReads').then((m) => m.propertyDetailReads)) },
                { path: '/properties/:id/edit', Component: PropertyFormPage },
                { path: '/vendors', Component: VendorsPage, handle: reads(() => import('../features/vendors/vendorsReads').then((m) => m.vendorsReads)) },
                // The dashboard's quick action: the list with the add dialog open.
                { path: '/vendors/new', Component: VendorsPage },
                { path: '/vendors/:id', Component: VendorDetailPage, handle: reads(() => import('../features/vendors/vendorDetailReads').then((m) => m.vendorDetailReads)) },
                { path: '/vendors/:id/edit', Component: VendorEditPage },
                { path: '/property-managers', Component: PropertyManagersPage, handle: reads(() => import('../features/property-managers/propertyManagersReads').then((m) => m.propertyManagersReads)) },
                { path: '/notes/bulk', Component: BulkNotesPage, handle: reads(() => import('../features/notes/bulkNotesReads').then((m) => m.bulkNotesReads)) },
                { path: '/notes/unit/:unitId', Component: NotesHistoryPage, handle: reads(() => import('../features/notes/notesHistoryReads').then((m) => m.notesHistoryReads)) },
                { path: '/property-calculator', Component: CalculatorPage },
                { path: '/rent-planner', Component: RentPlannerPage, handle: reads(() => import('../features/rent-increases/rentPlannerReads').then((m) => m.rentPlannerReads)) },
                { path: '/rent/increases/upcoming', Component: UpcomingIncreasesPage, handle: reads(() => import('../features/rent-increases/upcomingReads').then((m) => m.upcomingReads)) },
                { path: '/settings', Component: SettingsPage, handle: reads(() => import('../features/settings/settingsReads').then((m) => m.settingsReads)) },
                { path: '*', Component: NotFoundPage },
              ],
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
  const components = (matchRoutes(routes, pathname) ?? []).map(({ route }) => route.Component as { preload?: () => Promise<unknown> } | null | undefined);
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
