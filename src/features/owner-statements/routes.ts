import { routePatterns as at } from '../../config/routePatterns';
import type { ScreenRoute } from '../../config/routeManifest';

export const routes: ScreenRoute[] = [
  {
    path: at.ownerStatement,
    page: () => import('./OwnerStatementPage').then((m) => m.OwnerStatementPage),
  },
];
