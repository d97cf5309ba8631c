/** What each kind of CSV import reads: its columns, how a header may be spelled, how a cell is typed. */
export type ImportKind = 'properties' | 'vendors' | 'tasks' | 'tenancies' | 'rentPayments';

export type FieldType =
  | { type: 'text' }
  | { type: 'url' }
  | { type: 'money' }
  | { type: 'date' }
  | { type: 'dates' }
  | { type: 'yesno' }
  | { type: 'whole'; min: number; max: number }
  | { type: 'choice'; choices: Record<string, string[]>; numeric?: boolean };

/** `key` is "group.column": the group is the object of the row sent to import_csv_rows. */
export type ImportField = { key: string; label: string; synonyms: string[]; example: [string, string] } & FieldType;

const text = (key: string, label: string, synonyms: string[], example: [string, string]): ImportField => ({
  key,
  label,
  synonyms,
  example,
  type: 'text',
});
const money = (key: string, label: string, synonyms: string[], example: [string, string]): ImportField => ({
  key,
  label,
  synonyms,
  example,
  type: 'money',
});
const date = (key: string, label: string, synonyms: string[], example: [string, string]): ImportField => ({
  key,
  label,
  synonyms,
  example,
  type: 'date',
});

// SPEC §3 enums, with the spellings a spreadsheet uses.
export const LEASE_STATUS_CHOICES = {
  Vacant: ['empty', 'available'],
  MonthToMonth: ['month to month', 'mtm', 'monthly'],
  FixedTerm: ['fixed', 'lease', 'leased', 'annual', 'yearly', 'occupied'],
};
export const VENDOR_CATEGORY_CHOICES = {
  Water: ['water sewer', 'sewer'],
  Power: ['electric', 'electricity', 'gas', 'utility'],
  Trash: ['garbage', 'waste', 'recycling'],
  Internet: ['cable', 'wifi'],
  HOA: ['association', 'hoa dues'],
  Tax: ['taxes', 'property tax'],
  Maintenance: ['repairs', 'repair', 'handyman', 'plumbing', 'landscaping'],
  Insurance: ['insurer'],
  Other: [],
};
export const REPEAT_CHOICES = {
  none: ['', 'no', 'never', 'once', 'one time', 'onetime'],
  weekly: ['week', 'every week'],
  monthly: ['month', 'every month'],
  everyXMonths: ['every x months', 'every n months', 'quarterly', 'yearly', 'annually', 'annual'],
  fixedDays: ['fixed days', 'fixed dates', 'specific dates', 'dates'],
};
const WEEKDAY_CHOICES = {
  '0': ['sunday', 'sun'],
  '1': ['monday', 'mon'],
  '2': ['tuesday', 'tue', 'tues'],
  '3': ['wednesday', 'wed'],
  '4': ['thursday', 'thu', 'thurs'],
  '5': ['friday', 'fri'],
  '6': ['saturday', 'sat'],
};

const PROPERTY_FIELDS: ImportField[] = [
  text(
    'property.name',
    'Property name',
    ['property', 'name', 'building', 'property title'],
    ['Maple Duplex', 'Maple Duplex'],
  ),
  text(
    'property.address_line1',
    'Address',
    ['street', 'street address', 'address line 1', 'address1', 'property address'],
    ['12 Maple St', '12 Maple St'],
  ),
  text('property.address_line2', 'Address line 2', ['address2', 'suite'], ['', '']),
  text('property.city', 'City', ['town'], ['Raleigh', 'Raleigh']),
  text('property.state', 'State', ['st', 'province'], ['NC', 'NC']),
  text('property.zip', 'ZIP', ['zip code', 'zipcode', 'postal code', 'postcode'], ['27601', '27601']),
  text('property.manager_name', 'Property manager', ['manager', 'pm', 'manager name'], ['', '']),
  money('property.loan_amount', 'Loan amount', ['loan', 'mortgage', 'loan balance'], ['$185,000.00', '$185,000.00']),
  text('property.loan_number', 'Loan number', ['loan #', 'loan no'], ['', '']),
  text('property.lender_name', 'Lender', ['lender name', 'bank'], ['', '']),
  { key: 'property.lender_website', label: 'Lender website', synonyms: ['lender url'], example: ['', ''], type: 'url' },
  text('property.notes', 'Property notes', [], ['', '']),
  text(
    'unit.unit_label',
    'Unit',
    ['unit #', 'unit number', 'unit label', 'unit name', 'apt', 'apt #', 'apartment'],
    ['A', 'B'],
  ),
  money(
    'unit.monthly_rent',
    'Monthly rent',
    ['rent', 'rent amount', 'monthly rent amount', 'current rent'],
    ['$1,250.00', '$1,195.00'],
  ),
  {
    key: 'unit.lease_status',
    label: 'Lease status',
    synonyms: ['lease', 'status', 'occupancy', 'lease type'],
    example: ['Fixed term', 'Month-to-month'],
    type: 'choice',
    choices: LEASE_STATUS_CHOICES,
  },
  date(
    'unit.lease_end_date',
    'Lease end',
    ['lease end date', 'lease ends', 'lease expiration', 'lease expires', 'end of lease'],
    ['3/1/2027', ''],
  ),
  text('unit.tenant_name', 'Tenant', ['tenant name', 'tenants', 'resident'], ['Jordan Lee', 'Sam Park']),
  {
    key: 'unit.bedrooms',
    label: 'Bedrooms',
    synonyms: ['beds', 'bed', 'br', 'bedroom'],
    example: ['2', '1'],
    type: 'choice',
    choices: {
      Studio: ['0', 'studio apartment'],
      '1': ['1br', 'one'],
      '2': ['2br', 'two'],
      '3': ['3br', 'three'],
      '4': ['4br', 'four'],
    },
  },
  {
    key: 'unit.section_8_tenant',
    label: 'Section 8',
    synonyms: ['section 8 tenant', 'sec 8', 'voucher'],
    example: ['no', 'yes'],
    type: 'yesno',
  },
  money('unit.security_deposit_amount', 'Security deposit', ['deposit', 'security deposit amount'], ['$1,250.00', '']),
  {
    key: 'unit.security_deposit_held_by',
    label: 'Deposit held by',
    synonyms: ['deposit holder', 'held by'],
    example: ['Owner', ''],
    type: 'choice',
    choices: { Owner: ['landlord', 'me'], 'Property Manager': ['manager', 'pm'] },
  },
  text('unit.notes', 'Unit notes', ['notes'], ['', '']),
];

const VENDOR_FIELDS: ImportField[] = [
  text('vendor.name', 'Vendor', ['vendor name', 'name', 'company', 'payee'], ['City Water', 'City Water']),
  {
    key: 'vendor.category',
    label: 'Category',
    synonyms: ['type', 'vendor type', 'kind'],
    example: ['Water', 'Water'],
    type: 'choice',
    choices: VENDOR_CATEGORY_CHOICES,
  },
  {
    key: 'vendor.website_url',
    label: 'Website',
    synonyms: ['url', 'web', 'site', 'website url'],
    example: ['citywater.example', 'citywater.example'],
    type: 'url',
  },
  text('vendor.account_number', 'Default account number', ['default account', 'main account number'], ['', '']),
  text('vendor.payment_method', 'Payment method', ['pay by', 'payment'], ['Autopay', 'Autopay']),
  text('vendor.notes', 'Vendor notes', ['notes'], ['', '']),
  text('account.property_name', 'Property', ['property name', 'building'], ['Maple Duplex', 'Oak House']),
  text(
    'account.account_number',
    'Account number',
    ['account #', 'acct', 'acct #', 'account', 'property account number'],
    ['WTR-1001', 'WTR-2002'],
  ),
  text('account.notes', 'Account notes', [], ['', '']),
];

const TASK_FIELDS: ImportField[] = [
  text(
    'task.title',
    'Task',
    ['title', 'task title', 'task name', 'name'],
    ['Replace smoke detectors', 'Pay water bill'],
  ),
  {
    key: 'task.scope',
    label: 'Scope',
    synonyms: ['applies to'],
    example: ['', ''],
    type: 'choice',
    choices: { Business: [], Property: [], Unit: [] },
  },
  text('task.property_name', 'Property', ['property name', 'building'], ['Maple Duplex', 'Maple Duplex']),
  text('task.unit_label', 'Unit', ['unit #', 'unit number', 'unit label', 'apt'], ['A', '']),
  text('task.vendor_name', 'Vendor', ['vendor name', 'payee'], ['', 'City Water']),
  date('task.due_date', 'Due date', ['due', 'date', 'due on', 'first due'], ['3/1/2027', '12/15/2026']),
  date('task.start_date', 'Start date', ['starts', 'start'], ['', '']),
  date('task.end_date', 'End date', ['ends', 'until', 'end'], ['', '']),
  {
    key: 'recurrence.type',
    label: 'Repeats',
    synonyms: ['recurrence', 'frequency', 'repeat', 'recurring'],
    example: ['', 'Monthly'],
    type: 'choice',
    choices: REPEAT_CHOICES,
  },
  {
    key: 'recurrence.interval',
    label: 'Every (months)',
    synonyms: ['interval', 'every', 'months', 'every x months'],
    example: ['', ''],
    type: 'whole',
    min: 1,
    max: 12,
  },
  {
    key: 'recurrence.dayOfMonth',
    label: 'Day of month',
    synonyms: ['day'],
    example: ['', '15'],
    type: 'whole',
    min: 1,
    max: 31,
  },
  {
    key: 'recurrence.dayOfWeek',
    label: 'Day of week',
    synonyms: ['weekday'],
    example: ['', ''],
    type: 'choice',
    choices: WEEKDAY_CHOICES,
    numeric: true,
  },
  {
    key: 'recurrence.fixedDates',
    label: 'Fixed dates',
    synonyms: ['dates', 'specific dates'],
    example: ['', ''],
    type: 'dates',
  },
  money('task.estimated_cost', 'Estimated cost', ['cost', 'estimate', 'amount', 'budget'], ['$120.00', '$85.00']),
  text('task.notes', 'Notes', ['note', 'description', 'details'], ['Both units', '']),
];

const DEPOSIT_HELD_BY_CHOICES = { Owner: ['landlord', 'me'], 'Property Manager': ['manager', 'pm'] };
const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
/** 1 to 28, and the last day of the month (saved as 31). */
const DUE_DAY_CHOICES: Record<string, string[]> = {
  ...Object.fromEntries(Array.from({ length: 28 }, (_, i) => [String(i + 1), [ordinal(i + 1)]])),
  '31': ['last', 'last day', 'end of month', 'eom'],
};
export const RENT_METHOD_CHOICES = {
  Check: ['cheque', 'chk', 'personal check'],
  Cash: [],
  'Bank transfer': ['ach', 'transfer', 'bank', 'direct deposit', 'wire', 'eft'],
  Zelle: [],
  Venmo: [],
  'Money order': ['mo', 'money-order'],
  Other: ['card', 'credit card', 'paypal', 'cash app', 'online'],
};

const TENANCY_FIELDS: ImportField[] = [
  text('tenancy.property_name', 'Property', ['property name', 'building'], ['Maple Duplex', 'Maple Duplex']),
  text('tenancy.unit_label', 'Unit', ['unit #', 'unit number', 'unit label', 'apt'], ['A', 'B']),
  text('tenancy.tenant_name', 'Tenant', ['tenant name', 'tenants', 'resident', 'name'], ['Jordan Lee', 'Sam Park']),
  text('tenancy.tenant_email', 'Tenant e-mail', ['email', 'e-mail', 'tenant email'], ['jordan@example.com', '']),
  text('tenancy.tenant_phone', 'Tenant phone', ['phone', 'mobile', 'cell'], ['', '']),
  date(
    'tenancy.start_on',
    'Move-in date',
    ['move in', 'move-in', 'moved in', 'start', 'start date', 'lease start'],
    ['6/1/2025', '11/17/2026'],
  ),
  date('tenancy.ended_on', 'Move-out date', ['move out', 'move-out', 'moved out'], ['', '']),
  date(
    'tenancy.lease_end_on',
    'Lease end',
    ['lease end date', 'lease ends', 'lease expires', 'expiration'],
    ['5/31/2027', ''],
  ),
  money('tenancy.monthly_rent', 'Monthly rent', ['rent', 'monthly rent amount'], ['$1,250.00', '$1,100.00']),
  {
    key: 'tenancy.rent_due_day',
    label: 'Rent due day',
    synonyms: ['due day', 'rent due', 'due'],
    example: ['1', '1'],
    type: 'choice',
    choices: DUE_DAY_CHOICES,
    numeric: true,
  },
  {
    key: 'tenancy.grace_days',
    label: 'Grace days',
    synonyms: ['grace', 'grace period'],
    example: ['5', '5'],
    type: 'whole',
    min: 0,
    max: 27,
  },
  {
    key: 'tenancy.late_fee_kind',
    label: 'Late fee type',
    synonyms: ['late fee kind', 'fee type'],
    example: ['Flat', ''],
    type: 'choice',
    choices: { flat: ['fixed', 'amount', 'flat fee', 'dollars'], percent: ['percentage', 'percent of rent', 'pct'] },
  },
  money('tenancy.late_fee_value', 'Late fee', ['late fee amount', 'late fee percent'], ['$50.00', '']),
  money('tenancy.deposit_amount', 'Deposit', ['security deposit', 'deposit amount'], ['$1,250.00', '$1,100.00']),
  {
    key: 'tenancy.deposit_held_by',
    label: 'Deposit held by',
    synonyms: ['deposit holder', 'held by'],
    example: ['Owner', ''],
    type: 'choice',
    choices: DEPOSIT_HELD_BY_CHOICES,
  },
  date('tenancy.rent_tracked_from', 'Track rent from', ['rent from', 'charges from', 'tracking from'], ['', '']),
];

const RENT_PAYMENT_FIELDS: ImportField[] = [
  text('payment.property_name', 'Property', ['property name', 'building'], ['Maple Duplex', 'Maple Duplex']),
  text('payment.unit_label', 'Unit', ['unit #', 'unit number', 'unit label', 'apt'], ['A', 'B']),
  text('payment.tenant_name', 'Tenant', ['tenant name', 'tenants', 'resident', 'from', 'payer'], ['', '']),
  date(
    'payment.paid_on',
    'Paid on',
    ['date', 'paid', 'received', 'date paid', 'payment date', 'date received'],
    ['11/3/2026', '11/9/2026'],
  ),
  money('payment.amount', 'Amount', ['amount paid', 'payment', 'paid amount', 'rent paid'], ['$1,250.00', '$600.00']),
  {
    key: 'payment.method',
    label: 'Method',
    synonyms: ['payment method', 'paid by', 'type'],
    example: ['Check', 'Zelle'],
    type: 'choice',
    choices: RENT_METHOD_CHOICES,
  },
  text(
    'payment.reference',
    'Reference',
    ['ref', 'check #', 'check number', 'confirmation', 'reference #'],
    ['1042', ''],
  ),
  text('payment.memo', 'Memo', ['note', 'notes', 'description'], ['', 'Partial']),
];

export interface ImportKindDef {
  kind: ImportKind;
  /** "18 properties" etc.: the row parts import_csv_rows reports, with their names. */
  parts: Array<{ part: string; one: string; many: string }>;
  fields: ImportField[];
  /** Columns without which a file is not this kind of CSV (the match keys). */
  required: string[];
  noun: string;
}

export const IMPORT_KINDS: Record<ImportKind, ImportKindDef> = {
  properties: {
    kind: 'properties',
    noun: 'properties and units',
    parts: [
      { part: 'property', one: 'property', many: 'properties' },
      { part: 'unit', one: 'unit', many: 'units' },
      { part: 'manager', one: 'property manager', many: 'property managers' },
    ],
    fields: PROPERTY_FIELDS,
    required: ['property.name', 'property.address_line1'],
  },
  vendors: {
    kind: 'vendors',
    noun: 'vendors',
    parts: [
      { part: 'vendor', one: 'vendor', many: 'vendors' },
      { part: 'account', one: 'property account', many: 'property accounts' },
    ],
    fields: VENDOR_FIELDS,
    required: ['vendor.name'],
  },
  tasks: {
    kind: 'tasks',
    noun: 'tasks',
    parts: [{ part: 'task', one: 'task', many: 'tasks' }],
    fields: TASK_FIELDS,
    required: ['task.title'],
  },
  tenancies: {
    kind: 'tenancies',
    noun: 'tenancies (a rent roll)',
    parts: [{ part: 'tenancy', one: 'tenancy', many: 'tenancies' }],
    fields: TENANCY_FIELDS,
    required: ['tenancy.property_name', 'tenancy.unit_label', 'tenancy.tenant_name'],
  },
  rentPayments: {
    kind: 'rentPayments',
    noun: 'rent payments',
    parts: [{ part: 'payment', one: 'rent payment', many: 'rent payments' }],
    fields: RENT_PAYMENT_FIELDS,
    required: ['payment.property_name', 'payment.unit_label', 'payment.paid_on', 'payment.amount'],
  },
};
