import { ImportCsvButton } from '../../features/data-transfer/ImportCsvButton';
import { TasksPage } from '../../features/tasks/TasksPage';
import { receipt } from './TaskReceipt';

/** /tasks: the tasks list with the data-transfer feature's Import CSV button, and a completion's receipt (documents). */
export function TasksRoute() {
  return <TasksPage importAction={<ImportCsvButton kind="tasks" />} receipt={receipt} />;
}
