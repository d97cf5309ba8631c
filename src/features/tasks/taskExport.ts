import type { CsvCell } from '../../utils/csv';
import { formatDate } from '../../utils/format';
import { scopeLabel } from './taskScope';
import type { TaskListItem } from './tasksApi';
import { displayStatus, effectiveDueDate } from './taskRules';

/** The desktop grid's export columns (SPEC §2), for the phone's list, which has no grid to ask. */
export const TASK_CSV_HEADER = ['Task', 'Scope', 'Due Date', 'Vendor', 'Status', 'Cost'];

/** The rows shown, as the grid writes them: dates as shown, the cost as a number for a spreadsheet. */
export function taskCsvRows(tasks: TaskListItem[], today: string): CsvCell[][] {
  return tasks.map((task) => [
    task.title,
    scopeLabel(task),
    formatDate(effectiveDueDate(task)),
    task.vendor?.name ?? '',
    displayStatus(task, today),
    task.actual_cost ?? task.estimated_cost,
  ]);
}
