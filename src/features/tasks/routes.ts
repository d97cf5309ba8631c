import { routePatterns as at } from '../../config/routePatterns';
import type { ScreenRoute } from '../../config/routeManifest';

// The list (/tasks) shows the data-transfer feature's import button, and the list and a task's page
// a completion's receipt: src/app/routes/routes.ts declares both.
const TaskFormPage = () => import('./TaskFormPage').then((m) => m.TaskFormPage);

export const routes: ScreenRoute[] = [
  { path: at.taskNew, page: TaskFormPage },
  { path: at.taskEdit, page: TaskFormPage },
];
