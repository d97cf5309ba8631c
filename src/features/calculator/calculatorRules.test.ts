import { CALCULATOR_DEFAULTS } from './calculatorDefaults';
import { fourplex } from './calculatorFixtures';
import {
  actualGrossRent,
  computeFigures,
  dealCriteria,
  dealRating,
  maxGreenPrice,
  monthlyAmount,
  projectedRating,
  toNumber,
} from './calculatorRules';

const t = CALCULATOR_DEFAULTS.dealThresholds;

describe('toNumber (SPEC §5)', () => {
  it.each([
    ['1200', 1200],
    ['$1,200.50', 1200.5],
    ['6.75', 6.75],
    ['-100', -100],
    ['', 0],
    ['abc', 0],
    ['12abc', 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
    [42, 42],
  ])('%p becomes %p', (input, expected) => expect(toNumber(input)).toBe(expected));
});

describe('tax and insurance modes', () => {
  it('percent mode is price × percent ÷ 12 a month', () =>
    expect(monthlyAmount({ mode: 'percent', value: 1.5 }, 200_000)).toBe(250));
  it('dollar mode is the monthly amount as typed', () =>
    expect(monthlyAmount({ mode: 'dollar', value: 300 }, 200_000)).toBe(300));
});

describe('worked example, Projected tab', () => {
  // Gross 4 × 1,000 = 4,000; other 200; vacancy 5% of 4,200 = 210; EGI 3,990.
  // Opex: tax 200,000 × 1.5% ÷ 12 = 250; insurance 200,000 × 0.5% ÷ 12 = 83.33;
  // utilities 4 × 65 + 4 × 50 + 150 + 80 = 690; mgmt+repairs+capex 18% × 3,990 = 718.20 → 1,741.53.
  // NOI 2,248.47; loan 150,000 at 6.75%/30y = 972.90; cash flow 1,275.57.
  // Cash invested 50,000 + 5,000 + 10,000 = 65,000.
  const f = computeFigures(fourplex(), 'projected');
  it('computes income', () => {
    expect(f.grossRent).toBe(4000);
    expect(f.otherIncome).toBe(200);
    expect(f.vacancyLoss).toBeCloseTo(210, 6);
    expect(f.effectiveGrossIncome).toBeCloseTo(3990, 6);
  });
  it('computes expenses, NOI and debt', () => {
    expect(f.operatingExpenses).toBeCloseTo(250 + 83.3333 + 690 + 718.2, 3);
    expect(f.noi).toBeCloseTo(2248.4667, 3);
    expect(f.debtService).toBeCloseTo(972.9, 1);
    expect(f.cashFlow).toBeCloseTo(1275.57, 1);
  });
  it('computes the cash and the ratios', () => {
    expect(f.downPayment).toBe(50_000);
    expect(f.loanAmount).toBe(150_000);
    expect(f.closingCosts).toBe(5000);
    expect(f.cashInvested).toBe(65_000);
    expect(f.cashOnCashPct).toBeCloseTo((1275.57 * 12 * 100) / 65_000, 1); // 23.55%
    expect(f.capRatePct).toBeCloseTo((2248.4667 * 12 * 100) / 200_000, 2); // 13.49%
    expect(f.dscr).toBeCloseTo(2248.4667 / 972.9, 2); // 2.31
    expect(f.opexRatioPct).toBeCloseTo((1741.5333 / 3990) * 100, 2); // 43.65%
    expect(f.breakEvenOccupancyPct).toBeCloseTo(((1741.5333 + 972.9) / 4200) * 100, 1); // 64.63%
  });
  it('falls back to the actual other income when projected is left empty', () => {
    const p = fourplex();
    p.projected.rent.otherIncome = null;
    expect(computeFigures(p, 'projected').otherIncome).toBe(50);
  });
  it('divides the principal by the months at a 0% rate', () => {
    const p = fourplex();
    p.projected.financing.ratePct = 0;
    expect(computeFigures(p, 'projected').debtService).toBeCloseTo(150_000 / 360, 6);
  });
});

describe('worked example, Actual tab', () => {
  // Gross 4 × 900 = 3,600; other 50; no vacancy; EGI 3,650.
  // Opex 300 + 100 + (240 + 50 + 120) + 25 + 10% × 3,650 = 1,200; NOI 2,450; cash flow 2,450 − 972.90.
  const f = computeFigures(fourplex(), 'actual');
  it('computes every figure, with no vacancy and no cash-on-cash', () => {
    expect(f.grossRent).toBe(3600);
    expect(f.vacancyLoss).toBe(0);
    expect(f.effectiveGrossIncome).toBe(3650);
    expect(f.operatingExpenses).toBeCloseTo(1200, 6);
    expect(f.noi).toBeCloseTo(2450, 6);
    expect(f.cashFlow).toBeCloseTo(2450 - 972.9, 1);
    expect(f.cashOnCashPct).toBeNull();
    expect(f.capRatePct).toBeCloseTo(14.7, 6);
    expect(f.dscr).toBeCloseTo(2450 / 972.9, 2);
    expect(f.opexRatioPct).toBeCloseTo((1200 / 3650) * 100, 6);
    expect(f.breakEvenOccupancyPct).toBeCloseTo(((1200 + 972.9) / 3650) * 100, 1);
  });
});

describe('actual total override', () => {
  it('is ignored when unit data exists', () => {
    const p = fourplex();
    p.actual.rent.totalOverride = 5000;
    expect(actualGrossRent(p)).toBe(3600);
  });
  it('is the gross rent when no unit data exists', () => {
    const p = fourplex();
    p.actual.rent.byUnit['2br'].avg = 0;
    p.actual.rent.totalOverride = 5000;
    expect(actualGrossRent(p)).toBe(5000);
  });
  it('leaves 0 when neither exists', () => {
    const p = fourplex();
    p.actual.rent.byUnit['2br'].avg = 0;
    expect(actualGrossRent(p)).toBe(0);
  });
});

describe('ratios without a denominator', () => {
  it('shows no ratio when price, debt and cash invested are all 0', () => {
    const p = fourplex();
    p.purchasePrice = 0;
    p.rehab = 0;
    const f = computeFigures(p, 'projected');
    expect([f.cashOnCashPct, f.capRatePct, f.dscr]).toEqual([null, null, null]);
  });
});

describe('deal rating (SPEC §4 boundaries, default thresholds)', () => {
  it.each([
    [8, 0, 'green'],
    [7.99, 0, 'yellow'],
    [8, -0.01, 'yellow'],
    [4, -100, 'yellow'],
    [3.99, -100, 'red'],
    [4, -100.01, 'red'],
    [null, 500, 'red'],
  ] as const)('CoC %p%% and cash flow %p is %p', (coc, cf, rating) => expect(dealRating(coc, cf, t)).toBe(rating));

  it('reports each criterion against both levels', () => {
    expect(dealCriteria(6, -50, t)).toEqual([
      { label: 'Cash-on-cash', value: 6, green: { min: 8, pass: false }, yellow: { min: 4, pass: true } },
      { label: 'Monthly cash flow', value: -50, green: { min: 0, pass: false }, yellow: { min: -100, pass: true } },
    ]);
  });
});

describe('highest green price', () => {
  it('is the last whole dollar at which the projected deal is green', () => {
    const p = fourplex();
    const max = maxGreenPrice(p, t);
    expect(max).not.toBeNull();
    expect(projectedRating({ ...p, purchasePrice: max! }, t)).toBe('green');
    expect(projectedRating({ ...p, purchasePrice: max! + 1 }, t)).not.toBe('green');
    expect(max!).toBeGreaterThan(200_000);
  });
  it('is null when no price makes the deal green', () => {
    const p = fourplex();
    p.projected.rent.byUnit['2br'].marketDefault = 0;
    p.projected.rent.otherIncome = 0;
    expect(maxGreenPrice(p, t)).toBeNull();
  });
});
