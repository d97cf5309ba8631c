/**
 * Wall-clock time in an IANA timezone, with Intl.DateTimeFormat only (no tz
 * library is installed; `@date-fns/tz` is not a dependency). Pure: no browser API
 * and no Vite or Deno APIs, so the Settings preview and the Edge Function share it.
 */

export interface ZonedParts {
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm */
  time: string;
  /** 0 = Sunday */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

function rawParts(instant: Date, timeZone: string) {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  return parts;
}

/** The date, time and weekday a clock in `timeZone` shows at `instant`. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const p = rawParts(instant, timeZone);
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}`, weekday: WEEKDAY_INDEX[p.weekday] };
}

/** The zone's offset from UTC at `instant`, in milliseconds (New York in winter: -5 h). */
function offsetMs(instant: number, timeZone: string): number {
  const p = rawParts(new Date(instant), timeZone);
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const HOUR = 60 * 60 * 1000;

/**
 * The instant a clock in `timeZone` shows `date` (yyyy-MM-dd) at `time` (HH:mm).
 * DST, as Temporal's 'compatible': a time skipped in spring (02:30 on the
 * change day) moves forward by the gap (03:30); a time that occurs twice in
 * autumn (01:30) is the first, earlier one.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const local = Date.UTC(y, m - 1, d, hh, mm);
  // US zones change at most twice a year, so the offsets 12 h either side cover both readings.
  const before = local - offsetMs(local - 12 * HOUR, timeZone);
  const after = local - offsetMs(local + 12 * HOUR, timeZone);
  const shows = (t: number) => {
    const p = zonedParts(new Date(t), timeZone);
    return p.date === date && p.time === time.slice(0, 5);
  };
  const valid = [before, after].filter(shows);
  if (valid.length) return new Date(Math.min(...valid));
  // In the spring gap: the old offset lands the same distance past the change.
  return new Date(before);
}

/** yyyy-MM-dd plus `days`, as calendar arithmetic (no clock, no DST). */
export function addCalendarDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 0 = Sunday, for a calendar date. */
export function calendarWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** ISO 8601 week of a calendar date, as yyyy-Www (weeks start on Monday). */
export function isoWeekKey(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d));
  const dayNum = t.getUTCDay() || 7;
  t.setUTCDate(t.getUTCDate() + 4 - dayNum); // the Thursday of this week decides the year
  const yearStart = Date.UTC(t.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((t.getTime() - yearStart) / (24 * HOUR) + 1) / 7);
  return `${t.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}
