import cases from '../../../tests/cases/dueDateCases.json';
import { effectiveDueDate } from './taskRules';

// One table for the browser's effectiveDueDate (here) and the database's private.due_on (the tasks.due_on column)
// (tests/integration/dueDateCases.test.ts), which the lists filter and order by.
describe('the effective due date: the shared cases', () => {
  it.each(cases)('$name', ({ due, ...task }) => {
    expect(effectiveDueDate(task)).toBe(due);
  });
});
