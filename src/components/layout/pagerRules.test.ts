import { pagerPosition, pagerRange } from './pagerRules';

describe('pagerPosition', () => {
  it.each([
    // count, page, pageSize → page, lastPage, from, to
    [0, 0, 24, 0, 0, 0, 0],
    [1, 0, 24, 0, 0, 1, 1],
    [24, 0, 24, 0, 0, 1, 24],
    [25, 0, 24, 0, 1, 1, 24],
    [25, 1, 24, 1, 1, 25, 25],
    [60, 1, 24, 1, 2, 25, 48],
    [60, 2, 24, 2, 2, 49, 60],
    // past the end (rows deleted, or a bigger page size): the last page
    [60, 5, 24, 2, 2, 49, 60],
    [400, 3, 100, 3, 3, 301, 400],
    [130, 2, 100, 1, 1, 101, 130],
    // a negative page never shows
    [60, -1, 24, 0, 2, 1, 24],
  ])(
    '%i rows, page %i of %i a page → page %i (last %i), rows %i–%i',
    (count, page, pageSize, shown, lastPage, from, to) => {
      expect(pagerPosition(count, page, pageSize)).toEqual({ page: shown, lastPage, from, to });
    },
  );
});

describe('pagerRange', () => {
  it.each([
    [60, 1, 24, '25–48 of 60'],
    [400, 0, 50, '1–50 of 400'],
    [0, 0, 24, '0–0 of 0'],
  ])('%i rows, page %i of %i → %s', (count, page, pageSize, text) => {
    expect(pagerRange(pagerPosition(count, page, pageSize), count)).toBe(text);
  });
});
