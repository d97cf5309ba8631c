import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { baseApi, endpointDefinitions, type AnyEndpointDefinition } from './baseApi';

/**
 * The mutation → refetch table (STYLE.md habit 2). Every API file under src/features is
 * loaded, so a new endpoint is in `endpointDefinitions` the moment it exists: a query without a
 * sample, or a mutation without a row, fails here. Each row names exactly the queries that refetch
 * after the mutation (computed from the real providesTags/invalidatesTags, matched as RTK Query
 * matches them): one missing shows stale data, one more refetches a screen the write did not touch.
 * `keeps` names a few that must not, for the reader.
 */
// The client is never called here: only the endpoints' tag descriptions run.
jest.mock('./supabase', () => ({ supabase: {} }));

const featuresDir = join(__dirname, '..', 'features');
for (const feature of readdirSync(featuresDir)) {
  for (const file of readdirSync(join(featuresDir, feature)).filter((f) => /Api\.ts$/.test(f))) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- every API file, found on disk
    require(join(featuresDir, feature, file));
  }
}
// The settings row is read in shared code (every feature takes the landlord's time zone from it).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- beside the feature API files
require('./userSettingsApi');

type Sample = { arg?: unknown; result?: unknown };

// One small portfolio: property p1 (manager m1) with unit u1, task t1 (vendor v1), increase r1,
// payment pay1, vendor account a1, note n1.
const TASK = {
  id: 't1',
  property: { id: 'p1', name: 'Elm' },
  unit: { id: 'u1', unit_label: '1A' },
  vendor: { id: 'v1', name: 'Acme' },
};
const PAYMENT = { ...TASK, id: 'pay1', task: { id: 't1', title: 'Gutters' } };
const INCREASE = { id: 'r1', unit_id: 'u1', unit: { id: 'u1', property: { id: 'p1' } } };
const UPCOMING = { id: 'r1', unitId: 'u1', propertyId: 'p1' };
const ACCOUNT = { id: 'a1', property: { id: 'p1', name: 'Elm' } };
/** Unit u1 of property p1 let in tenancy ten1 (ten0 before it); unit u2 vacant. */
const ROLL_ROW = { unit_id: 'u1', property_id: 'p1', tenancy_id: 'ten1' };
const entities = <T extends { id: string }>(...rows: T[]) => ({
  ids: rows.map((r) => r.id),
  entities: Object.fromEntries(rows.map((r) => [r.id, r])),
});

/** Every query with a sample argument and answer (only what its tags read). */
const QUERIES: Record<string, Sample> = {
  getPropertiesPage: {
    arg: { search: '', leaseEnd: null, page: 0, pageSize: 24 },
    result: {
      cards: entities({ id: 'p1', units: [{ id: 'u1' }], unit_count: 1, property_manager: { id: 'm1' } }),
      total: 1,
    },
  },
  getPropertySummary: { arg: 'p1', result: { id: 'p1', property_manager: { id: 'm1' } } },
  getProperty: {
    arg: 'p1',
    result: { id: 'p1', units: [{ id: 'u1' }], tasks: [{ id: 't1' }], property_manager: { id: 'm1' } },
  },
  getPropertyRentIncreases: { arg: { propertyId: 'p1', from: '2026-01-01' }, result: [INCREASE] },
  getPropertyUnitNotes: { arg: 'p1', result: entities({ id: 'u1', note: { note_id: 'n1' } }) },
  getPropertyExpenses: { arg: { propertyId: 'p1', year: 2026 }, result: {} },
  getManagerChoices: { result: [{ id: 'm1' }] },
  getTasks: { arg: { page: 0, pageSize: 25 }, result: { tasks: entities(TASK), total: { count: 1, exact: true } } },
  getTask: { arg: 't1', result: TASK },
  getTaskSummary: { arg: 't1', result: TASK },
  getTaskFilterOptions: { result: { properties: [{ id: 'p1', units: [] }], vendors: [{ id: 'v1' }] } },
  getTaskFormOptions: { result: { properties: [{ id: 'p1', units: [{ id: 'u1' }] }], vendors: [{ id: 'v1' }] } },
  getTaskPayments: { arg: 't1', result: [{ id: 'pay1' }] },
  getOccurrencePreview: { result: [] },
  getVendorsPage: {
    arg: { search: '', category: null, sort: { column: 'name', descending: false }, page: 0, pageSize: 24 },
    result: {
      vendors: entities({ id: 'v1', account_count: 1, property_ids: ['p1'], property_names: ['Elm'] }),
      total: 1,
    },
  },
  getVendorsForExport: {
    arg: { search: '', category: null, sort: { column: 'name', descending: false } },
    result: [{ id: 'v1', account_count: 1, property_ids: ['p1'], property_names: ['Elm'] }],
  },
  getVendorSummary: { arg: 'v1', result: { id: 'v1' } },
  getVendor: { arg: 'v1', result: { id: 'v1', tasks: [{ id: 't1' }] } },
  getVendorSpending: { arg: { vendorId: 'v1', since: '2026-01-01' }, result: [{ id: 'pay1', task: { id: 't1' } }] },
  getVendorPropertyChoices: { result: [{ id: 'p1' }] },
  getUnfinishedImport: { result: null },
  getVendorAccounts: { arg: 'v1', result: [ACCOUNT] },
  searchPlannerUnits: { arg: '', result: { units: [{ id: 'u1', propertyId: 'p1' }], total: 1 } },
  getPlannerUnit: { arg: 'u1', result: { id: 'u1', property: { id: 'p1' }, increases: [{ id: 'r1' }] } },
  getPlannedIncreases: {
    arg: { page: 0, pageSize: 50 },
    result: { increases: [INCREASE], total: { count: 1, exact: true } },
  },
  getUpcomingIncreases: { arg: { window: {}, page: 0, pageSize: 50 }, result: { rows: [UPCOMING], total: 1 } },
  getUpcomingIncreasesExport: { arg: {}, result: [UPCOMING] },
  getNotesPage: {
    arg: { filters: {}, page: 0, pageSize: 50 },
    result: {
      units: [{ id: 'u1', propertyId: 'p1', managerId: 'm1' }],
      latest: { ids: ['u1'], entities: { u1: { unit_id: 'u1', note_id: 'n1' } } },
      managerUnits: {},
      total: 1,
    },
  },
  getNotesFilterOptions: { result: { properties: [{ id: 'p1' }], managers: [{ id: 'm1' }] } },
  getManagerNotes: {
    arg: 'm1',
    result: {
      units: [{ id: 'u1', propertyId: 'p1', managerId: 'm1' }],
      latest: { ids: [], entities: {} },
      managerUnits: {},
      total: 1,
    },
  },
  getEarlierNotes: { arg: 'u1', result: [{ id: 'n1' }] },
  getUnitNotes: { arg: 'u1', result: [{ id: 'n1' }] },
  getNoteUnit: { arg: 'u1', result: { id: 'u1', property: { id: 'p1' } } },
  getEmailIncreases: {
    arg: { unitIds: ['u1'], until: '2026-12-31' },
    result: { increases: [INCREASE], failed: false },
  },
  getDashboardCount: { arg: 'tasks', result: 1 },
  getOverdueTasks: { arg: '2026-11-24', result: { items: [TASK], total: { count: 1, exact: true } } },
  getDueSoonTasks: { arg: {}, result: { items: [TASK], total: { count: 1, exact: true } } },
  getUpcomingRent: { arg: {}, result: { items: [INCREASE], total: { count: 1, exact: true } } },
  getWeekCompletions: {
    arg: {},
    result: { items: [{ id: 'act1', task: { id: 't1' } }], total: { count: 1, exact: true } },
  },
  getBillJumps: {
    arg: '2026-01-01',
    result: { items: [{ id: 'pay1', task_id: 't1' }], total: { count: 1, exact: true } },
  },
  getWeeklySpend: { arg: [], result: [] },
  getPayments: { arg: {}, result: [PAYMENT] },
  getPaymentTotals: { arg: {}, result: { payments: 1, total: 1 } },
  getAllPayments: { arg: {}, result: [PAYMENT] },
  getExpenseOptions: { result: { properties: [{ id: 'p1' }], vendors: [{ id: 'v1' }] } },
  getPropertyUnitChoices: { arg: 'p1', result: [{ id: 'u1' }] },
  getScheduleE: { arg: 2026, result: { year: 2026, lines: [], columns: [], totals: {}, business_expenses: 0 } },
  getScheduleEEntries: { arg: { year: 2026, propertyId: 'p1' }, result: [] },
  getAccountantPackage: { arg: 2026 },
  getForm1099Totals: { arg: 2026, result: [{ vendor_id: 'v1' }] },
  getPropertyProfit: { arg: { propertyId: 'p1', from: '2025-12-01', to: '2026-12-31' }, result: [] },
  getPortfolioProfit: { arg: { from: '2026-01-01', to: '2026-12-31' }, result: { properties: [], months: [] } },
  getLoanPayments: { arg: 'p1', result: [{ id: 'lp1' }] },
  getLoanSplit: { arg: { propertyId: 'p1', paidOn: '2026-05-01', amount: 1906.64 }, result: null },
  getLoanStatements: { arg: 'p1', result: [{ id: 'ls1' }] },
  getDepreciation: { arg: 'p1', result: [] },
  getPropertyPurchase: { arg: 'p1', result: { id: 'p1' } },
  getOwnerStatement: { arg: { propertyId: 'p1', year: 2026 }, result: null },
  getOwnerDraws: { arg: { propertyId: 'p1', year: 2026 }, result: [{ id: 'od1' }] },
  getPropertyManagers: { result: entities({ id: 'm1' }) },
  getRentRoll: {
    arg: { filters: {}, page: 0, pageSize: 50 },
    result: { rows: [ROLL_ROW, { ...ROLL_ROW, unit_id: 'u2', tenancy_id: null }], total: 2 },
  },
  getRentRollExport: { arg: {}, result: [ROLL_ROW] },
  getRentRollProperties: { result: [{ id: 'p1' }] },
  getTenancyLedger: {
    arg: 'ten1',
    result: { unit: { id: 'u1' }, property: { id: 'p1' }, unit_tenancies: [{ id: 'ten1' }, { id: 'ten0' }] },
  },
  getRentThisMonth: { arg: 10, result: { unpaid: [{ tenancy_id: 'ten1', unit_id: 'u1', property_id: 'p1' }] } },
  getPropertyTenancies: { arg: 'p1', result: [{ id: 'ten1', unit_id: 'u1' }] },
  // One row on everything a document can belong to, so each embedded type's tag is there.
  getDocumentsExpiring: {
    arg: '2026-12-03',
    result: {
      rows: [{ id: 'doc1', property_id: 'p1', unit_id: 'u1', tenancy_id: 'ten1', vendor_id: 'v1', payment_id: 'pay1' }],
      total: 1,
    },
  },
  getPropertyInsurance: { arg: 'p1', result: { state: 'current', document_id: 'doc1' } },
  getDigestSettings: { arg: 'user1', result: {} },
  getDigestPreview: { arg: { userId: 'user1', settings: {} } },
  checkSchema: {},
  getBackendHealth: {},
  getDocumentsOf: { arg: { property_id: 'p1' }, result: [{ id: 'd1' }] },
  getDocumentsPage: { arg: { page: 0, pageSize: 25 }, result: { rows: [{ id: 'd1' }], total: 1 } },
  getReceiptsOfPayments: { arg: ['pay1'], result: [{ id: 'd1', payment_id: 'pay1' }] },
  getPaymentOfCompletion: { arg: { task_id: 't1', occurrence: '2026-12-01' }, result: 'pay1' },
  getSignedUrls: { arg: [{ id: 'd1', object_name: 'u/d1/a.pdf' }], result: {} },
  getDownloadUrl: { arg: { id: 'd1', object_name: 'u/d1/a.pdf', name: 'Lease' }, result: 'https://x' },
};

interface Row {
  mutation: string;
  /** Tells two rows of one mutation apart. */
  case?: string;
  arg?: unknown;
  result?: unknown;
  /** Exactly the queries that refetch. */
  refetches: string[];
  /** Some queries that must not (implied by `refetches`; they say what the row is about). */
  keeps?: string[];
}

const TASK_READERS = [
  'getTasks',
  'getTask',
  'getTaskSummary',
  'getProperty',
  'getVendor',
  'getOverdueTasks',
  'getDueSoonTasks',
  'getTaskPayments',
];
// The property's mortgage payments and the next one's split.
// The owner statement pays each loan payment in full.
const LOAN_READERS = ['getLoanPayments', 'getLoanSplit', 'getOwnerStatement'];
const LEDGER = [
  'getPayments',
  'getPaymentTotals',
  'getAllPayments',
  'getVendorSpending',
  'getTaskPayments',
  'getWeeklySpend',
  'getPropertyExpenses',
  'getScheduleE',
  'getPortfolioProfit',
  'getScheduleEEntries',
  'getForm1099Totals',
  'getPropertyProfit',
  'getBillJumps',
  // An improvement is a payment, depreciated.
  'getDepreciation',
  // The accountant's package reads the whole year's books.
  'getAccountantPackage',
  // A property's cash, month by month.
  'getOwnerStatement',
  // A completion's receipt finds the payment it goes to.
  'getPaymentOfCompletion',
];
/**
 * The dashboard's cards. Each provides the Dashboard tag beside its own types, and a write that changes
 * a figure on the dashboard invalidates that tag: the one screen refreshes whole, a few small reads.
 */
const DASHBOARD_CARDS = [
  'getDashboardCount',
  'getOverdueTasks',
  'getDueSoonTasks',
  'getUpcomingRent',
  'getWeekCompletions',
  'getBillJumps',
  'getWeeklySpend',
];
/** The bulk notes page and the e-mail preview's units of one manager: both show units, properties and latest notes. */
const NOTES_PAGES = ['getNotesPage', 'getManagerNotes'];
/** One unit's note history, whole and the few notes before the latest. */
const UNIT_NOTES = ['getUnitNotes', 'getEarlierNotes'];
/** The vendors screen's page and its CSV export of the same filtered list. */
const VENDOR_LISTS = ['getVendorsPage', 'getVendorsForExport'];
/** The planner's and upcoming screen's reads: each shows units by property and unit name. */
const PLANNER_READERS = [
  'searchPlannerUnits',
  'getPlannerUnit',
  'getPlannedIncreases',
  'getUpcomingIncreases',
  'getUpcomingIncreasesExport',
];
/** The screens that list tenancies and their money across units: a unit's tenancy may be new. */
// A unit's tenant writes its tenancy and charges: the readers summed over every tenancy.
const RENT_ROLL = [
  'getRentRoll',
  'getRentRollExport',
  'getRentThisMonth',
  'getScheduleE',
  'getScheduleEEntries',
  'getAccountantPackage',
  'getOwnerStatement',
  'getPortfolioProfit',
  'getPropertyProfit',
];
/** Every read that shows a property's name or is about one property. */
const PROPERTY_READERS = [
  'getLoanPayments',
  'getLoanStatements',
  'getLoanSplit',
  'getDepreciation',
  'getPropertyPurchase',
  'getOwnerStatement',
  'getPropertiesPage',
  'getPropertySummary',
  'getProperty',
  'getPropertyExpenses',
  'getTasks',
  'getTask',
  'getTaskSummary',
  'getTaskFilterOptions',
  'getTaskFormOptions',
  ...PLANNER_READERS,
  'getPropertyRentIncreases',
  ...VENDOR_LISTS,
  'getVendorAccounts',
  'getVendorPropertyChoices',
  ...NOTES_PAGES,
  'getNotesFilterOptions',
  'getNoteUnit',
  'getPayments',
  'getAllPayments',
  'getExpenseOptions',
  'getPropertyUnitChoices',
  'getScheduleE',
  'getPortfolioProfit',
  'getScheduleEEntries',
  'getPropertyProfit',
  'getOverdueTasks',
  'getDueSoonTasks',
  'getUpcomingRent',
  'getBillJumps',
  ...RENT_ROLL,
  'getRentRollProperties',
  'getTenancyLedger',
  'getPropertyTenancies',
  // The documents to renew name their property.
  'getDocumentsExpiring',
];
const UNIT_READERS = [
  'getPropertiesPage',
  'getProperty',
  'getTasks',
  'getTask',
  'getTaskSummary',
  'getTaskFormOptions',
  ...PLANNER_READERS,
  'getPropertyRentIncreases',
  ...NOTES_PAGES,
  'getNoteUnit',
  'getEmailIncreases',
  'getUpcomingRent',
  'getPayments',
  'getAllPayments',
  'getPropertyUnitChoices',
  ...RENT_ROLL,
  'getTenancyLedger',
  'getPropertyTenancies',
  'getDocumentsExpiring',
];
const VENDOR_NAME_READERS = [
  ...VENDOR_LISTS,
  'getVendorSummary',
  'getVendor',
  'getTasks',
  'getTask',
  'getTaskSummary',
  'getTaskFilterOptions',
  'getTaskFormOptions',
  'getPayments',
  'getAllPayments',
  'getExpenseOptions',
  // The vendor's name, W-9 and tax id beside what they were paid.
  'getForm1099Totals',
  'getDocumentsExpiring',
];
/** Reads that show the account a task's bill is paid under (the database's vendor_account). */
const PAID_UNDER_READERS = ['getTasks', 'getTask', 'getTaskSummary', 'getDigestPreview'];
const INCREASE_READERS = [
  'getPlannedIncreases',
  'getPlannerUnit',
  'getUpcomingIncreases',
  'getUpcomingIncreasesExport',
  'getPropertyRentIncreases',
  'getUpcomingRent',
  'getEmailIncreases',
];
const MANAGER_READERS = [
  'getPropertyManagers',
  'getManagerChoices',
  'getPropertiesPage',
  'getPropertySummary',
  'getProperty',
  'getNotesFilterOptions',
  ...NOTES_PAGES,
];
const ALL_LISTS = [
  'getPropertiesPage',
  'getTasks',
  'getVendorsPage',
  'getPlannedIncreases',
  'getPayments',
  'getPropertyManagers',
  'getNotesPage',
];
/** The rent roll, its export, a tenancy's ledger and this month's rent: money summed or listed per tenancy. */
// Schedule E sums the rent received and the tenancies' days as well.
const RENT_READERS = [
  'getRentRoll',
  'getRentRollExport',
  'getTenancyLedger',
  'getRentThisMonth',
  'getScheduleE',
  'getPortfolioProfit',
  'getScheduleEEntries',
  'getAccountantPackage',
  'getOwnerStatement',
  'getPropertyProfit',
];
/** Reads of no account data: an import leaves them be. */
const NOT_ACCOUNT_DATA = ['checkSchema', 'getBackendHealth', 'getOccurrencePreview'];
const EVERY_ACCOUNT_READ = Object.keys(QUERIES).filter((q) => !NOT_ACCOUNT_DATA.includes(q));

const ROWS: Row[] = [
  {
    mutation: 'createProperty',
    refetches: [
      'getAccountantPackage',
      'getPropertiesPage',
      'getTaskFilterOptions',
      'getTaskFormOptions',
      'searchPlannerUnits',
      'getVendorPropertyChoices',
      'getExpenseOptions',
      'getScheduleE',
      'getPortfolioProfit',
      'getBillJumps',
      'getRentRollProperties',
      ...NOTES_PAGES,
      'getNotesFilterOptions',
      'getDigestPreview',
    ],
    keeps: ['getTasks', 'getProperty', 'getVendorsPage'],
  },
  {
    mutation: 'updateProperty',
    arg: { id: 'p1', changes: {} },
    refetches: [...PROPERTY_READERS, 'getDigestPreview'],
    keeps: ['getVendorSpending', 'getPropertyManagers'],
  },
  {
    mutation: 'deleteProperty',
    arg: 'p1',
    refetches: [
      ...PROPERTY_READERS,
      ...DASHBOARD_CARDS,
      ...LEDGER,
      ...UNIT_NOTES,
      'getPropertyUnitNotes',
      'getEmailIncreases',
      'getVendor',
      'getDigestPreview',
    ],
    keeps: ['getPropertyManagers'],
  },
  {
    mutation: 'createUnit',
    arg: { propertyId: 'p1' },
    refetches: [
      'getPropertiesPage',
      'getProperty',
      'getPropertyUnitNotes',
      'searchPlannerUnits',
      ...NOTES_PAGES,
      'getTaskFormOptions',
      'getPropertyUnitChoices',
      // A unit added with a tenant is let: the database starts its tenancy.
      ...RENT_ROLL,
      'getPropertyTenancies',
      'getDigestPreview',
    ],
    keeps: ['getTasks', 'getVendorsPage', 'getTenancyLedger'],
  },
  {
    mutation: 'updateUnit',
    arg: { id: 'u1', propertyId: 'p1' },
    refetches: [...UNIT_READERS, 'getPropertyUnitNotes', 'getDigestPreview'],
    keeps: ['getVendorsPage', 'getNotesFilterOptions'],
  },
  {
    mutation: 'deleteUnit',
    arg: { id: 'u1', propertyId: 'p1' },
    refetches: [...UNIT_READERS, ...UNIT_NOTES, 'getPropertyUnitNotes', ...DASHBOARD_CARDS, 'getDigestPreview'],
    keeps: ['getVendorsPage'],
  },
  {
    mutation: 'addQuickNote',
    arg: { id: 'n2', unitId: 'u1' },
    // The property page shows each unit's latest note.
    refetches: [...NOTES_PAGES, ...UNIT_NOTES, 'getPropertyUnitNotes'],
    keeps: ['getDigestPreview', 'getProperty', 'getNotesFilterOptions'],
  },
  {
    mutation: 'createTask',
    refetches: [
      ...TASK_READERS.filter((q) => !['getTask', 'getTaskSummary', 'getTaskPayments'].includes(q)),
      'getWeekCompletions',
      'getDashboardCount',
      'getDigestPreview',
    ],
    keeps: ['getPropertiesPage', 'getPayments'],
  },
  {
    mutation: 'updateTask',
    arg: { id: 't1', changes: {} },
    refetches: [
      ...TASK_READERS,
      'getDashboardCount',
      'getWeekCompletions',
      'getPayments',
      'getAllPayments',
      'getVendorSpending',
      'getBillJumps',
      'getDigestPreview',
    ],
    keeps: ['getPropertiesPage', 'getPaymentTotals'],
  },
  {
    mutation: 'updateTask',
    case: 'finishing',
    arg: { id: 't1', changes: {}, finish: 'Completed' },
    // A mortgage task's completion is a loan payment.
    refetches: [...TASK_READERS, ...LEDGER, ...DASHBOARD_CARDS, 'getDigestPreview', ...LOAN_READERS],
    keeps: ['getPropertiesPage'],
  },
  {
    mutation: 'deleteTask',
    arg: 't1',
    refetches: [
      ...TASK_READERS,
      ...DASHBOARD_CARDS,
      'getPayments',
      'getAllPayments',
      'getVendorSpending',
      'getDigestPreview',
    ],
    keeps: ['getPropertiesPage', 'getVendorsPage'],
  },
  {
    mutation: 'completeTask',
    arg: { task: { id: 't1' } },
    refetches: [...TASK_READERS, ...LEDGER, ...DASHBOARD_CARDS, 'getDigestPreview', ...LOAN_READERS],
    keeps: ['getPropertiesPage', 'getVendorsPage'],
  },
  {
    mutation: 'skipOccurrence',
    arg: { task: { id: 't1' } },
    refetches: [
      ...TASK_READERS,
      ...DASHBOARD_CARDS,
      'getPayments',
      'getAllPayments',
      'getVendorSpending',
      'getDigestPreview',
    ],
    keeps: ['getPropertiesPage', 'getPaymentTotals'],
  },
  {
    mutation: 'createVendorWithAccounts',
    refetches: [
      'getAccountantPackage',
      ...VENDOR_LISTS,
      'getTaskFilterOptions',
      'getTaskFormOptions',
      'getExpenseOptions',
      'getDigestPreview',
    ],
    // No task is paid under a vendor just created: the task reads keep.
    keeps: ['getTasks', 'getTask', 'getVendor', 'getVendorAccounts'],
  },
  {
    mutation: 'updateVendor',
    arg: { id: 'v1' },
    refetches: [
      'getAccountantPackage',
      ...VENDOR_NAME_READERS,
      'getVendorSpending',
      'getVendorAccounts',
      'getDigestPreview',
    ],
    keeps: ['getPropertiesPage', 'getProperty'],
  },
  {
    mutation: 'deleteVendor',
    arg: 'v1',
    refetches: [
      'getAccountantPackage',
      ...VENDOR_NAME_READERS,
      'getVendorSpending',
      'getVendorAccounts',
      'getDigestPreview',
    ],
    keeps: ['getPropertiesPage'],
  },
  {
    mutation: 'createVendorAccount',
    arg: { vendorId: 'v1', propertyId: 'p1' },
    refetches: [...VENDOR_LISTS, 'getVendorAccounts', ...PAID_UNDER_READERS],
    keeps: ['getVendor', 'getProperty'],
  },
  {
    mutation: 'updateVendorAccount',
    arg: { id: 'a1' },
    refetches: [...VENDOR_LISTS, 'getVendorAccounts', ...PAID_UNDER_READERS],
    keeps: ['getVendor', 'getProperty'],
  },
  {
    mutation: 'deleteVendorAccount',
    arg: 'a1',
    refetches: [...VENDOR_LISTS, 'getVendorAccounts', ...PAID_UNDER_READERS],
    keeps: ['getVendor', 'getProperty'],
  },
  {
    mutation: 'createRentIncrease',
    refetches: [...INCREASE_READERS, ...DASHBOARD_CARDS, 'getDigestPreview'],
    keeps: ['getProperty', 'getTasks'],
  },
  {
    mutation: 'applyRentIncrease',
    arg: 'r1',
    result: { id: 'r1', unit_id: 'u1' },
    refetches: [...INCREASE_READERS, ...UNIT_READERS, ...DASHBOARD_CARDS, 'getDigestPreview'],
    keeps: ['getVendorsPage'],
  },
  {
    mutation: 'undoRentIncrease',
    arg: 'r1',
    result: { id: 'r1', unit_id: 'u1' },
    refetches: [...INCREASE_READERS, ...UNIT_READERS, ...DASHBOARD_CARDS, 'getDigestPreview'],
    keeps: ['getVendorsPage'],
  },
  {
    mutation: 'cancelRentIncrease',
    arg: 'r1',
    refetches: [...INCREASE_READERS, ...DASHBOARD_CARDS, 'getDigestPreview'],
    keeps: ['getProperty', 'getTasks'],
  },
  {
    mutation: 'deleteRentIncrease',
    arg: 'r1',
    refetches: [...INCREASE_READERS, ...DASHBOARD_CARDS, 'getDigestPreview'],
    keeps: ['getProperty', 'getTasks'],
  },
  // The pages of units are updated in place from the saved note (notesApi), never refetched per save;
  // the e-mail preview's units of one manager read again.
  {
    mutation: 'addUnitNote',
    arg: { id: 'n2', unitId: 'u1' },
    // A bulk note is the unit's latest on the property page too.
    refetches: [...UNIT_NOTES, 'getManagerNotes', 'getPropertyUnitNotes'],
    keeps: ['getDigestPreview', 'getNotesPage', 'getProperty'],
  },
  {
    mutation: 'updateUnitNote',
    arg: { id: 'n1', unitId: 'u1' },
    refetches: [...UNIT_NOTES, 'getManagerNotes', 'getPropertyUnitNotes'],
    keeps: ['getDigestPreview', 'getNotesPage', 'getProperty'],
  },
  {
    mutation: 'createPayment',
    refetches: [...LEDGER, ...DASHBOARD_CARDS, 'getDigestPreview'],
    keeps: ['getTasks', 'getProperty'],
  },
  {
    mutation: 'updatePayment',
    arg: { id: 'pay1' },
    // A receipt to renew links to its payment; a Schedule E figure's receipts are read by payment.
    refetches: [...LEDGER, ...DASHBOARD_CARDS, 'getDigestPreview', 'getDocumentsExpiring', 'getReceiptsOfPayments'],
    keeps: ['getTasks', 'getProperty'],
  },
  {
    mutation: 'deletePayment',
    arg: 'pay1',
    // Its receipts stay in the account, unattached: they leave the figure's list.
    refetches: [...LEDGER, ...DASHBOARD_CARDS, 'getDigestPreview', 'getDocumentsExpiring', 'getReceiptsOfPayments'],
    keeps: ['getTasks', 'getProperty'],
  },
  // A mortgage payment: the property's list of them, the next one's split, and Schedule E's interest.
  {
    mutation: 'recordLoanPayment',
    // A mortgage task's page lists its loan payments too.
    refetches: [
      'getAccountantPackage',
      ...LOAN_READERS,
      'getScheduleE',
      'getScheduleEEntries',
      'getPortfolioProfit',
      'getPropertyProfit',
      'getTaskPayments',
    ],
    keeps: ['getPayments', 'getProperty'],
  },
  // A purchase: the property's depreciation and Schedule E's line 18, and whatever reads the property.
  {
    mutation: 'updatePurchase',
    arg: { propertyId: 'p1', fields: {} },
    // Its id only: no name or list changes (bill jumps and the portfolio's profit list every property's name).
    refetches: [...PROPERTY_READERS.filter((q) => q !== 'getBillJumps' && q !== 'getPortfolioProfit'), 'getPayments'],
    keeps: ['getBillJumps', 'getPortfolioProfit'],
  },
  // The lender's 1098 replaces the split's figures on Schedule E for its year.
  {
    mutation: 'saveLoanStatement',
    refetches: ['getAccountantPackage', 'getLoanStatements', 'getScheduleE', 'getScheduleEEntries'],
    keeps: [...LOAN_READERS, 'getProperty'],
  },
  {
    mutation: 'deleteLoanStatement',
    arg: 'ls1',
    refetches: ['getAccountantPackage', 'getLoanStatements', 'getScheduleE', 'getScheduleEEntries'],
    keeps: [...LOAN_READERS, 'getProperty'],
  },
  {
    mutation: 'deleteLoanPayment',
    arg: 'lp1',
    refetches: [
      'getAccountantPackage',
      ...LOAN_READERS,
      'getScheduleE',
      'getScheduleEEntries',
      'getPortfolioProfit',
      'getPropertyProfit',
      'getTaskPayments',
    ],
    keeps: ['getPayments', 'getProperty'],
  },
  {
    mutation: 'createPropertyManager',
    arg: { userId: 'user1' },
    refetches: ['getPropertyManagers', 'getManagerChoices', 'getNotesFilterOptions', 'getNotesPage'],
    keeps: ['getDigestPreview', 'getProperty', 'getTasks'],
  },
  {
    mutation: 'updatePropertyManager',
    arg: { id: 'm1' },
    refetches: MANAGER_READERS,
    keeps: ['getDigestPreview', 'getTasks'],
  },
  { mutation: 'deletePropertyManager', arg: 'm1', refetches: MANAGER_READERS, keeps: ['getDigestPreview', 'getTasks'] },
  {
    mutation: 'saveDigestSettings',
    case: 'same time zone',
    arg: { userId: 'user1', settings: { timezone: 'America/Chicago' }, previousTimezone: 'America/Chicago' },
    refetches: ['getDigestSettings'],
    keeps: ['getDigestPreview', 'getTasks', 'getTask', 'getOverdueTasks', 'getVendorSpending', 'getScheduleE'],
  },
  // A new time zone moves the landlord's today: every status and window computed from it reads again.
  {
    mutation: 'saveDigestSettings',
    case: 'new time zone',
    arg: { userId: 'user1', settings: { timezone: 'Pacific/Honolulu' }, previousTimezone: 'America/Chicago' },
    refetches: [
      'getAccountantPackage',
      'getDigestSettings',
      'getTasks',
      'getTask',
      'getTaskSummary',
      'getOverdueTasks',
      'getDueSoonTasks',
      'getDashboardCount',
      'getWeeklySpend',
      'getWeekCompletions',
      'getBillJumps',
      'getUpcomingRent',
      'getPlannerUnit',
      'getPlannedIncreases',
      'getUpcomingIncreases',
      'getUpcomingIncreasesExport',
      'getPropertyRentIncreases',
      'getEmailIncreases',
      'getVendorSpending',
      'getPayments',
      'getPaymentTotals',
      'getScheduleE',
      // Tagged by its payments (a deleted one unattaches them): read again, though the day changes nothing there.
      'getReceiptsOfPayments',
      'getPaymentOfCompletion',
      'getPortfolioProfit',
      'getScheduleEEntries',
      'getForm1099Totals',
      'getPropertyProfit',
      'getPropertyExpenses',
      'getDepreciation',
      'getDigestPreview',
      // They embed tasks, increases or payments, whose statuses and windows are dated by the zone.
      'getProperty',
      'getVendor',
      'getTaskPayments',
      'getAllPayments',
      ...RENT_READERS,
      // Which documents have expired, and whether a property's insurance has.
      'getDocumentsExpiring',
      'getPropertyInsurance',
    ],
    keeps: ['getVendorsPage', 'getPropertyManagers', 'checkSchema', 'getPropertyTenancies'],
  },
  // An import may write any row of its types, so it invalidates the types whole.
  {
    mutation: 'importCsvRows',
    case: 'properties',
    arg: { kind: 'properties' },
    refetches: [
      ...PROPERTY_READERS,
      ...UNIT_READERS,
      'getPropertyUnitNotes',
      ...MANAGER_READERS,
      ...DASHBOARD_CARDS,
      'getDigestPreview',
    ],
  },
  {
    mutation: 'importCsvRows',
    case: 'vendors',
    arg: { kind: 'vendors' },
    refetches: [...VENDOR_NAME_READERS, ...PROPERTY_READERS, 'getVendorSpending', 'getDigestPreview'],
  },
  {
    mutation: 'importCsvRows',
    case: 'tasks',
    arg: { kind: 'tasks' },
    refetches: [
      ...TASK_READERS,
      ...PROPERTY_READERS,
      ...VENDOR_NAME_READERS,
      ...DASHBOARD_CARDS,
      'getVendorSpending',
      'getDigestPreview',
    ],
  },
  {
    mutation: 'importCsvRows',
    case: 'tenancies',
    arg: { kind: 'tenancies' },
    refetches: [
      ...PROPERTY_READERS,
      ...UNIT_READERS,
      ...RENT_READERS,
      'getPropertyUnitNotes',
      ...MANAGER_READERS.filter((q) => q !== 'getPropertyManagers' && q !== 'getManagerChoices'),
      ...DASHBOARD_CARDS,
      'getDigestPreview',
    ],
  },
  {
    mutation: 'importCsvRows',
    case: 'rent payments',
    arg: { kind: 'rentPayments' },
    refetches: [...DASHBOARD_CARDS, ...RENT_READERS, 'getDigestPreview'],
    keeps: ['getPropertyTenancies', 'getProperty'],
  },
  { mutation: 'importAccount', refetches: EVERY_ACCOUNT_READ, keeps: NOT_ACCOUNT_DATA },
  // Removing an unfinished import: only its last step (none left) changes what the screens show.
  {
    mutation: 'clearUnfinishedImportStep',
    case: 'last step',
    arg: 'import-1',
    result: 0,
    refetches: EVERY_ACCOUNT_READ,
    keeps: NOT_ACCOUNT_DATA,
  },
  {
    mutation: 'clearUnfinishedImportStep',
    case: 'rows left',
    arg: 'import-1',
    result: 1200,
    refetches: [],
    keeps: [...ALL_LISTS, 'getUnfinishedImport'],
  },
  // Its documents' files go before its rows: the lists that show documents read again.
  {
    mutation: 'removeUnfinishedImportFiles',
    arg: 'import-1',
    result: null,
    refetches: [
      'getDocumentsOf',
      'getDocumentsPage',
      'getDocumentsExpiring',
      'getReceiptsOfPayments',
      'getPropertyInsurance',
      'getDigestPreview',
      'getAccountantPackage',
    ],
    keeps: ['getProperty', 'getUnfinishedImport'],
  },
  // Money in: a tenancy's ledger, and the figures summed over tenancies (rent roll, this month).
  {
    mutation: 'moveIn',
    arg: { unit_id: 'u1' },
    refetches: [...UNIT_READERS, ...RENT_READERS, 'getPropertyTenancies', 'getPropertyUnitNotes', 'getDigestPreview'],
    keeps: ['getRentRollProperties', 'getVendorsPage'],
  },
  {
    mutation: 'endTenancy',
    arg: { id: 'ten1', unitId: 'u1' },
    refetches: [...UNIT_READERS, ...RENT_READERS, 'getPropertyTenancies', 'getPropertyUnitNotes', 'getDigestPreview'],
    keeps: ['getRentRollProperties', 'getVendorsPage'],
  },
  ...['recordRentPayment', 'addTenancyCharge', 'decideLateFee', 'settleDeposit'].map((mutation) => ({
    mutation,
    arg: { tenancy_id: 'ten1', tenancyId: 'ten1' },
    refetches: RENT_READERS,
    keeps: ['getPropertyTenancies', 'getProperty', 'getPayments'],
  })),
  ...['deleteRentPayment', 'deleteTenancyCharge', 'removeLateFee'].map((mutation) => ({
    mutation,
    arg: { id: 'x1', feeId: 'x1', tenancyId: 'ten1' },
    refetches: RENT_READERS,
    keeps: ['getPropertyTenancies', 'getProperty', 'getPayments'],
  })),
  // A draw moves the property's statements from its month on, and the year's list of draws.
  { mutation: 'recordOwnerDraw', refetches: ['getOwnerStatement', 'getOwnerDraws'], keeps: ['getScheduleE'] },
  {
    mutation: 'deleteOwnerDraw',
    arg: 'od1',
    refetches: ['getOwnerStatement', 'getOwnerDraws'],
    keeps: ['getScheduleE', 'getPayments'],
  },
  // Writes nothing the app reads back.
  { mutation: 'previewCsvImport', refetches: [], keeps: ALL_LISTS },
  { mutation: 'exportAccount', refetches: [], keeps: ALL_LISTS },
  { mutation: 'requestTestDigest', refetches: [], keeps: ALL_LISTS },
  { mutation: 'signOut', refetches: [], keeps: ALL_LISTS },
  { mutation: 'sendPasswordReset', refetches: [], keeps: ALL_LISTS },
  { mutation: 'updatePassword', refetches: [], keeps: ALL_LISTS },
  // A new document shows in the lists; the signed addresses of the others stay.
  // A new document may be a policy or a lease with a date: what is to renew, a property's
  // insurance, the digest's preview and the accountant's package (its receipts) read again.
  {
    mutation: 'addDocument',
    refetches: [
      'getDocumentsOf',
      'getDocumentsPage',
      'getReceiptsOfPayments',
      'getDocumentsExpiring',
      'getPropertyInsurance',
      'getDigestPreview',
      'getAccountantPackage',
    ],
    keeps: ['getSignedUrls'],
  },
  // A rename or a new kind moves it in the filtered, searched lists; its file's address is read again.
  {
    mutation: 'updateDocument',
    arg: { id: 'd1' },
    refetches: [
      'getDocumentsOf',
      'getDocumentsPage',
      'getReceiptsOfPayments',
      'getSignedUrls',
      'getDownloadUrl',
      'getDocumentsExpiring',
      'getPropertyInsurance',
      'getDigestPreview',
      'getAccountantPackage',
    ],
    keeps: ['getPayments'],
  },
  {
    mutation: 'deleteDocument',
    arg: { id: 'd1', object_name: 'u/d1/a.pdf' },
    refetches: [
      'getDocumentsOf',
      'getDocumentsPage',
      'getReceiptsOfPayments',
      'getSignedUrls',
      'getDownloadUrl',
      'getDocumentsExpiring',
      'getPropertyInsurance',
      'getDigestPreview',
      'getAccountantPackage',
    ],
    keeps: ['getProperty'],
  },
];

type TagDescription = string | { type: string; id?: string | number };
type TagsFn = (result: unknown, error: unknown, arg: unknown) => readonly TagDescription[] | undefined;
const tagsOf = (description: unknown, result: unknown, arg: unknown): TagDescription[] => [
  ...((typeof description === 'function'
    ? (description as TagsFn)(result, undefined, arg)
    : (description as TagDescription[] | undefined)) ?? []),
];
const asObject = (tag: TagDescription) => (typeof tag === 'string' ? { type: tag } : tag);

/** As RTK Query matches: a tag without an id invalidates every tag of its type; one with an id, that id only. */
const matches = (invalidated: TagDescription, provided: TagDescription) => {
  const inv = asObject(invalidated);
  const prov = asObject(provided);
  return inv.type === prov.type && (inv.id === undefined || inv.id === prov.id);
};

const definition = (name: string): AnyEndpointDefinition & { providesTags?: unknown; invalidatesTags?: unknown } =>
  endpointDefinitions[name];
const kindOf = (name: string) => (definition(name) as { type: unknown }).type;
const endpointNames = Object.keys(baseApi.endpoints);
const mutations = endpointNames.filter((name) => kindOf(name) === 'mutation');
const queries = endpointNames.filter((name) => kindOf(name) === 'query');

function refetchedBy(row: Row): string[] {
  const invalidated = tagsOf(definition(row.mutation).invalidatesTags, row.result ?? null, row.arg ?? {});
  return queries.filter((query) => {
    const { arg, result } = QUERIES[query] ?? {};
    const provided = tagsOf(definition(query).providesTags, result, arg ?? {});
    return provided.some((tag) => invalidated.some((inv) => matches(inv, tag)));
  });
}

describe('tag rules', () => {
  it('sees every feature API (a new endpoint cannot hide from this table)', () => {
    expect(mutations.length).toBeGreaterThan(30);
    expect(queries.length).toBeGreaterThan(30);
  });

  it('has a sample for every query and a row for every mutation', () => {
    expect(queries.filter((q) => !(q in QUERIES))).toEqual([]);
    expect(mutations.filter((m) => !ROWS.some((row) => row.mutation === m))).toEqual([]);
    expect(Object.keys(QUERIES).filter((q) => !queries.includes(q))).toEqual([]);
    expect(ROWS.map((row) => row.mutation).filter((m) => !mutations.includes(m))).toEqual([]);
  });

  it('uses one tag style: { type, id }', () => {
    const styles = new Set<string>();
    for (const query of queries) {
      const { arg, result } = QUERIES[query];
      for (const tag of tagsOf(definition(query).providesTags, result, arg ?? {}))
        styles.add(typeof tag === 'string' || tag.id === undefined ? 'bare' : 'object');
    }
    expect([...styles]).toEqual(['object']);
  });

  it.each(ROWS.map((row) => [`${row.mutation}${row.case ? ` (${row.case})` : ''}`, row] as const))(
    '%s refetches the screens that show what it wrote',
    (_name, row) => {
      const refetched = refetchedBy(row);
      const expected = new Set(row.refetches);
      // Exactly the expected set: a missing query shows stale data, an extra one refetches a screen the write did not touch.
      expect({
        missing: [...expected].filter((q) => !refetched.includes(q)),
        extra: refetched.filter((q) => !expected.has(q)),
      }).toEqual({ missing: [], extra: [] });
      expect((row.keeps ?? []).filter((q) => expected.has(q))).toEqual([]);
    },
  );
});
