import { newPaymentForm, parsePayment, suggestedPayment } from './paymentForm';

const TODAY = '2026-12-02';

describe('suggestedPayment', () => {
  it.each([
    [{ balance: 1350, month_open: 1200 }, '1,350.00'],
    [{ balance: 0, month_open: 0 }, ''],
    [{ balance: -50, month_open: null }, ''],
    [{ balance: 0, month_open: 1200 }, '1,200.00'],
  ])('%j → %s', (standing, text) => {
    expect(suggestedPayment(standing)).toBe(text);
  });
});

describe('parsePayment', () => {
  it('reads a check received today, with the id made for this submission', () => {
    const form = { ...newPaymentForm('1,200.00', TODAY), reference: ' #1042 ' };
    expect(parsePayment('pay-1', 'ten1', form, TODAY)).toEqual({
      errors: {},
      fields: {
        id: 'pay-1',
        tenancy_id: 'ten1',
        amount: 1200,
        paid_on: TODAY,
        method: 'Check',
        reference: '#1042',
        memo: null,
      },
    });
  });

  it.each([
    [{ amount: '' }, { amount: 'Enter the amount received' }],
    [{ amount: '0' }, { amount: 'Enter the amount received' }],
    [{ amount: '12,00' }, { amount: 'Please enter an amount like 1,200.50' }],
    [{ paidOn: '' }, { paidOn: 'Enter the day the money arrived' }],
    [{ paidOn: '2026-12-03' }, { paidOn: 'The payment date cannot be after today (Dec 2, 2026)' }],
  ])('%j is refused: %j', (changes, errors) => {
    expect(parsePayment('pay-1', 'ten1', { ...newPaymentForm('100', TODAY), ...changes }, TODAY)).toEqual({ errors });
  });
});
