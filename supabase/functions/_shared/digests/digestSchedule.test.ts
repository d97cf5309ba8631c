import { DEFAULT_DIGEST_SETTINGS, type DigestSettings } from './digestSettings.ts';
import { duePeriods, latestDailyPeriod, latestWeeklyPeriod, nextSendTime } from './digestSchedule.ts';
import { addCalendarDays, calendarWeekday, isoWeekKey, zonedParts, zonedTimeToInstant } from './zonedTime.ts';

const NY = 'America/New_York';
const at = (iso: string) => new Date(iso);
const settings = (overrides: Partial<DigestSettings> = {}): DigestSettings => ({
  ...DEFAULT_DIGEST_SETTINGS,
  ...overrides,
});

describe('zoned time (Intl only)', () => {
  it('reads the wall clock in a timezone', () => {
    expect(zonedParts(at('2026-11-22T04:30:00Z'), NY)).toEqual({ date: '2026-11-21', time: '23:30', weekday: 6 });
    expect(zonedParts(at('2026-11-22T10:00:00Z'), 'Pacific/Honolulu')).toEqual({
      date: '2026-11-22',
      time: '00:00',
      weekday: 0,
    });
  });

  it('turns a local time into an instant, winter and summer', () => {
    expect(zonedTimeToInstant('2026-01-15', '07:00', NY).toISOString()).toBe('2026-01-15T12:00:00.000Z');
    expect(zonedTimeToInstant('2026-07-15', '07:00', NY).toISOString()).toBe('2026-07-15T11:00:00.000Z');
    expect(zonedTimeToInstant('2026-07-15', '07:00', 'America/Anchorage').toISOString()).toBe(
      '2026-07-15T15:00:00.000Z',
    );
  });

  it('handles the DST change days: a skipped time moves forward, a repeated one is the first', () => {
    // 2026-03-08: 02:00 EST jumps to 03:00 EDT.
    expect(zonedTimeToInstant('2026-03-08', '07:00', NY).toISOString()).toBe('2026-03-08T11:00:00.000Z');
    expect(zonedTimeToInstant('2026-03-08', '01:30', NY).toISOString()).toBe('2026-03-08T06:30:00.000Z');
    expect(zonedTimeToInstant('2026-03-08', '02:30', NY).toISOString()).toBe('2026-03-08T07:30:00.000Z'); // 03:30 EDT
    // 2026-11-01: 02:00 EDT falls back to 01:00 EST.
    expect(zonedTimeToInstant('2026-11-01', '07:00', NY).toISOString()).toBe('2026-11-01T12:00:00.000Z');
    expect(zonedTimeToInstant('2026-11-01', '01:30', NY).toISOString()).toBe('2026-11-01T05:30:00.000Z'); // 01:30 EDT
    // Honolulu has no DST.
    expect(zonedTimeToInstant('2026-03-08', '02:30', 'Pacific/Honolulu').toISOString()).toBe(
      '2026-03-08T12:30:00.000Z',
    );
  });

  it('numbers ISO weeks from Monday, across a new year', () => {
    expect(isoWeekKey('2026-11-23')).toBe('2026-W48'); // Monday
    expect(isoWeekKey('2026-11-29')).toBe('2026-W48'); // Sunday: same week
    expect(isoWeekKey('2026-11-30')).toBe('2026-W49');
    expect(isoWeekKey('2027-01-01')).toBe('2026-W53');
    expect(isoWeekKey('2025-12-29')).toBe('2026-W01');
  });
});

describe('zoned time across the DST changes', () => {
  it.each([
    // 2026-03-08 in New York: the clock reads 01:59 EST, then 03:00 EDT.
    ['2026-03-08T06:59:00Z', NY, { date: '2026-03-08', time: '01:59', weekday: 0 }],
    ['2026-03-08T07:00:00Z', NY, { date: '2026-03-08', time: '03:00', weekday: 0 }],
    // 2026-11-01 in New York: 01:30 shows twice, an hour apart.
    ['2026-11-01T05:30:00Z', NY, { date: '2026-11-01', time: '01:30', weekday: 0 }],
    ['2026-11-01T06:30:00Z', NY, { date: '2026-11-01', time: '01:30', weekday: 0 }],
    // 2026-03-29 in London: 01:00 GMT becomes 02:00 BST.
    ['2026-03-29T00:59:00Z', 'Europe/London', { date: '2026-03-29', time: '00:59', weekday: 0 }],
    ['2026-03-29T01:00:00Z', 'Europe/London', { date: '2026-03-29', time: '02:00', weekday: 0 }],
  ])('%s in %s reads %o', (iso, zone, parts) => {
    expect(zonedParts(at(iso), zone)).toEqual(parts);
  });

  it('round-trips every half hour of both New York change days, except the skipped hour', () => {
    for (const date of ['2026-03-08', '2026-11-01']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        if (date === '2026-03-08' && time.startsWith('02:')) continue;
        expect(zonedParts(zonedTimeToInstant(date, time, NY), NY)).toMatchObject({ date, time });
      }
    }
  });

  it('does calendar arithmetic without a clock, across the change days', () => {
    expect(addCalendarDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addCalendarDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addCalendarDays('2026-11-01', -1)).toBe('2026-10-31');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(calendarWeekday('2026-03-08')).toBe(0);
    expect(calendarWeekday('2026-11-02')).toBe(1);
  });
});

describe('daily schedule', () => {
  const daily = settings({ dailyTime: '07:00', timezone: NY });

  it('is today once 07:00 has come in New York, else yesterday', () => {
    expect(latestDailyPeriod(daily, at('2026-11-23T11:59:00Z'))).toMatchObject({ periodKey: '2026-11-22' });
    const p = latestDailyPeriod(daily, at('2026-11-23T12:00:00Z'));
    expect(p).toMatchObject({ kind: 'daily', periodKey: '2026-11-23', localDate: '2026-11-23' });
    expect(p.scheduledFor.toISOString()).toBe('2026-11-23T12:00:00.000Z');
  });

  it('uses the local date, not the UTC one, near midnight', () => {
    // 03:30 UTC on the 24th is 22:30 on the 23rd in New York.
    expect(
      latestDailyPeriod(settings({ dailyTime: '22:00', timezone: NY }), at('2026-11-24T03:30:00Z')).periodKey,
    ).toBe('2026-11-23');
    // and 20:00 in Los Angeles
    expect(
      latestDailyPeriod(settings({ dailyTime: '22:00', timezone: 'America/Los_Angeles' }), at('2026-11-24T03:30:00Z'))
        .periodKey,
    ).toBe('2026-11-22');
  });

  it('keeps 07:00 local on both DST change days', () => {
    expect(latestDailyPeriod(daily, at('2026-03-08T10:59:00Z')).periodKey).toBe('2026-03-07');
    expect(latestDailyPeriod(daily, at('2026-03-08T11:00:00Z')).periodKey).toBe('2026-03-08');
    expect(latestDailyPeriod(daily, at('2026-11-01T11:59:00Z')).periodKey).toBe('2026-10-31');
    expect(latestDailyPeriod(daily, at('2026-11-01T12:00:00Z')).periodKey).toBe('2026-11-01');
  });

  it('sends a time skipped by DST once that day, an hour later', () => {
    const skipped = settings({ dailyTime: '02:30', timezone: NY });
    expect(latestDailyPeriod(skipped, at('2026-03-08T07:29:00Z')).periodKey).toBe('2026-03-07');
    expect(latestDailyPeriod(skipped, at('2026-03-08T07:30:00Z')).periodKey).toBe('2026-03-08');
  });

  it('sends a time that occurs twice on the autumn change day once (same period key both times)', () => {
    const twice = settings({ dailyTime: '01:30', timezone: NY });
    const first = latestDailyPeriod(twice, at('2026-11-01T05:30:00Z')); // 01:30 EDT
    const second = latestDailyPeriod(twice, at('2026-11-01T06:30:00Z')); // 01:30 EST
    expect(first.periodKey).toBe('2026-11-01');
    expect(second.periodKey).toBe('2026-11-01');
    expect(second.scheduledFor).toEqual(first.scheduledFor);
  });

  it('catches up only the latest missed day', () => {
    // Down since Friday; comes back Monday 09:00 New York time: one period, Monday's.
    const due = duePeriods(settings({ weeklyEnabled: false }), at('2026-11-23T14:00:00Z'), at('2026-01-01T00:00:00Z'));
    expect(due.map((p) => p.periodKey)).toEqual(['2026-11-23']);
  });
});

describe('weekly schedule', () => {
  it('picks the most recent chosen weekday at the chosen time', () => {
    const monday = settings({ weeklyDay: 1, weeklyTime: '07:00', timezone: NY });
    // Monday 2026-11-23, 06:59 New York: still last Monday's week.
    expect(latestWeeklyPeriod(monday, at('2026-11-23T11:59:00Z'))).toMatchObject({
      localDate: '2026-11-16',
      periodKey: '2026-W47',
    });
    expect(latestWeeklyPeriod(monday, at('2026-11-23T12:00:00Z'))).toMatchObject({
      localDate: '2026-11-23',
      periodKey: '2026-W48',
    });
    // Sunday after: still Monday's.
    expect(latestWeeklyPeriod(monday, at('2026-11-29T20:00:00Z'))).toMatchObject({
      localDate: '2026-11-23',
      periodKey: '2026-W48',
    });
  });

  it('honours every weekday choice', () => {
    const now = at('2026-11-25T18:00:00Z'); // Wednesday 13:00 New York
    const dates = [0, 1, 2, 3, 4, 5, 6].map(
      (day) => latestWeeklyPeriod(settings({ weeklyDay: day, weeklyTime: '12:00' }), now).localDate,
    );
    expect(dates).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
  });

  it('uses the weekday in the user timezone, not UTC', () => {
    // 2026-11-24T02:00Z is Tuesday in UTC but Monday 21:00 in New York.
    expect(
      latestWeeklyPeriod(settings({ weeklyDay: 1, weeklyTime: '20:00', timezone: NY }), at('2026-11-24T02:00:00Z'))
        .localDate,
    ).toBe('2026-11-23');
  });

  it('a Sunday weekly on the autumn DST day is due at 07:00 EST', () => {
    const sunday = settings({ weeklyDay: 0, weeklyTime: '07:00', timezone: NY });
    expect(latestWeeklyPeriod(sunday, at('2026-11-01T11:59:00Z')).localDate).toBe('2026-10-25');
    expect(latestWeeklyPeriod(sunday, at('2026-11-01T12:00:00Z')).localDate).toBe('2026-11-01');
  });
});

describe('due periods', () => {
  const now = at('2026-11-23T12:30:00Z'); // Monday 07:30 New York
  const longAgo = at('2025-01-01T00:00:00Z');

  it('lists each enabled digest once (SPEC §9 defaults: both on, Monday 07:00)', () => {
    expect(duePeriods(DEFAULT_DIGEST_SETTINGS, now, longAgo).map((p) => `${p.kind} ${p.periodKey}`)).toEqual([
      'daily 2026-11-23',
      'weekly 2026-W48',
    ]);
  });

  it('lists nothing when both digests are off', () => {
    expect(duePeriods(settings({ dailyEnabled: false, weeklyEnabled: false }), now, longAgo)).toEqual([]);
  });

  it('does not send a period that came round before the account existed', () => {
    expect(duePeriods(DEFAULT_DIGEST_SETTINGS, now, at('2026-11-23T12:10:00Z'))).toEqual([]);
    expect(duePeriods(DEFAULT_DIGEST_SETTINGS, now, at('2026-11-23T11:00:00Z'))).toHaveLength(2);
  });

  it('tells when the next digest of each kind goes out', () => {
    expect(nextSendTime(DEFAULT_DIGEST_SETTINGS, 'daily', now)?.toISOString()).toBe('2026-11-24T12:00:00.000Z');
    expect(nextSendTime(DEFAULT_DIGEST_SETTINGS, 'weekly', now)?.toISOString()).toBe('2026-11-30T12:00:00.000Z');
    expect(nextSendTime(settings({ dailyEnabled: false }), 'daily', now)).toBeNull();
    // Across the spring change: the next 07:00 is an hour earlier in UTC.
    expect(nextSendTime(DEFAULT_DIGEST_SETTINGS, 'daily', at('2026-03-07T13:00:00Z'))?.toISOString()).toBe(
      '2026-03-08T11:00:00.000Z',
    );
  });
});
