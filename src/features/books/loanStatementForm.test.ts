import { MONEY_MESSAGE } from '../../utils/money';
import { newLoanStatementForm, parseLoanStatement, statementYears } from './loanStatementForm';

describe('the lender’s Form 1098 as typed', () => {
  it('offers this year and the five before it, starting on last year’s statement', () => {
    expect(statementYears(2027)).toEqual([2027, 2026, 2025, 2024, 2023, 2022]);
    expect(newLoanStatementForm(2027)).toEqual({ year: '2026', interest: '', taxes: '', insurance: '' });
  });
  it('opens a saved statement as it was entered', () => {
    expect(newLoanStatementForm(2027, { year: 2026, interest: 15890.5, taxes: null, insurance: 1200 })).toEqual({
      year: '2026',
      interest: '15,890.50',
      taxes: '',
      insurance: '1,200.00',
    });
  });
  it('saves box 1 as typed, and escrow only where the statement shows it', () => {
    expect(parseLoanStatement('p1', { year: '2026', interest: '$15,890.50', taxes: '3,000', insurance: '' })).toEqual({
      errors: {},
      fields: { property_id: 'p1', year: 2026, interest: 15890.5, taxes: 3000, insurance: null },
    });
  });
  it('takes a statement of escrow alone, with no interest in box 1', () => {
    expect(
      parseLoanStatement('p1', { year: '2026', interest: '0', taxes: '3,000', insurance: '' }).fields?.interest,
    ).toBe(0);
  });
  it.each([
    [{ year: '2026', interest: '', taxes: '', insurance: '' }, { interest: 'Enter the mortgage interest (box 1)' }],
    [{ year: '2026', interest: '12k', taxes: '', insurance: '' }, { interest: MONEY_MESSAGE }],
    [
      { year: '2026', interest: '100', taxes: '-5', insurance: 'x' },
      { taxes: MONEY_MESSAGE, insurance: MONEY_MESSAGE },
    ],
    [{ year: '', interest: '100', taxes: '', insurance: '' }, { year: 'Choose the year of the statement' }],
    [{ year: '1999', interest: '100', taxes: '', insurance: '' }, { year: 'Choose the year of the statement' }],
  ])('refuses %j', (form, errors) => {
    expect(parseLoanStatement('p1', form)).toEqual({ errors });
  });
});
