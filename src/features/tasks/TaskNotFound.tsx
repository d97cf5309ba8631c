import { NotFoundCard } from '../../components/feedback/NotFoundCard';
import { paths } from '../../config/paths';

export function TaskNotFound() {
  return <NotFoundCard title="Task not found" backTo={paths.tasks} backLabel="Back to tasks" />;
}
