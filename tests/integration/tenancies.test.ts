import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { addDays, addMonths, format, parseISO, startOfMonth, subDays, subMonths } from 'date-fns';
import type { Database } from '../../src/api/database.types';
import { loadDigestData } from '../../supabase/functions/_shared/digests/digestData.ts';
import { LARGE_ACCOUNT, seedLarge } from '../../scripts/seedLarge';
import { insertRow } from './portfolio';
import { adminClient, createTestClient, DB_URL, signedInClient, withDb } from './support';

// Money coming in against the real stack: tenancies kept beside the unit's columns, charges
// written by the database (once, also under concurrent calls), payments applied oldest first and
// judged by their paid-on dates, late fees posted or waived by the landlord, deposits settled, the
// readers agreeing on every dollar, and no landlord seeing another's.

type Db = SupabaseClient<Database>;
type Row = { id: string } & Record<string, unknown>;
type Ledger = {
  today: string;
  standing: { balance: number; status: string | null; month_open: number | null; late_open: number };
  entries: Array<{
    kind: string;
    on: string;
    amount: number;
    effect: number;
    balance: number;
    late: boolean;
    waived: boolean;
  }>;
  proposals: Array<{ period: string; amount: number; late_since: string }>;
  settlement: { returned_amount: number } | null;
  deposit_return_by: string | null;
};
type RentRoll = {
  rows: Array<{
    unit_id: string;
    tenancy_id: string | null;
    status: string | null;
    balance: number | null;
    tenants: string | null;
  }>;
  total: number;
  totals: { units: number; occupied: number; balance: number; monthly_rent: number };
};
type ThisMonth = {
  expected: number;
  received: number;
  outstanding: number;
  unpaid: Array<{ tenancy_id: string; month_open: number; late: boolean }>;
};

const iso = (d: Date) => format(d, 'yyyy-MM-dd');

async function landlord(label = 'Rent') {
  const { client, user } = await signedInClient();
  const c = client as Db;
  const property = await insertRow<Row>(client, 'properties', {
    name: `${label} Court`,
    address_line1: '1 Main',
    city: 'X',
    state: 'NC',
    zip: '1',
  });
  const today = await withDb(async (db) => {
    const { rows } = await db.query<{ today: string }>(
      `select to_char(private.landlord_today($1), 'YYYY-MM-DD') as today`,
      [user.id],
    );
    return rows[0].today;
  });
  return { client: c, user, property, today };
}

async function ok<R extends { data: unknown; error: { message: string } | null }>(
  promise: PromiseLike<R>,
): Promise<NonNullable<R['data']>> {
  const { data, error } = await promise;
  if (error) throw new Error(error.message);
  return data as NonNullable<R['data']>;
}
/** An RPC's JSON answer, as the type the test reads it as. */
const okAs = <T>(promise: PromiseLike<{ data: unknown; error: { message: string } | null }>) =>
  ok(promise) as Promise<T>;

const ledger = (client: Db, id: string) => okAs<Ledger>(client.rpc('tenancy_ledger', { p_tenancy: id }) as never);
const rentRoll = (client: Db, args: Record<string, unknown> = {}) =>
  okAs<RentRoll>(client.rpc('rent_roll', args) as never);
const thisMonth = (client: Db) => okAs<ThisMonth>(client.rpc('rent_this_month', {}) as never);

describe('a unit and its tenancy', () => {
  it('an occupied unit is its tenancy: created, edited and ended through the unit, with this month charged', async () => {
    const { client, property, today } = await landlord();
    const unit = await insertRow<Row>(client, 'units', {
      property_id: property.id,
      unit_label: 'A',
      monthly_rent: 1200,
      lease_status: 'FixedTerm',
      lease_end_date: iso(addMonths(parseISO(today), 6)),
      tenant_name: 'Ana Ruiz',
      security_deposit_amount: 1200,
      security_deposit_held_by: 'Owner',
    });
    const [tenancy] = await ok(client.from('tenancies').select('*').eq('unit_id', unit.id));
    expect(tenancy).toMatchObject({
      tenants: [{ name: 'Ana Ruiz' }],
      start_on: null,
      ended_on: null,
      lease_type: 'FixedTerm',
      monthly_rent: 1200,
      deposit_amount: 1200,
      rent_tracked_from: iso(startOfMonth(parseISO(today))),
    });
    // No invented arrears: this month's rent only, whole.
    const charges = await ok(
      client.from('tenancy_charges').select('kind, period, amount').eq('tenancy_id', tenancy.id),
    );
    expect(charges).toEqual([{ kind: 'rent', period: iso(startOfMonth(parseISO(today))), amount: 1200 }]);

    // The unit form changes the tenant and the rent: the tenancy follows, the rent from today.
    await ok(client.from('units').update({ tenant_name: 'Ana & Ben Ruiz', monthly_rent: 1250 }).eq('id', unit.id));
    const [after] = await ok(client.from('tenancies').select('*').eq('unit_id', unit.id));
    expect(after.id).toBe(tenancy.id);
    expect(after.tenants).toEqual([{ name: 'Ana & Ben Ruiz' }]);
    const changes = await ok(
      client.from('tenancy_rent_changes').select('effective_on, monthly_rent').eq('tenancy_id', tenancy.id),
    );
    expect(changes).toEqual([{ effective_on: today, monthly_rent: 1250 }]);
    const unitNow = await ok(client.from('units').select('*').eq('id', unit.id).single());
    expect(unitNow).toMatchObject({ tenant_name: 'Ana & Ben Ruiz', monthly_rent: 1250, lease_status: 'FixedTerm' });

    // Vacant ends the tenancy yesterday; its history stays.
    await ok(
      client
        .from('units')
        .update({ lease_status: 'Vacant', lease_end_date: null, tenant_name: null })
        .eq('id', unit.id),
    );
    const ended = await ok(client.from('tenancies').select('*').eq('id', tenancy.id).single());
    if (ended.start_on === null || ended.start_on < today) {
      expect(ended.ended_on).toBe(iso(subDays(parseISO(today), 1)));
    }
    const vacant = await ok(client.from('units').select('*').eq('id', unit.id).single());
    expect(vacant).toMatchObject({ lease_status: 'Vacant', tenant_name: null });
  });

  it('units written in one statement each get their tenancy, this month charged and a standing that agrees', async () => {
    const { client, property, today } = await landlord('Batch');
    const units = await ok(
      client
        .from('units')
        .insert(
          Array.from({ length: 60 }, (_, k) => ({
            property_id: property.id,
            unit_label: `B${k + 1}`,
            monthly_rent: 1000 + k,
            lease_status: k % 3 === 0 ? 'Vacant' : 'MonthToMonth',
            tenant_name: k % 3 === 0 ? null : `Tenant ${k + 1}`,
          })),
        )
        .select('id'),
    );
    const ids = units.map((u) => u.id);
    const tenancies = await ok(client.from('tenancies').select('id, monthly_rent').in('unit_id', ids));
    expect(tenancies).toHaveLength(40);
    const tenancyIds = tenancies.map((t) => t.id);
    /** Each tenancy's charges summed, beside its kept balance (no payments: they must be equal). */
    const agreement = async () => {
      const charges = await ok(
        client.from('tenancy_charges').select('tenancy_id, period, amount').in('tenancy_id', tenancyIds),
      );
      const kept = await ok(
        client.from('tenancy_standings').select('tenancy_id, balance').in('tenancy_id', tenancyIds),
      );
      const owed = new Map(tenancyIds.map((id) => [id, 0]));
      for (const c of charges) owed.set(c.tenancy_id, Math.round((owed.get(c.tenancy_id)! + c.amount) * 100) / 100);
      return { charges, kept: new Map(kept.map((s) => [s.tenancy_id, s.balance])), owed };
    };
    const first = await agreement();
    expect(first.charges).toHaveLength(40);
    expect(first.charges.every((c) => c.period === iso(startOfMonth(parseISO(today))))).toBe(true);
    expect(first.kept).toEqual(new Map(tenancies.map((t) => [t.id, t.monthly_rent])));

    // Twenty move out in one statement: each tenancy ends yesterday, its month prorated (or gone
    // on the 1st), and its kept standing follows.
    await ok(
      client
        .from('units')
        .update({ lease_status: 'Vacant', tenant_name: null })
        .in(
          'id',
          ids.filter((_, k) => k % 3 === 1),
        ),
    );
    const ended = await ok(
      client.from('tenancies').select('id, ended_on').in('id', tenancyIds).not('ended_on', 'is', null),
    );
    expect(ended).toHaveLength(20);
    expect(new Set(ended.map((t) => t.ended_on))).toEqual(new Set([iso(subDays(parseISO(today), 1))]));
    const after = await agreement();
    expect(after.kept).toEqual(after.owed);
    // Exactly the twenty owe less than their month's rent now (nothing at all on the 1st).
    const changed = tenancyIds.filter((id) => after.owed.get(id) !== first.kept.get(id));
    expect(new Set(changed)).toEqual(new Set(ended.map((t) => t.id)));
  });

  it('a move-in on the 17th of last month charges that month prorated and this month whole, and shows on the unit', async () => {
    const { client, property, today } = await landlord();
    const unit = await insertRow<Row>(client, 'units', {
      property_id: property.id,
      unit_label: 'B',
      monthly_rent: 1500,
    });
    const lastMonth = subMonths(startOfMonth(parseISO(today)), 1);
    const start = iso(new Date(lastMonth.getFullYear(), lastMonth.getMonth(), 17));
    const tenancy = await insertRow<Row>(client, 'tenancies', {
      unit_id: unit.id,
      tenants: [{ name: 'Kim Park', email: 'kim@example.test' }],
      start_on: start,
      monthly_rent: 1500,
      rent_tracked_from: start,
      deposit_amount: 1500,
      deposit_held_by: 'Owner',
    });
    const daysIn = new Date(lastMonth.getFullYear(), lastMonth.getMonth() + 1, 0).getDate();
    const prorated = Math.round((1500 * (daysIn - 16) * 100) / daysIn) / 100;
    const charges = await ok(
      client.from('tenancy_charges').select('period, due_on, amount').eq('tenancy_id', tenancy.id).order('period'),
    );
    expect(charges).toEqual([
      { period: iso(lastMonth), due_on: start, amount: prorated },
      { period: iso(startOfMonth(parseISO(today))), due_on: iso(startOfMonth(parseISO(today))), amount: 1500 },
    ]);
    const shown = await ok(client.from('units').select('*').eq('id', unit.id).single());
    expect(shown).toMatchObject({
      tenant_name: 'Kim Park',
      lease_status: 'MonthToMonth',
      security_deposit_amount: 1500,
    });
  });

  it('refuses bad input with a sentence: overlap, an end before the start, a payment of 0, another century, a deposit over-deducted', async () => {
    const { client, property } = await landlord();
    const unit = await insertRow<Row>(client, 'units', { property_id: property.id, unit_label: 'C' });
    const first = await insertRow<Row>(client, 'tenancies', {
      unit_id: unit.id,
      tenants: [{ name: 'One' }],
      start_on: '2025-01-01',
      ended_on: '2025-06-30',
      monthly_rent: 1000,
      deposit_amount: 500,
    });
    const overlap = await client
      .from('tenancies')
      .insert({ unit_id: unit.id, tenants: [{ name: 'Two' }], start_on: '2025-06-15', monthly_rent: 900 } as never);
    expect(overlap.error?.message).toBe('Another tenancy of this unit covers some of these dates');
    const backwards = await client.from('tenancies').insert({
      unit_id: unit.id,
      tenants: [{ name: 'Two' }],
      start_on: '2025-09-01',
      ended_on: '2025-08-01',
    } as never);
    expect(backwards.error?.message).toBe('The move-out date is before the move-in date');
    const zero = await client
      .from('rent_payments')
      .insert({ tenancy_id: first.id, amount: 0, paid_on: '2025-02-01' } as never);
    expect(zero.error?.message).toBe('Amount must be more than $0');
    const century = await client
      .from('rent_payments')
      .insert({ tenancy_id: first.id, amount: 10, paid_on: '1925-02-01' } as never);
    expect(century.error?.message).toBe('Paid on must be a date between 2000 and 2099');
    const tooMuch = await client.rpc('settle_deposit', {
      p_tenancy: first.id,
      p_settled_on: '2025-07-10',
      p_deductions: [{ kind: 'Damages', description: 'Broken window', amount: 600 }],
    } as never);
    expect(tooMuch.error?.message).toBe('The deductions ($600.00) are more than the deposit ($500.00)');
    expect(await ok(client.from('deposit_settlements').select('id').eq('tenancy_id', first.id))).toEqual([]);
  });
});

describe('rent received', () => {
  async function tenancyFromLastMonth(grace = 5) {
    const l = await landlord();
    const unit = await insertRow<Row>(l.client, 'units', { property_id: l.property.id, unit_label: '1' });
    const lastMonth = iso(subMonths(startOfMonth(parseISO(l.today)), 1));
    const tenancy = await insertRow<Row>(l.client, 'tenancies', {
      unit_id: unit.id,
      tenants: [{ name: 'Lee Chan' }],
      start_on: lastMonth,
      monthly_rent: 1000,
      grace_days: grace,
      late_fee_kind: 'flat',
      late_fee_value: 50,
      deposit_amount: 1000,
      rent_tracked_from: lastMonth,
    });
    return { ...l, unit, tenancy, lastMonth };
  }

  it('applies oldest first and judges late by the paid-on date; the fee is proposed, posted once, removed and not proposed again', async () => {
    const { client, tenancy, lastMonth } = await tenancyFromLastMonth();
    // Last month's rent paid in part on its 3rd: the rest is open and late.
    const third = iso(addDays(parseISO(lastMonth), 2));
    await insertRow(client, 'rent_payments', { tenancy_id: tenancy.id, amount: 600, paid_on: third, method: 'Check' });
    let view = await ledger(client, tenancy.id);
    expect(view.standing.balance).toBe(1400);
    expect(view.standing.status).toBe('late');
    expect(view.proposals).toEqual([
      expect.objectContaining({ period: lastMonth, amount: 50, late_since: iso(addDays(parseISO(lastMonth), 6)) }),
    ]);

    const posted = await okAs<Row>(
      client.rpc('decide_late_fee', { p_tenancy: tenancy.id, p_period: lastMonth } as never),
    );
    const again = await okAs<Row>(
      client.rpc('decide_late_fee', { p_tenancy: tenancy.id, p_period: lastMonth } as never),
    );
    expect(again.id).toBe(posted.id);
    view = await ledger(client, tenancy.id);
    expect(view.standing.balance).toBe(1450);
    expect(view.proposals).toEqual([]);

    await ok(client.rpc('remove_late_fee', { p_fee: posted.id } as never));
    view = await ledger(client, tenancy.id);
    expect(view.standing.balance).toBe(1400);
    expect(view.proposals).toEqual([]);
    expect(view.entries.find((e) => e.kind === 'late_fee')).toMatchObject({ waived: true, effect: 0 });

    // The rest of last month on time would not have been late: a backdated payment on the 3rd.
    await insertRow(client, 'rent_payments', { tenancy_id: tenancy.id, amount: 400, paid_on: third, method: 'Zelle' });
    view = await ledger(client, tenancy.id);
    expect(view.entries.find((e) => e.kind === 'rent' && e.on === lastMonth)).toMatchObject({ late: false });
  });

  it('the rent roll, the tenancy ledger and this month agree on every dollar', async () => {
    const { client, tenancy, today, unit } = await tenancyFromLastMonth();
    await insertRow(client, 'rent_payments', { tenancy_id: tenancy.id, amount: 1000, paid_on: today, method: 'Cash' });
    await insertRow(client, 'rent_payments', { tenancy_id: tenancy.id, amount: 300, paid_on: today, method: 'Cash' });
    const view = await ledger(client, tenancy.id);
    const roll = await rentRoll(client);
    const month = await thisMonth(client);
    const row = roll.rows.find((r) => r.unit_id === unit.id)!;
    expect(view.standing.balance).toBe(700);
    expect(row).toMatchObject({ tenancy_id: tenancy.id, balance: 700, status: 'partly paid', tenants: 'Lee Chan' });
    expect(view.entries.at(-1)!.balance).toBe(700);
    expect(month).toMatchObject({ expected: 1000, received: 300, outstanding: 700 });
    expect(month.unpaid).toEqual([expect.objectContaining({ tenancy_id: tenancy.id, month_open: 700 })]);
    expect(roll.totals).toMatchObject({ units: 1, occupied: 1, balance: 700, monthly_rent: 1000 });
    expect((await rentRoll(client, { p_status: 'partly paid' })).total).toBe(1);
    expect((await rentRoll(client, { p_status: 'paid' })).total).toBe(0);
  });

  it('a payment retried with its id is saved once', async () => {
    const { client, tenancy, today } = await tenancyFromLastMonth();
    const id = randomUUID();
    const payment = { id, tenancy_id: tenancy.id, amount: 250, paid_on: today, method: 'Venmo' };
    const results = await Promise.all([1, 2, 3].map(() => client.from('rent_payments').insert(payment as never)));
    expect(results.filter((r) => !r.error)).toHaveLength(1);
    expect(results.filter((r) => r.error).every((r) => r.error!.code === '23505')).toBe(true);
    expect(await ok(client.from('rent_payments').select('id').eq('tenancy_id', tenancy.id))).toHaveLength(1);
  });

  it('charges are written once under concurrent catch-ups on a new day', async () => {
    const { client, tenancy, user } = await tenancyFromLastMonth();
    // As if this month's charge was never written and the day not caught up yet.
    await withDb(async (db) => {
      await db.query(`set session_replication_role = replica`);
      await db.query(
        `delete from public.tenancy_charges where tenancy_id = $1 and kind = 'rent' and period = date_trunc('month', private.landlord_today($2))`,
        [tenancy.id, user.id],
      );
      await db.query(
        `update public.tenancies set charged_through = charged_through - interval '1 month' where id = $1`,
        [tenancy.id],
      );
      await db.query(`delete from private.rent_catch_ups where user_id = $1`, [user.id]);
    });
    const calls = await Promise.all([1, 2, 3, 4].map(() => client.rpc('catch_up_rent')));
    expect(calls.map((c) => c.error)).toEqual([null, null, null, null]);
    expect(calls.reduce((n, c) => n + (c.data as number), 0)).toBe(1);
    expect(
      await ok(client.from('tenancy_charges').select('id').eq('tenancy_id', tenancy.id).eq('kind', 'rent')),
    ).toHaveLength(2);
  });

  it('move-out prorates the last month; the deposit pays the unpaid rent, keeps the damages and returns the rest', async () => {
    const { client, tenancy, today } = await tenancyFromLastMonth();
    const tenth = iso(new Date(parseISO(today).getFullYear(), parseISO(today).getMonth(), 10));
    await ok(client.from('tenancies').update({ ended_on: tenth }).eq('id', tenancy.id));
    const days = new Date(parseISO(today).getFullYear(), parseISO(today).getMonth() + 1, 0).getDate();
    const lastRent = Math.round((1000 * 10 * 100) / days) / 100;
    let view = await ledger(client, tenancy.id);
    expect(view.standing.balance).toBeCloseTo(1000 + lastRent, 2);
    const settled = await okAs<{ returned_amount: number }>(
      client.rpc('settle_deposit', {
        p_tenancy: tenancy.id,
        p_settled_on: today,
        p_deductions: [
          { kind: 'Unpaid rent', description: '', amount: 800 },
          { kind: 'Damages', description: 'Carpet burn', amount: 150 },
        ],
      } as never),
    );
    expect(settled.returned_amount).toBe(50);
    view = await ledger(client, tenancy.id);
    expect(view.standing.balance).toBeCloseTo(1000 + lastRent - 800, 2);
    expect(view.deposit_return_by).not.toBeNull();
    const moneyIn = await ok(client.from('money_in').select('kind, amount').eq('tenancy_id', tenancy.id).order('kind'));
    expect(moneyIn).toEqual([
      { kind: 'Deposit kept', amount: 150 },
      { kind: 'Rent', amount: 800 },
    ]);
    // One set of books: what came in for the property, beside what was paid out (nothing here).
    const flow = await ok(client.from('cash_flow').select('amount, category').eq('on_day', today));
    expect(flow.reduce((sum, row) => sum + Number(row.amount), 0)).toBe(950);
    const again = await client.rpc('settle_deposit', {
      p_tenancy: tenancy.id,
      p_settled_on: today,
      p_deductions: [],
    } as never);
    expect(again.error?.message).toBe('This deposit is already settled');
  });

  it('applying a rent increase changes the tenancy rent from its effective date; taking it back removes the change', async () => {
    const { client, unit, tenancy, today } = await tenancyFromLastMonth();
    const effective = iso(addMonths(startOfMonth(parseISO(today)), 2));
    const increase = await insertRow<Row>(client, 'scheduled_rent_increases', {
      unit_id: unit.id,
      basis: 'FixedAmount',
      amount: 75,
      planned_new_rent: 1075,
      effective_date: effective,
    });
    await ok(client.rpc('apply_rent_increase', { p_id: increase.id }));
    expect(
      await ok(client.from('tenancy_rent_changes').select('effective_on, monthly_rent').eq('tenancy_id', tenancy.id)),
    ).toEqual([{ effective_on: effective, monthly_rent: 1075 }]);
    expect((await ok(client.from('units').select('monthly_rent').eq('id', unit.id).single())).monthly_rent).toBe(1075);
    // This month's charge keeps the rent in force on its due date.
    expect((await ledger(client, tenancy.id)).entries.filter((e) => e.kind === 'rent').map((e) => e.amount)).toEqual([
      1000, 1000,
    ]);
    await ok(client.rpc('undo_rent_increase', { p_id: increase.id }));
    expect(await ok(client.from('tenancy_rent_changes').select('id').eq('tenancy_id', tenancy.id))).toEqual([]);
    expect((await ok(client.from('units').select('monthly_rent').eq('id', unit.id).single())).monthly_rent).toBe(1000);
  });
});

describe('a rent roll and past payments from a spreadsheet (import_csv_rows)', () => {
  it('imports tenancies and their payments, changes nothing the second time, and names what it refuses', async () => {
    const { client, property } = await landlord('Csv');
    const a = await insertRow<Row>(client, 'units', {
      property_id: property.id,
      unit_label: 'A',
      monthly_rent: 1000,
      lease_status: 'MonthToMonth',
      tenant_name: 'Jordan Lee',
    });
    await insertRow<Row>(client, 'units', { property_id: property.id, unit_label: 'B' });
    const tenancies = [
      {
        tenancy: {
          property_name: 'Csv Court',
          unit_label: 'a',
          tenant_name: 'Jordan Lee',
          start_on: '2025-06-01',
          monthly_rent: 1000,
          rent_tracked_from: '2026-09-01',
          late_fee_kind: 'flat',
          late_fee_value: 40,
        },
      },
      {
        tenancy: {
          property_name: 'Csv Court',
          unit_label: 'B',
          tenant_name: 'Sam Park',
          tenant_email: 'sam@example.test',
          start_on: '2026-09-17',
          lease_end_on: '2027-09-30',
          monthly_rent: 1200,
          deposit_amount: 1200,
        },
      },
    ];
    const run = async (kind: string, rows: unknown[], dryRun = false) =>
      okAs<{ rows: Array<{ outcome: string; message?: string }>; errors: number }>(
        client.rpc('import_csv_rows', { p_kind: kind, p_rows: rows, p_dry_run: dryRun } as never),
      );
    // The unit's own tenancy (start unknown) is Jordan's: it gets the move-in date, not a second one.
    expect((await run('tenancies', tenancies)).rows.map((r) => r.outcome)).toEqual(['update', 'new']);
    expect((await run('tenancies', tenancies)).rows.map((r) => r.outcome)).toEqual(['unchanged', 'unchanged']);
    const ofA = await ok(client.from('tenancies').select('*').eq('unit_id', a.id));
    expect(ofA).toEqual([expect.objectContaining({ start_on: '2025-06-01', rent_tracked_from: '2026-09-01' })]);

    const payments = [
      {
        payment: {
          property_name: 'Csv Court',
          unit_label: 'A',
          paid_on: '2026-09-03',
          amount: 1000,
          method: 'Check',
          reference: '101',
        },
      },
      { payment: { property_name: 'Csv Court', unit_label: 'B', paid_on: '2026-09-20', amount: 520, method: 'Zelle' } },
    ];
    expect((await run('rentPayments', payments)).rows.map((r) => r.outcome)).toEqual(['new', 'new']);
    expect((await run('rentPayments', payments)).rows.map((r) => r.outcome)).toEqual(['unchanged', 'unchanged']);
    const ledgerA = await ledger(client, ofA[0].id);
    expect(ledgerA.entries.find((e) => e.kind === 'rent' && e.on === '2026-09-01')).toMatchObject({ late: false });

    const refused = await run(
      'rentPayments',
      [
        { payment: { property_name: 'Csv Court', unit_label: 'Z', paid_on: '2026-09-03', amount: 10 } },
        { payment: { property_name: 'Nowhere', unit_label: 'A', paid_on: '2026-09-03', amount: 10 } },
        { payment: { property_name: 'Csv Court', unit_label: 'B', paid_on: '2026-08-03', amount: 10 } },
      ],
      true,
    );
    expect(refused.rows.map((r) => r.message)).toEqual([
      'Unit "Z" not found at "Csv Court"',
      'Property "Nowhere" not found',
      'The tenancy of unit "B" starts after 8/3/2026',
    ]);
    const overlap = await run(
      'tenancies',
      [
        {
          tenancy: { property_name: 'Csv Court', unit_label: 'B', tenant_name: 'Someone Else', start_on: '2026-10-01' },
        },
      ],
      true,
    );
    expect(overlap.rows[0].message).toBe('Another tenancy of this unit covers some of these dates');
  });
});

describe('the digests', () => {
  it('read rent not received and deposits to settle, for the schedule (service role) and the preview (the landlord)', async () => {
    const { client, property, today, user } = await landlord('Digest');
    const unit = await insertRow<Row>(client, 'units', { property_id: property.id, unit_label: 'D' });
    const lastMonth = iso(subMonths(startOfMonth(parseISO(today)), 1));
    const late = await insertRow<Row>(client, 'tenancies', {
      unit_id: unit.id,
      tenants: [{ name: 'Late Payer' }],
      start_on: lastMonth,
      monthly_rent: 800,
      rent_tracked_from: lastMonth,
    });
    const gone = await insertRow<Row>(client, 'tenancies', {
      unit_id: unit.id,
      tenants: [{ name: 'Moved Out' }],
      start_on: '2024-01-01',
      ended_on: iso(subMonths(parseISO(lastMonth), 2)),
      monthly_rent: 700,
      deposit_amount: 700,
    });
    const timezone = 'America/New_York';
    for (const reader of [adminClient(), client]) {
      const data = await loadDigestData(reader, user.id, { now: new Date(), timezone });
      expect(data.rentDue).toEqual([
        expect.objectContaining({ tenancyId: late.id, tenants: 'Late Payer', balance: 1600, late: true }),
      ]);
      expect(data.depositsDue).toEqual([expect.objectContaining({ tenancyId: gone.id, amount: 700 })]);
    }
    const other = await landlord('Nosy');
    await expect(loadDigestData(other.client, user.id, { now: new Date(), timezone })).rejects.toMatchObject({
      message: 'Not your rent',
    });
  });
});

describe('nobody else sees money coming in', () => {
  it("another landlord and anon can read or write none of a landlord's tenancies, charges, payments or readers", async () => {
    const owner = await landlord('Owner');
    const unit = await insertRow<Row>(owner.client, 'units', {
      property_id: owner.property.id,
      unit_label: 'A',
      monthly_rent: 900,
      lease_status: 'MonthToMonth',
      tenant_name: 'Private Person',
    });
    const [tenancy] = await ok(owner.client.from('tenancies').select('id').eq('unit_id', unit.id));
    await insertRow(owner.client, 'rent_payments', { tenancy_id: tenancy.id, amount: 100, paid_on: owner.today });
    const other = await landlord('Other');
    for (const table of [
      'tenancies',
      'tenancy_charges',
      'rent_payments',
      'deposit_settlements',
      'tenancy_rent_changes',
      'money_in',
    ] as const) {
      expect(await ok(other.client.from(table as 'tenancies').select('*'))).toEqual([]);
    }
    const write = await other.client
      .from('rent_payments')
      .insert({ tenancy_id: tenancy.id, amount: 5, paid_on: other.today } as never);
    expect(write.error).not.toBeNull();
    expect((await other.client.rpc('tenancy_ledger', { p_tenancy: tenancy.id })).error?.message).toBe(
      'Tenancy not found',
    );
    expect((await rentRoll(other.client)).rows).toEqual([]);
    expect(
      (await other.client.rpc('decide_late_fee', { p_tenancy: tenancy.id, p_period: owner.today } as never)).error,
    ).not.toBeNull();
    const anon = createTestClient();
    expect((await anon.from('tenancies').select('id')).error?.code).toBe('42501');
    expect((await anon.rpc('rent_roll', {})).error).not.toBeNull();
  });
});

describe('the migration from units', () => {
  it('gave every occupied demo unit one tenancy in force with its tenant, lease, rent and deposit', async () => {
    await withDb(async (db) => {
      const { rows } = await db.query<{ mismatched: number; occupied: number; tenancies: number }>(`
        select count(*) filter (where t.id is null
                  or public.tenant_names(t.tenants) is distinct from u.tenant_name
                  or t.lease_type <> u.lease_status
                  or private.tenancy_latest_rent(t.id) is distinct from u.monthly_rent
                  or t.deposit_amount is distinct from u.security_deposit_amount)::int as mismatched,
               count(*)::int as occupied,
               (select count(*)::int from public.tenancies x join public.units y on y.id = x.unit_id
                where y.user_id = 'd0d0d0d0-0000-4000-8000-000000000001') as tenancies
        from public.units u
        left join lateral (select * from private.tenancy_on(u.id, private.landlord_today(u.user_id))) t on true
        where u.user_id = 'd0d0d0d0-0000-4000-8000-000000000001' and u.lease_status <> 'Vacant'`);
      expect(rows[0].occupied).toBe(11);
      expect(rows[0].mismatched).toBe(0);
    });
  });

  it("makes the large account's occupied units into tenancies the same way, asking nothing and changing no unit", async () => {
    await seedLarge({ dbUrl: DB_URL, scale: 0.05 });
    await withDb(async (db) => {
      await db.query('begin');
      try {
        const units = `select id, tenant_name, lease_status, lease_end_date, monthly_rent, security_deposit_amount,
                              security_deposit_held_by from public.units where user_id = $1 order by id`;
        const before = (await db.query(units, [LARGE_ACCOUNT.id])).rows;
        // As before the migration: units only.
        await db.query('delete from public.tenancies where user_id = $1', [LARGE_ACCOUNT.id]);
        const { rows: made } = await db.query<{ n: number }>('select private.tenancies_from_units($1) as n', [
          LARGE_ACCOUNT.id,
        ]);
        const occupied = before.filter((u) => u.lease_status !== 'Vacant').length;
        expect(made[0].n).toBe(occupied);
        expect((await db.query(units, [LARGE_ACCOUNT.id])).rows).toEqual(before);
        const { rows } = await db.query<{ mismatched: number; charged: number }>(
          `select count(*) filter (where t.id is null
                    or public.tenant_names(t.tenants) is distinct from u.tenant_name
                    or t.lease_type <> u.lease_status
                    or t.lease_end_on is distinct from u.lease_end_date
                    or t.monthly_rent is distinct from u.monthly_rent
                    or t.deposit_amount is distinct from u.security_deposit_amount)::int as mismatched,
                  (select count(*)::int from public.tenancy_charges c where c.user_id = $1) as charged
           from public.units u
           left join lateral (select * from private.tenancy_on(u.id, private.landlord_today(u.user_id))) t on true
           where u.user_id = $1 and u.lease_status <> 'Vacant'`,
          [LARGE_ACCOUNT.id],
        );
        // This month's rent only, no arrears invented.
        expect(rows[0]).toEqual({ mismatched: 0, charged: occupied });
      } finally {
        await db.query('rollback');
      }
    });
  });
});

describe('the kept standings', () => {
  it('match a fresh computation for every tenancy in the database, after everything above', async () => {
    await withDb(async (db) => {
      const { rows } = await db.query<{ tenancies: number; missing: number; different: number }>(`
        select count(*)::int as tenancies,
               count(*) filter (where s.tenancy_id is null)::int as missing,
               count(*) filter (where s.tenancy_id is not null
                 and (live.balance, live.status, live.month_open) is distinct from (kept.balance, kept.status, kept.month_open))::int as different
        from public.tenancies t
        left join public.tenancy_standings s on s.tenancy_id = t.id
        cross join lateral private.tenancy_standing(t.id, private.landlord_today(t.user_id)) live
        left join lateral private.standing_on(s, t.grace_days, private.landlord_today(t.user_id)) kept on true`);
      expect(rows[0].tenancies).toBeGreaterThan(11);
      expect(rows[0]).toMatchObject({ missing: 0, different: 0 });
    });
  });
});

describe('a properties CSV of units with tenants (import_csv_rows)', () => {
  const row = (property: string, unit: string, rent: number, tenant: string | null) => ({
    property: { name: property, address_line1: `${property} 1`, city: 'Durham', state: 'NC', zip: '27701' },
    unit: {
      unit_label: unit,
      monthly_rent: rent,
      lease_status: tenant ? 'MonthToMonth' : 'Vacant',
      tenant_name: tenant,
    },
  });
  const rows = [
    row('Elm Rows', '1', 1100, 'Ana Ruiz'),
    row('Elm Rows', '2', 1150, null),
    row('Fir Flats', '1', 1200, 'Ben Okafor'),
    row('Fir Flats', '2', 1250.5, 'Cy Park'),
  ];

  it("writes each tenancy's month charge and standing once, after the last row; its preview writes none", async () => {
    const { client, today } = await landlord('CsvUnits');
    const run = (dryRun: boolean, given: unknown[] = rows) =>
      okAs<{ rows: Array<{ outcome: string }>; errors: number }>(
        client.rpc('import_csv_rows', { p_kind: 'properties', p_rows: given, p_dry_run: dryRun } as never),
      );
    expect((await run(true)).rows.map((r) => r.outcome)).toEqual(['new', 'new', 'new', 'new']);
    expect(await ok(client.from('tenancies').select('id'))).toEqual([]);

    // The import's last row fails: nothing is written, neither units nor charges.
    await expect(run(false, [...rows, row('Fir Flats', '3', -5, 'Di Lane')])).rejects.toThrow(
      /Nothing was imported: row 5/,
    );
    expect(await ok(client.from('tenancy_charges').select('id'))).toEqual([]);

    await run(false);
    const tenancies = await ok(client.from('tenancies').select('id, monthly_rent, tenants'));
    expect(tenancies.map((t) => t.monthly_rent).sort()).toEqual([1100, 1200, 1250.5]);
    const ids = tenancies.map((t) => t.id);
    const charges = await ok(
      client.from('tenancy_charges').select('tenancy_id, kind, period, amount').in('tenancy_id', ids),
    );
    const month = iso(startOfMonth(parseISO(today)));
    expect(charges.map((c) => [c.kind, c.period]).sort()).toEqual([
      ['rent', month],
      ['rent', month],
      ['rent', month],
    ]);
    const standings = await ok(client.from('tenancy_standings').select('tenancy_id, balance').in('tenancy_id', ids));
    expect(new Map(standings.map((s) => [s.tenancy_id, s.balance]))).toEqual(
      new Map(charges.map((c) => [c.tenancy_id, c.amount])),
    );
    // What the import gathered is gone with it: a unit written next is charged at once, as ever.
    const unit = await insertRow<Row>(client, 'units', {
      property_id: (await ok(client.from('properties').select('id').eq('name', 'Elm Rows')))[0].id,
      unit_label: '3',
      monthly_rent: 990,
      lease_status: 'MonthToMonth',
      tenant_name: 'Eve Moss',
    });
    const [next] = await ok(client.from('tenancies').select('id').eq('unit_id', unit.id));
    expect(await ok(client.from('tenancy_charges').select('period').eq('tenancy_id', next.id))).toEqual([
      { period: month },
    ]);
  });
});
