import type { Recurrence } from './recurrenceRules';
import { isRecurring } from './recurrenceRules';
import { formatCurrency, formatDate } from '../../utils/format';
import { linkError, linkValue } from '../../utils/links';
import { moneyError } from '../../utils/money';
import type { TaskLink } from './taskJson';

export type TaskStatus = 'Open' | 'Completed' | 'Skipped';
export type TaskScope = 'Business' | 'Property' | 'Unit';
export type DisplayStatus = 'Completed' | 'Skipped' | 'Overdue' | 'Due Today' | 'Open';

/** The save-queue key of a task's completion. */
export const completionSaveKey = (taskId: string) => `task-complete:${taskId}`;

/** The date a task is due: the next occurrence of a recurring task, else its due date. */
export function effectiveDueDate(task: {
  next_due_date: string | null;
  due_date: string | null;
  start_date: string | null;
}): string | null {
  return task.next_due_date ?? task.due_date ?? task.start_date;
}

/**
 * SPEC §4 display status: Completed; Overdue when the due date is before today
 * and not Completed; Due Today; otherwise Open. Skipped shows as Skipped (§4:
 * "Skipped is displayed and filterable"). `today` is the landlord's day (yyyy-MM-dd).
 */
export function displayStatus(
  task: { status: string; next_due_date: string | null; due_date: string | null; start_date: string | null },
  today: string,
): DisplayStatus {
  if (task.status === 'Completed') return 'Completed';
  if (task.status === 'Skipped') return 'Skipped';
  const due = effectiveDueDate(task);
  if (!due) return 'Open';
  if (due < today) return 'Overdue';
  if (due === today) return 'Due Today';
  return 'Open';
}

/**
 * SPEC §5: links missing a label or url, and blank account numbers and payment methods, are
 * dropped. A url without a scheme gets https://, as the vendor and manager forms do; one the
 * link rule refuses never gets here (linkErrors stops the save first).
 */
export function cleanLinks(links: TaskLink[]): TaskLink[] {
  return links
    .map((link) => ({ label: link.label.trim(), url: linkValue(link.url) ?? '' }))
    .filter((link) => link.label && link.url);
}

/** The link rule's sentence for each typed url it refuses, by its place in the list. */
export function linkErrors(links: TaskLink[]): Record<number, string> {
  const errors: Record<number, string> = {};
  links.forEach((link, index) => {
    const problem = linkError(link.url);
    if (problem) errors[index] = problem;
  });
  return errors;
}

export function cleanList(values: string[]): string[] {
  return values.map((value) => value.trim()).filter(Boolean);
}

export interface TaskSchedule {
  scope: TaskScope;
  property_id: string | null;
  unit_id: string | null;
  due_date: string | null;
  start_date: string | null;
  recurrence: Recurrence | null;
}

/**
 * SPEC §4 task form: one-time tasks save due_date only; recurring tasks save
 * start_date only; recurrence is null when its type is none. Business scope
 * clears the property; the unit is kept only for Unit scope.
 */
export function toTaskSchedule(form: TaskSchedule): TaskSchedule {
  const recurring = isRecurring(form.recurrence);
  return {
    scope: form.scope,
    property_id: form.scope === 'Business' ? null : form.property_id,
    unit_id: form.scope === 'Unit' ? form.unit_id : null,
    due_date: recurring ? null : form.due_date,
    start_date: recurring ? form.start_date : null,
    recurrence: recurring ? form.recurrence : null,
  };
}

export interface TaskFormErrors {
  title?: string;
  scope?: string;
  property_id?: string;
  unit_id?: string;
  dayOfMonth?: string;
  interval?: string;
  estimated_cost?: string;
}

/** SPEC §5 task rules. `propertyHasUnits` decides whether a Unit task must name its unit. */
export function validateTask(
  form: {
    title: string;
    scope: TaskScope | '';
    property_id: string | null;
    unit_id: string | null;
    recurrence: Recurrence | null;
    estimated_cost: string;
  },
  propertyHasUnits: boolean,
): TaskFormErrors {
  const errors: TaskFormErrors = {};
  if (!form.title.trim()) errors.title = 'Task title is required';
  if (!form.scope) errors.scope = 'Scope is required';
  if ((form.scope === 'Property' || form.scope === 'Unit') && !form.property_id)
    errors.property_id = 'Property is required';
  if (form.scope === 'Unit' && form.property_id && propertyHasUnits && !form.unit_id)
    errors.unit_id = 'Unit is required';
  const r = form.recurrence;
  if (
    r?.type === 'monthly' &&
    r.dayOfMonth != null &&
    !(Number.isInteger(r.dayOfMonth) && r.dayOfMonth >= 1 && r.dayOfMonth <= 31)
  ) {
    errors.dayOfMonth = 'Day of month must be between 1 and 31';
  }
  if (
    r?.type === 'everyXMonths' &&
    !(Number.isInteger(r.interval) && (r.interval ?? 0) >= 1 && (r.interval ?? 0) <= 12)
  ) {
    errors.interval = 'Interval must be between 1 and 12 months';
  }
  const estimate = moneyError(form.estimated_cost);
  if (estimate) errors.estimated_cost = estimate;
  return errors;
}

/** The newest payment of a task in the ledger. */
export interface LastPayment {
  amount: number;
  paid_on: string;
}

/**
 * What the task says of its cost. A recurring bill's next occurrence has no cost of its own: it
 * shows the last payment as such, with its day ("$88.10 on Dec 15, 2026"); `undefined` while the
 * payments are still being read. Any other task shows its actual cost.
 */
export function costFact(
  task: { recurrence: Recurrence | null; actual_cost: number | null },
  lastPayment: LastPayment | null | undefined,
): [string, string] {
  if (!isRecurring(task.recurrence)) return ['Actual cost', formatCurrency(task.actual_cost)];
  if (lastPayment === undefined) return ['Last paid', '…'];
  return [
    'Last paid',
    lastPayment ? `${formatCurrency(lastPayment.amount)} on ${formatDate(lastPayment.paid_on)}` : 'Not paid yet',
  ];
}

/**
 * The payment a completion just made: complete_task answers with the task, not its payment, so it
 * is the task's payment of the occurrence completed, or the newest for a task without dates.
 */
export function paymentOfCompletion<P extends { occurrence: string | null }>(
  payments: P[] | undefined,
  occurrence: string | null,
): P | undefined {
  return payments?.find((p) => p.occurrence === occurrence) ?? (occurrence === null ? payments?.[0] : undefined);
}
