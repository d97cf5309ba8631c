import { ImportCsvButton } from '../../features/data-transfer/ImportCsvButton';
import type { CompletedOccurrence } from '../../features/tasks/CompleteTaskDialog';
import { TasksPage } from '../../features/tasks/TasksPage';
import { TaskReceipt } from './TaskReceipt';

const receipt = (completed: CompletedOccurrence) => <TaskReceipt {...completed} />;

/** /tasks: the tasks list with the data-transfer feature's Import CSV button, and a completion's receipt (documents). */
export function TasksRoute() {
  return <TasksPage importAction={<ImportCsvButton kind="tasks" />} receipt={receipt} />;
}
