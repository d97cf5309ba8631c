import { isValid, parseISO } from 'date-fns';
import { formatDate, formatMonthDay } from '../../utils/format';

/**
 * SPEC §3 Recurrence, as stored in tasks.recurrence (jsonb), with two
 * additions: lastDayOfMonth (monthly) and repeatYearly (fixedDays).
 *
 * The dates a recurrence produces are computed only by the database
 * (private.next_occurrence): completing a task steps it there, and the form's
 * preview asks it through the preview_occurrences rpc. This file only names
 * and describes a recurrence.
 */
export type RecurrenceType = 'none' | 'weekly' | 'monthly' | 'everyXMonths' | 'fixedDays';
// A type, not an interface, so it fits the generated Json type when written.
export type Recurrence = {
  type: RecurrenceType;
  dayOfWeek?: number | null; // 0 = Sunday
  dayOfMonth?: number | null;
  lastDayOfMonth?: boolean | null;
  interval?: number | null; // months
  fixedDates?: string[] | null; // yyyy-MM-dd
  repeatYearly?: boolean | null;
};

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export const isRecurring = (recurrence: Recurrence | null | undefined): recurrence is Recurrence =>
  !!recurrence && recurrence.type !== 'none';

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
      if (recurrence.lastDayOfMonth) return 'Monthly on the last day';
      return recurrence.dayOfMonth ? `Monthly on the ${ordinal(recurrence.dayOfMonth)}` : 'Monthly';
    case 'everyXMonths':
      return recurrence.interval === 1 ? 'Every month' : `Every ${recurrence.interval ?? '?'} months`;
    case 'fixedDays': {
      const dates = (recurrence.fixedDates ?? []).filter((d) => isValid(parseISO(d))).sort();
      if (!dates.length) return 'On fixed dates (none set)';
      if (recurrence.repeatYearly) {
        const days = [...new Set(dates.map((d) => d.slice(5)))].sort().map((md) => formatMonthDay(`2000-${md}`));
        return `Every year on ${days.join(', ')}`;
      }
      return `On ${dates.map(formatDate).join(', ')}`;
    }
    default:
      return 'One-time';
  }
}

const RECURRENCE_TYPES: readonly string[] = ['none', 'weekly', 'monthly', 'everyXMonths', 'fixedDays'];
type JsonValue = string | number | boolean | null | { [key: string]: JsonValue | undefined } | JsonValue[];

/**
 * The recurrence column (jsonb) read at the API boundary: an object with a known type, its
 * fields kept only when they have their type; anything else is no schedule.
 */
export function parseRecurrence(value: JsonValue | undefined): Recurrence | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const { type } = value;
  if (typeof type !== 'string' || !RECURRENCE_TYPES.includes(type)) return null;
  const recurrence: Recurrence = { type: type as RecurrenceType };
  const numberOrNull = (key: 'dayOfWeek' | 'dayOfMonth' | 'interval') => {
    const field = value[key];
    if (typeof field === 'number' || field === null) recurrence[key] = field;
  };
  const booleanOrNull = (key: 'lastDayOfMonth' | 'repeatYearly') => {
    const field = value[key];
    if (typeof field === 'boolean' || field === null) recurrence[key] = field;
  };
  numberOrNull('dayOfWeek');
  numberOrNull('dayOfMonth');
  numberOrNull('interval');
  booleanOrNull('lastDayOfMonth');
  booleanOrNull('repeatYearly');
  const dates = value.fixedDates;
  if (dates === null) recurrence.fixedDates = null;
  else if (Array.isArray(dates)) recurrence.fixedDates = dates.filter((d): d is string => typeof d === 'string');
  return recurrence;
}
