import { routePatterns as at } from '../../config/routePatterns';
import type { ScreenRoute } from '../../config/routeManifest';

// Screens that show more than one feature: their pages are the compositions in this folder, their
// first reads stay with the feature whose data the screen opens on.
const VendorsRoute = () => import('./VendorsRoute').then((m) => m.VendorsRoute);

export const routes: ScreenRoute[] = [
  {
    path: at.dashboard,
    page: () => import('./DashboardRoute').then((m) => m.DashboardRoute),
    reads: () => import('../../features/dashboard/dashboardReads').then((m) => m.dashboardReads),
  },
  {
    path: at.tasks,
    page: () => import('./TasksRoute').then((m) => m.TasksRoute),
    reads: () => import('../../features/tasks/tasksReads').then((m) => m.tasksReads),
  },
  {
    path: at.task,
    page: () => import('./TaskDetailRoute').then((m) => m.TaskDetailRoute),
    reads: () => import('../../features/tasks/taskDetailReads').then((m) => m.taskDetailReads),
  },
  {
    path: at.expenses,
    page: () => import('./ExpensesRoute').then((m) => m.ExpensesRoute),
    reads: () => import('../../features/expenses/expensesReads').then((m) => m.expensesReads),
  },
  {
    path: at.expenseSummary,
    page: () => import('./ScheduleERoute').then((m) => m.ScheduleERoute),
    reads: () => import('../../features/expenses/scheduleEReads').then((m) => m.scheduleEReads),
  },
  {
    path: at.properties,
    page: () => import('./PropertiesRoute').then((m) => m.PropertiesRoute),
    reads: () => import('../../features/properties/propertiesReads').then((m) => m.propertiesReads),
  },
  {
    path: at.property,
    page: () => import('./PropertyDetailRoute').then((m) => m.PropertyDetailRoute),
    reads: () => import('../../features/properties/propertyDetailReads').then((m) => m.propertyDetailReads),
  },
  {
    path: at.vendors,
    page: VendorsRoute,
    reads: () => import('../../features/vendors/vendorsReads').then((m) => m.vendorsReads),
  },
  // The dashboard's quick action: the list with the add dialog open.
  { path: at.vendorNew, page: VendorsRoute },
  {
    path: at.vendor,
    page: () => import('./VendorDetailRoute').then((m) => m.VendorDetailRoute),
    reads: () => import('../../features/vendors/vendorDetailReads').then((m) => m.vendorDetailReads),
  },
  {
    path: at.tenancy,
    page: () => import('./TenancyRoute').then((m) => m.TenancyRoute),
    reads: () => import('../../features/rent/tenancyReads').then((m) => m.tenancyReads),
  },
  {
    path: at.rentRoll,
    page: () => import('./RentRollRoute').then((m) => m.RentRollRoute),
    reads: () => import('../../features/rent/rentRollReads').then((m) => m.rentRollReads),
  },
  {
    path: at.settings,
    page: () => import('./SettingsRoute').then((m) => m.SettingsRoute),
    reads: () => import('../../features/settings/settingsReads').then((m) => m.settingsReads),
  },
  // Any other address, inside the shell so that the navigation still works.
  { path: at.notFound, page: () => import('../NotFoundPage').then((m) => m.NotFoundPage) },
];
