import { routePatterns as at } from '../../config/routePatterns';
import type { ScreenRoute } from '../../config/routeManifest';

export const routes: ScreenRoute[] = [
  {
    path: at.depreciation,
    page: () => import('./DepreciationSchedulePage').then((m) => m.DepreciationSchedulePage),
  },
];
