import { routePatterns as at } from '../../config/routePatterns';
import type { ScreenRoute } from '../../config/routeManifest';

export const routes: ScreenRoute[] = [
  {
    path: at.profit,
    page: () => import('./PortfolioProfitPage').then((m) => m.PortfolioProfitPage),
    reads: () => import('./profitReads').then((m) => m.profitReads),
  },
];
