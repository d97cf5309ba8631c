import { pageAfterEmpty } from './pagingRules';

describe('pageAfterEmpty', () => {
  it.each([
    [1, 50, 50, 0],
    [2, 100, 50, 1],
    [5, 120, 50, 2],
    [3, 0, 50, 0],
    // The count says the page is there (a row came back meanwhile): still one page back, never the same.
    [2, 150, 50, 1],
    [0, 0, 50, 0],
  ])('page %s, now %s rows in pages of %s: page %s', (page, total, size, expected) => {
    expect(pageAfterEmpty(page, { count: total, exact: true }, size)).toBe(expected);
  });

  it.each([
    [30, 29],
    [1, 0],
    [0, 0],
  ])('page %s of a list counted as more than the limit: page %s', (page, expected) => {
    expect(pageAfterEmpty(page, { count: 1000, exact: false }, 50)).toBe(expected);
  });
});
