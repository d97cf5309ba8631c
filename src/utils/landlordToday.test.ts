import landlordTodayCases from '../../tests/cases/landlordTodayCases.json';
import { addDaysTo, daysBetween, landlordMidnight, landlordToday, msToLandlordMidnight, yearOf } from './landlordToday';

describe('landlordToday: the shared table the database also runs', () => {
  it.each(landlordTodayCases)('$name → $today', ({ now, timeZone, today }) => {
    expect(landlordToday(timeZone, new Date(now))).toBe(today);
  });
});

describe('msToLandlordMidnight', () => {
  it.each([
    ['Honolulu at 23:30', 'Pacific/Honolulu', '2027-01-01T09:30:00Z', 30 * 60_000],
    ['New York at 21:41', 'America/New_York', '2026-11-29T02:41:00Z', (2 * 60 + 19) * 60_000],
    [
      'New York at 19:00 the evening before summer time ends',
      'America/New_York',
      '2026-10-31T23:00:00Z',
      5 * 3_600_000,
    ],
    ['New York at midnight itself: a whole day', 'America/New_York', '2026-11-29T05:00:00Z', 24 * 3_600_000],
  ])('%s', (_name, zone, now, ms) => {
    expect(msToLandlordMidnight(zone, new Date(now))).toBe(ms);
  });

  it("lands on the instant the landlord's day changes", () => {
    const now = new Date('2027-01-01T09:30:00Z');
    const midnight = new Date(now.getTime() + msToLandlordMidnight('Pacific/Honolulu', now));
    expect(landlordToday('Pacific/Honolulu', new Date(midnight.getTime() - 1))).toBe('2026-12-31');
    expect(landlordToday('Pacific/Honolulu', midnight)).toBe('2027-01-01');
  });
});

describe('calendar arithmetic on yyyy-MM-dd', () => {
  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-08', 7, '2026-03-15'],
    ['2026-11-01', -1, '2026-10-31'],
    ['2024-02-28', 1, '2024-02-29'],
  ])('%s plus %d days is %s', (day, days, expected) => {
    expect(addDaysTo(day, days)).toBe(expected);
  });

  it('reads the year', () => {
    expect(yearOf('2026-12-31')).toBe(2026);
  });
});

describe('landlordMidnight and daysBetween', () => {
  it.each([
    ['2026-11-23', 'America/New_York', '2026-11-23T05:00:00.000Z'],
    ['2026-03-09', 'America/New_York', '2026-03-09T04:00:00.000Z'],
    ['2027-01-01', 'Pacific/Honolulu', '2027-01-01T10:00:00.000Z'],
  ])('%s starts in %s at %s', (day, zone, instant) => {
    expect(landlordMidnight(day, zone).toISOString()).toBe(instant);
  });

  it.each([
    ['2026-11-22', '2026-11-22', 0],
    ['2026-11-22', '2026-11-29', 7],
    ['2026-11-22', '2026-10-31', -22],
    ['2026-03-07', '2026-03-09', 2],
  ])('%s to %s is %d days', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });
});
