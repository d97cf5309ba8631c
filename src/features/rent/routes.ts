import { routePatterns as at } from '../../config/routePatterns';
import type { ScreenRoute } from '../../config/routeManifest';

export const routes: ScreenRoute[] = [
  {
    path: at.tenancy,
    page: () => import('./TenancyPage').then((m) => m.TenancyPage),
    reads: () => import('./tenancyReads').then((m) => m.tenancyReads),
  },
  {
    path: at.depositLetter,
    page: () => import('./DepositLetterPage').then((m) => m.DepositLetterPage),
    reads: () => import('./tenancyReads').then((m) => m.tenancyReads),
  },
];
