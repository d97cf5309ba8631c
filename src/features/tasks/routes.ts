import { routePatterns as at } from '../../config/routePatterns';
import type { ScreenRoute } from '../../config/routeManifest';

// The list (/tasks) shows the data-transfer feature's import button: src/app/routes/routes.ts declares it.
const TaskFormPage = () => import('./TaskFormPage').then((m) => m.TaskFormPage);

export const routes: ScreenRoute[] = [
  { path: at.taskNew, page: TaskFormPage },
  {
    path: at.task,
    page: () => import('./TaskDetailPage').then((m) => m.TaskDetailPage),
    reads: () => import('./taskDetailReads').then((m) => m.taskDetailReads),
  },
  { path: at.taskEdit, page: TaskFormPage },
];
