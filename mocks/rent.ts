import { http, HttpResponse } from 'msw';
import { env } from '../src/config/env';
import type { RentRoll, RentRollRow, RentThisMonth, TenancyLedger } from '../src/features/rent/types';

const rest = (resource: string) => `${env.supabaseUrl}/rest/v1/${resource}`;
export const RENT_ROLL_URL = rest('rpc/rent_roll');
export const TENANCY_LEDGER_URL = rest('rpc/tenancy_ledger');
export const RENT_THIS_MONTH_URL = rest('rpc/rent_this_month');
export const DECIDE_LATE_FEE_URL = rest('rpc/decide_late_fee');
export const SETTLE_DEPOSIT_URL = rest('rpc/settle_deposit');
export const RENT_PAYMENTS_URL = rest('rent_payments');
export const TENANCIES_URL = rest('tenancies');
/** The digests' rent reminders (supabase/functions/_shared/digests/digestData.ts). */
export const RENT_REMINDERS_URL = rest('rpc/rent_reminders');

const TODAY = '2026-12-02';

const row = (changes: Partial<RentRollRow>): RentRollRow => ({
  unit_id: 'u-1',
  unit_label: 'Unit 1',
  property_id: 'p-oak',
  property_name: 'Oakwood Fourplex',
  tenancy_id: 'ten-ana',
  tenants: 'Ana Diaz',
  start_on: '2026-11-17',
  ended_on: null,
  lease_type: 'MonthToMonth',
  lease_end_on: null,
  monthly_rent: 1200,
  deposit_amount: 1000,
  deposit_held_by: 'Owner',
  status: 'late',
  balance: 1760,
  month_rent: 1200,
  month_open: 1200,
  late_since: '2026-11-23',
  ...changes,
});

/** A fourplex with Ana (late), Ben (paid) and a vacant unit. */
export const rentRollRows: RentRollRow[] = [
  row({}),
  row({
    unit_id: 'u-2',
    unit_label: 'Unit 2',
    tenancy_id: 'ten-ben',
    tenants: 'Ben Ode',
    start_on: null,
    lease_type: 'FixedTerm',
    lease_end_on: '2027-05-31',
    monthly_rent: 950,
    deposit_amount: 950,
    deposit_held_by: 'Property Manager',
    status: 'paid',
    balance: 0,
    month_rent: 950,
    month_open: 0,
    late_since: null,
  }),
  row({
    unit_id: 'u-3',
    unit_label: 'Unit 3',
    tenancy_id: null,
    tenants: null,
    start_on: null,
    lease_type: null,
    monthly_rent: null,
    deposit_amount: null,
    deposit_held_by: null,
    status: 'vacant',
    balance: null,
    month_rent: null,
    month_open: null,
    late_since: null,
  }),
];

/** The roll the database would answer for these arguments: filtered by status, one page. */
export function rentRollFor(args: { p_status?: string; p_limit?: number; p_offset?: number }): RentRoll {
  const rows = rentRollRows.filter((r) => !args.p_status || r.status === args.p_status);
  const page = rows.slice(args.p_offset ?? 0, (args.p_offset ?? 0) + (args.p_limit ?? 50));
  return {
    today: TODAY,
    rows: page,
    total: rows.length,
    totals: {
      units: rows.length,
      occupied: rows.filter((r) => r.tenancy_id).length,
      monthly_rent: rows.reduce((s, r) => s + (r.monthly_rent ?? 0), 0),
      deposits_held: rows.reduce((s, r) => s + (r.deposit_amount ?? 0), 0),
      balance: rows.reduce((s, r) => s + (r.balance ?? 0), 0),
    },
  };
}

/**
 * Ana moved in on Nov 17 (rent tracked from then: a prorated $560 for November), paid $300 on
 * Nov 20; November's rent is late, its $50 fee proposed; December's $1,200 is open.
 */
export const anaLedger: TenancyLedger = {
  today: TODAY,
  tenancy: {
    id: 'ten-ana',
    unit_id: 'u-1',
    tenants: [{ name: 'Ana Diaz', email: 'ana@example.com' }],
    start_on: '2026-11-17',
    ended_on: null,
    lease_type: 'MonthToMonth',
    lease_end_on: null,
    monthly_rent: 1200,
    rent_due_day: 1,
    grace_days: 5,
    late_fee_kind: 'flat',
    late_fee_value: 50,
    deposit_amount: 1000,
    deposit_held_by: 'Owner',
    rent_tracked_from: '2026-11-17',
    notes: null,
  },
  tenant_names: 'Ana Diaz',
  rent_now: 1200,
  rent_changes: [],
  unit: { id: 'u-1', unit_label: 'Unit 1' },
  property: { id: 'p-oak', name: 'Oakwood Fourplex', deposit_return_days: 30 },
  standing: {
    balance: 1460,
    month_rent: 1200,
    month_open: 1200,
    late_open: 260,
    late_since: '2026-11-23',
    status: 'late',
  },
  entries: [
    entry({
      id: 'dep',
      kind: 'deposit_received',
      on: '2026-11-17',
      amount: 1000,
      effect: 0,
      memo: 'Held by Owner: not income',
      balance: 0,
    }),
    entry({
      id: 'c-nov',
      kind: 'rent',
      on: '2026-11-17',
      period: '2026-11-01',
      amount: 560,
      effect: 560,
      paid: 300,
      open: 260,
      late: true,
      late_since: '2026-11-23',
      balance: 560,
    }),
    entry({
      id: 'pay-1',
      kind: 'payment',
      on: '2026-11-20',
      amount: 300,
      effect: -300,
      method: 'Check',
      reference: '#1042',
      balance: 260,
    }),
    entry({
      id: 'c-dec',
      kind: 'rent',
      on: '2026-12-01',
      period: '2026-12-01',
      amount: 1200,
      effect: 1200,
      paid: 0,
      open: 1200,
      balance: 1460,
    }),
  ],
  proposals: [{ period: '2026-11-01', rent_due_on: '2026-11-17', late_since: '2026-11-23', amount: 50 }],
  settlement: null,
  deposit_return_by: null,
  unit_tenancies: [{ id: 'ten-ana', tenants: 'Ana Diaz', start_on: '2026-11-17', ended_on: null }],
};

function entry(changes: Partial<TenancyLedger['entries'][number]>): TenancyLedger['entries'][number] {
  return {
    id: 'e',
    kind: 'rent',
    on: TODAY,
    period: null,
    memo: null,
    amount: 0,
    effect: 0,
    waived: false,
    paid: null,
    open: null,
    paid_on: null,
    late: false,
    late_since: null,
    method: null,
    reference: null,
    settlement_id: null,
    balance: 0,
    ...changes,
  };
}

export const rentThisMonth: RentThisMonth = {
  month: '2026-12-01',
  today: TODAY,
  expected: 2150,
  received: 950,
  outstanding: 1200,
  unpaid_count: 1,
  unpaid: [
    {
      tenancy_id: 'ten-ana',
      unit_id: 'u-1',
      unit_label: 'Unit 1',
      property_id: 'p-oak',
      property_name: 'Oakwood Fourplex',
      tenants: 'Ana Diaz',
      month_rent: 1200,
      month_open: 1200,
      late: true,
      late_since: '2026-11-23',
      balance: 1460,
    },
  ],
};

export const rentHandlers = [
  http.post(RENT_ROLL_URL, async ({ request }) => HttpResponse.json(rentRollFor((await request.json()) as object))),
  http.post(TENANCY_LEDGER_URL, () => HttpResponse.json(anaLedger)),
  http.post(RENT_THIS_MONTH_URL, () => HttpResponse.json(rentThisMonth)),
  http.get(TENANCIES_URL, () => HttpResponse.json([])),
  http.post(RENT_PAYMENTS_URL, () => new HttpResponse(null, { status: 201 })),
  http.post(DECIDE_LATE_FEE_URL, () => HttpResponse.json({ id: 'fee-1', kind: 'late_fee' })),
  http.post(SETTLE_DEPOSIT_URL, () => HttpResponse.json({ id: 'set-1' })),
  // Nothing owed and no deposit to settle: the digest previews show their tasks alone.
  http.post(RENT_REMINDERS_URL, () => HttpResponse.json({ not_received: [], deposits_due: [] })),
];
