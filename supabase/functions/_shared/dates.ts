/**
 * The one date format and the one date-time format. They live beside the Edge Functions, as money.ts
 * does, because the digest (Deno) and the app (src/utils/format.ts, in the browser's locale) both show
 * dates, and code here may not import src/. The digest knows no landlord's locale: it writes en-US,
 * as it writes dollars.
 */

export const DEFAULT_LOCALE = 'en-US';

const STYLES = {
  /** Mar 5, 2027 (en-US), 5 Mar 2027 (en-GB). */
  date: { year: 'numeric', month: 'short', day: 'numeric' },
  /** A chart's month: Nov 2026, never "Nov 26", which reads as a day. */
  month: { year: 'numeric', month: 'short' },
  /** A day in a chart of recent weeks, or a yearly date: Nov 23. */
  monthDay: { month: 'short', day: 'numeric' },
  /** Mar 5, 2027, 2:05 PM (en-US), 5 Mar 2027, 14:05 (en-GB). */
  dateTime: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** The time part of dateTime: 2:05 PM, 14:05. */
  time: { hour: 'numeric', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DayStyle = 'date' | 'month' | 'monthDay';
export type InstantStyle = 'dateTime' | 'time';

// Building a formatter costs far more than using one, and grids format a date per row.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(style: keyof typeof STYLES, locale: string, timeZone?: string, zoneName = false) {
  const key = `${style}|${locale}|${timeZone ?? ''}|${zoneName}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, {
      ...STYLES[style],
      timeZone,
      ...(zoneName ? { timeZoneName: 'short' } : {}),
    });
    formatters.set(key, found);
  }
  return found;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A calendar day (yyyy-MM-dd, or the date part of a timestamp) as shown everywhere. A day is not an
 * instant: it reads the same in every time zone, so it is formatted at UTC noon in UTC.
 */
export function formatDay(day: string, style: DayStyle = 'date', locale: string = DEFAULT_LOCALE): string {
  const parts = DAY.exec(day);
  if (!parts) return '—';
  const [, y, m, d] = parts;
  return formatter(style, locale, 'UTC').format(Date.UTC(Number(y), Number(m) - 1, Number(d), 12));
}

/**
 * An instant (an ISO timestamp, a Date or epoch milliseconds) on the clock of `timeZone`, or of the
 * device when none is given; `zoneName` adds the zone, for a time that may not be the reader's.
 */
export function formatInstant(
  instant: string | number | Date,
  style: InstantStyle = 'dateTime',
  {
    locale = DEFAULT_LOCALE,
    timeZone,
    zoneName = false,
  }: { locale?: string; timeZone?: string; zoneName?: boolean } = {},
): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return '—';
  return formatter(style, locale, timeZone, zoneName).format(date);
}
