import { routePatterns as at } from '../../config/routePatterns';
import type { ScreenRoute } from '../../config/routeManifest';

export const routes: ScreenRoute[] = [
  {
    path: at.dashboard,
    page: () => import('./DashboardPage').then((m) => m.DashboardPage),
    reads: () => import('./dashboardReads').then((m) => m.dashboardReads),
  },
];
