import { parseDeductions, returnedPreview, type DeductionRow } from './settlementForm';

const row = (amount: string, description = 'Wall', kind: DeductionRow['kind'] = 'Damages'): DeductionRow => ({
  kind,
  description,
  amount,
});

describe('returnedPreview', () => {
  it.each([
    [1200, [], 1200],
    [1200, [row('250.10'), row('100.20')], 849.7],
    [1200, [row('250'), row('abc'), row('')], 950],
    [500, [row('600')], -100],
    [0.3, [row('0.1'), row('0.2')], 0],
  ])('deposit %d less %j returns %d', (deposit, rows, returned) => {
    expect(returnedPreview(deposit, rows)).toBe(returned);
  });
});

describe('parseDeductions', () => {
  it('sends the rows typed, skipping empty ones', () => {
    expect(parseDeductions([row('1,250.50', ' Carpet '), row('', ''), row('80', '', 'Unpaid rent')])).toEqual({
      deductions: [
        { kind: 'Damages', description: 'Carpet', amount: 1250.5 },
        { kind: 'Unpaid rent', description: '', amount: 80 },
      ],
    });
  });

  it.each([
    [[row('12.345')], 'Deduction 1: Please enter an amount like 1,200.50'],
    [[row('10'), row('', 'Paint')], 'Deduction 2: enter the amount'],
  ])('%j is refused: %s', (rows, error) => {
    expect(parseDeductions(rows)).toEqual({ error });
  });
});
