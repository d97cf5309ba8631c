import { TZDate } from '@date-fns/tz';
import { addDays, format, parseISO, startOfDay } from 'date-fns';

/**
 * SPEC §9: a landlord's day is the one in their Settings time zone (New York when they have not
 * chosen one), never the browser's clock's day and never UTC. The database decides the same day
 * with private.landlord_today(); both run tests/cases/landlordTodayCases.json.
 */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** The landlord's today (yyyy-MM-dd) at the instant `now`, as a clock in `timeZone` shows it. */
export function landlordToday(timeZone: string, now: Date): string {
  return format(new TZDate(now.getTime(), timeZone), 'yyyy-MM-dd');
}

/** Milliseconds from `now` to the next midnight in `timeZone` (DST-aware: a 23- or 25-hour day). */
export function msToLandlordMidnight(timeZone: string, now: Date): number {
  const next = startOfDay(addDays(new TZDate(now.getTime(), timeZone), 1));
  return next.getTime() - now.getTime();
}

/** A calendar date (yyyy-MM-dd) plus `days` (negative: earlier), with no clock and no time zone. */
export const addDaysTo = (day: string, days: number): string => format(addDays(parseISO(day), days), 'yyyy-MM-dd');

/** The calendar year of a yyyy-MM-dd date. */
export const yearOf = (day: string): number => Number(day.slice(0, 4));

/** The instant a landlord's day (yyyy-MM-dd) starts: midnight on a clock in `timeZone`. */
export function landlordMidnight(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(new TZDate(y, m - 1, d, timeZone).getTime());
}

/** Whole calendar days from `from` to `to` (yyyy-MM-dd each): negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.UTC(...ymd(to)) - Date.UTC(...ymd(from))) / 86_400_000);
}
const ymd = (day: string): [number, number, number] => {
  const [y, m, d] = day.split('-').map(Number);
  return [y, m - 1, d];
};
