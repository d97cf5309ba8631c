import { routePatterns as at } from '../../config/routePatterns';
import type { ScreenRoute } from '../../config/routeManifest';

// The list (/vendors, /vendors/new) shows the data-transfer feature's import button: src/app/routes/routes.ts declares it.
export const routes: ScreenRoute[] = [
  {
    path: at.vendor,
    page: () => import('./VendorDetailPage').then((m) => m.VendorDetailPage),
    reads: () => import('./vendorDetailReads').then((m) => m.vendorDetailReads),
  },
  { path: at.vendorEdit, page: () => import('./VendorEditPage').then((m) => m.VendorEditPage) },
];
