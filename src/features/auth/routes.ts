import { routePatterns as at } from '../../config/routePatterns';
import type { ScreenRoute } from '../../config/routeManifest';

// The link in a password-reset email signs the user in; the new password is asked for outside the shell.
export const routes: ScreenRoute[] = [
  { path: at.resetPassword, frame: 'gate', page: () => import('./ResetPasswordPage').then((m) => m.ResetPasswordPage) },
];
