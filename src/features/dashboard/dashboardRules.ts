import { format, parseISO, startOfWeek } from 'date-fns';
import { addDaysTo, daysBetween } from '../../utils/landlordToday';
import { formatMonthDay } from '../../utils/format';

/** SPEC §9 dashboard constants. */
export const LIST_LIMIT = 5;
/** Same window as the tasks list's filter=due-soon: today through today + 7, both inclusive. */
export const DUE_SOON_DAYS = 7;
/** Same window as /rent/increases/upcoming?range=90d. */
export const RENT_AHEAD_DAYS = 90;
export const SPEND_WEEKS = 12;
/** Bills that jumped: payments of the last 60 days (two monthly bills). */
export const JUMP_DAYS = 60;

/** The first day (yyyy-MM-dd) of the bills-that-jumped window, today included. */
export const jumpsSince = (today: string) => addDaysTo(today, 1 - JUMP_DAYS);

/** "$131.00 is 2.7× the usual $48.00". */
export const jumpLabel = (amount: string, ratio: number, usual: string) => `${amount} is ${ratio}× the usual ${usual}`;
/**
 * Weeks start on Monday (ISO 8601) of the landlord's calendar: the weekly digest goes out on
 * Monday by default (SPEC §9), so "this week" is the week it then reports.
 */
export const WEEK_STARTS_ON = 1;

/** The Monday (yyyy-MM-dd) of the week a landlord's day falls in. */
const mondayOf = (today: string) =>
  format(startOfWeek(parseISO(today), { weekStartsOn: WEEK_STARTS_ON }), 'yyyy-MM-dd');

/** SPEC §2 due-soon: open tasks due from today through today + 7 days. */
export function dueSoonWindow(today: string): { from: string; to: string } {
  return { from: today, to: addDaysTo(today, DUE_SOON_DAYS) };
}

/** SPEC §4 upcoming rent increases: effective from today through today + 90 days. */
export function rentWindow(today: string): { from: string; to: string } {
  return { from: today, to: addDaysTo(today, RENT_AHEAD_DAYS) };
}

/**
 * The current week as the landlord's days (yyyy-MM-dd), Monday to the next Monday: a completion
 * belongs to it when from <= completed_on < to. The database dates each completion by the
 * landlord's day (task_completions), as the ledger dates each payment.
 */
export function weekWindow(today: string): { from: string; to: string } {
  const monday = mondayOf(today);
  return { from: monday, to: addDaysTo(monday, 7) };
}

/**
 * The boundaries of the last `weeks` weeks, the current one last: weeks + 1 Mondays
 * (yyyy-MM-dd). A payment belongs to week i when bounds[i] <= paid_on < bounds[i + 1]:
 * the ledger records the day money was paid, not an instant.
 */
export function weekBounds(today: string, weeks = SPEND_WEEKS): string[] {
  const current = mondayOf(today);
  return Array.from({ length: weeks + 1 }, (_, i) => addDaysTo(current, 7 * (i - weeks + 1)));
}

/** A chart label for a week: the day it starts, e.g. "Nov 16". */
export const weekLabel = (weekStart: string) => formatMonthDay(weekStart);

/** Days between today and a due date, for "3 days overdue" / "in 2 days". */
export const daysFrom = (dueOn: string, today: string): number => daysBetween(today, dueOn);

/** "Due today", "Due tomorrow", "Due in 3 days", "1 day overdue", "12 days overdue". */
export function dueLabel(dueOn: string, today: string): string {
  const days = daysFrom(dueOn, today);
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  if (days > 1) return `Due in ${days} days`;
  return days === -1 ? '1 day overdue' : `${-days} days overdue`;
}

const counts = new Intl.NumberFormat('en-US');
/** 20000 → "20,000". */
export const formatCount = (n: number) => counts.format(n);

/** The dashboard's query arguments from the landlord's day (the page's and its first reads'). */
export const dashboardWindows = (today: string) => ({
  today,
  dueSoon: dueSoonWindow(today),
  rent: rentWindow(today),
  week: weekWindow(today),
  bounds: weekBounds(today),
  jumpsSince: jumpsSince(today),
});
