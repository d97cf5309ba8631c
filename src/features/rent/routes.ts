import { routePatterns as at } from '../../config/routePatterns';
import type { ScreenRoute } from '../../config/routeManifest';

// A tenancy's page shows its documents: src/app/routes/routes.ts declares it.
export const routes: ScreenRoute[] = [
  {
    path: at.depositLetter,
    page: () => import('./DepositLetterPage').then((m) => m.DepositLetterPage),
    reads: () => import('./tenancyReads').then((m) => m.tenancyReads),
  },
];
