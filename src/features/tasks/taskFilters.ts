import { addDaysTo } from '../../utils/landlordToday';
import { displayStatus, effectiveDueDate } from './taskRules';

/** SPEC §2 tasks filters, as they stand in the query string. */
export type StatusFilter = 'all' | 'open' | 'completed' | 'skipped';
export type DueFilter = 'all' | 'overdue' | 'today' | 'upcoming' | 'due-soon';

export interface TaskFilters {
  property: string;
  vendor: string;
  status: StatusFilter;
  due: DueFilter;
}

/** What the database filters on (also the list's cache key). */
export interface TaskQueryFilters {
  propertyId?: string;
  vendorId?: string;
  status?: 'Open' | 'Completed' | 'Skipped';
}

/**
 * The due filter as the database applies it to due_on (the effective due date), so the list
 * can be read a page at a time: the same rows matchesDue keeps.
 */
export interface DueWindow {
  /** due_on >= from */
  from?: string;
  /** due_on <= to */
  to?: string;
  /** due_on < before */
  before?: string;
  /** due_on > after */
  after?: string;
  /** Only Open tasks (upcoming, due soon), or only those neither Completed nor Skipped (overdue, today). */
  statusRule?: 'open' | 'notDone';
}

const STATUSES: StatusFilter[] = ['all', 'open', 'completed', 'skipped'];
const DUES: DueFilter[] = ['all', 'overdue', 'today', 'upcoming', 'due-soon'];
const STATUS_VALUE = { open: 'Open', completed: 'Completed', skipped: 'Skipped' } as const;

/** SPEC §9: the dashboard's "due soon" window. */
export const DUE_SOON_DAYS = 7;

/**
 * Reads the filters from the address bar. The dashboard links with
 * filter=overdue, filter=due-soon and filter=completed; unknown values mean all.
 */
export function parseTaskFilters(params: URLSearchParams): TaskFilters {
  const pick = <T extends string>(value: string | null, allowed: T[]): T =>
    allowed.includes(value as T) ? (value as T) : allowed[0];
  const filters: TaskFilters = {
    property: params.get('property') ?? '',
    vendor: params.get('vendor') ?? '',
    status: pick(params.get('status'), STATUSES),
    due: pick(params.get('due'), DUES),
  };
  const shortcut = params.get('filter');
  if (shortcut === 'completed') filters.status = 'completed';
  if (shortcut === 'overdue' || shortcut === 'due-soon') filters.due = shortcut;
  return filters;
}

/** Writes the filters back, leaving out defaults so a clean list has a clean address. */
export function toSearchParams(filters: TaskFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.property) params.set('property', filters.property);
  if (filters.vendor) params.set('vendor', filters.vendor);
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.due !== 'all') params.set('due', filters.due);
  return params;
}

export function toQueryFilters(filters: TaskFilters): TaskQueryFilters {
  return {
    ...(filters.property ? { propertyId: filters.property } : {}),
    ...(filters.vendor ? { vendorId: filters.vendor } : {}),
    ...(filters.status !== 'all' ? { status: STATUS_VALUE[filters.status] } : {}),
  };
}

export const hasActiveFilters = (filters: TaskFilters) => toSearchParams(filters).toString() !== '';

type Datable = { status: string; next_due_date: string | null; due_date: string | null; start_date: string | null };

/** The due filter as a window of dates around the landlord's today (yyyy-MM-dd). */
export function dueWindow(due: DueFilter, today: string): DueWindow {
  if (due === 'overdue') return { before: today, statusRule: 'notDone' };
  if (due === 'today') return { from: today, to: today, statusRule: 'notDone' };
  if (due === 'upcoming') return { after: today, statusRule: 'open' };
  if (due === 'due-soon') return { from: today, to: addDaysTo(today, DUE_SOON_DAYS), statusRule: 'open' };
  return {};
}

/** The due filter on one row (SPEC §2); it depends on today. */
export function matchesDue<T extends Datable>(task: T, due: DueFilter, today: string): boolean {
  if (due === 'all') return true;
  const shown = displayStatus(task, today);
  if (due === 'overdue') return shown === 'Overdue';
  if (due === 'today') return shown === 'Due Today';
  const date = effectiveDueDate(task);
  if (due === 'upcoming') return task.status === 'Open' && !!date && date > today;
  const soon = addDaysTo(today, DUE_SOON_DAYS);
  return task.status === 'Open' && !!date && date >= today && date <= soon;
}
