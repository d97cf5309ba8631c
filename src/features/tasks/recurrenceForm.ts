// The task form's schedule as typed, what it saves, what it checks, and what its preview asks the database.
import { format, isValid } from 'date-fns';
import type { Recurrence } from './recurrenceRules';
import { validateTask } from './taskRules';
import type { OccurrencePreviewArgs } from './tasksApi';

export type RepeatType = Exclude<Recurrence['type'], 'none'>;

/** The recurrence as typed: numbers stay text until saved, so a half-typed value is never lost. */
export interface RecurrenceForm {
  type: RepeatType;
  dayOfWeek: string;
  dayOfMonth: string;
  interval: string;
  fixedDates: Array<Date | null>;
  /** Monthly on the month's last day, whatever dayOfMonth says. */
  lastDayOfMonth: boolean;
  /** Fixed dates repeat every year (property tax on Jan 31 and Jul 31). */
  repeatYearly: boolean;
}

export const EMPTY_RECURRENCE: RecurrenceForm = {
  type: 'monthly',
  dayOfWeek: '',
  dayOfMonth: '',
  interval: '',
  fixedDates: [],
  lastDayOfMonth: false,
  repeatYearly: false,
};

const DATE = 'yyyy-MM-dd';
export const toDay = (date: Date | null) => (date && isValid(date) ? format(date, DATE) : null);
const toNumber = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * Only the fields of the chosen type are stored; fixed dates sorted, unset ones
 * dropped; the flags only when set, so an unchanged schedule saves the same JSON
 * and the database does not re-anchor it.
 */
export function toRecurrence(form: RecurrenceForm): Recurrence {
  switch (form.type) {
    case 'weekly':
      return { type: 'weekly', dayOfWeek: toNumber(form.dayOfWeek) };
    case 'monthly':
      return form.lastDayOfMonth
        ? { type: 'monthly', lastDayOfMonth: true }
        : { type: 'monthly', dayOfMonth: toNumber(form.dayOfMonth) };
    case 'everyXMonths':
      return { type: 'everyXMonths', interval: toNumber(form.interval) };
    case 'fixedDays': {
      const fixedDates = [...new Set(form.fixedDates.map(toDay).filter((d): d is string => !!d))].sort();
      return form.repeatYearly
        ? { type: 'fixedDays', fixedDates, repeatYearly: true }
        : { type: 'fixedDays', fixedDates };
    }
  }
}

export const invalid = (date: Date | null) => !!date && !isValid(date);
export const DATE_MESSAGE = 'Please enter a valid date';

/** The schedule part of the task form. */
export interface ScheduleForm {
  recurring: boolean;
  start_date: Date | null;
  end_date: Date | null;
  recurrence: RecurrenceForm;
}
export interface ScheduleErrors {
  start_date?: string;
  end_date?: string;
  fixedDates?: string;
}

/**
 * A recurring task needs a start date (its anchor), an end on or after
 * it, and at least one fixed date. The database refuses the same with its own words.
 */
export function scheduleErrors(form: ScheduleForm): ScheduleErrors {
  const errors: ScheduleErrors = {};
  if (!form.start_date) errors.start_date = 'A recurring task needs a start date';
  else if (invalid(form.start_date)) errors.start_date = DATE_MESSAGE;
  if (invalid(form.end_date)) errors.end_date = DATE_MESSAGE;
  else if (
    form.end_date &&
    form.start_date &&
    isValid(form.start_date) &&
    toDay(form.end_date)! < toDay(form.start_date)!
  ) {
    errors.end_date = 'The end date cannot be before the start date';
  }
  if (form.recurrence.type === 'fixedDays') {
    if (form.recurrence.fixedDates.some(invalid)) errors.fixedDates = DATE_MESSAGE;
    else if (!form.recurrence.fixedDates.some((d) => d && isValid(d))) errors.fixedDates = 'Add at least one date';
  }
  return errors;
}

/** What the form's "Next: …" preview asks the database, or null while the schedule is incomplete or wrong. */
export function previewArgs(form: ScheduleForm, from: string | null): OccurrencePreviewArgs | null {
  if (!form.recurring) return null;
  const recurrence = toRecurrence(form.recurrence);
  const ruleErrors = validateTask(
    { title: 'x', scope: 'Business', property_id: null, unit_id: null, recurrence, estimated_cost: '' },
    false,
  );
  if (Object.keys(ruleErrors).length || Object.keys(scheduleErrors(form)).length) return null;
  return { recurrence, start: toDay(form.start_date)!, end: toDay(form.end_date), from };
}
