import { Client } from 'pg';
import { DB_URL, signedInClient } from './support';

// The one implementation of the next-due-date rule is the database's
// private.next_occurrence(recurrence, anchor, after, end). Every expected date
// below was worked out by hand with a calendar, not by running the rule.

type Case = [
  label: string,
  recurrence: Record<string, unknown>,
  anchor: string,
  after: string | null,
  end: string | null,
  expected: string | null,
];

const monthly31 = { type: 'monthly', dayOfMonth: 31 };
const dom15 = { type: 'monthly', dayOfMonth: 15 };
const every3 = { type: 'everyXMonths', interval: 3 };
const twoDates = { type: 'fixedDays', fixedDates: ['2027-06-01', '2027-12-01'] };
const taxYearly = { type: 'fixedDays', fixedDates: ['2027-01-31', '2027-07-31'], repeatYearly: true };
const leapYearly = { type: 'fixedDays', fixedDates: ['2024-02-29'], repeatYearly: true };

const CASES: Case[] = [
  // monthly: clamped per month from the anchor's day, never from the previous clamped date
  ['monthly 31st: Jan 31 → Feb 28', monthly31, '2027-01-31', '2027-01-31', null, '2027-02-28'],
  ['monthly 31st: Feb 28 → Mar 31', monthly31, '2027-01-31', '2027-02-28', null, '2027-03-31'],
  ['monthly 31st: Mar 31 → Apr 30', monthly31, '2027-01-31', '2027-03-31', null, '2027-04-30'],
  ['monthly 31st: Apr 30 → May 31', monthly31, '2027-01-31', '2027-04-30', null, '2027-05-31'],
  ['monthly 31st in a leap year: Jan 31 → Feb 29', monthly31, '2028-01-31', '2028-01-31', null, '2028-02-29'],
  [
    'monthly 30th: Jan 30 → Feb 28',
    { type: 'monthly', dayOfMonth: 30 },
    '2027-01-30',
    '2027-01-30',
    null,
    '2027-02-28',
  ],
  [
    'monthly 30th: Feb 28 → Mar 30',
    { type: 'monthly', dayOfMonth: 30 },
    '2027-01-30',
    '2027-02-28',
    null,
    '2027-03-30',
  ],
  [
    "monthly without a day takes the start's (31st): Feb 28 → Mar 31",
    { type: 'monthly' },
    '2027-01-31',
    '2027-02-28',
    null,
    '2027-03-31',
  ],
  ['monthly 15th, start after the 15th: first is next month', dom15, '2026-11-24', null, null, '2026-12-15'],
  ['monthly 15th, start before the 15th: first is this month', dom15, '2026-11-10', null, null, '2026-11-15'],
  ['monthly 15th, start on the 15th: first is the start', dom15, '2026-11-15', null, null, '2026-11-15'],
  [
    'last day of the month, start mid-January',
    { type: 'monthly', lastDayOfMonth: true },
    '2027-01-15',
    null,
    null,
    '2027-01-31',
  ],
  [
    'last day of the month: Jan 31 → Feb 28',
    { type: 'monthly', lastDayOfMonth: true },
    '2027-01-15',
    '2027-01-31',
    null,
    '2027-02-28',
  ],
  [
    'last day of the month in a leap year: Jan 31 → Feb 29',
    { type: 'monthly', lastDayOfMonth: true },
    '2024-01-01',
    '2024-01-31',
    null,
    '2024-02-29',
  ],
  ['monthly 31st across the year end: Dec 31 → Jan 31', monthly31, '2026-01-31', '2026-12-31', null, '2027-01-31'],
  [
    'monthly from a Feb 29 anchor: Feb 29 → Mar 29',
    { type: 'monthly' },
    '2024-02-29',
    '2024-02-29',
    null,
    '2024-03-29',
  ],
  [
    'monthly 29th in a common year: Jan 29 → Feb 28',
    { type: 'monthly', dayOfMonth: 29 },
    '2027-01-29',
    '2027-01-29',
    null,
    '2027-02-28',
  ],
  [
    'monthly 29th after a short February: Feb 28 → Mar 29',
    { type: 'monthly', dayOfMonth: 29 },
    '2027-01-29',
    '2027-02-28',
    null,
    '2027-03-29',
  ],
  ['a drifted stored Mar 28 steps back onto the 31st', monthly31, '2027-01-31', '2027-03-28', null, '2027-03-31'],
  // weekly: on dayOfWeek, else the start's weekday
  [
    'weekly on Friday, start Tuesday Nov 24: first Fri Nov 27',
    { type: 'weekly', dayOfWeek: 5 },
    '2026-11-24',
    null,
    null,
    '2026-11-27',
  ],
  [
    'weekly on Friday: Nov 27 → Dec 4',
    { type: 'weekly', dayOfWeek: 5 },
    '2026-11-24',
    '2026-11-27',
    null,
    '2026-12-04',
  ],
  [
    "weekly without a day: the start's weekday, first is the start",
    { type: 'weekly' },
    '2026-11-24',
    null,
    null,
    '2026-11-24',
  ],
  ['weekly without a day: Nov 24 → Dec 1', { type: 'weekly' }, '2026-11-24', '2026-11-24', null, '2026-12-01'],
  [
    'weekly on Sunday across the year end: Mon Dec 28 → Sun Jan 3',
    { type: 'weekly', dayOfWeek: 0 },
    '2026-12-28',
    '2026-12-28',
    null,
    '2027-01-03',
  ],
  [
    'weekly over the DST change (US, Mar 8 2026): Fri Mar 6 → Fri Mar 13',
    { type: 'weekly' },
    '2026-03-06',
    '2026-03-06',
    null,
    '2026-03-13',
  ],
  [
    'weekly on Tuesday from a Monday: Nov 23 → Nov 24',
    { type: 'weekly', dayOfWeek: 2 },
    '2026-11-01',
    '2026-11-23',
    null,
    '2026-11-24',
  ],
  [
    'weekly over Feb 29: Thu Feb 24 2028 → Thu Mar 2',
    { type: 'weekly', dayOfWeek: 4 },
    '2028-02-24',
    '2028-02-24',
    null,
    '2028-03-02',
  ],
  // everyXMonths: start + k × interval, each from the anchor
  ['every 3 months from Nov 30: → Feb 28', every3, '2026-11-30', '2026-11-30', null, '2027-02-28'],
  ['every 3 months from Nov 30: Feb 28 → May 30', every3, '2026-11-30', '2027-02-28', null, '2027-05-30'],
  ['every 3 months from Nov 30: May 30 → Aug 30', every3, '2026-11-30', '2027-05-30', null, '2027-08-30'],
  ['every 3 months from Nov 30 2027: → Feb 29 2028 (leap)', every3, '2027-11-30', '2027-11-30', null, '2028-02-29'],
  [
    'every 12 months from Feb 29 2024: → Feb 28 2025',
    { type: 'everyXMonths', interval: 12 },
    '2024-02-29',
    '2024-02-29',
    null,
    '2025-02-28',
  ],
  [
    'every 12 months from Feb 29 2024: Feb 28 2027 → Feb 29 2028',
    { type: 'everyXMonths', interval: 12 },
    '2024-02-29',
    '2027-02-28',
    null,
    '2028-02-29',
  ],
  [
    'every month from Jan 31: Feb 28 → Mar 31',
    { type: 'everyXMonths', interval: 1 },
    '2027-01-31',
    '2027-02-28',
    null,
    '2027-03-31',
  ],
  [
    'every 6 months: the first is the start',
    { type: 'everyXMonths', interval: 6 },
    '2026-05-15',
    null,
    null,
    '2026-05-15',
  ],
  [
    'every 6 months from May 15, after Nov 1 → Nov 15',
    { type: 'everyXMonths', interval: 6 },
    '2026-05-15',
    '2026-11-01',
    null,
    '2026-11-15',
  ],
  [
    'every 2 months from Jan 31: Mar 31 → May 31',
    { type: 'everyXMonths', interval: 2 },
    '2026-01-31',
    '2026-03-31',
    null,
    '2026-05-31',
  ],
  // fixedDays: the earliest listed date after the occurrence being completed
  ['fixed dates: completing Jun 1 (early or not) → Dec 1', twoDates, '2027-01-01', '2027-06-01', null, '2027-12-01'],
  ['fixed dates: after a day before Jun 1 → Jun 1', twoDates, '2027-01-01', '2027-05-20', null, '2027-06-01'],
  [
    'fixed dates unordered, after one equal to a listed date → the next one',
    { type: 'fixedDays', fixedDates: ['2027-12-01', '2027-06-01', '2027-03-15'] },
    '2027-01-01',
    '2027-03-15',
    null,
    '2027-06-01',
  ],
  ['fixed dates: after the last → none', twoDates, '2027-01-01', '2027-12-01', null, null],
  ['fixed dates every year: Jul 31 → Jan 31 next year', taxYearly, '2027-01-01', '2027-07-31', null, '2028-01-31'],
  ['fixed dates every year: Jan 31 2028 → Jul 31 2028', taxYearly, '2027-01-01', '2028-01-31', null, '2028-07-31'],
  ['fixed Feb 29 every year: → Feb 28 2025', leapYearly, '2024-01-01', '2024-02-29', null, '2025-02-28'],
  ['fixed Feb 29 every year: Feb 28 2027 → Feb 29 2028', leapYearly, '2024-01-01', '2027-02-28', null, '2028-02-29'],
  [
    'fixed dates before the start are not occurrences',
    { type: 'fixedDays', fixedDates: ['2026-01-15', '2026-06-15'] },
    '2026-03-01',
    null,
    null,
    '2026-06-15',
  ],
  [
    'fixed dates every year, listed in a later year',
    { type: 'fixedDays', fixedDates: ['2030-04-15'], repeatYearly: true },
    '2026-11-24',
    null,
    null,
    '2027-04-15',
  ],
  // end date: no occurrence after it
  ['end date on the next occurrence: it is kept', dom15, '2026-01-15', '2026-05-15', '2026-06-15', '2026-06-15'],
  ['end date on the completed occurrence: none after it', dom15, '2026-01-15', '2026-06-15', '2026-06-15', null],
  ['end date a day before the next occurrence: none', dom15, '2026-01-15', '2026-05-15', '2026-06-14', null],
  ['end date after the next occurrence: it is kept', dom15, '2026-01-15', '2026-05-15', '2026-06-16', '2026-06-15'],
  [
    'end date before the first weekly occurrence: none',
    { type: 'weekly', dayOfWeek: 5 },
    '2026-11-24',
    null,
    '2026-11-26',
    null,
  ],
  ['fixed dates with an end before them: none', twoDates, '2027-01-01', '2027-01-01', '2027-05-31', null],
];

describe('private.next_occurrence: hand-computed cases', () => {
  let db: Client;
  let results: Array<string | null>;

  beforeAll(async () => {
    db = new Client({ connectionString: DB_URL });
    await db.connect();
    const { rows } = await db.query<{ i: number; d: string | null }>(
      `select c.i, to_char(private.next_occurrence(c.r, c.anchor, c.after, c.until), 'YYYY-MM-DD') as d
       from jsonb_to_recordset($1::jsonb) as c (i int, r jsonb, anchor date, after date, until date)
       order by c.i`,
      [JSON.stringify(CASES.map(([, r, anchor, after, until], i) => ({ i, r, anchor, after, until })))],
    );
    results = rows.map((row) => row.d);
  });
  afterAll(() => db.end());

  it('has at least 40 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CASES.map((c, i) => [c[0], i, c[5]] as const))('%s', (_label, index, expected) => {
    expect(results[index]).toBe(expected);
  });
});

describe('public.preview_occurrences: the form preview reads the same rule', () => {
  it('lists the next dates of a schedule from its start', async () => {
    const { client } = await signedInClient();
    const { data, error } = await client.rpc('preview_occurrences', {
      p_recurrence: monthly31,
      p_start: '2027-01-31',
      p_count: 4,
    });
    expect(error).toBeNull();
    expect(data).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
  });

  it('stops at the end date, and starts from a given date', async () => {
    const { client } = await signedInClient();
    const { data } = await client.rpc('preview_occurrences', {
      p_recurrence: dom15,
      p_start: '2026-01-15',
      p_end: '2026-03-15',
      p_from: '2026-02-01',
    });
    expect(data).toEqual(['2026-02-15', '2026-03-15']);
  });

  it.each([
    [{ type: 'monthly', dayOfMonth: 0 }, 'Day of month must be a whole number from 1 to 31'],
    [{ type: 'monthly', dayOfMonth: 32 }, 'Day of month must be a whole number from 1 to 31'],
    [{ type: 'weekly', dayOfWeek: 7 }, 'Day of week must be Sunday to Saturday (0 to 6)'],
    [{ type: 'everyXMonths', interval: 0 }, 'Interval must be a whole number of months from 1 to 12'],
    [{ type: 'everyXMonths', interval: -2 }, 'Interval must be a whole number of months from 1 to 12'],
    [{ type: 'fixedDays', fixedDates: ['2027-02-30'] }, 'Fixed dates must be real calendar dates (yyyy-MM-dd)'],
    [{ type: 'fixedDays', fixedDates: ['June 1'] }, 'Fixed dates must be real calendar dates (yyyy-MM-dd)'],
    [{ type: 'fixedDays', fixedDates: [] }, 'Add at least one date'],
  ])('refuses %j with a clear message', async (recurrence, message) => {
    const { client } = await signedInClient();
    const { error } = await client.rpc('preview_occurrences', { p_recurrence: recurrence, p_start: '2027-01-01' });
    expect(error?.message).toBe(message);
  });
});
