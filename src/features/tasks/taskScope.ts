import type { TaskListItem } from './tasksApi';

/** Where a task belongs, as the list and the task page name it: Business, or the property · unit. */
export const scopeLabel = (task: Pick<TaskListItem, 'scope' | 'property' | 'unit'>) =>
  task.scope === 'Business'
    ? 'Business'
    : [task.property?.name, task.scope === 'Unit' ? task.unit?.unit_label : null].filter(Boolean).join(' · ');
