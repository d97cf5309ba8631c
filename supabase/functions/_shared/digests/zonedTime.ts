/**
 * Wall-clock time in an IANA timezone, through date-fns 4's own `@date-fns/tz`. Pure: no browser
 * API and no Vite or Deno APIs, so the Settings preview and the Edge Function share it.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, format, getDay, parseISO } from 'date-fns';

export interface ZonedParts {
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm */
  time: string;
  /** 0 = Sunday */
  weekday: number;
}

/** The date, time and weekday a clock in `timeZone` shows at `instant`. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const clock = new TZDate(instant, timeZone);
  return { date: format(clock, 'yyyy-MM-dd'), time: format(clock, 'HH:mm'), weekday: clock.getDay() };
}

/**
 * The instant a clock in `timeZone` shows `date` (yyyy-MM-dd) at `time` (HH:mm).
 * DST, as Temporal's 'compatible' (which TZDate follows): a time skipped in spring (02:30 on the
 * change day) moves forward by the gap (03:30); a time that occurs twice in autumn (01:30) is the
 * first, earlier one.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return new Date(new TZDate(y, m - 1, d, hh, mm, timeZone).getTime());
}

/** yyyy-MM-dd plus `days`, as calendar arithmetic (no clock, no DST). */
export function addCalendarDays(date: string, days: number): string {
  return format(addDays(parseISO(date), days), 'yyyy-MM-dd');
}

/** 0 = Sunday, for a calendar date. */
export function calendarWeekday(date: string): number {
  return getDay(parseISO(date));
}

/** ISO 8601 week of a calendar date, as yyyy-Www (weeks start on Monday; the Thursday decides the year). */
export function isoWeekKey(date: string): string {
  return format(parseISO(date), "RRRR-'W'II");
}
