import { TaskDetailPage } from '../../features/tasks/TaskDetailPage';
import { receipt } from './TaskReceipt';

/** /tasks/:id: the task's page, a paid completion then offering its receipt (the documents feature's). */
export function TaskDetailRoute() {
  return <TaskDetailPage receipt={receipt} />;
}
