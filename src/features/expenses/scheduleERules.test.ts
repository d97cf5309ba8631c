import { scheduleEDocument } from '../../../mocks/expenses';
import {
  columnPages,
  figureOf,
  pageLetters,
  paymentIdsOf,
  scheduleECsv,
  scheduleELineName,
  scheduleERows,
  scheduleEYear,
  type ScheduleEColumn,
} from './scheduleERules';

describe('the Schedule E rows', () => {
  it('keeps days, rents, totals and the used expense lines in the form order; unused lines collapse', () => {
    expect(scheduleERows({ ...scheduleEDocument, lines: [18, 3, 12, 17] })).toEqual([2, 3, 12, 17, 18, 20, 21]);
    expect(scheduleERows({ ...scheduleEDocument, lines: [] })).toEqual([2, 3, 20, 21]);
  });

  it('names each line as the form does', () => {
    expect([2, 3, 12, 18, 20, 21].map(scheduleELineName)).toEqual([
      'Fair rental days',
      'Rents received',
      'Mortgage interest paid to banks, etc.',
      'Depreciation expense or depletion',
      'Total expenses',
      'Income or (loss)',
    ]);
  });

  it('reads line 2 from the days, the others from the lines, none as null', () => {
    const column = scheduleEDocument.columns[0];
    expect([figureOf(column, 2), figureOf(column, 3), figureOf(column, 14)]).toEqual([365, 24000, null]);
  });
});

describe('pages of three columns', () => {
  const letters = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ letter: String.fromCharCode(65 + i) }) as ScheduleEColumn);

  it.each([
    [0, []],
    [1, ['A']],
    [3, ['A–C']],
    [4, ['A–C', 'D']],
    [7, ['A–C', 'D–F', 'G']],
  ])('%i properties: %j', (n, pages) => {
    expect(columnPages(letters(n)).map(pageLetters)).toEqual(pages);
  });
});

describe('the CSV', () => {
  it('is the form as an accountant copies it: a row per line, a column per property, the total last', () => {
    const lines = scheduleECsv(scheduleEDocument).trim().split('\r\n');
    expect(lines).toEqual([
      'Line,Description,A Elm House,B Oakwood Fourplex,Total',
      ',Address,"9 Elm St, Charlotte, NC 28202","1 Main St, Charlotte, NC 28202",',
      '2,Fair rental days,365,181,',
      '3,Rents received,24000.00,12000.00,36000.00',
      '12,"Mortgage interest paid to banks, etc.",0.00,4046.51,4046.51',
      '17,Utilities,0.00,275.00,275.00',
      '18,Depreciation expense or depletion,7272.00,0.00,7272.00',
      '20,Total expenses,7272.00,4321.51,11593.51',
      '21,Income or (loss),16728.00,7678.49,24406.49',
    ]);
  });
});

describe('the year the address asks for', () => {
  it.each([
    ['year=2025', 2025],
    ['year=1999', 2026],
    ['year=2100', 2026],
    ['year=20x5', 2026],
    ['', 2026],
  ])('%s shows %i', (search, year) => {
    expect(scheduleEYear(new URLSearchParams(search), 2026)).toBe(year);
  });
});

describe('the payments behind a figure', () => {
  const entry = (source: string, source_id: string) => ({
    property_id: 'p1',
    line: 18,
    source,
    source_id,
    on_day: '2026-03-01',
    description: source,
    amount: 100,
  });
  it('are the expenses and the improvements, each once and sorted; rent, loans and buildings have no receipt', () => {
    expect(
      paymentIdsOf([
        entry('Payment', 'pay-b'),
        entry('Rent', 'rent-1'),
        entry('Improvement', 'pay-a'),
        entry('Building', 'p1'),
        entry('Loan payment', 'lp-1'),
        entry('Form 1098', 'ls-1'),
        entry('Deposit kept', 'm-1'),
        entry('Payment', 'pay-b'),
      ]),
    ).toEqual(['pay-a', 'pay-b']);
  });
});
