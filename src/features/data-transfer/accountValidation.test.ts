import { exportProblem } from './accountValidation';

type Row = Record<string, unknown>;

// Good rows of each table; each case below breaks one field of one row.
const GOOD: Record<string, Row> = {
  properties: {
    id: 'p1',
    name: 'Elm',
    address_line1: '1 Elm St',
    city: 'Raleigh',
    state: 'NC',
    zip: '27601',
    loan_amount: null,
  },
  units: {
    id: 'u1',
    property_id: 'p1',
    unit_label: 'A',
    monthly_rent: 1200,
    lease_status: 'FixedTerm',
    lease_end_date: '2027-03-31',
    bedrooms: '2',
  },
  vendors: { id: 'v1', name: 'City Water', category: 'Water' },
  tasks: {
    id: 't1',
    title: 'Gutters',
    scope: 'Property',
    status: 'Open',
    due_date: '2026-12-01',
    estimated_cost: '150.00',
  },
  payments: { id: 'pay1', category: 'Water', amount: 42.5, paid_on: '2026-01-05' },
  scheduled_rent_increases: {
    id: 'r1',
    unit_id: 'u1',
    basis: 'Percent',
    percent: 3,
    effective_date: '2027-01-01',
    planned_new_rent: 1236,
    status: 'Scheduled',
  },
  user_settings: { timezone: 'America/Chicago' },
};

/** The good tables, with row `index` (0-based) of `table` changed; rows before it are good. */
function withBroken(table: string, index: number, change: Row) {
  const rows = Array.from({ length: index + 1 }, (_, i) => ({ ...GOOD[table], id: `${table}-${i}` }));
  rows[index] = { ...rows[index], ...change };
  return { ...Object.fromEntries(Object.entries(GOOD).map(([t, row]) => [t, [row]])), [table]: rows };
}

describe('exportProblem', () => {
  it('finds nothing wrong in good rows, nor in an export without some tables', () => {
    expect(exportProblem(Object.fromEntries(Object.entries(GOOD).map(([t, row]) => [t, [row]])))).toBeNull();
    expect(exportProblem({})).toBeNull();
  });

  it.each([
    [
      'scheduled_rent_increases',
      2,
      { status: 'Bogus' },
      'Rent increase 3: status "Bogus" is not one of Scheduled, Applied, Cancelled, Overdue',
    ],
    [
      'units',
      0,
      { lease_status: 'Rented' },
      'Unit 1: lease status "Rented" is not one of Vacant, MonthToMonth, FixedTerm',
    ],
    ['units', 1, { unit_label: '  ' }, 'Unit 2: unit label is required'],
    ['units', 0, { monthly_rent: -5 }, 'Unit 1: monthly rent -5 is below 0'],
    ['units', 0, { monthly_rent: 'twelve hundred' }, 'Unit 1: monthly rent "twelve hundred" is not a number'],
    ['units', 0, { lease_end_date: '2027-02-30' }, 'Unit 1: lease end date "2027-02-30" is not a date (YYYY-MM-DD)'],
    ['units', 0, { lease_end_date: '03/31/2027' }, 'Unit 1: lease end date "03/31/2027" is not a date (YYYY-MM-DD)'],
    ['properties', 0, { city: undefined }, 'Property 1: city is required'],
    [
      'vendors',
      3,
      { category: 'Plumbing' },
      'Vendor 4: category "Plumbing" is not one of Water, Power, Trash, Internet, HOA, Tax, Maintenance, Insurance, Other',
    ],
    ['tasks', 0, { scope: null }, 'Task 1: scope is required'],
    ['tasks', 0, { estimated_cost: '-1' }, 'Task 1: estimated cost -1 is below 0'],
    ['payments', 1, { amount: 0 }, 'Payment 2: amount 0 must be more than 0'],
    ['payments', 0, { paid_on: '' }, 'Payment 1: paid on is required'],
    [
      'user_settings',
      0,
      { timezone: 'Europe/Paris' },
      'Settings 1: timezone "Europe/Paris" is not one of America/New_York, America/Chicago, America/Denver, America/Los_Angeles, America/Anchorage, Pacific/Honolulu',
    ],
  ])('%s row %i %j → %s', (table, index, change, sentence) => {
    expect(exportProblem(withBroken(table, index, change))).toBe(sentence);
  });

  it('says when a table is not a list or a row is not a row of fields', () => {
    expect(exportProblem({ units: 'nope' })).toBe("The export's units are not a list");
    expect(exportProblem({ units: [GOOD.units, 7] })).toBe('Unit 2 is not a row of fields');
  });

  it('names the first problem in the order the import writes the tables (parents first)', () => {
    expect(
      exportProblem({ units: [{ ...GOOD.units, lease_status: 'x' }], properties: [{ ...GOOD.properties, name: '' }] }),
    ).toBe('Property 1: name is required');
  });
});
