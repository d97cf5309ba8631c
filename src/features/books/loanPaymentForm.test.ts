import { MONEY_MESSAGE } from '../../utils/money';
import { canSplit, newLoanPaymentForm, parseLoanPayment, scheduledPayment } from './loanPaymentForm';

const loan = {
  loan_amount: 240000,
  loan_interest_rate: 6.75,
  loan_term_months: 360,
  loan_escrow_taxes: 250,
  loan_escrow_insurance: 100,
};

describe('the payment a loan suggests', () => {
  it('is principal and interest by the schedule plus escrow: 1,556.64 + 350', () => {
    expect(scheduledPayment(loan)).toBe('1,906.64');
    expect(scheduledPayment({ ...loan, loan_escrow_taxes: null, loan_escrow_insurance: null })).toBe('1,556.64');
  });
  it('is nothing without an amount, a rate or a term', () => {
    expect(scheduledPayment({ ...loan, loan_term_months: null })).toBe('');
    expect(canSplit({ ...loan, loan_term_months: null })).toBe(true);
    expect(canSplit({ ...loan, loan_interest_rate: null })).toBe(false);
  });
  it('starts the form on the landlord’s today', () => {
    expect(newLoanPaymentForm(loan, '2026-12-02')).toEqual({ amount: '1,906.64', paidOn: '2026-12-02', memo: '' });
  });
});

describe('a mortgage payment as typed', () => {
  const today = '2026-12-02';
  it('saves an amount typed as landlords type it, on a past day', () => {
    expect(parseLoanPayment('id1', 'p1', { amount: '$1,906.64', paidOn: '2026-12-01', memo: ' Dec ' }, today)).toEqual({
      errors: {},
      fields: { id: 'id1', property_id: 'p1', paid_on: '2026-12-01', amount: 1906.64, memo: 'Dec' },
    });
  });
  it.each([
    [{ amount: '12k', paidOn: today }, { amount: MONEY_MESSAGE }],
    [{ amount: '0', paidOn: today }, { amount: 'Enter the amount paid' }],
    [{ amount: '100', paidOn: '' }, { paidOn: 'Enter the day it was paid' }],
    [{ amount: '100', paidOn: '2026-12-03' }, { paidOn: 'The payment date cannot be after today (Dec 2, 2026)' }],
  ])('refuses %j', (form, errors) => {
    expect(parseLoanPayment('id', 'p1', { memo: '', ...form }, today)).toEqual({ errors });
  });
});
