import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { LoadingState } from '../components/feedback/LoadingState';
import { BackendStatusPage } from '../features/system/BackendStatusPage';
import { AccessGate } from './AccessGate';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorPage } from './RouteErrorPage';

// The sign-in screen loads only the entry: what a signed-in user sees (schema check, shell and
// navigation) arrives after sign-in, like the pages.
const DatabaseSetupOverlay = lazy(() => import('../features/schema-check/DatabaseSetupOverlay').then((m) => ({ default: m.DatabaseSetupOverlay })));
const AppShell = lazy(() => import('./layout/AppShell').then((m) => ({ default: m.AppShell })));
const SettingsPage = lazy(() => import('../features/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));

const TasksPage = lazy(() => import('../features/tasks/TasksPage').then((m) => ({ default: m.TasksPage })));
const TaskDetailPage = lazy(() => import('../features/tasks/TaskDetailPage').then((m) => ({ default: m.TaskDetailPage })));
const PropertiesPage = lazy(() => import('../features/properties/PropertiesPage').then((m) => ({ default: m.PropertiesPage })));
const PropertyFormPage = lazy(() => import('../features/properties/PropertyFormPage').then((m) => ({ default: m.PropertyFormPage })));
const PropertyDetailPage = lazy(() => import('../features/properties/PropertyDetailPage').then((m) => ({ default: m.PropertyDetailPage })));

const TaskFormPage = lazy(() => import('../features/tasks/TaskFormPage').then((m) => ({ default: m.TaskFormPage })));

const CalculatorPage = lazy(() => import('../features/calculator/CalculatorPage').then((m) => ({ default: m.CalculatorPage })));

const RentPlannerPage = lazy(() => import('../features/rent-increases/RentPlannerPage').then((m) => ({ default: m.RentPlannerPage })));
const UpcomingIncreasesPage = lazy(() => import('../features/rent-increases/UpcomingIncreasesPage').then((m) => ({ default: m.UpcomingIncreasesPage })));
const VendorsPage = lazy(() => import('../features/vendors/VendorsPage').then((m) => ({ default: m.VendorsPage })));

/** SPEC §2 route table; every signed-in route sits behind the access gate and the schema check. */
export const routes: RouteObject[] = [
  { path: '/status', element: <BackendStatusPage />, errorElement: <RouteErrorPage /> },
  {
    errorElement: <RouteErrorPage />,
    element: (
      <AccessGate>
        <Suspense fallback={<LoadingState fullScreen />}>
          <DatabaseSetupOverlay>
            <Outlet />
          </DatabaseSetupOverlay>
        </Suspense>
      </AccessGate>
    ),
    children: [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      {
        element: <AppShell />,
        children: [
          {
            // A crashing page shows its error inside the shell, so the navigation still works.
            errorElement: <RouteErrorPage />,
            children: [
              { path: '/', Component: lazy(() => import('../features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage }))) },
              { path: '/tasks', element: <TasksPage /> },
              { path: '/tasks/new', Component: TaskFormPage },
              { path: '/tasks/:id', element: <TaskDetailPage /> },
              { path: '/tasks/:id/edit', Component: TaskFormPage },
              { path: '/properties', element: <PropertiesPage /> },
              { path: '/properties/new', element: <PropertyFormPage /> },
              { path: '/properties/:id', element: <PropertyDetailPage /> },
              { path: '/properties/:id/edit', element: <PropertyFormPage /> },
              { path: '/vendors', Component: VendorsPage },
              // The dashboard's quick action: the list with the add dialog open.
              { path: '/vendors/new', Component: VendorsPage },
              { path: '/vendors/:id', Component: lazy(() => import('../features/vendors/VendorDetailPage').then((m) => ({ default: m.VendorDetailPage }))) },
              { path: '/vendors/:id/edit', Component: lazy(() => import('../features/vendors/VendorEditPage').then((m) => ({ default: m.VendorEditPage }))) },
              { path: '/property-managers', Component: lazy(() => import('../features/property-managers/PropertyManagersPage').then((m) => ({ default: m.PropertyManagersPage }))) },
              { path: '/notes/bulk', Component: lazy(() => import('../features/notes/BulkNotesPage').then((m) => ({ default: m.BulkNotesPage }))) },
              { path: '/notes/unit/:unitId', Component: lazy(() => import('../features/notes/NotesHistoryPage').then((m) => ({ default: m.NotesHistoryPage }))) },
              { path: '/property-calculator', Component: CalculatorPage },
              { path: '/rent-planner', Component: RentPlannerPage },
              { path: '/rent/increases/upcoming', Component: UpcomingIncreasesPage },
              { path: '/settings', element: <SettingsPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
