import { routePatterns as at } from '../../config/routePatterns';
import type { ScreenRoute } from '../../config/routeManifest';

// The list and the detail screen show other features' parts: src/app/routes/routes.ts declares them.
const PropertyFormPage = () => import('./PropertyFormPage').then((m) => m.PropertyFormPage);

export const routes: ScreenRoute[] = [
  { path: at.propertyNew, page: PropertyFormPage },
  { path: at.propertyEdit, page: PropertyFormPage },
];
