import books from '../../tests/cases/booksCases.json';
import { loanPayment } from './loan';

describe('loan payment', () => {
  it('amortises: $100,000 at 6.75% over 30 years is $648.60 a month', () => {
    expect(loanPayment(100_000, 6.75, 30)).toBeCloseTo(648.6, 2);
  });
  it('divides the principal by the months at 0%', () => {
    expect(loanPayment(150_000, 0, 30)).toBeCloseTo(150_000 / 360, 6);
  });
  it('is 0 with no principal or no term', () => {
    expect(loanPayment(0, 6.75, 30)).toBe(0);
    expect(loanPayment(100_000, 6.75, 0)).toBe(0);
  });
  // The books split a property's loan payments with the database's loan_payment_amount; this copy
  // (the calculator, a property's loan preview) gives the same payment to the cent on the same cases.
  it.each(books.payment)('agrees with the books to the cent: $name', ({ principal, rate, months, payment }) => {
    expect(loanPayment(Number(principal), Number(rate), months / 12).toFixed(2)).toBe(payment);
  });
});
