import { describeRecurrence, isRecurring, type Recurrence } from './recurrenceRules';

// The dates themselves are the database's (tests/integration/recurrence.test.ts).
describe('describeRecurrence', () => {
  it.each<[Recurrence | null, string]>([
    [null, 'One-time'],
    [{ type: 'none' }, 'One-time'],
    [{ type: 'weekly', dayOfWeek: 0 }, 'Weekly on Sunday'],
    [{ type: 'weekly' }, 'Weekly'],
    [{ type: 'monthly', dayOfMonth: 1 }, 'Monthly on the 1st'],
    [{ type: 'monthly', dayOfMonth: 22 }, 'Monthly on the 22nd'],
    [{ type: 'monthly', dayOfMonth: 13 }, 'Monthly on the 13th'],
    [{ type: 'monthly', dayOfMonth: 31 }, 'Monthly on the 31st'],
    [{ type: 'monthly', lastDayOfMonth: true }, 'Monthly on the last day'],
    [{ type: 'monthly' }, 'Monthly'],
    [{ type: 'everyXMonths', interval: 3 }, 'Every 3 months'],
    [{ type: 'everyXMonths', interval: 1 }, 'Every month'],
    [{ type: 'fixedDays', fixedDates: ['2026-10-15', '2026-04-15'] }, 'On Apr 15, 2026, Oct 15, 2026'],
    [
      { type: 'fixedDays', fixedDates: ['2027-07-31', '2027-01-31'], repeatYearly: true },
      'Every year on Jan 31, Jul 31',
    ],
    [{ type: 'fixedDays', fixedDates: [] }, 'On fixed dates (none set)'],
  ])('%j → %s', (recurrence, text) => {
    expect(describeRecurrence(recurrence)).toBe(text);
  });
});

describe('isRecurring', () => {
  it('is false for none and null, true for a repeating type', () => {
    expect(isRecurring(null)).toBe(false);
    expect(isRecurring({ type: 'none' })).toBe(false);
    expect(isRecurring({ type: 'fixedDays', fixedDates: ['2027-01-01'] })).toBe(true);
  });
});
