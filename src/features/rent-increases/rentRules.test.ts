import { MONEY_MESSAGE } from '../../utils/money';
import {
  chainedBase,
  defaultEffectiveDate,
  duplicateMessage,
  effectiveDateChoices,
  fixedTermDateChoices,
  isDuplicateIncrease,
  plannedNewRent,
  previewRent,
  validateDraft,
  draftValue,
  type ChainItem,
} from './rentRules';

const now = '2026-11-22'; // the landlord's today

let seq = 0;
const pct = (date: string, percent: number, status = 'Scheduled'): ChainItem => ({
  id: `i${++seq}`,
  basis: 'Percent',
  percent,
  amount: null,
  effective_date: date,
  planned_new_rent: 0,
  status,
});
const cancelled = (item: ChainItem): ChainItem => ({ ...item, status: 'Cancelled' });

// The rounding cases live in tests/cases/rentIncreaseCases.json (rentCases.test.ts), shared with the database's test.
describe('plannedNewRent (SPEC §9)', () => {
  it('treats a unit without a rent as 0', () => {
    expect(plannedNewRent(null, 'Percent', 5, null)).toBe(0);
  });
});

// The chains the database computes (created in any order, re-chained) are cases in
// tests/cases/rentIncreaseCases.json, run through the preview in rentCases.test.ts.
describe('chainedBase', () => {
  const planned = (item: ChainItem, rent: number): ChainItem => ({ ...item, planned_new_rent: rent });
  const chain = [planned(pct('2027-01-01', 10), 1100), planned(pct('2028-01-01', 10), 1210)];
  it('uses the unit rent before the first increase and the latest earlier one after', () => {
    expect(chainedBase(1000, chain, '2026-12-31')).toBe(1000);
    expect(chainedBase(1000, chain, '2027-01-01')).toBe(1000); // same date is not earlier
    expect(chainedBase(1000, chain, '2027-06-01')).toBe(1100);
    expect(chainedBase(1000, chain, '2030-01-01')).toBe(1210);
    expect(chainedBase(null, [], '2030-01-01')).toBe(0);
  });
  it('chains on Applied and Overdue (a Scheduled one whose date passed), never on Cancelled', () => {
    expect(chainedBase(1000, [planned(pct('2026-06-01', 10, 'Applied'), 1100)], '2027-01-01')).toBe(1100);
    expect(chainedBase(1000, [planned(pct('2026-10-01', 10, 'Overdue'), 1100)], '2027-01-01')).toBe(1100);
    expect(chainedBase(1000, [chain[0], cancelled(chain[1])], '2030-01-01')).toBe(1100);
    expect(chainedBase(1000, [cancelled(chain[0])], '2030-01-01')).toBe(1000);
  });
});

describe('defaultEffectiveDate and date choices (SPEC §2, §9)', () => {
  it('is 30 days ahead for a month-to-month unit', () => {
    expect(defaultEffectiveDate({ lease_status: 'MonthToMonth', lease_end_date: null }, now)).toBe('2026-12-22');
  });
  it('is the lease end date for a fixed-term unit', () => {
    expect(defaultEffectiveDate({ lease_status: 'FixedTerm', lease_end_date: '2027-03-31' }, now)).toBe('2027-03-31');
    expect(defaultEffectiveDate({ lease_status: 'FixedTerm', lease_end_date: '2026-11-22' }, now)).toBe('2026-11-22');
  });
  it('never pre-selects a past date: an expired lease starts from its next anniversary', () => {
    const expired = { lease_status: 'FixedTerm', lease_end_date: '2025-06-30' };
    expect(defaultEffectiveDate(expired, now)).toBe('2027-06-30');
    expect(effectiveDateChoices(expired, now)).toEqual(['2027-06-30', '2028-06-30', '2029-06-30', '2030-06-30']);
    expect(defaultEffectiveDate({ ...expired, lease_end_date: '2026-11-21' }, now)).toBe('2027-11-21');
  });
  it('starts this year while the anniversary is ahead', () => {
    expect(fixedTermDateChoices('2025-12-15', now)).toEqual(['2026-12-15', '2027-12-15', '2028-12-15', '2029-12-15']);
  });
  it('starts this year on the anniversary itself', () => {
    expect(fixedTermDateChoices('2024-11-22', now)).toEqual(['2026-11-22', '2027-11-22', '2028-11-22', '2029-11-22']);
  });
  it('starts next year once the anniversary has passed', () => {
    expect(fixedTermDateChoices('2027-03-31', now)).toEqual(['2027-03-31', '2028-03-31', '2029-03-31', '2030-03-31']);
    expect(fixedTermDateChoices('2026-11-21', now)).toEqual(['2027-11-21', '2028-11-21', '2029-11-21', '2030-11-21']);
  });
  it('puts a 29 February anniversary on 28 February in other years', () => {
    expect(fixedTermDateChoices('2024-02-29', now)).toEqual(['2027-02-28', '2028-02-29', '2029-02-28', '2030-02-28']);
  });
  it('offers the lease end date with the choices, and none for other units', () => {
    expect(effectiveDateChoices({ lease_status: 'FixedTerm', lease_end_date: '2099-01-31' }, now)).toEqual([
      '2027-01-31',
      '2028-01-31',
      '2029-01-31',
      '2030-01-31',
      '2099-01-31',
    ]);
    expect(effectiveDateChoices({ lease_status: 'Vacant', lease_end_date: null }, now)).toEqual([]);
  });
});

describe('planner draft', () => {
  const draft = { unitId: 'u1', basis: 'Percent' as const, value: '3', effectiveDate: '2027-01-01' };
  it('validates value and date', () => {
    expect(validateDraft(draft)).toBeNull();
    expect(validateDraft({ ...draft, unitId: '' })).toBe('Choose a unit');
    expect(validateDraft({ ...draft, value: '' })).toBe('Enter a percent greater than 0');
    expect(validateDraft({ ...draft, basis: 'FixedAmount', value: '$0' })).toBe('Enter an amount greater than 0');
    expect(validateDraft({ ...draft, basis: 'FixedAmount', value: '-5' })).toBe(MONEY_MESSAGE);
    expect(validateDraft({ ...draft, basis: 'FixedAmount', value: '$1,050' })).toBeNull();
    expect(validateDraft({ ...draft, value: '101' })).toBe('Percent cannot be more than 100');
    expect(validateDraft({ ...draft, effectiveDate: '' })).toBe('Choose an effective date');
  });
  it('previews on the chained base', () => {
    const chain = [{ ...pct('2027-01-01', 3), planned_new_rent: 1270 }];
    expect(previewRent(1234, [], draft)).toBe(1270);
    expect(previewRent(1234, chain, { ...draft, effectiveDate: '2028-01-01' })).toBe(1310);
    expect(previewRent(1234, chain, { ...draft, basis: 'FixedAmount', value: '50', effectiveDate: '2028-01-01' })).toBe(
      1320,
    );
    expect(previewRent(1234, [], { ...draft, value: 'x' })).toBeNull();
    expect(previewRent(1234, [], { ...draft, basis: 'FixedAmount', value: '$1,000.00' })).toBe(2235);
    expect(previewRent(1234, [], { ...draft, basis: 'FixedAmount', value: '1,2,3' })).toBeNull();
  });
  it.each<['Percent' | 'FixedAmount', string, number | null]>([
    ['Percent', '3.5', 3.5],
    ['Percent', ' ', null],
    ['Percent', 'x', null],
    ['FixedAmount', '$1,050', 1050],
    ['FixedAmount', '50.5', 50.5],
    ['FixedAmount', '12.345', null],
  ])('reads the %s %j as %j', (basis, value, read) => {
    expect(draftValue({ basis, value })).toBe(read);
  });
  it('finds a live increase on the same unit and date', () => {
    const rows = [
      { unit_id: 'u1', effective_date: '2027-01-01', status: 'Scheduled' },
      { unit_id: 'u1', effective_date: '2028-01-01', status: 'Cancelled' },
    ];
    expect(isDuplicateIncrease(rows, 'u1', '2027-01-01')).toBe(true);
    expect(isDuplicateIncrease(rows, 'u1', '2028-01-01')).toBe(false);
    expect(isDuplicateIncrease(rows, 'u2', '2027-01-01')).toBe(false);
    expect(duplicateMessage('2027-01-01')).toBe(
      'A rent increase for this unit on Jan 1, 2027 already exists. Please choose a different effective date.',
    );
  });
});
