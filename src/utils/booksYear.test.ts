import { booksYear, isBooksYear } from './booksYear';

describe('a year the books hold', () => {
  it.each([
    ['2025', 2025],
    ['2000', 2000],
    ['2099', 2099],
    ['1999', 2026],
    ['2100', 2026],
    ['2025.5', 2026],
    ['abc', 2026],
    ['', 2026],
    [null, 2026],
  ])('%j asked, 2026 otherwise: %i', (asked, year) => {
    expect(booksYear(asked, 2026)).toBe(year);
  });
  it('is whole and within 2000–2099', () => {
    expect([1999, 2000, 2099, 2100, 2024.5].map(isBooksYear)).toEqual([false, true, true, false, false]);
  });
});
