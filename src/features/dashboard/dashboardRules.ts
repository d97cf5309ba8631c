import { addDays, addWeeks, format, parseISO, startOfDay, startOfWeek } from 'date-fns';

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
export const jumpsSince = (now: Date) => format(addDays(startOfDay(now), 1 - JUMP_DAYS), 'yyyy-MM-dd');

/** "$131.00 is 2.7× the usual $48.00". */
export const jumpLabel = (amount: string, ratio: number, usual: string) => `${amount} is ${ratio}× the usual ${usual}`;
/**
 * Weeks start on Monday (ISO 8601), in the browser's time zone: the weekly digest
 * goes out on Monday by default (SPEC §9), so "this week" is the week it then reports.
 */
export const WEEK_STARTS_ON = 1;

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/** Today as the task list compares it (yyyy-MM-dd, local). Overdue: due before this day. */
export const today = (now: Date) => day(startOfDay(now));

/** SPEC §2 due-soon: open tasks due from today through today + 7 days. */
export function dueSoonWindow(now: Date): { from: string; to: string } {
  const start = startOfDay(now);
  return { from: day(start), to: day(addDays(start, DUE_SOON_DAYS)) };
}

/** SPEC §4 upcoming rent increases: effective from today through today + 90 days. */
export function rentWindow(now: Date): { from: string; to: string } {
  const start = startOfDay(now);
  return { from: day(start), to: day(addDays(start, RENT_AHEAD_DAYS)) };
}

/** The current week as instants: from <= completion < to. */
export function weekWindow(now: Date): { from: string; to: string } {
  const start = startOfWeek(now, { weekStartsOn: WEEK_STARTS_ON });
  return { from: start.toISOString(), to: addWeeks(start, 1).toISOString() };
}

/**
 * The boundaries of the last `weeks` weeks, the current one last: weeks + 1 local Mondays
 * (yyyy-MM-dd). A payment belongs to week i when bounds[i] <= paid_on < bounds[i + 1]:
 * the ledger records the day money was paid, not an instant.
 */
export function weekBounds(now: Date, weeks = SPEND_WEEKS): string[] {
  const current = startOfWeek(now, { weekStartsOn: WEEK_STARTS_ON });
  return Array.from({ length: weeks + 1 }, (_, i) => day(addWeeks(current, i - weeks + 1)));
}

/** A chart label for a week: the day it starts, e.g. "Nov 16". */
export const weekLabel = (weekStart: string) => format(parseISO(weekStart), 'MMM d');

/** Days between a due date and today, for "3 days overdue" / "in 2 days". */
export function daysFrom(dueOn: string, now: Date): number {
  const [y, m, d] = dueOn.split('-').map(Number);
  const due = new Date(y, m - 1, d);
  return Math.round((due.getTime() - startOfDay(now).getTime()) / 86_400_000);
}

/** "Due today", "Due tomorrow", "Due in 3 days", "1 day overdue", "12 days overdue". */
export function dueLabel(dueOn: string, now: Date): string {
  const days = daysFrom(dueOn, now);
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  if (days > 1) return `Due in ${days} days`;
  return days === -1 ? '1 day overdue' : `${-days} days overdue`;
}

const counts = new Intl.NumberFormat('en-US');
/** 20000 → "20,000". */
export const formatCount = (n: number) => counts.format(n);

/** The dashboard's query arguments from one clock reading per visit (the page's and its first reads'). */
export const dashboardWindows = (now: Date) => ({
  today: today(now),
  dueSoon: dueSoonWindow(now),
  rent: rentWindow(now),
  week: weekWindow(now),
  bounds: weekBounds(now),
  jumpsSince: jumpsSince(now),
});
