import { parseCsv } from './csvFile';
import {
  buildRow,
  countOutcomes,
  mappingProblem,
  matchHeaders,
  mergePreview,
  parseImportAnswer,
  skippedRowsTable,
  summarize,
  templateTable,
} from './importRules';

describe('matchHeaders', () => {
  it('matches labels and synonyms whatever their case, spaces and punctuation', () => {
    const mapping = matchHeaders('properties', [
      'Property',
      'Street Address',
      'City',
      'ST',
      'Zip Code',
      'Unit #',
      'Monthly Rent',
      'Lease',
      'Notes',
      'Something else',
    ]);
    expect(mapping).toMatchObject({
      'property.name': 0,
      'property.address_line1': 1,
      'property.city': 2,
      'property.state': 3,
      'property.zip': 4,
      'unit.unit_label': 5,
      'unit.monthly_rent': 6,
      'unit.lease_status': 7,
      'unit.notes': 8,
      'property.loan_amount': null,
    });
  });

  it('takes "Rent" as the monthly rent and "Unit" as the unit label', () => {
    expect(matchHeaders('properties', ['rent', 'UNIT'])).toMatchObject({
      'unit.monthly_rent': 0,
      'unit.unit_label': 1,
    });
  });

  it('gives a column to one field only, the label before a synonym', () => {
    const mapping = matchHeaders('vendors', ['Name', 'Vendor', 'Account number', 'Property']);
    expect(mapping['vendor.name']).toBe(1);
    expect(mapping['account.account_number']).toBe(2);
    expect(mapping['account.property_name']).toBe(3);
  });

  it('says when a file is not this kind of CSV', () => {
    expect(mappingProblem('properties', matchHeaders('properties', ['Task', 'Due date']))).toBe(
      'This does not look like a CSV of properties and units: no column for Property name or Address. Choose the columns below, or download the template.',
    );
    expect(mappingProblem('tasks', matchHeaders('tasks', ['Task', 'Due date']))).toBeNull();
  });
});

describe('buildRow', () => {
  const headers = [
    'Property name',
    'Address',
    'City',
    'State',
    'ZIP',
    'Unit',
    'Rent',
    'Lease status',
    'Lease end',
    'Section 8',
  ];
  const mapping = matchHeaders('properties', headers);

  it('types a property row with its unit', () => {
    const row = buildRow(
      'properties',
      mapping,
      ['Maple', ' 12 Maple St ', 'Raleigh', 'NC', '27601', 'A', '$1,250.00', 'Fixed term', '3/1/2027', 'no'],
      2,
    );
    expect(row).toEqual({
      line: 2,
      cells: expect.any(Array),
      errors: [],
      payload: {
        property: { name: 'Maple', address_line1: '12 Maple St', city: 'Raleigh', state: 'NC', zip: '27601' },
        unit: {
          unit_label: 'A',
          monthly_rent: 1250,
          lease_status: 'FixedTerm',
          lease_end_date: '2027-03-01',
          section_8_tenant: false,
        },
      },
    });
  });

  it('sends no unit when every unit cell is empty', () => {
    const row = buildRow(
      'properties',
      mapping,
      ['Maple', '12 Maple St', 'Raleigh', 'NC', '27601', '', '', '', '', ''],
      3,
    );
    expect(row.payload).toMatchObject({ unit: null });
  });

  it('collects every cell that cannot be read, and sends nothing for that row', () => {
    const row = buildRow(
      'properties',
      mapping,
      ['Maple', '12 Maple St', 'Raleigh', 'NC', '27601', 'A', 'twelve', 'Rented', '2/30/2027', 'maybe'],
      4,
    );
    expect(row.payload).toBeNull();
    expect(row.errors).toEqual([
      'Monthly rent: "twelve" is not an amount like 1,234.50',
      'Lease status: "Rented" must be one of Vacant, MonthToMonth, FixedTerm',
      'Lease end: "2/30/2027" is not a date on the calendar',
      'Section 8: "maybe" is not yes or no',
    ]);
  });

  it('builds a recurring task: every 3 months for "Quarterly", a one-time task has no recurrence', () => {
    const taskMapping = matchHeaders('tasks', ['Task', 'Property', 'Due date', 'Repeats', 'Day of month', 'Cost']);
    expect(
      buildRow('tasks', taskMapping, ['HVAC filter', 'Maple', '1/15/2027', 'Quarterly', '15', '$40'], 2).payload,
    ).toEqual({
      task: {
        title: 'HVAC filter',
        property_name: 'Maple',
        due_date: '2027-01-15',
        estimated_cost: 40,
        recurrence: { type: 'everyXMonths', dayOfMonth: 15, interval: 3 },
      },
    });
    expect(buildRow('tasks', taskMapping, ['Paint', '', '3/1/2027', '', '', ''], 3).payload).toMatchObject({
      task: { title: 'Paint', property_name: null, recurrence: null },
    });
  });

  it('gives a vendor website https:// (SPEC §5) and an account only when its cells are filled', () => {
    const m = matchHeaders('vendors', ['Vendor', 'Category', 'Website', 'Property', 'Account number']);
    expect(buildRow('vendors', m, ['City Water', 'sewer', 'citywater.example', 'Maple', 'W-1'], 2).payload).toEqual({
      vendor: { name: 'City Water', category: 'Water', website_url: 'https://citywater.example' },
      account: { property_name: 'Maple', account_number: 'W-1' },
    });
    expect(buildRow('vendors', m, ['City Water', 'Water', 'http://x.example', '', ''], 3).payload).toMatchObject({
      account: null,
      vendor: { website_url: 'http://x.example' },
    });
  });

  it.each([
    ['javascript:alert(document.cookie)'],
    [' JaVaScRiPt:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['/pay-here'],
  ])('refuses the row whose website is %j, with the link sentence', (website) => {
    const m = matchHeaders('vendors', ['Vendor', 'Category', 'Website']);
    expect(buildRow('vendors', m, ['City Water', 'Water', website], 2)).toMatchObject({
      payload: null,
      errors: ['Website: Links must start with http://, https://, mailto: or tel:'],
    });
  });

  it('reads a lender website through the same link rule', () => {
    const m = matchHeaders('properties', ['Property', 'Address', 'Lender website']);
    expect(buildRow('properties', m, ['Maple', '1 A St', 'bank.example'], 2).payload).toMatchObject({
      property: { lender_website: 'https://bank.example' },
    });
    expect(buildRow('properties', m, ['Maple', '1 A St', 'vbscript:msgbox(1)'], 2).errors).toEqual([
      'Lender website: Links must start with http://, https://, mailto: or tel:',
    ]);
  });

  it('reads back a cell our exports neutralised (the skipped-rows file imported again)', () => {
    const m = matchHeaders('vendors', ['Vendor', 'Category', 'Notes']);
    expect(buildRow('vendors', m, ["'=Water & sewer", 'Water', "'-2 on autopay"], 2).payload).toMatchObject({
      vendor: { name: '=Water & sewer', notes: '-2 on autopay' },
    });
    expect(buildRow('vendors', m, ["O'Neil Plumbing", 'Water', "'quoted'"], 2).payload).toMatchObject({
      vendor: { name: "O'Neil Plumbing", notes: "'quoted'" },
    });
  });
});

describe('money coming in', () => {
  it('reads a rent roll as a landlord keeps one: dates, money, the due day and the late fee', () => {
    const headers = [
      'Property',
      'Unit #',
      'Tenant',
      'Email',
      'Move In',
      'Lease Expires',
      'Rent',
      'Due',
      'Grace',
      'Late fee type',
      'Late Fee',
      'Security Deposit',
      'Held by',
    ];
    const mapping = matchHeaders('tenancies', headers);
    expect(mappingProblem('tenancies', mapping)).toBeNull();
    const row = buildRow(
      'tenancies',
      mapping,
      [
        'Maple Duplex',
        'A',
        'Jordan Lee',
        'jordan@example.com',
        '11/17/2026',
        '11/30/2027',
        '$1,250',
        'last day',
        '3',
        'Percent',
        '5',
        '$1,250.00',
        'landlord',
      ],
      2,
    );
    expect(row.errors).toEqual([]);
    expect(row.payload).toEqual({
      tenancy: {
        property_name: 'Maple Duplex',
        unit_label: 'A',
        tenant_name: 'Jordan Lee',
        tenant_email: 'jordan@example.com',
        start_on: '2026-11-17',
        lease_end_on: '2027-11-30',
        monthly_rent: 1250,
        rent_due_day: 31,
        grace_days: 3,
        late_fee_kind: 'percent',
        late_fee_value: 5,
        deposit_amount: 1250,
        deposit_held_by: 'Owner',
      },
    });
  });

  it('reads past rent payments, the method by the words a bank statement uses', () => {
    const mapping = matchHeaders('rentPayments', ['Date', 'Property', 'Unit', 'Amount', 'Paid by', 'Check #']);
    expect(mappingProblem('rentPayments', mapping)).toBeNull();
    const rows = [
      ['11/3/2026', 'Maple Duplex', 'A', '$1,250.00', 'ACH', ''],
      ['11/9/2026', 'Maple Duplex', 'B', '600', 'cheque', '1042'],
      ['13/9/2026', 'Maple Duplex', 'B', '0', 'crypto', ''],
    ].map((cells, i) => buildRow('rentPayments', mapping, cells, i + 2));
    expect(rows[0].payload).toEqual({
      payment: {
        paid_on: '2026-11-03',
        property_name: 'Maple Duplex',
        unit_label: 'A',
        amount: 1250,
        method: 'Bank transfer',
        reference: null,
      },
    });
    expect(rows[1].payload).toMatchObject({ payment: { method: 'Check', reference: '1042', amount: 600 } });
    expect(rows[2].payload).toBeNull();
    expect(rows[2].errors).toHaveLength(2);
  });
});

describe('preview and summary', () => {
  const table = parseCsv(
    'Property,Address,Unit,Rent\nMaple,1 A St,A,$900\nMaple,1 A St,B,lots\nOak,2 B St,1,$800\nOak,2 B St,2,$800\n',
  );
  if ('error' in table) throw new Error(table.error);
  const mapping = matchHeaders('properties', table.headers);
  const built = table.records.map((cells, i) => buildRow('properties', mapping, cells, i + 2));
  const preview = mergePreview(built, [
    { outcome: 'new', parts: { property: 'new', unit: 'new' } },
    { outcome: 'update', parts: { property: 'unchanged', unit: 'update' } },
    { outcome: 'error', message: 'City is required' },
  ]);

  it("puts the database's answers beside the rows the browser refused", () => {
    expect(preview.map((r) => [r.line, r.outcome, r.messages])).toEqual([
      [2, 'new', []],
      [3, 'error', ['Monthly rent: "lots" is not an amount like 1,234.50']],
      [4, 'update', []],
      [5, 'error', ['City is required']],
    ]);
    expect(countOutcomes(preview)).toEqual({ new: 1, update: 1, unchanged: 0, error: 2 });
  });

  it('summarizes what was created and updated, and what was skipped', () => {
    expect(summarize('properties', preview)).toBe('1 property, 1 unit created; 1 unit updated; 2 rows skipped');
    expect(summarize('properties', [])).toBe('Nothing to change: everything in the file is already there');
  });

  it('lists the skipped rows as they were, with their line and errors', () => {
    expect(skippedRowsTable(table.headers, preview)).toEqual([
      ['Line', 'Property', 'Address', 'Unit', 'Rent', 'Errors'],
      ['3', 'Maple', '1 A St', 'B', 'lots', 'Monthly rent: "lots" is not an amount like 1,234.50'],
      ['5', 'Oak', '2 B St', '2', '$800', 'City is required'],
    ]);
  });
});

describe('templates', () => {
  it.each(['properties', 'vendors', 'tasks', 'tenancies', 'rentPayments'] as const)(
    'the %s template maps onto every field of its kind and its examples read cleanly',
    (kind) => {
      const [headers, ...rows] = templateTable(kind);
      const mapping = matchHeaders(kind, headers);
      expect(Object.values(mapping).every((column) => column !== null)).toBe(true);
      expect(rows.map((cells, i) => buildRow(kind, mapping, cells, i + 2).errors)).toEqual([[], []]);
    },
  );
});

describe('parseCsv', () => {
  it('reads a BOM, semicolons and quoted fields with line breaks', () => {
    expect(parseCsv('\uFEFFProperty;Address;Notes\r\n"Maple; East";1 A St;"two\nlines"\r\n\r\n')).toEqual({
      headers: ['Property', 'Address', 'Notes'],
      records: [['Maple; East', '1 A St', 'two\nlines']],
    });
  });
  it('refuses more rows than one import takes', () => {
    expect(parseCsv(`Property\n${'Maple\n'.repeat(5001)}`)).toEqual({
      error: 'The file has 5,001 rows; one import takes up to 5,000. Split it into several files.',
    });
    expect(parseCsv(`Property\n${'Maple\n'.repeat(5000)}`)).toMatchObject({ headers: ['Property'] });
  });

  it('refuses an empty file and a header without rows', () => {
    expect(parseCsv('')).toEqual({ error: 'The file is empty: the first row should name the columns.' });
    expect(parseCsv('Property,Address\n')).toEqual({ error: 'The file has a header row but no data rows.' });
  });
});

describe("parseImportAnswer: import_csv_rows's answer checked at the API boundary", () => {
  it('keeps what the database said of each row', () => {
    const answer = {
      rows: [
        { outcome: 'new', parts: { property: 'new', unit: 'new' } },
        { outcome: 'error', message: 'Monthly rent cannot be negative' },
      ],
      errors: 1,
    };
    expect(parseImportAnswer(answer)).toEqual({
      rows: [
        { outcome: 'new', parts: { property: 'new', unit: 'new' } },
        { outcome: 'error', message: 'Monthly rent cannot be negative' },
      ],
      errors: 1,
    });
  });

  it('turns a row it cannot read into an error, and drops parts it does not know', () => {
    expect(
      parseImportAnswer({ rows: [{ outcome: 'created', parts: { unit: 'made', property: 'update' } }, 'x'] }),
    ).toEqual({
      rows: [
        { outcome: 'error', message: 'The database gave no answer for this row', parts: { property: 'update' } },
        { outcome: 'error', message: 'The database gave no answer for this row' },
      ],
      errors: 2,
    });
  });

  it('reads nothing from an answer that is not an object', () => {
    expect(parseImportAnswer(null)).toEqual({ rows: [], errors: 0 });
    expect(parseImportAnswer([1, 2])).toEqual({ rows: [], errors: 0 });
  });
});
