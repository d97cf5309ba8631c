import { shownAccountNumbers, vendorAccountLines, type TaskAccountSource } from './taskAccountRules';

const CEDAR = { name: 'Cedar Lane' };
const task = (over: Partial<TaskAccountSource>): TaskAccountSource => ({
  vendor_account: null,
  account_numbers: [],
  property: CEDAR,
  vendor: { account_number: 'RW-000111' },
  ...over,
});

describe('vendorAccountLines', () => {
  it.each<[string, Partial<TaskAccountSource>, Array<[string, string]>]>([
    [
      "the property's account first, then the default",
      { vendor_account: 'RW-552-0187' },
      [
        ['Cedar Lane account', 'RW-552-0187'],
        ['Default account', 'RW-000111'],
      ],
    ],
    [
      "the property's account alone when the vendor has no default",
      { vendor_account: 'RW-552-0187', vendor: { account_number: null } },
      [['Cedar Lane account', 'RW-552-0187']],
    ],
    [
      'the default when the property has no account of its own',
      { vendor_account: 'RW-000111' },
      [['Account', 'RW-000111']],
    ],
    ['the default for a business task', { vendor_account: 'RW-000111', property: null }, [['Account', 'RW-000111']]],
    ['nothing when neither exists', { vendor: { account_number: null } }, []],
    ['nothing without a vendor', { vendor: null }, []],
    // A read from before the account field existed (an old cache entry): the default as before.
    ['the default when the account is unknown', { vendor_account: null }, [['Account', 'RW-000111']]],
  ])('%s', (_case, over, expected) => {
    expect(vendorAccountLines(task(over)).map((l) => [l.label, l.number])).toEqual(expected);
  });
});

describe('shownAccountNumbers', () => {
  it.each<[string, Partial<TaskAccountSource>, string[]]>([
    [
      'the account the bill is paid under, then the task’s own',
      { vendor_account: 'RW-552-0187', account_numbers: ['X-1'] },
      ['RW-552-0187', 'X-1'],
    ],
    ['each number once', { vendor_account: 'X-1', account_numbers: ['X-1', 'X-2'] }, ['X-1', 'X-2']],
    ['the task’s own without a vendor account', { account_numbers: ['X-1'] }, ['X-1']],
    ['none', {}, []],
  ])('%s', (_case, over, expected) => {
    expect(shownAccountNumbers(task(over))).toEqual(expected);
  });
});
