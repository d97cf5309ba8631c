import { parseChoice, parseMoneyCell, parseUsDate, parseWhole, parseYesNo } from './usParsing';

// The amounts themselves are read by src/utils/money.ts (its table); a cell adds the column to the message.
describe('parseMoneyCell: an amount in a CSV cell', () => {
  it('reads what the money fields read', () => {
    expect(parseMoneyCell(' $ 1,095.00 ', 'Rent')).toEqual({ value: 1095 });
    expect(parseMoneyCell('  ', 'Rent')).toEqual({ value: null });
  });

  it('names the column and the value it refuses', () => {
    expect(parseMoneyCell(' 12.345 ', 'Monthly rent')).toEqual({
      error: 'Monthly rent: "12.345" is not an amount like 1,234.50',
    });
  });
});

describe('parseUsDate: month first, as in the US', () => {
  it.each([
    ['3/1/2027', '2027-03-01'],
    ['03/01/2027', '2027-03-01'],
    ['3-1-2027', '2027-03-01'],
    ['12/31/26', '2026-12-31'],
    ['2027-03-01', '2027-03-01'],
    ['2/29/2028', '2028-02-29'],
  ])('%s → %s', (cell, value) => {
    expect(parseUsDate(cell, 'Lease end')).toEqual({ value });
  });

  it.each([
    ['2/29/2027', 'is not a date on the calendar'],
    ['13/1/2027', 'is not a date on the calendar'],
    ['4/31/2027', 'is not a date on the calendar'],
    ['2/29/1900', 'is not a date on the calendar'],
    ['March 1, 2027', 'is not a date like 3/1/2027'],
    ['1.3.2027', 'is not a date like 3/1/2027'],
    ['3/1', 'is not a date like 3/1/2027'],
  ])('refuses %s', (cell, reason) => {
    expect(parseUsDate(cell, 'Lease end')).toEqual({ error: `Lease end: "${cell}" ${reason}` });
  });

  it('reads an empty cell as no date', () => {
    expect(parseUsDate('', 'Due date')).toEqual({ value: null });
  });
});

describe('yes/no, whole numbers and choices', () => {
  it.each([
    ['Yes', true],
    ['y', true],
    ['TRUE', true],
    ['x', true],
    ['1', true],
    ['no', false],
    ['N', false],
    ['0', false],
    ['', null],
  ])('%s → %s', (cell, value) => {
    expect(parseYesNo(cell, 'Section 8')).toEqual({ value });
  });
  it('refuses maybe', () => {
    expect(parseYesNo('maybe', 'Section 8')).toEqual({ error: 'Section 8: "maybe" is not yes or no' });
  });
  it('keeps whole numbers within their range', () => {
    expect(parseWhole('15', 'Day of month', 1, 31)).toEqual({ value: 15 });
    expect(parseWhole('32', 'Day of month', 1, 31)).toEqual({
      error: 'Day of month: "32" must be a whole number from 1 to 31',
    });
    expect(parseWhole('1.5', 'Every (months)', 1, 12).error).toBeDefined();
  });
  it('matches a choice by its name or a spelling, ignoring case, spaces and dashes', () => {
    const choices = { Vacant: ['empty'], MonthToMonth: ['month to month', 'mtm'], FixedTerm: ['fixed'] };
    expect(parseChoice('Month-to-month', 'Lease status', choices)).toEqual({ value: 'MonthToMonth' });
    expect(parseChoice('MTM', 'Lease status', choices)).toEqual({ value: 'MonthToMonth' });
    expect(parseChoice('fixed term', 'Lease status', choices)).toEqual({ value: 'FixedTerm' });
    expect(parseChoice('vacant ', 'Lease status', choices)).toEqual({ value: 'Vacant' });
    expect(parseChoice('Rented', 'Lease status', choices)).toEqual({
      error: 'Lease status: "Rented" must be one of Vacant, MonthToMonth, FixedTerm',
    });
  });
});
