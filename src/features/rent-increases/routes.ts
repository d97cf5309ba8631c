import { routePatterns as at } from '../../config/routePatterns';
import type { ScreenRoute } from '../../config/routeManifest';

export const routes: ScreenRoute[] = [
  {
    path: at.rentPlanner,
    page: () => import('./RentPlannerPage').then((m) => m.RentPlannerPage),
    reads: () => import('./rentPlannerReads').then((m) => m.rentPlannerReads),
  },
  {
    path: at.upcomingIncreases,
    page: () => import('./UpcomingIncreasesPage').then((m) => m.UpcomingIncreasesPage),
    reads: () => import('./upcomingReads').then((m) => m.upcomingReads),
  },
];
