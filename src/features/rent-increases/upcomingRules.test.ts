import { parseRange, upcomingRows, upcomingWindow, type ListedIncrease } from './upcomingRules';

const now = new Date(2026, 10, 22, 18, 30); // 22 Nov 2026, evening local time

describe('parseRange (SPEC §2, §9)', () => {
  it.each([
    ['30d', '30d'],
    ['60d', '60d'],
    ['90d', '90d'],
    ['6mo', '6mo'],
    ['1yr', '1yr'],
    [null, '90d'],
    ['', '90d'],
    ['7d', '90d'],
    ['1YR', '90d'],
    ['toString', '90d'],
  ])('%s → %s', (value, range) => {
    expect(parseRange(value)).toBe(range);
  });
});

describe('upcomingWindow', () => {
  it.each([
    ['30d', '2026-12-22'],
    ['60d', '2027-01-21'],
    ['90d', '2027-02-20'],
    ['6mo', '2027-05-21'],
    ['1yr', '2027-11-22'],
  ] as const)('%s ends %s', (range, to) => {
    expect(upcomingWindow(range, now)).toEqual({ from: '2026-11-22', to });
  });
});

describe('upcomingRows', () => {
  const unit = (id: string, label: string, rent: number, property: { id: string; name: string }) => ({ id, unit_label: label, monthly_rent: rent, property });
  const oak = { id: 'p-oak', name: 'Oakwood' };
  const elm = { id: 'p-elm', name: 'Elm House' };
  const u2 = unit('u2', 'Unit 2', 1234, oak);
  const u10 = unit('u10', 'Unit 10', 1000, oak);
  const house = unit('h', 'House', 2000, elm);
  const row = (id: string, u: typeof u2, date: string, planned: number, extra: Partial<ListedIncrease> = {}): ListedIncrease => ({
    id, unit_id: u.id, unit: u, basis: 'Percent', percent: 3, amount: null, effective_date: date, planned_new_rent: planned, status: 'Scheduled', applied: false, ...extra,
  });
  const all = [
    row('a', u2, '2026-12-01', 1270),
    row('b', u2, '2027-01-01', 1310),
    row('c', u10, '2026-12-01', 1050, { basis: 'FixedAmount', percent: null, amount: 50 }),
    row('d', house, '2027-01-15', 2120), // chained on the overdue one below (issue 19)
    row('e', house, '2026-11-21', 2060, { status: 'Overdue' }), // yesterday: outside the window
    row('f', u10, '2026-12-10', 1100, { status: 'Applied', applied: true }),
    row('g', u10, '2026-12-20', 1100, { status: 'Cancelled' }),
    row('h', u10, '2027-06-01', 1200), // after the 90 days
  ];

  it('groups by property name, then date, then unit, and measures the step from the chained base', () => {
    const rows = upcomingRows(all, upcomingWindow('90d', now));
    expect(rows.map((r) => [r.propertyName, r.unitLabel, r.effectiveDate, r.newRent, r.amount])).toEqual([
      ['Elm House', 'House', '2027-01-15', 2120, 60],
      ['Oakwood', 'Unit 2', '2026-12-01', 1270, 36],
      ['Oakwood', 'Unit 10', '2026-12-01', 1050, 50],
      ['Oakwood', 'Unit 2', '2027-01-01', 1310, 40],
    ]);
    expect(rows[1].increasePercent).toBe(3);
    expect(rows[2].increasePercent).toBe(5);
  });

  it('keeps only the window', () => {
    expect(upcomingRows(all, upcomingWindow('30d', now)).map((r) => r.id)).toEqual(['a', 'c']);
  });
});
