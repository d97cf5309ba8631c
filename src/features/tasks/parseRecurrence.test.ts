import { parseRecurrence } from './recurrenceRules';

describe('parseRecurrence: the jsonb column checked at the API boundary', () => {
  it.each([
    ['a monthly schedule', { type: 'monthly', dayOfMonth: 31 }, { type: 'monthly', dayOfMonth: 31 }],
    [
      'fixed dates, non-strings dropped',
      { type: 'fixedDays', fixedDates: ['2099-01-01', 7], repeatYearly: true },
      { type: 'fixedDays', fixedDates: ['2099-01-01'], repeatYearly: true },
    ],
    [
      'nulls kept as nulls',
      { type: 'weekly', dayOfWeek: 1, interval: null },
      { type: 'weekly', dayOfWeek: 1, interval: null },
    ],
    ['a field of the wrong type dropped', { type: 'everyXMonths', interval: '3' }, { type: 'everyXMonths' }],
    ['an unknown type', { type: 'hourly' }, null],
    ['no object', 'monthly', null],
    ['an array', [{ type: 'monthly' }], null],
    ['null', null, null],
  ])('%s', (_name, stored, parsed) => {
    expect(parseRecurrence(stored)).toEqual(parsed);
  });
});
