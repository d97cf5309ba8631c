import { rowCount } from './rowCount';

describe('rowCount', () => {
  it.each<[number, string]>([
    [0, '0 rows'],
    [1, '1 row'],
    [2, '2 rows'],
    [2000, '2,000 rows'],
  ])('%i → %j', (n, text) => {
    expect(rowCount(n)).toBe(text);
  });
});
