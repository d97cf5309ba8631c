import { routePatterns as at } from '../../config/routePatterns';
import type { ScreenRoute } from '../../config/routeManifest';

// The ledger (/expenses) shows each payment's receipts: src/app/routes/routes.ts declares it.
export const routes: ScreenRoute[] = [
  {
    path: at.expenseSummary,
    page: () => import('./ScheduleEPage').then((m) => m.ScheduleEPage),
    reads: () => import('./scheduleEReads').then((m) => m.scheduleEReads),
  },
  {
    path: at.expense1099,
    page: () => import('./Form1099Page').then((m) => m.Form1099Page),
    reads: () => import('./form1099Reads').then((m) => m.form1099Reads),
  },
];
