import type { OwnerStatement, StatementMonth } from './ownerStatementsApi';
import { statementLines, yearCsv } from './ownerStatementRules';

const month = (m: number, values: Partial<StatementMonth> = {}): StatementMonth => ({
  month: m,
  opening_balance: 0,
  rent_received: 0,
  other_income: 0,
  expenses: [],
  expenses_total: 0,
  capital_improvements: 0,
  mortgage_payments: 0,
  owner_draws: 0,
  closing_balance: 0,
  ...values,
});

const january = month(1, {
  opening_balance: 300,
  rent_received: 1500,
  expenses: [
    { line: 9, amount: 600 },
    { line: 17, amount: 80.25 },
  ],
  expenses_total: 680.25,
  mortgage_payments: 700,
  closing_balance: 419.75,
});

describe('statementLines', () => {
  it('lists money in, each expense line by its name, money out as negative, and both balances', () => {
    expect(statementLines(january).map((l) => [l.label, l.amount])).toEqual([
      ['Opening balance', 300],
      ['Rent received', 1500],
      ['9 Insurance', -600],
      ['17 Utilities', -80.25],
      ['Mortgage payments', -700],
      ['Owner draws', 0],
      ['Closing balance', 419.75],
    ]);
  });

  it('shows kept deposits and improvements only in a month that has them', () => {
    const labels = statementLines(month(6, { other_income: 250, capital_improvements: 2500 })).map((l) => l.label);
    expect(labels).toEqual([
      'Opening balance',
      'Rent received',
      'Deposits kept',
      'Capital improvements',
      'Owner draws',
      'Closing balance',
    ]);
  });
});

describe('yearCsv', () => {
  it('writes a row a month with a column for every line the year used', () => {
    const statement: OwnerStatement = {
      property: { id: 'p1', name: 'Sycamore Duplex #2', address: '' },
      year: 2025,
      months: [january, month(2, { expenses: [{ line: 14, amount: 45 }], expenses_total: 45, owner_draws: 150 })],
    };
    const csv = yearCsv(statement);
    expect(csv.fileName).toBe('owner-statements-Sycamore-Duplex-2-2025.csv');
    expect(csv.header).toEqual([
      'Property',
      'Month',
      'Opening balance',
      'Rent received',
      'Deposits kept',
      '9 Insurance',
      '14 Repairs',
      '17 Utilities',
      'Total expenses',
      'Capital improvements',
      'Mortgage payments',
      'Owner draws',
      'Closing balance',
    ]);
    const fixed = (n: number) => ({ fixed: n, digits: 2 });
    expect(csv.rows[1]).toEqual(['Sycamore Duplex #2', '2025-02', ...[0, 0, 0, 0, 45, 0, 45, 0, 0, 150, 0].map(fixed)]);
    expect(csv.rows[0].slice(5, 8)).toEqual([fixed(600), fixed(0), fixed(80.25)]);
  });
});
