import { routePatterns as at } from '../../config/routePatterns';
import type { ScreenRoute } from '../../config/routeManifest';

// The ledger (/expenses) and Schedule E (/expenses/summary) show each payment's receipts:
// src/app/routes/routes.ts declares them.
export const routes: ScreenRoute[] = [
  {
    path: at.expense1099,
    page: () => import('./Form1099Page').then((m) => m.Form1099Page),
    reads: () => import('./form1099Reads').then((m) => m.form1099Reads),
  },
];
