import { format, isValid, parseISO } from 'date-fns';
import type { Recurrence } from './recurrenceRules';
import { cleanLinks, cleanList, toTaskSchedule, validateTask, type TaskFormErrors, type TaskLink, type TaskScope, type TaskStatus } from './taskRules';
import type { FinishAction, OccurrencePreviewArgs, TaskDetail, TaskFormOptions, TaskInput } from './tasksApi';

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

export interface ChecklistItem {
  id: string;
  text: string;
  done: boolean;
}

export interface TaskForm {
  title: string;
  scope: TaskScope | '';
  property_id: string;
  unit_id: string;
  vendor_id: string;
  status: TaskStatus;
  /** Kept apart from the recurrence so switching to one-time and back keeps what was set. */
  recurring: boolean;
  // Dates as the pickers hold them: an unfinished date is an Invalid Date, not null.
  due_date: Date | null;
  start_date: Date | null;
  end_date: Date | null;
  recurrence: RecurrenceForm;
  estimated_cost: string;
  notes: string;
  links: TaskLink[];
  account_numbers: string[];
  payment_methods: string[];
  checklist: ChecklistItem[];
}

export type TaskFormPageErrors = TaskFormErrors & { due_date?: string; start_date?: string; end_date?: string; fixedDates?: string };

export const EMPTY_RECURRENCE: RecurrenceForm = {
  type: 'monthly',
  dayOfWeek: '',
  dayOfMonth: '',
  interval: '',
  fixedDates: [],
  lastDayOfMonth: false,
  repeatYearly: false,
};

export const EMPTY_TASK_FORM: TaskForm = {
  title: '',
  scope: '',
  property_id: '',
  unit_id: '',
  vendor_id: '',
  status: 'Open',
  recurring: false,
  due_date: null,
  start_date: null,
  end_date: null,
  recurrence: EMPTY_RECURRENCE,
  estimated_cost: '',
  notes: '',
  links: [],
  account_numbers: [],
  payment_methods: [],
  checklist: [],
};

/** SPEC §2: ?property= and ?vendor= prefill a new task. */
export function newTaskForm(params: URLSearchParams): TaskForm {
  const property = params.get('property');
  return {
    ...EMPTY_TASK_FORM,
    ...(property ? { scope: 'Property' as const, property_id: property } : {}),
    vendor_id: params.get('vendor') ?? '',
  };
}

const toDate = (value: string | null | undefined) => (value ? parseISO(value) : null);
const toText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const asArray = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

export function fromTask(task: TaskDetail): TaskForm {
  const r = task.recurrence;
  const recurring = !!r && r.type !== 'none';
  return {
    title: task.title,
    scope: task.scope as TaskScope,
    property_id: task.property_id ?? '',
    unit_id: task.unit_id ?? '',
    vendor_id: task.vendor_id ?? '',
    status: task.status as TaskStatus,
    recurring,
    due_date: toDate(task.due_date),
    start_date: toDate(task.start_date),
    end_date: toDate(task.end_date),
    recurrence: recurring
      ? {
          type: r.type as RepeatType,
          dayOfWeek: toText(r.dayOfWeek),
          dayOfMonth: toText(r.dayOfMonth),
          interval: toText(r.interval),
          fixedDates: (r.fixedDates ?? []).map((d) => parseISO(d)),
          lastDayOfMonth: !!r.lastDayOfMonth,
          repeatYearly: !!r.repeatYearly,
        }
      : EMPTY_RECURRENCE,
    estimated_cost: toText(task.estimated_cost),
    notes: task.notes ?? '',
    links: asArray<TaskLink>(task.links),
    account_numbers: asArray<string>(task.account_numbers),
    payment_methods: asArray<string>(task.payment_methods),
    checklist: asArray<ChecklistItem>(task.checklist),
  };
}

const DATE = 'yyyy-MM-dd';
const toDay = (date: Date | null) => (date && isValid(date) ? format(date, DATE) : null);
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
      return form.lastDayOfMonth ? { type: 'monthly', lastDayOfMonth: true } : { type: 'monthly', dayOfMonth: toNumber(form.dayOfMonth) };
    case 'everyXMonths':
      return { type: 'everyXMonths', interval: toNumber(form.interval) };
    case 'fixedDays': {
      const fixedDates = [...new Set(form.fixedDates.map(toDay).filter((d): d is string => !!d))].sort();
      return form.repeatYearly ? { type: 'fixedDays', fixedDates, repeatYearly: true } : { type: 'fixedDays', fixedDates };
    }
  }
}

const invalid = (date: Date | null) => !!date && !isValid(date);
const DATE_MESSAGE = 'Please enter a valid date';

/** SPEC §5 task rules, plus dates the pickers could not read. */
export function validateTaskForm(form: TaskForm, options: TaskFormOptions | undefined): TaskFormPageErrors {
  const property = options?.properties.find((p) => p.id === form.property_id);
  const errors: TaskFormPageErrors = validateTask(
    {
      title: form.title,
      scope: form.scope,
      property_id: form.property_id || null,
      unit_id: form.unit_id || null,
      recurrence: form.recurring ? toRecurrence(form.recurrence) : null,
      estimated_cost: form.estimated_cost,
    },
    !!property?.units.length,
  );
  if (!form.recurring && invalid(form.due_date)) errors.due_date = DATE_MESSAGE;
  if (form.recurring) Object.assign(errors, scheduleErrors(form));
  return errors;
}

/**
 * Issue 19: a recurring task needs a start date (its anchor), an end on or after
 * it, and at least one fixed date. The database refuses the same with its own words.
 */
function scheduleErrors(form: TaskForm): TaskFormPageErrors {
  const errors: TaskFormPageErrors = {};
  if (!form.start_date) errors.start_date = 'A recurring task needs a start date';
  else if (invalid(form.start_date)) errors.start_date = DATE_MESSAGE;
  if (invalid(form.end_date)) errors.end_date = DATE_MESSAGE;
  else if (form.end_date && form.start_date && isValid(form.start_date) && toDay(form.end_date)! < toDay(form.start_date)!) {
    errors.end_date = 'The end date cannot be before the start date';
  }
  if (form.recurrence.type === 'fixedDays') {
    if (form.recurrence.fixedDates.some(invalid)) errors.fixedDates = DATE_MESSAGE;
    else if (!form.recurrence.fixedDates.some((d) => d && isValid(d))) errors.fixedDates = 'Add at least one date';
  }
  return errors;
}

/** What the form's "Next: …" preview asks the database, or null while the schedule is incomplete or wrong. */
export function previewArgs(form: TaskForm, from: string | null): OccurrencePreviewArgs | null {
  if (!form.recurring) return null;
  const recurrence = toRecurrence(form.recurrence);
  const ruleErrors = validateTask({ title: 'x', scope: 'Business', property_id: null, unit_id: null, recurrence, estimated_cost: '' }, false);
  if (Object.keys(ruleErrors).length || Object.keys(scheduleErrors(form)).length) return null;
  return { recurrence, start: toDay(form.start_date)!, end: toDay(form.end_date), from };
}

/**
 * The edit to save, and whether it finishes the occurrence: an Open task set to
 * Completed or Skipped in the form goes through the same completion (or skip)
 * as the buttons, so the status itself is not written directly.
 */
export function toTaskUpdate(form: TaskForm, savedStatus: TaskStatus): { changes: TaskInput; finish?: FinishAction } {
  const changes = toTaskInput(form);
  if (savedStatus === 'Open' && (form.status === 'Completed' || form.status === 'Skipped')) {
    return { changes: { ...changes, status: 'Open' }, finish: form.status };
  }
  return { changes };
}

/** SPEC §4 save mapping; blank list entries dropped (§5). Call after validateTaskForm passed. */
export function toTaskInput(form: TaskForm): TaskInput {
  const schedule = toTaskSchedule({
    scope: form.scope as TaskScope,
    property_id: form.property_id || null,
    unit_id: form.unit_id || null,
    due_date: toDay(form.due_date),
    start_date: toDay(form.start_date),
    recurrence: form.recurring ? toRecurrence(form.recurrence) : null,
  });
  const recurring = schedule.recurrence !== null;
  return {
    ...schedule,
    recurrence: schedule.recurrence as TaskInput['recurrence'],
    title: form.title.trim(),
    vendor_id: form.vendor_id || null,
    status: form.status,
    end_date: recurring ? toDay(form.end_date) : null,
    // A task turned one-time must not keep the next date of its old recurrence (it would win over due_date).
    ...(recurring ? {} : { next_due_date: null }),
    estimated_cost: form.estimated_cost.trim() ? Number(form.estimated_cost) : null,
    notes: form.notes.trim() || null,
    links: cleanLinks(form.links) as unknown as TaskInput['links'],
    account_numbers: cleanList(form.account_numbers),
    payment_methods: cleanList(form.payment_methods),
    checklist: form.checklist
      .map((item) => ({ ...item, text: item.text.trim() }))
      .filter((item) => item.text) as unknown as TaskInput['checklist'],
  };
}

/** Checklist ids only need to be unique within one task. */
export const newChecklistId = () => `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
