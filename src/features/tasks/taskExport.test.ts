import { makeTask } from '../../../mocks/tasks';
import type { TaskListItem } from './tasksApi';
import { taskCsvRows } from './taskExport';

const listed = (task: Parameters<typeof makeTask>[0], embeds: Partial<TaskListItem> = {}): TaskListItem =>
  ({ ...makeTask(task), property: null, unit: null, vendor: null, ...embeds }) as TaskListItem;

describe('taskCsvRows', () => {
  it('writes the grid columns: place, date as shown, status of the day, cost as a number', () => {
    const rows = taskCsvRows(
      [
        listed({ id: 'a', title: 'Pay water', scope: 'Unit', due_date: '2027-03-01', estimated_cost: 80 }, {
          property: { id: 'p', name: 'Linden Row' },
          unit: { id: 'u', unit_label: 'Apt 1' },
          vendor: { id: 'v', name: 'Durham Water' },
        } as Partial<TaskListItem>),
        listed({ id: 'b', title: 'File taxes', due_date: '2027-02-01', status: 'Completed', actual_cost: 120.5 }),
      ],
      '2027-03-02',
    );
    expect(rows).toEqual([
      ['Pay water', 'Linden Row · Apt 1', 'Mar 1, 2027', 'Durham Water', 'Overdue', 80],
      ['File taxes', 'Business', 'Feb 1, 2027', '', 'Completed', 120.5],
    ]);
  });
});
