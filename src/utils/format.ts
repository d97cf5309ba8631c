import { DEFAULT_LOCALE, formatDay, formatInstant } from '../../supabase/functions/_shared/dates.ts';

// The one money formatter, shared with the digest Edge Function (which may not import src/).
export { formatCurrency, type MoneyStyle } from '../../supabase/functions/_shared/money.ts';

/** The landlord's locale: the browser's language decides the order of day and month and the 12- or 24-hour clock. */
const landlordLocale = () => (typeof navigator !== 'undefined' && navigator.language) || DEFAULT_LOCALE;

/** A yyyy-MM-dd date as the app shows it everywhere, e.g. Mar 5, 2027. */
export function formatDate(date: string | null | undefined): string {
  return date ? formatDay(date, 'date', landlordLocale()) : '—';
}

/** A month on a chart axis, with its year: Nov 2026. */
export const formatMonth = (date: string) => formatDay(date, 'month', landlordLocale());

/** A day where the year goes without saying (a chart of recent weeks, a yearly date): Nov 23. */
export const formatMonthDay = (date: string) => formatDay(date, 'monthDay', landlordLocale());

/**
 * A moment as the app shows it everywhere, e.g. Mar 5, 2027, 2:05 PM, on the device's clock; given a
 * `timeZone` (a digest's send time), on that zone's clock and naming it.
 */
export function formatDateTime(instant: string | number | Date | null | undefined, timeZone?: string): string {
  if (instant === null || instant === undefined || instant === '') return '—';
  return formatInstant(instant, 'dateTime', { locale: landlordLocale(), timeZone, zoneName: !!timeZone });
}

/** The time of a moment today, as in formatDateTime: 2:05 PM. */
export const formatTime = (instant: string | number | Date) =>
  formatInstant(instant, 'time', { locale: landlordLocale() });
