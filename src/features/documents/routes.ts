import { routePatterns as at } from '../../config/routePatterns';
import type { ScreenRoute } from '../../config/routeManifest';

export const routes: ScreenRoute[] = [
  { path: at.documents, page: () => import('./DocumentsPage').then((m) => m.DocumentsPage) },
];
