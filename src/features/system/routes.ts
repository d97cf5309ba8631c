import { routePatterns as at } from '../../config/routePatterns';
import type { ScreenRoute } from '../../config/routeManifest';

// Open to everyone: it says whether the backend answers, with or without a session.
export const routes: ScreenRoute[] = [
  { path: at.status, frame: 'open', page: () => import('./BackendStatusPage').then((m) => m.BackendStatusPage) },
];
