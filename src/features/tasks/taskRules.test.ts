import { landlordToday } from '../../utils/landlordToday';
import { MONEY_MESSAGE } from '../../utils/money';
import {
  cleanLinks,
  cleanList,
  costFact,
  displayStatus,
  linkErrors,
  toTaskSchedule,
  validateTask,
  paymentOfCompletion,
} from './taskRules';

const now = '2026-11-22'; // the landlord's today
const open = (due: string | null, extra = {}) => ({
  status: 'Open',
  due_date: due,
  next_due_date: null,
  start_date: null,
  ...extra,
});

describe('displayStatus (SPEC §4)', () => {
  it.each([
    [open('2026-11-21'), 'Overdue'],
    [open('2026-11-22'), 'Due Today'],
    [open('2026-11-23'), 'Open'],
    [open(null), 'Open'],
    [{ ...open('2026-01-01'), status: 'Completed' }, 'Completed'],
    [{ ...open('2026-01-01'), status: 'Skipped' }, 'Skipped'],
    [open(null, { next_due_date: '2026-11-20', start_date: '2026-01-01' }), 'Overdue'],
    [open(null, { start_date: '2026-11-22' }), 'Due Today'],
  ])('%j → %s', (task, status) => {
    expect(displayStatus(task, now)).toBe(status);
  });

  // The browser's clock says 09:30 UTC on New Year's Day; the landlord, in Honolulu, is at 23:30 on New Year's Eve.
  describe("on the landlord's day, not the browser's", () => {
    const instant = new Date('2027-01-01T09:30:00Z');
    const inHonolulu = landlordToday('Pacific/Honolulu', instant);

    it.each([
      [open('2026-12-31'), 'Due Today'],
      [open('2026-12-30'), 'Overdue'],
      [open('2027-01-01'), 'Open'],
    ])('%j → %s in Honolulu at 23:30', (task, status) => {
      expect(displayStatus(task, inHonolulu)).toBe(status);
    });

    it('would be Overdue on the UTC day', () => {
      expect(displayStatus(open('2026-12-31'), landlordToday('UTC', instant))).toBe('Overdue');
    });
  });
});

describe('toTaskSchedule (SPEC §4 task form)', () => {
  const base = {
    scope: 'Unit' as const,
    property_id: 'p1',
    unit_id: 'u1',
    due_date: '2026-12-01',
    start_date: '2026-12-05',
  };

  it('saves due_date only for a one-time task, with no recurrence', () => {
    expect(toTaskSchedule({ ...base, recurrence: { type: 'none' } })).toEqual({
      ...base,
      start_date: null,
      recurrence: null,
    });
    expect(toTaskSchedule({ ...base, recurrence: null })).toEqual({ ...base, start_date: null, recurrence: null });
  });

  it('saves start_date only for a recurring task', () => {
    const recurrence = { type: 'monthly' as const, dayOfMonth: 5 };
    expect(toTaskSchedule({ ...base, recurrence })).toEqual({ ...base, due_date: null, recurrence });
  });

  it('clears the property for Business and keeps the unit only for Unit', () => {
    expect(toTaskSchedule({ ...base, scope: 'Business', recurrence: null })).toMatchObject({
      property_id: null,
      unit_id: null,
    });
    expect(toTaskSchedule({ ...base, scope: 'Property', recurrence: null })).toMatchObject({
      property_id: 'p1',
      unit_id: null,
    });
  });
});

describe('validateTask (SPEC §5)', () => {
  const form = {
    title: 'Water bill',
    scope: 'Business' as const,
    property_id: null,
    unit_id: null,
    recurrence: null,
    estimated_cost: '',
  };

  it('accepts a complete business task', () => {
    expect(validateTask(form, false)).toEqual({});
  });

  it('names every missing field', () => {
    expect(validateTask({ ...form, title: ' ', scope: '' }, false)).toEqual({
      title: 'Task title is required',
      scope: 'Scope is required',
    });
    expect(validateTask({ ...form, scope: 'Property' }, false)).toEqual({ property_id: 'Property is required' });
    expect(validateTask({ ...form, scope: 'Unit' }, false)).toEqual({ property_id: 'Property is required' });
  });

  it('asks for a unit only when the property has units', () => {
    expect(validateTask({ ...form, scope: 'Unit', property_id: 'p1' }, true)).toEqual({ unit_id: 'Unit is required' });
    expect(validateTask({ ...form, scope: 'Unit', property_id: 'p1' }, false)).toEqual({});
  });

  it('bounds day of month to 1-31 and the interval to 1-12 months', () => {
    expect(validateTask({ ...form, recurrence: { type: 'monthly', dayOfMonth: 32 } }, false)).toEqual({
      dayOfMonth: 'Day of month must be between 1 and 31',
    });
    expect(validateTask({ ...form, recurrence: { type: 'monthly', dayOfMonth: 31 } }, false)).toEqual({});
    expect(validateTask({ ...form, recurrence: { type: 'everyXMonths', interval: 13 } }, false)).toEqual({
      interval: 'Interval must be between 1 and 12 months',
    });
    expect(validateTask({ ...form, recurrence: { type: 'everyXMonths', interval: 0 } }, false)).toEqual({
      interval: 'Interval must be between 1 and 12 months',
    });
    expect(validateTask({ ...form, recurrence: { type: 'everyXMonths', interval: 12 } }, false)).toEqual({});
  });

  it('wants a cost in dollars and cents, typed as landlords type it', () => {
    expect(validateTask({ ...form, estimated_cost: '12.345' }, false)).toEqual({
      estimated_cost: MONEY_MESSAGE,
    });
    expect(validateTask({ ...form, estimated_cost: '12.34' }, false)).toEqual({});
    expect(validateTask({ ...form, estimated_cost: '$1,200' }, false)).toEqual({});
  });
});

describe('cleaning lists on save (SPEC §5)', () => {
  it('drops links without a label or url, trimming the rest', () => {
    expect(
      cleanLinks([
        { label: ' Portal ', url: ' https://pay.example ' },
        { label: '', url: 'https://x.example' },
        { label: 'No url', url: '  ' },
      ]),
    ).toEqual([{ label: 'Portal', url: 'https://pay.example' }]);
  });

  it('gives a url typed without a scheme https://, and keeps mailto: and tel:', () => {
    expect(
      cleanLinks([
        { label: 'Portal', url: 'www.pay.example' },
        { label: 'Mail', url: 'mailto:pm@pay.example' },
        { label: 'Call', url: 'tel:+19195550123' },
      ]),
    ).toEqual([
      { label: 'Portal', url: 'https://www.pay.example' },
      { label: 'Mail', url: 'mailto:pm@pay.example' },
      { label: 'Call', url: 'tel:+19195550123' },
    ]);
  });

  it('names each link whose url the link rule refuses', () => {
    const links = [
      { label: 'Fine', url: 'https://pay.example' },
      { label: 'Script', url: 'javascript:alert(1)' },
      { label: 'Page', url: 'data:text/html,<script>alert(1)</script>' },
      { label: 'Empty', url: '' },
    ];
    expect(linkErrors(links)).toEqual({
      1: 'Links must start with http://, https://, mailto: or tel:',
      2: 'Links must start with http://, https://, mailto: or tel:',
    });
  });

  it('drops blank account numbers and payment methods', () => {
    expect(cleanList([' 123 ', '', '   ', 'ACH'])).toEqual(['123', 'ACH']);
  });
});

describe('costFact: a recurring bill shows its last payment, never a cost of its own', () => {
  const monthly = { type: 'monthly' as const, dayOfMonth: 15 };
  const paid = { amount: 88.1, paid_on: '2026-12-15' };
  it.each<[string, Parameters<typeof costFact>[0], Parameters<typeof costFact>[1], [string, string]]>([
    ['a paid monthly bill', { recurrence: monthly, actual_cost: null }, paid, ['Last paid', '$88.10 on Dec 15, 2026']],
    ['one never paid', { recurrence: monthly, actual_cost: null }, null, ['Last paid', 'Not paid yet']],
    ['its payments still loading', { recurrence: monthly, actual_cost: null }, undefined, ['Last paid', '…']],
    [
      'an old row still carrying a cost',
      { recurrence: monthly, actual_cost: 70 },
      paid,
      ['Last paid', '$88.10 on Dec 15, 2026'],
    ],
    ['a one-time task completed', { recurrence: null, actual_cost: 180.5 }, paid, ['Actual cost', '$180.50']],
    ['a one-time task not done yet', { recurrence: null, actual_cost: null }, null, ['Actual cost', '—']],
  ])('%s', (_label, task, last, expected) => {
    expect(costFact(task, last)).toEqual(expected);
  });
});

describe('paymentOfCompletion', () => {
  const payments = [
    { id: 'newest', occurrence: '2026-12-05' },
    { id: 'older', occurrence: '2026-11-05' },
    { id: 'undated', occurrence: null },
  ];
  it.each([
    ['2026-11-05', 'older'],
    ['2026-12-05', 'newest'],
    ['2026-10-05', undefined],
  ])('finds the payment of the occurrence %s', (occurrence, id) => {
    expect(paymentOfCompletion(payments, occurrence)?.id).toBe(id);
  });
  it('takes the newest for a task without dates, and nothing while the payments load', () => {
    expect(paymentOfCompletion([{ id: 'a', occurrence: '2026-12-01' }], null)?.id).toBe('a');
    expect(paymentOfCompletion(undefined, '2026-12-05')).toBeUndefined();
  });
});
