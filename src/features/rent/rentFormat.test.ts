import { balanceText, dueDayText, effectText, entryText, lateFeeRuleText, leaseText } from './rentFormat';

const entry = { kind: 'rent' as const, period: null, memo: null, method: null, reference: null, amount: 0 };

describe('rent words', () => {
  it.each([
    [
      { start_on: '2026-11-17', ended_on: null, lease_type: 'MonthToMonth' as const, lease_end_on: null },
      'Since Nov 17, 2026 · month to month',
    ],
    [
      { start_on: '2026-11-17', ended_on: null, lease_type: 'FixedTerm' as const, lease_end_on: '2027-11-30' },
      'Since Nov 17, 2026 · lease to Nov 30, 2027',
    ],
    [
      { start_on: null, ended_on: null, lease_type: 'MonthToMonth' as const, lease_end_on: null },
      'Before records · month to month',
    ],
    [
      { start_on: '2026-11-17', ended_on: '2027-01-31', lease_type: 'MonthToMonth' as const, lease_end_on: null },
      'Nov 17, 2026 – Jan 31, 2027',
    ],
  ])('lease %j', (lease, text) => {
    expect(leaseText(lease)).toBe(text);
  });

  it.each([
    [1200, '$1,200.00'],
    [-50, '$50.00 credit'],
    [0, '$0.00'],
    [null, ''],
  ])('balance %s → %s', (balance, text) => {
    expect(balanceText(balance)).toBe(text);
  });

  it.each([
    [{ ...entry, period: '2026-11-01' }, 'Rent for Nov 2026'],
    [
      { ...entry, kind: 'late_fee' as const, memo: 'Late fee: rent of November 2026' },
      'Late fee: rent of November 2026',
    ],
    [{ ...entry, kind: 'charge' as const, memo: 'Water bill' }, 'Charge: Water bill'],
    [{ ...entry, kind: 'credit' as const, memo: 'Paint' }, 'Credit: Paint'],
    [
      { ...entry, kind: 'payment' as const, method: 'Check', reference: '#1042', memo: 'Half' },
      'Payment · Check #1042 · Half',
    ],
    [
      { ...entry, kind: 'payment' as const, method: 'Deposit', memo: 'Taken from the deposit' },
      'Payment · Deposit · Taken from the deposit',
    ],
    [
      { ...entry, kind: 'deposit_received' as const, amount: 1000, memo: 'Held by Owner: not income' },
      'Deposit received, $1,000.00 (Held by Owner: not income)',
    ],
    [{ ...entry, kind: 'deposit_settled' as const, amount: 750 }, 'Deposit settled: $750.00 returned'],
  ])('entry %j → %s', (e, text) => {
    expect(entryText(e)).toBe(text);
  });

  it.each([
    [1200, 'rent' as const, '+$1,200.00'],
    [-500, 'payment' as const, '−$500.00'],
    [0, 'deposit_received' as const, ''],
  ])('effect %d of %s → %s', (effect, kind, text) => {
    expect(effectText(effect, kind)).toBe(text);
  });

  it.each([
    ['flat' as const, 50, 5, '$50.00 after 5 grace days'],
    ['percent' as const, 5, 1, '5% of rent after 1 grace day'],
    [null, null, 5, 'No late fee'],
  ])('late fee %s %s after %d', (kind, value, grace, text) => {
    expect(lateFeeRuleText(kind, value, grace)).toBe(text);
  });

  it.each([
    [1, 'the 1st'],
    [2, 'the 2nd'],
    [3, 'the 3rd'],
    [11, 'the 11th'],
    [12, 'the 12th'],
    [21, 'the 21st'],
    [22, 'the 22nd'],
    [28, 'the 28th'],
    [31, 'the last day'],
  ])('due day %d → %s', (day, text) => {
    expect(dueDayText(day)).toBe(text);
  });
});
