import { parseISO } from 'date-fns';
import { moneyText, moneyValue } from '../../utils/money';
import {
  DATE_MESSAGE,
  EMPTY_RECURRENCE,
  invalid,
  scheduleErrors,
  toDay,
  toRecurrence,
  type RecurrenceForm,
  type RepeatType,
} from './recurrenceForm';
import type { ChecklistItem, TaskLink } from './taskJson';
import {
  cleanLinks,
  cleanList,
  linkErrors,
  toTaskSchedule,
  validateTask,
  type TaskFormErrors,
  type TaskScope,
  type TaskStatus,
} from './taskRules';
import type { FinishAction, TaskDetail, TaskFormOptions, TaskInput } from './tasksApi';

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
  /** Completions are booked as the property's mortgage payments, split by its loan. */
  mortgage_payment: boolean;
}

export type TaskFormPageErrors = TaskFormErrors & {
  due_date?: string;
  start_date?: string;
  end_date?: string;
  fixedDates?: string;
  links?: Record<number, string>;
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
  mortgage_payment: false,
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
    estimated_cost: moneyText(task.estimated_cost),
    notes: task.notes ?? '',
    links: task.links,
    account_numbers: task.account_numbers,
    payment_methods: task.payment_methods,
    checklist: task.checklist,
    mortgage_payment: task.mortgage_payment,
  };
}

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
  const links = linkErrors(form.links);
  if (Object.keys(links).length) errors.links = links;
  return errors;
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
    estimated_cost: moneyValue(form.estimated_cost),
    notes: form.notes.trim() || null,
    links: cleanLinks(form.links),
    account_numbers: cleanList(form.account_numbers),
    payment_methods: cleanList(form.payment_methods),
    checklist: form.checklist.map((item) => ({ ...item, text: item.text.trim() })).filter((item) => item.text),
    // Only a task of a property can be its mortgage payment.
    mortgage_payment: form.mortgage_payment && schedule.property_id !== null,
  };
}

/** Checklist ids only need to be unique within one task. */
export const newChecklistId = () => `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
