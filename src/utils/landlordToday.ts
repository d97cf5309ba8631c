import { addDays, format, parseISO } from 'date-fns';

/**
 * SPEC §9: a landlord's day is the one in their Settings time zone (New York when they have not
 * chosen one), never the browser's clock's day and never UTC. The database decides the same day
 * with private.landlord_today(); both run tests/cases/landlordTodayCases.json.
 *
 * Read through Intl.DateTimeFormat rather than @date-fns/tz's TZDate: TZDate subclasses Date, and
 * under a replaced Date (Playwright's page.clock) its instances came back as plain Dates in the
 * browser's zone, so the day was the browser's again.
 */
export const DEFAULT_TIME_ZONE = 'America/New_York';

const formatters = new Map<string, Intl.DateTimeFormat>();
const wallClock = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** What a clock in `timeZone` shows at `instant` (ms), as numbers. */
function wallParts(timeZone: string, instant: number) {
  const parts: Record<string, number> = {};
  for (const { type, value } of wallClock(timeZone).formatToParts(instant))
    if (type !== 'literal') parts[type] = Number(value);
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The landlord's today (yyyy-MM-dd) at the instant `now`, as a clock in `timeZone` shows it. */
export function landlordToday(timeZone: string, now: Date): string {
  const { year, month, day } = wallParts(timeZone, now.getTime());
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The zone's offset from UTC at `instant`, in ms (Honolulu: -10 h). */
function offsetAt(timeZone: string, instant: number): number {
  const p = wallParts(timeZone, instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a landlord's day (yyyy-MM-dd) starts: midnight on a clock in `timeZone`. */
export function landlordMidnight(day: string, timeZone: string): Date {
  const wall = Date.UTC(...ymd(day));
  // The offset at a first guess, then at the instant it gives (US zones change at 02:00, so midnight always exists once).
  const guess = wall - offsetAt(timeZone, wall);
  return new Date(wall - offsetAt(timeZone, guess));
}

/** Milliseconds from `now` to the next midnight in `timeZone` (DST-aware: a 23- or 25-hour day). */
export function msToLandlordMidnight(timeZone: string, now: Date): number {
  return landlordMidnight(addDaysTo(landlordToday(timeZone, now), 1), timeZone).getTime() - now.getTime();
}

/** A calendar date (yyyy-MM-dd) plus `days` (negative: earlier), with no clock and no time zone. */
export const addDaysTo = (day: string, days: number): string => format(addDays(parseISO(day), days), 'yyyy-MM-dd');

/** The calendar year of a yyyy-MM-dd date. */
export const yearOf = (day: string): number => Number(day.slice(0, 4));

/** Whole calendar days from `from` to `to` (yyyy-MM-dd each): negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.UTC(...ymd(to)) - Date.UTC(...ymd(from))) / 86_400_000);
}

function ymd(day: string): [number, number, number] {
  const [y, m, d] = day.split('-').map(Number);
  return [y, m - 1, d];
}
