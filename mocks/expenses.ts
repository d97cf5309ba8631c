import { http, HttpResponse } from 'msw';
import { env } from '../src/config/env';
import type { ScheduleEDocument } from '../src/features/expenses/scheduleERules';
import { testUser } from './fixtures';
import { propertyRows } from './properties';

const REST = `${env.supabaseUrl}/rest/v1`;
export const PAYMENTS_URL = `${REST}/payments`;
export const PAYMENT_JUMPS_URL = `${REST}/payment_jumps`;
export const FILTERED_PAYMENTS_URL = `${REST}/rpc/filtered_payments`;
export const PAYMENTS_TOTALS_URL = `${REST}/rpc/payments_totals`;
export const TAX_YEAR_SUMMARY_URL = `${REST}/rpc/tax_year_summary`;
export const SCHEDULE_E_URL = `${REST}/rpc/schedule_e`;
export const SCHEDULE_E_ENTRIES_URL = `${REST}/rpc/schedule_e_entries`;
export const YEAR_LEDGER_URL = `${REST}/rpc/year_ledger`;
export const INTEREST_BY_LENDER_URL = `${REST}/rpc/mortgage_interest_by_lender`;
export const FORM_1099_TOTALS_URL = `${REST}/rpc/form_1099_totals`;
const UNITS_URL = `${REST}/units`;

const stamp = '2026-01-15T10:00:00Z';
const oak = { id: 'p-oak', name: 'Oakwood Fourplex' };
const water = { id: 'v-water', name: 'City Water' };

function makePayment(id: string, amount: number, paidOn: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    user_id: testUser.id,
    property_id: oak.id,
    unit_id: null,
    vendor_id: water.id,
    task_id: 't-water',
    category: 'Water',
    tax_line: 17,
    amount,
    paid_on: paidOn,
    occurrence: paidOn,
    memo: null,
    is_improvement: false,
    placed_in_service_on: null,
    paid_with: null,
    created_at: stamp,
    updated_at: stamp,
    property: oak,
    unit: null,
    vendor: water,
    task: { id: 't-water', title: 'Water bill - Oak' },
    ...extra,
  };
}

/** A monthly water bill paid three times at $48 and once at $131, and a manual Business expense. */
export const paymentRows = [
  makePayment('pay-4', 131, '2026-04-02'),
  makePayment('pay-3', 48, '2026-03-02'),
  makePayment('pay-2', 48, '2026-02-02'),
  makePayment('pay-1', 48, '2026-01-02'),
  makePayment('pay-cpa', 300, '2026-03-15', {
    property_id: null,
    vendor_id: null,
    task_id: null,
    category: 'Other',
    tax_line: 10,
    occurrence: null,
    memo: 'CPA, 2025 return',
    property: null,
    vendor: null,
    task: null,
  }),
];

/** What tax_year_summary answers for paymentRows' year (one property's, on its page). */
export const summaryCells = [
  { is_total: false, property_id: 'p-oak', property_name: 'Oakwood Fourplex', tax_line: 17, total: 275, payments: 4 },
  { is_total: false, property_id: 'p-oak', property_name: 'Oakwood Fourplex', tax_line: null, total: 275, payments: 4 },
  { is_total: false, property_id: null, property_name: null, tax_line: 10, total: 300, payments: 1 },
  { is_total: false, property_id: null, property_name: null, tax_line: null, total: 300, payments: 1 },
  { is_total: false, property_id: 'p-elm', property_name: 'Elm House', tax_line: null, total: 0, payments: 0 },
  { is_total: true, property_id: null, property_name: null, tax_line: 10, total: 300, payments: 1 },
  { is_total: true, property_id: null, property_name: null, tax_line: 17, total: 275, payments: 4 },
  { is_total: true, property_id: null, property_name: null, tax_line: null, total: 575, payments: 5 },
];

/** What schedule_e answers for 2026: a column per property, lettered by name; $300 paid for no property. */
export const scheduleEDocument: ScheduleEDocument = {
  year: 2026,
  lines: [3, 12, 17, 18],
  columns: [
    {
      property_id: 'p-elm',
      letter: 'A',
      name: 'Elm House',
      address: '9 Elm St, Charlotte, NC 28202',
      fair_rental_days: 365,
      personal_use_days: 0,
      lines: { '3': 24000, '18': 7272, '20': 7272, '21': 16728 },
      entries: { '3': 12, '18': 1 },
    },
    {
      property_id: 'p-oak',
      letter: 'B',
      name: 'Oakwood Fourplex',
      address: '1 Main St, Charlotte, NC 28202',
      fair_rental_days: 181,
      personal_use_days: 0,
      lines: { '3': 12000, '12': 4046.51, '17': 275, '20': 4321.51, '21': 7678.49 },
      entries: { '3': 2, '12': 3, '17': 4 },
    },
  ],
  totals: { '3': 36000, '12': 4046.51, '17': 275, '18': 7272, '20': 11593.51, '21': 24406.49 },
  business_expenses: 300,
};

/** The ledger rows behind Oakwood's figures (schedule_e_entries for 2026 and p-oak). */
export const scheduleEEntries = [
  ['3', 'Rent', '2026-06-01', 'Rent', 6000],
  ['3', 'Rent', '2026-07-01', 'Rent', 6000],
  ['12', 'Loan payment', '2026-05-01', 'Mortgage interest', 1350],
  ['12', 'Loan payment', '2026-06-01', 'Mortgage interest', 1348.84],
  ['12', 'Loan payment', '2026-07-01', 'Mortgage interest', 1347.67],
  ['17', 'Payment', '2026-03-05', 'Water', 48],
  ['17', 'Payment', '2026-04-05', 'Water', 48],
  ['17', 'Payment', '2026-05-05', 'Water', 48],
  ['17', 'Payment', '2026-06-05', 'Water', 131],
].map(([line, source, onDay, description, amount], i) => ({
  property_id: 'p-oak',
  line: Number(line),
  source,
  source_id: `src-${i + 1}`,
  on_day: onDay,
  description,
  amount,
}));

const param = (request: Request, name: string) => new URL(request.url).searchParams.get(name);

/** filtered_payments' arguments applied to the fixture rows, as the database would. */
export function filterPayments(args: Record<string, string | undefined>) {
  return paymentRows.filter(
    (p) =>
      (!args.p_property ||
        (args.p_property === 'business' ? p.property_id === null : p.property_id === args.p_property)) &&
      (!args.p_vendor_id || p.vendor_id === args.p_vendor_id) &&
      (!args.p_category || p.category === args.p_category) &&
      (!args.p_from || p.paid_on >= args.p_from) &&
      (!args.p_to || p.paid_on <= args.p_to),
  );
}

/** What form_1099_totals answers for a year from 2026: one vendor over the threshold without a W-9, one with. */
export const form1099Rows = [
  {
    vendor_id: 'v-roof',
    vendor_name: 'Top Roofing',
    tax_id_masked: '***-**-6789',
    w9_on_file: false,
    paid: 2400,
    card_paid: 0,
    threshold: 2000,
    needs_1099: true,
    missing_w9: true,
  },
  {
    vendor_id: 'v-water',
    vendor_name: 'City Water',
    tax_id_masked: '**-***4321',
    w9_on_file: true,
    paid: 2100.5,
    card_paid: 0,
    threshold: 2000,
    needs_1099: true,
    missing_w9: false,
  },
  {
    vendor_id: 'v-handy',
    vendor_name: 'Handy Co',
    tax_id_masked: null,
    w9_on_file: false,
    paid: 150,
    card_paid: 900,
    threshold: 2000,
    needs_1099: false,
    missing_w9: false,
  },
];

export const expensesHandlers = [
  http.post(FORM_1099_TOTALS_URL, async ({ request }) => {
    const { p_year: year } = (await request.json()) as { p_year: number };
    return HttpResponse.json(year >= 2026 ? form1099Rows : []);
  }),
  http.post(FILTERED_PAYMENTS_URL, async ({ request }) => {
    return HttpResponse.json(filterPayments((await request.json()) as Record<string, string>));
  }),
  // The expense dialog's unit picker: one property's units.
  http.get(UNITS_URL, ({ request }) => {
    const propertyId = param(request, 'property_id')?.replace(/^eq\./, '');
    if (propertyId === undefined || param(request, 'select') !== 'id,unit_label') return undefined;
    return HttpResponse.json(
      (propertyRows.find((p) => p.id === propertyId)?.units ?? []).map((u) => ({ id: u.id, unit_label: u.unit_label })),
    );
  }),
  http.post(PAYMENTS_TOTALS_URL, async ({ request }) => {
    const rows = filterPayments((await request.json()) as Record<string, string>);
    return HttpResponse.json({ payments: rows.length, total: rows.reduce((sum, p) => sum + p.amount, 0) });
  }),
  http.post(TAX_YEAR_SUMMARY_URL, async ({ request }) => {
    const { p_property_id: propertyId } = (await request.json()) as { p_property_id?: string };
    return HttpResponse.json(propertyId ? summaryCells.filter((c) => c.property_id === propertyId) : summaryCells);
  }),
  http.post(SCHEDULE_E_URL, () => HttpResponse.json(scheduleEDocument)),
  // The accountant's package: Oakwood's first mortgage payment and its interest for the year.
  http.post(YEAR_LEDGER_URL, () =>
    HttpResponse.json([
      {
        on_day: '2026-05-01',
        direction: 'Out',
        kind: 'Mortgage payment',
        property_id: 'p-oak',
        property_name: 'Oakwood Fourplex',
        unit_label: null,
        party: 'Queen City Credit Union',
        description: null,
        schedule_e_line: 12,
        amount: 1906.64,
        interest: 1350,
        escrow: 350,
        principal: 206.64,
        source_id: 'lp-1',
      },
    ]),
  ),
  http.post(INTEREST_BY_LENDER_URL, () =>
    HttpResponse.json([
      {
        lender_name: 'Queen City Credit Union',
        loan_number: 'LN-1',
        property_id: 'p-oak',
        property_name: 'Oakwood Fourplex',
        interest: 4046.51,
        source: 'Mortgage payments',
      },
    ]),
  ),
  http.post(SCHEDULE_E_ENTRIES_URL, async ({ request }) => {
    const { p_property: propertyId } = (await request.json()) as { p_property?: string };
    return HttpResponse.json(scheduleEEntries.filter((e) => e.property_id === propertyId));
  }),
  // A task's payment history and its jumps (the task detail and the completion dialog).
  http.get(PAYMENTS_URL, ({ request }) => {
    const taskId = param(request, 'task_id')?.replace(/^eq\./, '');
    return taskId === undefined ? undefined : HttpResponse.json(paymentRows.filter((p) => p.task_id === taskId));
  }),
  http.get(PAYMENT_JUMPS_URL, ({ request }) => {
    const taskId = param(request, 'task_id')?.replace(/^eq\./, '');
    return taskId === undefined
      ? undefined
      : HttpResponse.json(taskId === 't-water' ? [{ id: 'pay-4', ratio: 2.7 }] : []);
  }),
  http.post(PAYMENTS_URL, () => new HttpResponse(null, { status: 201 })),
  http.patch(PAYMENTS_URL, () => new HttpResponse(null, { status: 204 })),
  http.delete(PAYMENTS_URL, () => new HttpResponse(null, { status: 204 })),
];
