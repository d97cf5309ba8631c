import { addMonths, addWeeks, compareAsc, format, isAfter, isValid, parseISO } from 'date-fns';

/** SPEC §3 Recurrence, as stored in tasks.recurrence (jsonb). */
export type RecurrenceType = 'none' | 'weekly' | 'monthly' | 'everyXMonths' | 'fixedDays';
export interface Recurrence {
  type: RecurrenceType;
  dayOfWeek?: number | null; // 0 = Sunday
  dayOfMonth?: number | null;
  interval?: number | null; // months
  fixedDates?: string[] | null; // yyyy-MM-dd
}

const DATE = 'yyyy-MM-dd';
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export const isRecurring = (recurrence: Recurrence | null | undefined): recurrence is Recurrence =>
  !!recurrence && recurrence.type !== 'none';

/**
 * SPEC §4 next due date: from the current next_due_date, or else start_date.
 * weekly +1 week; monthly +1 month (Jan 31 → Feb 28, date-fns clamps to the
 * month's end); everyXMonths + interval months (none without an interval);
 * fixedDays the earliest listed date later than now (none if there are none).
 */
export function nextDueDate(
  task: { next_due_date: string | null; start_date: string | null; recurrence: Recurrence | null },
  now: Date,
): string | null {
  const recurrence = task.recurrence;
  if (!isRecurring(recurrence)) return null;
  if (recurrence.type === 'fixedDays') {
    const upcoming = (recurrence.fixedDates ?? [])
      .map((d) => parseISO(d))
      .filter((d) => isValid(d) && isAfter(d, now))
      .sort(compareAsc);
    return upcoming.length ? format(upcoming[0], DATE) : null;
  }
  const fromText = task.next_due_date ?? task.start_date;
  if (!fromText) return null;
  const from = parseISO(fromText);
  switch (recurrence.type) {
    case 'weekly':
      return format(addWeeks(from, 1), DATE);
    case 'monthly':
      return format(addMonths(from, 1), DATE);
    case 'everyXMonths':
      return recurrence.interval ? format(addMonths(from, recurrence.interval), DATE) : null;
    default:
      return null;
  }
}

const ordinal = (n: number) => {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** A recurrence in words, for the task detail and list. */
export function describeRecurrence(recurrence: Recurrence | null | undefined): string {
  if (!isRecurring(recurrence)) return 'One-time';
  switch (recurrence.type) {
    case 'weekly':
      return recurrence.dayOfWeek !== null && recurrence.dayOfWeek !== undefined
        ? `Weekly on ${WEEKDAYS[recurrence.dayOfWeek]}`
        : 'Weekly';
    case 'monthly':
      return recurrence.dayOfMonth ? `Monthly on the ${ordinal(recurrence.dayOfMonth)}` : 'Monthly';
    case 'everyXMonths':
      return recurrence.interval === 1 ? 'Every month' : `Every ${recurrence.interval ?? '?'} months`;
    case 'fixedDays': {
      const dates = (recurrence.fixedDates ?? []).filter((d) => isValid(parseISO(d))).sort();
      return dates.length ? `On ${dates.map((d) => format(parseISO(d), 'MMM d')).join(', ')}` : 'On fixed dates (none set)';
    }
    default:
      return 'One-time';
  }
}
