import type { SupabaseClient } from '@supabase/supabase-js';
import { exportInSteps } from '../../src/features/data-transfer/accountSteps';
import { importBundle, rowsOnly, rpcOf } from './accountTransfer';
import { insertRow } from './portfolio';
import { LARGE_ACCOUNT, seedLarge } from '../../scripts/seedLarge';
import { createTestClient, DB_URL, signedInClient, withDb } from './support';

// The owner statement against the real stack: a property's cash month by month, each month opening
// where the last closed, January opening with everything since the records began; the same money
// in and out as Schedule E, but loan payments in full and improvements as cash out; bad draws
// refused with a sentence; nobody else's draws or statements; draws carried by the account export.

type Month = {
  month: number;
  opening_balance: number;
  rent_received: number;
  other_income: number;
  expenses: Array<{ line: number; amount: number }>;
  expenses_total: number;
  capital_improvements: number;
  mortgage_payments: number;
  owner_draws: number;
  closing_balance: number;
};

async function statement(client: SupabaseClient, property: string, year: number): Promise<Month[]> {
  const { data, error } = await client.rpc('owner_statement', { p_property: property, p_year: year });
  if (error) throw new Error(error.message);
  return data as Month[];
}

const cents = (n: number) => Math.round(n * 100);

async function duplexWithHistory(client: SupabaseClient) {
  const property = await insertRow<{ id: string }>(client, 'properties', {
    name: 'Sycamore Duplex',
    address_line1: '12 Sycamore Rd',
    city: 'Durham',
    state: 'NC',
    zip: '27701',
    loan_amount: 100000,
    loan_interest_rate: 6,
    loan_term_months: 360,
    loan_first_payment_on: '2024-12-01',
    loan_escrow_taxes: 100,
  });
  const [unitA, unitB] = [
    await insertRow<{ id: string }>(client, 'units', { property_id: property.id, unit_label: 'A' }),
    await insertRow<{ id: string }>(client, 'units', { property_id: property.id, unit_label: 'B' }),
  ];
  const tenancyA = await insertRow<{ id: string }>(client, 'tenancies', {
    unit_id: unitA.id,
    tenants: [{ name: 'Rosa Diaz' }],
    start_on: '2024-12-01',
    monthly_rent: 1500,
    rent_tracked_from: '2024-12-01',
  });
  const tenancyB = await insertRow<{ id: string }>(client, 'tenancies', {
    unit_id: unitB.id,
    tenants: [{ name: 'Tom Hale' }],
    start_on: '2024-06-01',
    ended_on: '2025-05-31',
    monthly_rent: 1200,
    rent_tracked_from: '2025-06-01',
    deposit_amount: 1000,
    deposit_held_by: 'Owner',
  });
  // Rent by the day it was paid: December's in 2024; February's and March's both in February.
  for (const paid_on of ['2024-12-01', '2025-01-03', '2025-02-01', '2025-02-28', '2026-01-05'])
    await insertRow(client, 'rent_payments', { tenancy_id: tenancyA.id, paid_on, amount: 1500 });
  // Loan payments in full (principal, interest and escrow alike: the statement is cash).
  for (const paid_on of ['2024-12-01', '2025-01-01', '2025-02-01', '2025-03-01'])
    await insertRow(client, 'loan_payments', { property_id: property.id, paid_on, amount: 700 });
  const pay = (values: Record<string, unknown>) =>
    insertRow(client, 'payments', { property_id: property.id, category: 'Other', tax_line: 19, ...values });
  await pay({ category: 'Maintenance', tax_line: 14, amount: 200, paid_on: '2024-12-15' });
  await pay({ category: 'Water', tax_line: 17, amount: 80.25, paid_on: '2025-01-10' });
  await pay({ category: 'Insurance', tax_line: 9, amount: 600, paid_on: '2025-01-20' });
  await pay({
    category: 'Maintenance',
    tax_line: 14,
    amount: 2500,
    paid_on: '2025-02-14',
    is_improvement: true,
    placed_in_service_on: '2025-02-20',
  });
  await insertRow(client, 'owner_draws', { property_id: property.id, drawn_on: '2024-12-20', amount: 300 });
  await insertRow(client, 'owner_draws', {
    property_id: property.id,
    drawn_on: '2025-02-28',
    amount: 150,
    memo: 'February distribution',
  });
  // $250 of B's deposit kept for damages is income in June; the rest goes back.
  const settled = await client.rpc('settle_deposit', {
    p_tenancy: tenancyB.id,
    p_settled_on: '2025-06-05',
    p_deductions: [{ kind: 'Damages', description: 'Broken blinds', amount: 250 }],
  });
  expect(settled.error).toBeNull();
  // Another property's payment and a business payment are on no statement of this one.
  const other = await insertRow<{ id: string }>(client, 'properties', {
    name: 'Elm',
    address_line1: '1 Elm',
    city: 'Durham',
    state: 'NC',
    zip: '27701',
  });
  await insertRow(client, 'payments', {
    property_id: other.id,
    category: 'Other',
    tax_line: 19,
    amount: 999,
    paid_on: '2025-01-05',
  });
  await insertRow(client, 'payments', { category: 'Other', tax_line: 19, amount: 77, paid_on: '2025-01-05' });
  return { property, other };
}

const row = (month: number, opening: number, values: Partial<Month>, closing: number): Month => ({
  month,
  opening_balance: opening,
  rent_received: 0,
  other_income: 0,
  expenses: [],
  expenses_total: 0,
  capital_improvements: 0,
  mortgage_payments: 0,
  owner_draws: 0,
  closing_balance: closing,
  ...values,
});

describe('a property’s owner statement', () => {
  it('opens each month where the last closed, and January with everything before the year', async () => {
    const { client } = await signedInClient();
    const { property, other } = await duplexWithHistory(client);

    // 2024: December only. 1,500 − 200 − 700 − 300 = 300.
    const y2024 = await statement(client, property.id, 2024);
    expect(y2024).toHaveLength(12);
    expect(y2024[10]).toEqual(row(11, 0, {}, 0));
    expect(y2024[11]).toEqual(
      row(
        12,
        0,
        {
          rent_received: 1500,
          expenses: [{ line: 14, amount: 200 }],
          expenses_total: 200,
          mortgage_payments: 700,
          owner_draws: 300,
        },
        300,
      ),
    );

    const y2025 = await statement(client, property.id, 2025);
    // January: 300 + 1,500 − (600 + 80.25) − 700 = 419.75.
    expect(y2025[0]).toEqual(
      row(
        1,
        300,
        {
          rent_received: 1500,
          expenses: [
            { line: 9, amount: 600 },
            { line: 17, amount: 80.25 },
          ],
          expenses_total: 680.25,
          mortgage_payments: 700,
        },
        419.75,
      ),
    );
    // February: two rents by paid_on, the roof as cash out, a draw. 419.75 + 3,000 − 700 − 2,500 − 150.
    expect(y2025[1]).toEqual(
      row(
        2,
        419.75,
        { rent_received: 3000, capital_improvements: 2500, mortgage_payments: 700, owner_draws: 150 },
        69.75,
      ),
    );
    expect(y2025[2]).toEqual(row(3, 69.75, { mortgage_payments: 700 }, -630.25));
    expect(y2025[4]).toEqual(row(5, -630.25, {}, -630.25));
    expect(y2025[5]).toEqual(row(6, -630.25, { other_income: 250 }, -380.25));
    expect(y2025[11]).toEqual(row(12, -380.25, {}, -380.25));
    for (let m = 1; m < 12; m += 1) expect(y2025[m].opening_balance).toBe(y2025[m - 1].closing_balance);

    // Across the year boundary: 2026 opens where 2025 closed.
    const y2026 = await statement(client, property.id, 2026);
    expect(y2026[0]).toEqual(row(1, -380.25, { rent_received: 1500 }, 1119.75));

    // The other property sees only its own payment.
    const elm = await statement(client, other.id, 2025);
    expect(elm[0]).toEqual(row(1, 0, { expenses: [{ line: 19, amount: 999 }], expenses_total: 999 }, -999));
  });

  it('moves with a draw recorded, edited and deleted', async () => {
    const { client } = await signedInClient();
    const { property } = await duplexWithHistory(client);
    const draw = await insertRow<{ id: string }>(client, 'owner_draws', {
      property_id: property.id,
      drawn_on: '2025-12-31',
      amount: 100.5,
    });
    let y2025 = await statement(client, property.id, 2025);
    expect(y2025[11]).toEqual(row(12, -380.25, { owner_draws: 100.5 }, -480.75));
    expect((await statement(client, property.id, 2026))[0].opening_balance).toBe(-480.75);
    expect((await client.from('owner_draws').update({ drawn_on: '2025-11-30' }).eq('id', draw.id)).error).toBeNull();
    y2025 = await statement(client, property.id, 2025);
    expect([y2025[10].owner_draws, y2025[10].closing_balance, y2025[11].owner_draws]).toEqual([100.5, -480.75, 0]);
    expect((await client.from('owner_draws').delete().eq('id', draw.id)).error).toBeNull();
    expect((await statement(client, property.id, 2025))[11].closing_balance).toBe(-380.25);
  });

  it('reads the same money in and expenses as Schedule E on the demo account', async () => {
    const demo = createTestClient();
    const { error } = await demo.auth.signInWithPassword({ email: 'demo@landlordhq.test', password: 'demo-landlord' });
    expect(error).toBeNull();
    const year = new Date().getFullYear();
    const { data: form } = await demo.rpc('schedule_e', { p_year: year });
    const columns = (form as { columns: Array<{ property_id: string; lines: Record<string, number> }> }).columns;
    expect(columns.length).toBeGreaterThan(0);
    for (const column of columns) {
      const months = await statement(demo, column.property_id, year);
      const moneyIn = months.reduce((s, m) => s + cents(m.rent_received) + cents(m.other_income), 0);
      expect(moneyIn).toBe(cents(column.lines['3'] ?? 0));
      const { data: loans } = await demo
        .from('loan_payments')
        .select('amount')
        .eq('property_id', column.property_id)
        .gte('paid_on', `${year}-01-01`)
        .lte('paid_on', `${year}-12-31`);
      expect(months.reduce((s, m) => s + cents(m.mortgage_payments), 0)).toBe(
        (loans ?? []).reduce((s, l) => s + cents(l.amount), 0),
      );
      for (let m = 1; m < 12; m += 1) expect(months[m].opening_balance).toBe(months[m - 1].closing_balance);
    }
  });
});

describe('the opening balance from the kept sums', () => {
  it('on a large account, equals every row before the year summed straight from the tables', async () => {
    await seedLarge({ dbUrl: DB_URL, scale: 0.05 });
    const client = createTestClient();
    const { error } = await client.auth.signInWithPassword({
      email: LARGE_ACCOUNT.email,
      password: LARGE_ACCOUNT.password,
    });
    expect(error).toBeNull();
    const year = new Date().getFullYear();
    const { rows } = await withDb((db) =>
      db.query<{ id: string; before: string }>(
        `select p.id, (
           coalesce((select sum(r.amount) from public.rent_payments r join public.tenancies t on t.id = r.tenancy_id
                     join public.units u on u.id = t.unit_id where u.property_id = p.id and r.paid_on < make_date($2, 1, 1)), 0)
         + coalesce((select sum(m.amount) from public.money_in m
                     where m.kind = 'Deposit kept' and m.property_id = p.id and m.received_on < make_date($2, 1, 1)), 0)
         - coalesce((select sum(x.amount) from public.payments x where x.property_id = p.id and x.paid_on < make_date($2, 1, 1)), 0)
         - coalesce((select sum(l.amount) from public.loan_payments l where l.property_id = p.id and l.paid_on < make_date($2, 1, 1)), 0)
         - coalesce((select sum(d.amount) from public.owner_draws d where d.property_id = p.id and d.drawn_on < make_date($2, 1, 1)), 0)
         )::text as before
         from public.properties p where p.user_id = $1 order by p.name limit 3`,
        [LARGE_ACCOUNT.id, year],
      ),
    );
    expect(rows).toHaveLength(3);
    for (const r of rows) {
      const months = await statement(client, r.id, year);
      expect([r.id, cents(months[0].opening_balance)]).toEqual([r.id, cents(Number(r.before))]);
      expect(cents(Number(r.before))).not.toBe(0);
    }
  });
});

describe('bad input', () => {
  it('gets a sentence and saves nothing', async () => {
    const { client } = await signedInClient();
    const property = await insertRow<{ id: string }>(client, 'properties', {
      name: 'Checks',
      address_line1: '1 Main',
      city: 'X',
      state: 'NC',
      zip: '1',
    });
    const refused = async (values: Record<string, unknown>) =>
      (await client.from('owner_draws').insert({ property_id: property.id, ...values })).error?.message;
    expect(await refused({ drawn_on: '2025-01-01', amount: 0 })).toBe('Amount must be more than $0');
    expect(await refused({ drawn_on: '2025-01-01', amount: -5 })).toBe('Amount must be more than $0');
    expect(await refused({ amount: 100 })).toBe('Drawn on must be a date between 2000 and 2099');
    expect(await refused({ drawn_on: '1999-12-31', amount: 100 })).toBe(
      'Drawn on must be a date between 2000 and 2099',
    );
    expect(await refused({ drawn_on: '2100-01-01', amount: 100 })).toBe(
      'Drawn on must be a date between 2000 and 2099',
    );
    expect(await refused({ drawn_on: '2025-01-01', amount: 100, memo: 'x'.repeat(501) })).toBe(
      'Memo must be 500 characters or fewer',
    );
    const { count } = await client.from('owner_draws').select('id', { count: 'exact', head: true });
    expect(count).toBe(0);
    const year = await client.rpc('owner_statement', { p_property: property.id, p_year: 1999 });
    expect(year.error?.message).toBe('Year must be between 2000 and 2099');
  });
});

describe("nobody else sees a landlord's draws or statements", () => {
  it('another landlord reads no draw and no statement, and cannot draw on the property', async () => {
    const { client: owner } = await signedInClient();
    const { property } = await duplexWithHistory(owner);
    const { client: intruder } = await signedInClient();
    expect(await statement(intruder, property.id, 2025)).toEqual([]);
    const { data: draws } = await intruder.from('owner_draws').select('id');
    expect(draws).toEqual([]);
    const write = await intruder
      .from('owner_draws')
      .insert({ property_id: property.id, drawn_on: '2025-01-01', amount: 50 });
    expect(write.error).not.toBeNull();
    await intruder.from('owner_draws').delete().eq('property_id', property.id);
    const { count } = await owner.from('owner_draws').select('id', { count: 'exact', head: true });
    expect(count).toBe(2);
    expect((await statement(owner, property.id, 2025))[11].closing_balance).toBe(-380.25);
  });
});

describe('the account export and import', () => {
  it('carry owner draws, and the statement reads the same in the new account', async () => {
    const { client } = await signedInClient();
    const { property } = await duplexWithHistory(client);
    const exported = await exportInSteps(rpcOf(client));
    expect(
      exported.tables.owner_draws
        .map((d) => [d.drawn_on, d.amount, d.memo])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['2024-12-20', 300, null],
      ['2025-02-28', 150, 'February distribution'],
    ]);
    const fresh = await signedInClient();
    const { counts } = await importBundle(fresh.client, rowsOnly(exported));
    expect(counts.owner_draws).toBe(2);
    const { data: props } = await fresh.client.from('properties').select('id').eq('name', 'Sycamore Duplex');
    const copy = props![0].id as string;
    expect(await statement(fresh.client, copy, 2025)).toEqual(await statement(client, property.id, 2025));
    expect(await statement(fresh.client, copy, 2026)).toEqual(await statement(client, property.id, 2026));
  });
});
