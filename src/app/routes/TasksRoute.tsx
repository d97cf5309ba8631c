import { ImportCsvButton } from '../../features/data-transfer/ImportCsvButton';
import { TasksPage } from '../../features/tasks/TasksPage';

/** /tasks: the tasks list with the data-transfer feature's Import CSV button. */
export function TasksRoute() {
  return <TasksPage importAction={<ImportCsvButton kind="tasks" />} />;
}
