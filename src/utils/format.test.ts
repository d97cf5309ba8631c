import { formatCurrency, formatDate } from './format';

describe('formatCurrency', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    ['950', '$950.00'],
    [0.005, '$0.01'],
    [null, '—'],
    [undefined, '—'],
    ['', '—'],
    ['abc', '—'],
  ])('%j → %s', (amount, shown) => {
    expect(formatCurrency(amount as number | string | null | undefined)).toBe(shown);
  });
});

describe('formatDate', () => {
  it('shows a calendar date without shifting it across time zones', () => {
    expect(formatDate('2027-03-05')).toBe('Mar 5, 2027');
  });
  it('shows a dash for no date', () => {
    expect(formatDate(null)).toBe('—');
  });
});
