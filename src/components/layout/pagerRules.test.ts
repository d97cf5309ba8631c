import type { ListTotal } from '../../utils/listTotal';
import { pagerPosition, pagerRange } from './pagerRules';

const exact = (count: number): ListTotal => ({ count, exact: true });
const moreThan: ListTotal = { count: 1000, exact: false };

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
      expect(pagerPosition(exact(count), page, pageSize)).toEqual({ page: shown, lastPage, from, to, size: count });
    },
  );

  it.each([
    // more than the limit: page, pageSize, rows on the page → page, lastPage, from, to, size
    [0, 100, 100, 0, Infinity, 1, 100, null],
    [14, 100, 100, 14, Infinity, 1401, 1500, null],
    // a page that is not full is the last: now the size is known
    [14, 100, 37, 14, 14, 1401, 1437, 1437],
    // the page after a full last page is empty
    [15, 100, 0, 15, 15, 0, 0, 1500],
  ])(
    'more than the limit, page %i of %i a page with %i rows → page %i (last %i), rows %i–%i of %p',
    (page, pageSize, rows, shown, lastPage, from, to, size) => {
      expect(pagerPosition(moreThan, page, pageSize, rows)).toEqual({ page: shown, lastPage, from, to, size });
    },
  );
});

describe('pagerRange', () => {
  it.each([
    [exact(60), 1, 24, 24, '25–48 of 60'],
    [exact(400), 0, 50, 50, '1–50 of 400'],
    [exact(0), 0, 24, 0, '0–0 of 0'],
    [moreThan, 0, 100, 100, '1–100 of more than 100'],
    [moreThan, 14, 100, 37, '1401–1437 of 1437'],
  ])('%p, page %i of %i a page with %i rows → %s', (total, page, pageSize, rows, text) => {
    expect(pagerRange(pagerPosition(total, page, pageSize, rows))).toBe(text);
  });
});
