import { routePatterns as at } from '../../config/routePatterns';
import type { ScreenRoute } from '../../config/routeManifest';

// The list (/vendors, /vendors/new) shows the data-transfer feature's import button, and a vendor's
// page its documents: src/app/routes/routes.ts declares both.
export const routes: ScreenRoute[] = [
  { path: at.vendorEdit, page: () => import('./VendorEditPage').then((m) => m.VendorEditPage) },
];
