import {
  accountError,
  accountSummary,
  deleteVendorMessage,
  EMPTY_VENDOR_FORM,
  maskTaxId,
  TAX_ID_MESSAGE,
  propertiesOffered,
  spendingSummary,
  taskSummary,
  toVendorFields,
  toVendorForm,
  validateAccountEdit,
  validateNewAccount,
  validateVendor,
  paymentTitle,
  spendingWindowStart,
  type SpendingPayment,
} from './vendorRules';

// A pinned clock: every window below ends at this moment.
const NOW = '2026-06-30'; // the landlord's today
const paid = (id: string, amount: number, paidOn: string, memo: string | null = null): SpendingPayment => ({
  id,
  amount,
  paid_on: paidOn,
  memo,
  task: { id, title: id },
});

describe('validateVendor (SPEC §5)', () => {
  it('needs a name and a category', () => {
    expect(validateVendor({ ...EMPTY_VENDOR_FORM, name: '  ' })).toEqual({
      name: 'Vendor name is required',
      category: 'Category is required',
    });
    expect(validateVendor({ ...EMPTY_VENDOR_FORM, name: 'City Water', category: 'Water' })).toEqual({});
  });
});

describe('website URL', () => {
  it.each([
    ['citywater.example', 'https://citywater.example'],
    ['www.citywater.example/pay', 'https://www.citywater.example/pay'],
    ['http://citywater.example', 'http://citywater.example'],
    ['https://citywater.example', 'https://citywater.example'],
    ['HTTPS://CityWater.example', 'HTTPS://CityWater.example'],
    ['mailto:billing@citywater.example', 'mailto:billing@citywater.example'],
  ])('saves the website %j as %j', (input, expected) => {
    expect(toVendorFields({ ...EMPTY_VENDOR_FORM, name: 'W', category: 'Water', website_url: input }).website_url).toBe(
      expected,
    );
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '/pay'])(
    'refuses the website %j with the sentence',
    (website_url) => {
      expect(validateVendor({ ...EMPTY_VENDOR_FORM, name: 'W', category: 'Water', website_url }).website_url).toBe(
        'Links must start with http://, https://, mailto: or tel:',
      );
    },
  );

  it('saves trimmed fields, empty optional ones as null, the website with a scheme', () => {
    const form = {
      name: ' City Water ',
      category: 'Water',
      website_url: ' citywater.example ',
      account_number: '',
      payment_method: ' AutoPay ',
      notes: '',
      w9_on_file: true,
      tax_id: ' 12 3456789 ',
    };
    expect(toVendorFields(form)).toEqual({
      name: 'City Water',
      category: 'Water',
      website_url: 'https://citywater.example',
      account_number: null,
      payment_method: 'AutoPay',
      notes: null,
      w9_on_file: true,
      tax_id: '12-3456789',
    });
  });

  it('turns a row back into a form with empty strings', () => {
    const row = {
      id: 'v',
      user_id: 'u',
      import_id: null,
      name: 'W',
      category: 'Water',
      website_url: null,
      account_number: 'A1',
      payment_method: null,
      notes: null,
      w9_on_file: false,
      tax_id: null,
      created_at: '',
      updated_at: '',
    };
    expect(toVendorForm(row)).toEqual({ ...EMPTY_VENDOR_FORM, name: 'W', category: 'Water', account_number: 'A1' });
    expect(toVendorForm(null)).toBe(EMPTY_VENDOR_FORM);
  });
});

describe('tax id', () => {
  it.each([
    ['123-45-6789', null],
    ['12-3456789', null],
    [' 123 45 6789 ', null],
    ['', null],
    ['123456789', TAX_ID_MESSAGE],
    ['12-345678', TAX_ID_MESSAGE],
    ['12-34567AB', TAX_ID_MESSAGE],
  ])('%j: %s', (typed, message) => {
    expect(validateVendor({ ...EMPTY_VENDOR_FORM, name: 'W', category: 'Water', tax_id: typed }).tax_id).toBe(
      message ?? undefined,
    );
  });

  it('shows the last four in the shape of the id', () => {
    expect(maskTaxId('123-45-6789')).toBe('***-**-6789');
    expect(maskTaxId('12-3456789')).toBe('**-***6789');
    expect(maskTaxId(null)).toBeNull();
  });
});

describe('property accounts (SPEC §5, §8)', () => {
  it('checks a new account in order: property, account number', () => {
    expect(validateNewAccount({ propertyId: '', accountNumber: '1' })).toBe('Please select a property');
    expect(validateNewAccount({ propertyId: 'p', accountNumber: '   ' })).toBe('Please enter an account number');
    expect(validateNewAccount({ propertyId: 'p', accountNumber: '1' })).toBeNull();
  });

  it('needs an account number on edit', () => {
    expect(validateAccountEdit(' ')).toBe('Account number is required');
    expect(validateAccountEdit('A-1')).toBeNull();
  });

  it('words the failures', () => {
    expect(accountError('adding', 'boom')).toBe('Error adding property account: boom');
    expect(accountError('updating', 'boom')).toBe('Error updating property account: boom');
    expect(accountError('deleting', 'boom')).toBe('Error deleting property account: boom');
  });

  it('offers only properties not yet linked', () => {
    const properties = [
      { id: 'p1', name: 'A' },
      { id: 'p2', name: 'B' },
      { id: 'p3', name: 'C' },
    ];
    expect(propertiesOffered(properties, [{ property_id: 'p2' }])).toEqual([
      { id: 'p1', name: 'A' },
      { id: 'p3', name: 'C' },
    ]);
    expect(propertiesOffered(properties, [])).toEqual(properties);
  });

  it('summarises accounts on a card', () => {
    expect(accountSummary({ account_number: null, account_count: 0 })).toBe('No property accounts');
    expect(accountSummary({ account_number: 'CW-1', account_count: 1 })).toBe('Account CW-1 · 1 property account');
    expect(accountSummary({ account_number: null, account_count: 2 })).toBe('2 property accounts');
  });

  it('says the tasks stay when a vendor is deleted', () => {
    expect(deleteVendorMessage('City Water', 2)).toBe(
      'Delete "City Water"? Its property accounts are deleted with it; its 2 tasks stay, without a vendor.',
    );
    expect(deleteVendorMessage('City Water', 1)).toContain('its 1 task stays');
  });
});

describe('spendingSummary (SPEC §9, from the ledger)', () => {
  it('counts nothing as zero, never NaN', () => {
    expect(spendingSummary([], 30, NOW)).toEqual({ total: 0, count: 0, average: 0, recent: [] });
  });

  it.each([
    [30, '2026-06-01', '2026-05-31'],
    [90, '2026-04-02', '2026-04-01'],
    [180, '2026-01-02', '2026-01-01'],
    [365, '2025-07-01', '2025-06-30'],
  ])('a %i-day window starts on %s (today counts as its last day) and not on %s', (days, first, before) => {
    expect(spendingWindowStart(NOW, days)).toBe(first);
    expect(spendingSummary([paid('edge', 10, first), paid('outside', 20, before)], days, NOW)).toMatchObject({
      total: 10,
      count: 1,
      average: 10,
    });
  });

  it('totals, averages in cents and lists the 3 most recent first', () => {
    const payments = [
      paid('a', 10.1, '2026-06-25'),
      paid('b', 20.2, '2026-06-29'),
      paid('c', 0.1, '2026-06-20'),
      paid('d', 0.2, '2026-06-27'),
      paid('old', 999, '2026-05-20'),
    ];
    const summary = spendingSummary(payments, 30, NOW);
    expect(summary.total).toBe(30.6);
    expect(summary.count).toBe(4);
    expect(summary.average).toBe(7.65);
    expect(summary.recent.map((p) => p.id)).toEqual(['b', 'd', 'a']);
    expect(spendingSummary(payments, 90, NOW)).toMatchObject({ total: 1029.6, count: 5 });
  });

  it('does not count a payment dated after today', () => {
    expect(spendingSummary([paid('today', 5, '2026-06-30'), paid('tomorrow', 7, '2026-07-01')], 30, NOW)).toMatchObject(
      { total: 5, count: 1 },
    );
  });

  it('names a payment by its task, else its memo', () => {
    expect(paymentTitle(paid('t', 1, '2026-06-01'))).toBe('t');
    expect(paymentTitle({ ...paid('x', 1, '2026-06-01', ' Plumber deposit '), task: null })).toBe('Plumber deposit');
    expect(paymentTitle({ ...paid('x', 1, '2026-06-01'), task: null })).toBe('Expense');
  });
});

describe('taskSummary', () => {
  it('counts by status', () => {
    expect(
      taskSummary([{ status: 'Open' }, { status: 'Completed' }, { status: 'Completed' }, { status: 'Skipped' }]),
    ).toEqual({ total: 4, open: 1, completed: 2, skipped: 1 });
  });
});
