import { describeRecurrence, nextDueDate, type Recurrence } from './recurrenceRules';

const now = new Date(2026, 10, 22, 9, 0); // Sun 22 Nov 2026, 09:00 local
const task = (recurrence: Recurrence | null, next_due_date: string | null = null, start_date: string | null = '2026-11-01') => ({
  recurrence,
  next_due_date,
  start_date,
});

describe('nextDueDate (SPEC §4)', () => {
  it('adds a week to the next due date, else to the start date', () => {
    expect(nextDueDate(task({ type: 'weekly', dayOfWeek: 1 }, '2026-11-23'), now)).toBe('2026-11-30');
    expect(nextDueDate(task({ type: 'weekly' }, null, '2026-11-01'), now)).toBe('2026-11-08');
  });

  it('adds a month, holding to the end of shorter months', () => {
    expect(nextDueDate(task({ type: 'monthly', dayOfMonth: 15 }, '2026-11-15'), now)).toBe('2026-12-15');
    expect(nextDueDate(task({ type: 'monthly', dayOfMonth: 31 }, '2027-01-31'), now)).toBe('2027-02-28');
    expect(nextDueDate(task({ type: 'monthly' }, '2028-01-31'), now)).toBe('2028-02-29');
    expect(nextDueDate(task({ type: 'monthly' }, '2026-12-31'), now)).toBe('2027-01-31');
  });

  it('adds the interval in months, and gives none without an interval', () => {
    expect(nextDueDate(task({ type: 'everyXMonths', interval: 3 }, '2026-11-30'), now)).toBe('2027-02-28');
    expect(nextDueDate(task({ type: 'everyXMonths', interval: 12 }, '2026-04-15'), now)).toBe('2027-04-15');
    expect(nextDueDate(task({ type: 'everyXMonths' }, '2026-11-30'), now)).toBeNull();
    expect(nextDueDate(task({ type: 'everyXMonths', interval: null }, '2026-11-30'), now)).toBeNull();
  });

  it('picks the earliest listed date later than now for fixed days', () => {
    const fixed = { type: 'fixedDays' as const, fixedDates: ['2027-04-15', '2026-10-15', '2026-12-01', '2026-11-22'] };
    expect(nextDueDate(task(fixed), now)).toBe('2026-12-01');
  });

  it('gives none for fixed days when the list is empty, absent or all past', () => {
    expect(nextDueDate(task({ type: 'fixedDays', fixedDates: [] }), now)).toBeNull();
    expect(nextDueDate(task({ type: 'fixedDays' }), now)).toBeNull();
    expect(nextDueDate(task({ type: 'fixedDays', fixedDates: ['2025-01-01'] }), now)).toBeNull();
  });

  it('gives none for a one-time task, or without a date to count from', () => {
    expect(nextDueDate(task(null), now)).toBeNull();
    expect(nextDueDate(task({ type: 'none' }), now)).toBeNull();
    expect(nextDueDate(task({ type: 'weekly' }, null, null), now)).toBeNull();
  });
});

describe('describeRecurrence', () => {
  it.each<[Recurrence | null, string]>([
    [null, 'One-time'],
    [{ type: 'none' }, 'One-time'],
    [{ type: 'weekly', dayOfWeek: 0 }, 'Weekly on Sunday'],
    [{ type: 'weekly' }, 'Weekly'],
    [{ type: 'monthly', dayOfMonth: 1 }, 'Monthly on the 1st'],
    [{ type: 'monthly', dayOfMonth: 22 }, 'Monthly on the 22nd'],
    [{ type: 'monthly', dayOfMonth: 13 }, 'Monthly on the 13th'],
    [{ type: 'everyXMonths', interval: 3 }, 'Every 3 months'],
    [{ type: 'everyXMonths', interval: 1 }, 'Every month'],
    [{ type: 'fixedDays', fixedDates: ['2026-10-15', '2026-04-15'] }, 'On Apr 15, Oct 15'],
    [{ type: 'fixedDays', fixedDates: [] }, 'On fixed dates (none set)'],
  ])('%j → %s', (recurrence, text) => {
    expect(describeRecurrence(recurrence)).toBe(text);
  });
});
