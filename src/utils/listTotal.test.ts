import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  describeListTotal,
  EXACT_COUNT_LIMIT,
  formatListTotal,
  listTotal,
  pageCountOption,
  pageTotal,
} from './listTotal';

describe('listTotal', () => {
  it.each([
    // count the API answered, rows on the page → total
    [0, 0, { count: 0, exact: true }],
    [37, 37, { count: 37, exact: true }],
    [1000, 100, { count: 1000, exact: true }],
    // above the limit the API's figure is an estimate: only "more than the limit" is known
    [1001, 100, { count: 1000, exact: false }],
    [100012, 100, { count: 1000, exact: false }],
    // no count: the rows are the whole list
    [null, 12, { count: 12, exact: true }],
    [undefined, 0, { count: 0, exact: true }],
  ])('count %p with %i rows → %p', (count, rows, total) => {
    expect(listTotal(count, rows)).toEqual(total);
  });

  it('is the API max rows, where PostgREST stops counting exactly', () => {
    const config = readFileSync(path.resolve(__dirname, '../../supabase/config.toml'), 'utf8');
    expect(config).toMatch(new RegExp(`^max_rows = ${EXACT_COUNT_LIMIT}$`, 'm'));
  });
});

describe('a page past the limit', () => {
  it.each([
    // offset, the count asked for
    [0, { count: 'estimated' }],
    [900, { count: 'estimated' }],
    [1000, {}],
    [4500, {}],
  ])('starting at %i asks for %p', (offset, option) => {
    expect(pageCountOption(offset)).toEqual(option);
  });

  it.each([
    // count, rows, offset → total
    [640, 40, 600, { count: 640, exact: true }],
    [5000, 100, 900, { count: 1000, exact: false }],
    [null, 100, 1000, { count: 1000, exact: false }],
    [null, 30, 4500, { count: 1000, exact: false }],
  ])('count %p with %i rows at %i → %p', (count, rows, offset, total) => {
    expect(pageTotal(count, rows, offset)).toEqual(total);
  });
});

describe('formatListTotal', () => {
  it.each([
    [{ count: 0, exact: true }, '0'],
    [{ count: 1234, exact: true }, '1,234'],
    [{ count: 1000, exact: false }, '1,000+'],
  ])('%p → %s', (total, text) => {
    expect(formatListTotal(total)).toBe(text);
  });
});

describe('describeListTotal', () => {
  it.each([
    [{ count: 7, exact: true }, '7'],
    [{ count: 1000, exact: false }, 'more than 1,000'],
  ])('%p → %s', (total, text) => {
    expect(describeListTotal(total)).toBe(text);
  });
});
