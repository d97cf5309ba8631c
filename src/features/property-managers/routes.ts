import { routePatterns as at } from '../../config/routePatterns';
import type { ScreenRoute } from '../../config/routeManifest';

export const routes: ScreenRoute[] = [
  {
    path: at.propertyManagers,
    page: () => import('./PropertyManagersPage').then((m) => m.PropertyManagersPage),
    reads: () => import('./propertyManagersReads').then((m) => m.propertyManagersReads),
  },
];
