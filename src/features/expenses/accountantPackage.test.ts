import { strFromU8, unzipSync } from 'fflate';
import {
  packageFiles,
  packageZip,
  receiptFileNames,
  safeFileName,
  type PackageData,
  type ReceiptFile,
} from './accountantPackage';
import type { ScheduleEDocument } from './scheduleERules';

const doc: ScheduleEDocument = {
  year: 2026,
  lines: [3, 12, 14, 18],
  columns: [
    {
      property_id: 'p-a',
      letter: 'A',
      name: 'Elm <House>',
      address: '12 Elm St, Raleigh',
      fair_rental_days: 290,
      personal_use_days: 0,
      lines: { '3': 19396.77, '12': 4046.51, '18': 7211.47, '20': 11257.98, '21': 8138.79 },
      entries: { '3': 10, '12': 3, '18': 2 },
    },
    {
      property_id: 'p-b',
      letter: 'B',
      name: 'Oak 2/3 Flats',
      address: '3 Oak Ave',
      fair_rental_days: 365,
      personal_use_days: 0,
      lines: { '3': 12000, '14': 450, '20': 450, '21': 11550 },
      entries: { '3': 12, '14': 1 },
    },
  ],
  totals: { '3': 31396.77, '12': 4046.51, '14': 450, '18': 7211.47, '20': 11707.98, '21': 19688.79 },
  business_expenses: 0,
};

const data: PackageData = {
  year: 2026,
  preparedOn: '2027-01-15',
  scheduleE: doc,
  ledger: [
    {
      on_day: '2026-03-01',
      direction: 'In',
      kind: 'Rent',
      property_name: 'Elm <House>',
      unit_label: 'Main',
      party: 'Ana Diaz',
      description: 'Check',
      schedule_e_line: 3,
      amount: 1650,
      interest: null,
      escrow: null,
      principal: null,
      source_id: 'rent-1',
    },
    {
      on_day: '2026-04-01',
      direction: 'Out',
      kind: 'Mortgage payment',
      property_name: 'Elm <House>',
      unit_label: null,
      party: 'First Bank',
      description: null,
      schedule_e_line: 12,
      amount: 1906.64,
      interest: 1350,
      escrow: 350,
      principal: 206.64,
      source_id: 'loan-1',
    },
    {
      on_day: '2026-05-02',
      direction: 'Out',
      kind: 'Expense',
      property_name: 'Oak 2/3 Flats',
      unit_label: null,
      party: 'Ace Plumbing',
      description: 'Maintenance',
      schedule_e_line: 14,
      amount: 450,
      interest: null,
      escrow: null,
      principal: null,
      source_id: 'pay-1',
    },
  ],
  depreciation: [
    {
      property_id: 'p-a',
      kind: 'Improvement',
      description: 'New roof',
      placed_in_service_on: '2025-08-05',
      basis: 12000,
      percent: 3.636,
      amount: 436.32,
      accumulated: 600,
      remaining: 11400,
    },
    {
      property_id: 'p-a',
      kind: 'Building',
      description: 'Elm <House>',
      placed_in_service_on: '2025-03-20',
      basis: 244800,
      percent: 3.636,
      amount: 8900.93,
      accumulated: 15948.72,
      remaining: 228851.28,
    },
  ],
  form1099: [
    {
      vendor_id: 'v-ace',
      vendor_name: 'Ace Plumbing',
      tax_id_masked: '**-***6789',
      w9_on_file: false,
      paid: 2450,
      card_paid: 300,
      threshold: 2000,
      needs_1099: true,
      missing_w9: true,
    },
  ],
  interest: [
    {
      lender_name: 'First Bank',
      loan_number: '0049',
      property_name: 'Elm <House>',
      interest: 4046.51,
      source: 'Mortgage payments',
    },
  ],
  receipts: [],
};

const receipt = (values: Partial<ReceiptFile>): ReceiptFile => ({
  payment_id: 'pay-1',
  paid_on: '2026-05-02',
  vendor_name: 'Ace Plumbing',
  amount: 450,
  content_type: 'image/jpeg',
  bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
  ...values,
});

const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe("the accountant's package", () => {
  it('is one zip: the index first, then the form, each property’s column, depreciation, the ledger and interest', () => {
    const zip = unzipSync(packageZip(data));
    expect(Object.keys(zip)).toEqual([
      'Rental books 2026/Index 2026.html',
      'Rental books 2026/Schedule E 2026.html',
      'Rental books 2026/Schedule E 2026.csv',
      'Rental books 2026/Schedule E by property/A Elm House.csv',
      'Rental books 2026/Schedule E by property/B Oak 2 3 Flats.csv',
      'Rental books 2026/Depreciation 2026.csv',
      'Rental books 2026/Ledger 2026.csv',
      'Rental books 2026/Mortgage interest by lender 2026.csv',
      'Rental books 2026/1099 totals 2026.csv',
    ]);
    expect(lines(strFromU8(zip['Rental books 2026/1099 totals 2026.csv']))).toEqual([
      'Vendor,Tax ID,W-9 on file,Paid,Paid by card,Threshold,Needs a 1099,W-9 missing',
      'Ace Plumbing,**-***6789,No,2450.00,300.00,2000.00,Yes,Yes',
    ]);
    const bytes = zip['Rental books 2026/Schedule E by property/A Elm House.csv'];
    // The BOM, so Excel reads it as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const column = strFromU8(bytes);
    expect(lines(column)).toEqual([
      'Line,Description,A Elm <House>',
      ',Address,"12 Elm St, Raleigh"',
      '2,Fair rental days,290',
      '3,Rents received,19396.77',
      '12,"Mortgage interest paid to banks, etc.",4046.51',
      '14,Repairs,0.00',
      '18,Depreciation expense or depletion,7211.47',
      '20,Total expenses,11257.98',
      '21,Income or (loss),8138.79',
    ]);
  });

  it('lists depreciation by column and date placed in service, prior years apart from this year', () => {
    const { files } = packageFiles(data);
    const csv = files.find((f) => f.name === 'Depreciation 2026.csv')!.text;
    expect(lines(csv)).toEqual([
      'Property,Asset,Kind,Placed in service,Basis,Method,Prior years,Rate this year (%),This year,Accumulated,Remaining basis',
      'A Elm <House>,Elm <House>,Building,2025-03-20,244800.00,"Straight line, 27.5 years, mid-month",7047.79,3.636,8900.93,15948.72,228851.28',
      'A Elm <House>,New roof,Improvement,2025-08-05,12000.00,"Straight line, 27.5 years, mid-month",163.68,3.636,436.32,600.00,11400.00',
    ]);
  });

  it('writes the ledger with a mortgage payment split, and interest per lender', () => {
    const { files } = packageFiles(data);
    expect(lines(files.find((f) => f.name === 'Ledger 2026.csv')!.text).slice(1)).toEqual([
      '2026-03-01,In,Rent,Elm <House>,Main,Ana Diaz,Check,3,1650.00,,,,',
      '2026-04-01,Out,Mortgage payment,Elm <House>,,First Bank,,12,1906.64,1350.00,350.00,206.64,',
      '2026-05-02,Out,Expense,Oak 2/3 Flats,,Ace Plumbing,Maintenance,14,450.00,,,,',
    ]);
    expect(lines(files.find((f) => f.name === 'Mortgage interest by lender 2026.csv')!.text)).toEqual([
      'Lender,Loan number,Property,Mortgage interest (line 12),From',
      'First Bank,0049,Elm <House>,4046.51,Mortgage payments',
    ]);
  });

  it('prints the form three properties a page, and an index with the totals; names are escaped', () => {
    const { files, index } = packageFiles(data);
    const form = files.find((f) => f.name === 'Schedule E 2026.html')!.text;
    expect(form).toContain('properties A–B');
    expect(form).toContain('Elm &lt;House&gt;');
    expect(form).not.toContain('<House>');
    expect(form).toContain('<td class="n">$4,046.51</td>');
    expect(index.text).toContain('Line 21, income or (loss)</td><td class="n">$19,688.79');
    expect(index.text).toContain('Prepared Jan 15, 2027');
    expect(index.text).toContain('<td>Schedule E by property/B Oak 2 3 Flats.csv</td>');
  });

  it('puts each receipt in a Receipts folder, named by day, vendor and amount, and names it on its ledger row', () => {
    const withReceipts = {
      ...data,
      receipts: [
        receipt({}),
        receipt({ content_type: 'application/pdf', bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46]) }),
        receipt({ content_type: 'application/pdf' }),
      ],
    };
    const zip = unzipSync(packageZip(withReceipts));
    expect(Object.keys(zip).filter((name) => name.includes('/Receipts/'))).toEqual([
      'Rental books 2026/Receipts/2026-05-02 Ace Plumbing $450.00.jpg',
      'Rental books 2026/Receipts/2026-05-02 Ace Plumbing $450.00.pdf',
      'Rental books 2026/Receipts/2026-05-02 Ace Plumbing $450.00 (2).pdf',
    ]);
    expect([...zip['Rental books 2026/Receipts/2026-05-02 Ace Plumbing $450.00.pdf']]).toEqual([
      0x25, 0x50, 0x44, 0x46,
    ]);
    const { files, index } = packageFiles(withReceipts);
    expect(lines(files.find((f) => f.name === 'Ledger 2026.csv')!.text)[3]).toBe(
      '2026-05-02,Out,Expense,Oak 2/3 Flats,,Ace Plumbing,Maintenance,14,450.00,,,,' +
        'Receipts/2026-05-02 Ace Plumbing $450.00.jpg; Receipts/2026-05-02 Ace Plumbing $450.00.pdf; Receipts/2026-05-02 Ace Plumbing $450.00 (2).pdf',
    );
    expect(index.text).toContain('<td>Receipts/</td><td>3 receipts of the year’s payments');
    expect(packageFiles(data).index.text).not.toContain('Receipts/');
  });

  it.each([
    [{ vendor_name: null }, '2026-05-02 No vendor $450.00.jpg'],
    [{ vendor_name: 'A/B: "Pipes"', amount: 1234.5 }, '2026-05-02 A B Pipes $1,234.50.jpg'],
    [{ content_type: 'image/heic' }, '2026-05-02 Ace Plumbing $450.00.heic'],
  ])('names the receipt %j as %j', (values, name) => {
    expect(receiptFileNames([receipt(values)])).toEqual([name]);
  });

  it('says so when the year has nothing to report', () => {
    const { files } = packageFiles({ ...data, scheduleE: { ...doc, columns: [], lines: [], totals: {} } });
    expect(files.find((f) => f.name === 'Schedule E 2026.html')!.text).toContain('No property has rents');
  });

  it.each([
    ['A 12/14 Main: "Upper"', 'A 12 14 Main Upper'],
    ['  ', 'Untitled'],
    ['x'.repeat(100), 'x'.repeat(80)],
  ])('names a file %j as %j', (text, name) => {
    expect(safeFileName(text)).toBe(name);
  });
});
