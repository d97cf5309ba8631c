import { MONEY_MESSAGE, moneyError, moneyText, moneyValue, parseMoney } from './money';

// One table for every reader of amounts: the money fields and CSV import both call parseMoney.
describe('parseMoney: amounts as a US landlord types them', () => {
  it.each<[string, number | null]>([
    ['$1,200', 1200],
    ['1,200.50', 1200.5],
    ['1200', 1200],
    [' $ 1,095.00 ', 1095],
    ['$1,234.50', 1234.5],
    ['1234.5', 1234.5],
    ['$ 950', 950],
    ['  $12,345,678.99 ', 12345678.99],
    ['$250,000', 250000],
    ['0', 0],
    ['1,200.', 1200],
    ['', null],
    ['   ', null],
  ])('%j → %j', (text, value) => {
    expect(parseMoney(text)).toEqual({ value });
  });

  it.each([
    '12.345',
    'abc',
    '1,2,3',
    '.',
    '.50',
    '-100',
    '$-5',
    '1,23.00',
    '1.234,50',
    '$1,234.50.1',
    '12,34',
    '$$5',
    '5$',
  ])('refuses %j', (text) => {
    expect(parseMoney(text)).toEqual({ error: MONEY_MESSAGE });
  });
});

describe('moneyError and moneyValue: what a form checks and saves', () => {
  it.each<[string, string | undefined, number | null]>([
    ['$1,200', undefined, 1200],
    ['', undefined, null],
    ['1,2,3', MONEY_MESSAGE, null],
  ])('%j', (text, error, value) => {
    expect(moneyError(text)).toBe(error);
    expect(moneyValue(text)).toBe(value);
  });
});

describe('moneyText: an amount as a money field shows it', () => {
  it.each<[number | string | null | undefined, string]>([
    [1200, '1,200.00'],
    [1200.5, '1,200.50'],
    ['950.00', '950.00'],
    [0, '0.00'],
    [250000, '250,000.00'],
    [null, ''],
    [undefined, ''],
    ['', ''],
  ])('%j → %j', (amount, text) => {
    expect(moneyText(amount)).toBe(text);
  });
});
