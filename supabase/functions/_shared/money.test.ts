import { formatCurrency, type MoneyStyle } from './money.ts';

describe('formatCurrency', () => {
  it.each<[number | string | null | undefined, MoneyStyle, string]>([
    [1234.5, 'cents', '$1,234.50'],
    [0, 'cents', '$0.00'],
    ['950', 'cents', '$950.00'],
    [0.005, 'cents', '$0.01'],
    [-42.1, 'cents', '-$42.10'],
    [1234.5, 'whole', '$1,235'],
    [-0.4, 'whole', '$0'],
    [250000, 'whole', '$250,000'],
    [131, 'trimmed', '$131'],
    [1500, 'trimmed', '$1,500'],
    [131.5, 'trimmed', '$131.50'],
    [48.25, 'trimmed', '$48.25'],
    [null, 'cents', '—'],
    [null, 'whole', '—'],
    [undefined, 'cents', '—'],
    ['', 'cents', '—'],
    ['abc', 'trimmed', '—'],
    [Number.NaN, 'whole', '—'],
  ])('%j as %s → %s', (amount, style, shown) => {
    expect(formatCurrency(amount, style)).toBe(shown);
  });
});
