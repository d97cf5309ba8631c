import { statusColor } from './statusColors';

describe('statusColor', () => {
  it.each([
    ['Overdue', 'error'],
    ['Due Today', 'warning'],
    ['Completed', 'success'],
    ['Applied', 'success'],
    ['Open', 'primary'],
    ['Scheduled', 'primary'],
    ['Skipped', 'default'],
    ['Cancelled', 'default'],
    ['Late', 'error'],
    ['Unpaid', 'warning'],
    ['Partly paid', 'warning'],
    ['Paid', 'success'],
    ['Credit', 'primary'],
    ['Vacant', 'default'],
    ['Something new', 'default'],
  ])('%s is %s', (status, color) => {
    expect(statusColor(status)).toBe(color);
  });
});
