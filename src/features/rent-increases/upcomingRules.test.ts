import type { UpcomingRow } from './rentIncreaseQueries';
import { groupByProperty, parseRange, upcomingCsv, upcomingWindow } from './upcomingRules';

const now = '2026-11-22'; // the landlord's today

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

describe('groupByProperty', () => {
  const row = (id: string, propertyId: string, propertyName: string, unitLabel: string): UpcomingRow => ({
    id,
    unitId: `u-${id}`,
    unitLabel,
    propertyId,
    propertyName,
    effectiveDate: '2026-12-01',
    newRent: 1030,
    amount: 30,
    increasePercent: 3,
    applied: false,
    status: 'Scheduled',
  });

  it("puts a heading before each property's first row on the page", () => {
    const lines = groupByProperty([
      row('a', 'p1', 'Elm', 'House'),
      row('b', 'p2', 'Oak', 'Unit 1'),
      row('c', 'p2', 'Oak', 'Unit 2'),
    ]);
    expect(lines.map((l) => (l.kind === 'group' ? `# ${l.propertyName}` : l.row.unitLabel))).toEqual([
      '# Elm',
      'House',
      '# Oak',
      'Unit 1',
      'Unit 2',
    ]);
    expect(new Set(lines.map((l) => l.key)).size).toBe(lines.length);
  });

  it('reads nothing into an empty page', () => {
    expect(groupByProperty([])).toEqual([]);
  });
});

describe('upcomingCsv', () => {
  it('writes every row with the property, plain numbers, CRLF line ends, and quotes what a spreadsheet would misread', () => {
    const rows: UpcomingRow[] = [
      {
        id: 'a',
        unitId: 'u1',
        unitLabel: '1A',
        propertyId: 'p1',
        propertyName: 'Birch Lane',
        effectiveDate: '2026-12-24',
        newRent: 1270,
        amount: 36,
        increasePercent: 3,
        applied: false,
        status: 'Scheduled',
      },
      {
        id: 'b',
        unitId: 'u2',
        unitLabel: 'Unit "2", rear',
        propertyId: 'p2',
        propertyName: '=HYPERLINK(1)',
        effectiveDate: '2027-01-23',
        newRent: 1310.5,
        amount: 40.5,
        increasePercent: 3.1914,
        applied: true,
        status: 'Applied',
      },
    ];
    expect(upcomingCsv(rows)).toBe(
      'Property,Unit,Increase %,New Rent,Amount,Date,Applied\r\n' +
        'Birch Lane,1A,3.0,1270.00,36.00,2026-12-24,No\r\n' +
        `'=HYPERLINK(1),"Unit ""2"", rear",3.2,1310.50,40.50,2027-01-23,Yes\r\n`,
    );
  });
});
