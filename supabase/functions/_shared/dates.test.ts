import { formatDay, formatInstant, type DayStyle } from './dates.ts';

// Intl may put a narrow no-break space before AM/PM; compare with plain spaces.
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('formatDay', () => {
  it.each<[string, DayStyle, string, string]>([
    ['2027-03-05', 'date', 'en-US', 'Mar 5, 2027'],
    ['2027-03-05', 'date', 'en-GB', '5 Mar 2027'],
    ['2026-12-31', 'date', 'en-US', 'Dec 31, 2026'],
    ['2026-01-01', 'date', 'en-US', 'Jan 1, 2026'],
    // The date part of a timestamp, whatever the hour: a day does not move across time zones.
    ['2026-11-20T23:30:00Z', 'date', 'en-US', 'Nov 20, 2026'],
    ['2026-11-01', 'month', 'en-US', 'Nov 2026'],
    ['2026-11-30', 'month', 'en-GB', 'Nov 2026'],
    ['2026-11-23', 'monthDay', 'en-US', 'Nov 23'],
    ['2026-11-23', 'monthDay', 'en-GB', '23 Nov'],
    ['', 'date', 'en-US', '—'],
    ['soon', 'date', 'en-US', '—'],
  ])('%s as %s in %s → %s', (day, style, locale, shown) => {
    expect(formatDay(day, style, locale)).toBe(shown);
  });
});

describe('formatInstant', () => {
  const at = '2026-11-20T19:05:00Z';
  it.each<[string, Parameters<typeof formatInstant>[2], string]>([
    ['dateTime', { timeZone: 'America/Chicago' }, 'Nov 20, 2026, 1:05 PM'],
    ['dateTime', { locale: 'en-GB', timeZone: 'Europe/London' }, '20 Nov 2026, 19:05'],
    ['dateTime', { timeZone: 'America/New_York', zoneName: true }, 'Nov 20, 2026, 2:05 PM EST'],
    ['time', { timeZone: 'America/Chicago' }, '1:05 PM'],
    ['time', { locale: 'en-GB', timeZone: 'UTC' }, '19:05'],
  ])('%s with %j', (style, options, shown) => {
    expect(plain(formatInstant(at, style as 'dateTime' | 'time', options))).toBe(shown);
  });

  it('takes a Date or epoch milliseconds, and shows a dash for no moment', () => {
    const options = { timeZone: 'UTC' };
    expect(plain(formatInstant(new Date(at), 'time', options))).toBe('7:05 PM');
    expect(plain(formatInstant(Date.parse(at), 'time', options))).toBe('7:05 PM');
    expect(formatInstant('not a time')).toBe('—');
  });
});
