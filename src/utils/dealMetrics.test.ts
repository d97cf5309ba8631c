import { capRatePct, cashOnCashPct, dealMetrics, dscr, expenseRatioPct } from './dealMetrics';

// Worked by hand: a $200,000 duplex with $60,000 in, $24,000 of income a year.
describe('the deal metrics', () => {
  it.each([
    // noi, price, cap rate %
    [16000, 200000, 8],
    [-2000, 200000, -1],
    [16000, 0, null],
  ])('cap rate: NOI %p a year on a price of %p is %p%%', (noi, price, expected) => {
    expect(capRatePct(noi, price)).toBe(expected);
  });

  it.each([
    [4800, 60000, 8],
    [-600, 60000, -1],
    [4800, 0, null],
  ])('cash-on-cash: %p a year on %p in is %p%%', (cashFlow, invested, expected) => {
    expect(cashOnCashPct(cashFlow, invested)).toBe(expected);
  });

  it.each([
    [16000, 11200, 16000 / 11200],
    [1000, 1000, 1],
    [16000, 0, null],
  ])('DSCR: NOI %p over debt service %p is %p', (noi, debt, expected) => {
    expect(dscr(noi, debt)).toBe(expected);
  });

  it.each([
    [6000, 24000, 25],
    [0, 24000, 0],
    [6000, 0, null],
  ])('expense ratio: %p of expenses on %p of income is %p%%', (opex, income, expected) => {
    expect(expenseRatioPct(opex, income)).toBe(expected);
  });

  it('applies all four to a year', () => {
    expect(
      dealMetrics({
        income: 24000,
        operatingExpenses: 6000,
        noi: 16000,
        debtService: 11200,
        cashFlow: 4800,
        price: 200000,
        cashInvested: 60000,
      }),
    ).toEqual({ capRatePct: 8, cashOnCashPct: 8, dscr: 16000 / 11200, expenseRatioPct: 25 });
  });
});
