import { routePatterns as at } from '../../config/routePatterns';
import type { ScreenRoute } from '../../config/routeManifest';

// Reads nothing: the calculator works on what the landlord types.
export const routes: ScreenRoute[] = [
  { path: at.calculator, page: () => import('./CalculatorPage').then((m) => m.CalculatorPage) },
];
