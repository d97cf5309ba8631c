import type { SupabaseClient } from '@supabase/supabase-js';
import { LARGE_ACCOUNT, seedLarge } from '../../scripts/seedLarge';
import { insertRow } from './portfolio';
import { createTestClient, DB_URL, signedInClient, withDb } from './support';

// Profit per property and month against the real stack: one duplex's year worked out by hand (a
// partial month, a tenancy that ends, a vacant stretch until the next, rent owed, a kept deposit,
// an expense, an improvement, a loan payment),
// rent received agreeing with Schedule E line 3 and expenses with its lines but interest and
// depreciation, the portfolio's sums, and no landlord seeing another's figures.

type Month = {
  property_id: string;
  month: string;
  rent_charged: number;
  rent_received: number;
  vacancy_loss: number;
  credit_loss: number;
  operating_expenses: number;
  noi: number;
  debt_service: number;
  cash_flow: number;
};

async function profit(client: SupabaseClient, from: string, to: string, property?: string): Promise<Month[]> {
  const { data, error } = await client.rpc('property_profit', { p_from: from, p_to: to, p_property: property });
  if (error) throw new Error(error.message);
  return data as Month[];
}

const row = (m: Month) => [
  m.month,
  m.rent_charged,
  m.rent_received,
  m.vacancy_loss,
  m.credit_loss,
  m.operating_expenses,
  m.noi,
  m.debt_service,
  m.cash_flow,
];

async function duplex(client: SupabaseClient) {
  const property = await insertRow<{ id: string }>(client, 'properties', {
    name: 'Maple Duplex',
    address_line1: '4 Maple St',
    city: 'Durham',
    state: 'NC',
    zip: '27701',
    purchase_price: 200000,
  });
  const unitA = await insertRow<{ id: string }>(client, 'units', {
    property_id: property.id,
    unit_label: 'A',
    monthly_rent: 1000,
  });
  const unitB = await insertRow<{ id: string }>(client, 'units', {
    property_id: property.id,
    unit_label: 'B',
    monthly_rent: 800,
  });
  // A: all of 2025 at $1,000, paid on the 1st except February ($600): $400 still owed at the end.
  const tenancyA = await insertRow<{ id: string }>(client, 'tenancies', {
    unit_id: unitA.id,
    tenants: [{ name: 'Rosa Diaz' }],
    start_on: '2025-01-01',
    ended_on: '2025-12-31',
    monthly_rent: 1000,
    rent_tracked_from: '2025-01-01',
  });
  const paymentsA = Array.from({ length: 12 }, (_, i) => ({
    tenancy_id: tenancyA.id,
    paid_on: `2025-${String(i + 1).padStart(2, '0')}-${i === 1 ? '03' : '01'}`,
    amount: i === 1 ? 600 : 1000,
  }));
  const paidA = await client.from('rent_payments').insert(paymentsA);
  expect(paidA.error).toBeNull();
  // B: January to June 15 at $800 (June prorated: 800 × 15 ÷ 30 = 400), paid in full; then vacant.
  const tenancyB = await insertRow<{ id: string }>(client, 'tenancies', {
    unit_id: unitB.id,
    tenants: [{ name: 'Tom Hale' }],
    start_on: '2025-01-01',
    ended_on: '2025-06-15',
    monthly_rent: 800,
    rent_tracked_from: '2025-01-01',
    deposit_amount: 800,
    deposit_held_by: 'Owner',
  });
  const paymentsB = Array.from({ length: 6 }, (_, i) => ({
    tenancy_id: tenancyB.id,
    paid_on: `2025-0${i + 1}-01`,
    amount: i === 5 ? 400 : 800,
  }));
  const paidB = await client.from('rent_payments').insert(paymentsB);
  expect(paidB.error).toBeNull();
  // $250 of B's deposit kept for damages: income in July.
  const settled = await client.rpc('settle_deposit', {
    p_tenancy: tenancyB.id,
    p_settled_on: '2025-07-10',
    p_deductions: [{ kind: 'Damages', description: 'Broken blinds', amount: 250 }],
  });
  expect(settled.error).toBeNull();
  // B let again from September 16 at $900 (September: 900 × 15 ÷ 30 = 450), nothing paid yet: all of
  // it owed. B was vacant from June 16 to September 15, at the unit's rent, now the new tenancy's $900.
  await insertRow(client, 'tenancies', {
    unit_id: unitB.id,
    tenants: [{ name: 'Ana Ruiz' }],
    start_on: '2025-09-16',
    monthly_rent: 900,
    rent_tracked_from: '2025-09-16',
  });
  const pay = (values: Record<string, unknown>) =>
    insertRow(client, 'payments', { property_id: property.id, ...values });
  await pay({ category: 'Insurance', tax_line: 9, amount: 1200, paid_on: '2025-01-15' });
  await pay({ category: 'Maintenance', tax_line: 14, amount: 300, paid_on: '2025-03-10' });
  // Capital: never an operating expense.
  await pay({
    category: 'Maintenance',
    tax_line: 14,
    amount: 5000,
    paid_on: '2025-04-02',
    is_improvement: true,
    placed_in_service_on: '2025-04-02',
  });
  // A mortgage payment as the lender split it: escrow is an expense, principal and interest debt.
  await insertRow(client, 'loan_payments', {
    property_id: property.id,
    paid_on: '2025-02-01',
    amount: 1500,
    interest: 800,
    escrow_taxes: 200,
    escrow_insurance: 100,
    principal: 400,
  });
  return { property, tenancyA };
}

describe('a duplex with one tenancy all year, one that ends in June and the next in September, an expense, an improvement and a loan', () => {
  let client: SupabaseClient;
  let ids: Awaited<ReturnType<typeof duplex>>;
  beforeAll(async () => {
    ({ client } = await signedInClient());
    ids = await duplex(client);
  });

  it('reads each month as worked out by hand', async () => {
    const months = await profit(client, '2025-01-01', '2025-12-31', ids.property.id);
    // month, charged, received, vacancy, credit loss, expenses, NOI, debt service, cash flow
    expect(months.map(row)).toEqual([
      ['2025-01-01', 1800, 1800, 0, 0, 1200, 600, 0, 600],
      ['2025-02-01', 1800, 1400, 0, 0, 300, 1100, 1200, -100],
      ['2025-03-01', 1800, 1800, 0, 0, 300, 1500, 0, 1500],
      ['2025-04-01', 1800, 1800, 0, 0, 0, 1800, 0, 1800],
      ['2025-05-01', 1800, 1800, 0, 0, 0, 1800, 0, 1800],
      ['2025-06-01', 1400, 1400, 450, 0, 0, 1400, 0, 1400],
      ['2025-07-01', 1000, 1250, 900, 0, 0, 1250, 0, 1250],
      ['2025-08-01', 1000, 1000, 900, 0, 0, 1000, 0, 1000],
      ['2025-09-01', 1450, 1000, 450, 450, 0, 1000, 0, 1000],
      ['2025-10-01', 1900, 1000, 0, 900, 0, 1000, 0, 1000],
      ['2025-11-01', 1900, 1000, 0, 900, 0, 1000, 0, 1000],
      // A's February was $400 short: payments apply oldest first, so what A owes is its newest rent's.
      ['2025-12-01', 1900, 1000, 0, 1300, 0, 1000, 0, 1000],
    ]);
  });

  it('owes its credit loss where the rent roll does', async () => {
    const { data, error } = await client.rpc('tenancy_allocation', { p_tenancy: ids.tenancyA.id });
    expect(error).toBeNull();
    const open = (data as { kind: string; period: string; open: number }[])
      .filter((c) => c.kind === 'rent' && c.open > 0)
      .map((c) => [c.period, c.open]);
    expect(open).toEqual([['2025-12-01', 400]]);
  });

  it('agrees with Schedule E: rent received is line 3, expenses lines 5–19 but interest and depreciation', async () => {
    const months = await profit(client, '2025-01-01', '2025-12-31', ids.property.id);
    const sum = (pick: (m: Month) => number) => Math.round(months.reduce((s, m) => s + pick(m) * 100, 0)) / 100;
    const { data, error } = await client.rpc('schedule_e', { p_year: 2025 });
    expect(error).toBeNull();
    const column = (data as { columns: { property_id: string; lines: Record<string, number> }[] }).columns.find(
      (c) => c.property_id === ids.property.id,
    )!;
    expect(sum((m) => m.rent_received)).toBe(column.lines['3']);
    const expenseLines = Object.entries(column.lines)
      .filter(([line]) => Number(line) >= 5 && Number(line) <= 19 && !['12', '18'].includes(line))
      .reduce((s, [, amount]) => s + amount, 0);
    expect(sum((m) => m.operating_expenses)).toBe(expenseLines);
    expect(sum((m) => m.debt_service)).toBe(1200);
  });

  it('sums the portfolio per property and per month', async () => {
    const { data, error } = await client.rpc('portfolio_profit', { p_from: '2025-01-01', p_to: '2025-12-31' });
    expect(error).toBeNull();
    const { properties, months } = data as {
      properties: (Omit<Month, 'month'> & { name: string })[];
      months: Omit<Month, 'property_id'>[];
    };
    expect(properties.map((p) => [p.name, p.rent_charged, p.rent_received, p.vacancy_loss, p.credit_loss])).toEqual([
      ['Maple Duplex', 19550, 16250, 2700, 3550],
    ]);
    expect(properties.map((p) => [p.operating_expenses, p.noi, p.debt_service, p.cash_flow])).toEqual([
      [1800, 14450, 1200, 13250],
    ]);
    expect(months).toHaveLength(12);
    expect(months[1]).toMatchObject({ month: '2025-02-01', rent_received: 1400, cash_flow: -100 });
  });

  it('shows another landlord nothing', async () => {
    const { client: other } = await signedInClient();
    expect(await profit(other, '2025-01-01', '2025-12-31', ids.property.id)).toEqual([]);
    expect(await profit(other, '2025-01-01', '2025-12-31')).toEqual([]);
    const { data } = await other.rpc('portfolio_profit', { p_from: '2025-01-01', p_to: '2025-12-31' });
    expect(data).toEqual({ properties: [], months: [] });
  });
});

describe('on the demo account', () => {
  it("each property's rent received over a year is its Schedule E line 3, this year and last", async () => {
    const client = createTestClient();
    const { error: signInError } = await client.auth.signInWithPassword({
      email: 'demo@landlordhq.test',
      password: 'demo-landlord',
    });
    expect(signInError).toBeNull();
    const thisYear = new Date().getFullYear();
    for (const year of [thisYear - 1, thisYear]) {
      const months = await profit(client, `${year}-01-01`, `${year}-12-31`);
      const received = new Map<string, number>();
      for (const m of months)
        received.set(m.property_id, (received.get(m.property_id) ?? 0) + Math.round(m.rent_received * 100));
      const { data, error } = await client.rpc('schedule_e', { p_year: year });
      expect(error).toBeNull();
      const lineThree = new Map(
        (data as { columns: { property_id: string; lines: Record<string, number> }[] }).columns.map((c) => [
          c.property_id,
          Math.round((c.lines['3'] ?? 0) * 100),
        ]),
      );
      for (const [propertyId, cents] of received)
        expect([year, propertyId, cents]).toEqual([year, propertyId, lineThree.get(propertyId) ?? 0]);
      if (year === thisYear) expect([...received.values()].some((c) => c > 0)).toBe(true);
    }
  });
});

describe('on a large account', () => {
  it('owes the credit loss of each property and month where the rent roll applies the payments, and finds vacancy where no tenancy was', async () => {
    await seedLarge({ dbUrl: DB_URL, scale: 0.05 });
    const today = new Date().toISOString().slice(0, 10);
    const from = `${new Date().getFullYear() - 1}-01-01`;
    const [profitRows, rentRoll, vacantDays] = await withDb(async (db) => {
      await db.query('begin');
      await db.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: LARGE_ACCOUNT.id, role: 'authenticated' }),
      ]);
      try {
        const mine = await db.query<{ key: string; credit: string; vacancy: string }>(
          `select property_id || ':' || month as key, credit_loss::text as credit, vacancy_loss::text as vacancy
           from public.property_profit($1::date, $2::date)`,
          [from, today],
        );
        // Every tenancy's charges with the payments applied oldest first, as the rent roll does.
        const roll = await db.query<{ key: string; open: string }>(
          `select u.property_id || ':' || date_trunc('month', a.due_on)::date as key, sum(a.open)::text as open
           from private.allocation_of((select array_agg(id) from public.tenancies),
                                      private.landlord_today((select auth.uid())), false) a
           join public.tenancies t on t.id = a.tenancy_id join public.units u on u.id = t.unit_id
           where a.kind = 'rent' and a.open > 0 and a.due_on >= $1::date
             and a.due_on <= private.landlord_today((select auth.uid()))
           group by 1`,
          [from],
        );
        // Day by day: a unit let before and no tenancy that day.
        const days = await db.query<{ key: string; vacancy: string }>(
          `with first as (select unit_id, min(coalesce(start_on, rent_tracked_from)) as day from public.tenancies group by 1),
           d as (
             select u.property_id, u.monthly_rent, date_trunc('month', d)::date as month, u.id as unit_id
             from public.units u join first f on f.unit_id = u.id
             cross join generate_series(greatest($1::date, f.day), private.landlord_today((select auth.uid())), interval '1 day') d
             where u.monthly_rent > 0 and not exists (
               select 1 from public.tenancies t where t.unit_id = u.id and daterange(t.start_on, t.ended_on, '[]') @> d::date)
           )
           select property_id || ':' || month as key,
                  sum(round(monthly_rent * n / extract(day from month + interval '1 month - 1 day'), 2))::text as vacancy
           from (select property_id, month, unit_id, monthly_rent, count(*) as n from d group by 1, 2, 3, 4) x
           group by 1`,
          [from],
        );
        return [mine.rows, roll.rows, days.rows];
      } finally {
        await db.query('rollback');
      }
    });
    /** Figure per property and month, the months with none left out. */
    const nonZero = (rows: Record<string, string>[], column: string) =>
      new Map(rows.map((r): [string, number] => [r.key, Number(r[column])]).filter(([, v]) => v !== 0));
    expect(nonZero(profitRows, 'credit')).toEqual(nonZero(rentRoll, 'open'));
    expect(nonZero(rentRoll, 'open').size).toBeGreaterThan(0);
    expect(nonZero(profitRows, 'vacancy')).toEqual(nonZero(vacantDays, 'vacancy'));
  });
});

describe('the kept monthly sums follow every write of the rows behind them', () => {
  it('after inserts, edits that move a row to another month or property, a tenancy or unit moved, and deletes', async () => {
    const { client, user } = await signedInClient();
    const property = (name: string) =>
      insertRow<{ id: string }>(client, 'properties', {
        name,
        address_line1: '1 Main St',
        city: 'Durham',
        state: 'NC',
        zip: '27701',
      });
    const [elm, oak] = [await property('Elm'), await property('Oak')];
    const unit = (property_id: string, unit_label: string) =>
      insertRow<{ id: string }>(client, 'units', { property_id, unit_label, monthly_rent: 1000 });
    const [elmA, elmB, oakA] = [await unit(elm.id, 'A'), await unit(elm.id, 'B'), await unit(oak.id, 'A')];
    const tenancy = (unit_id: string, name: string) =>
      insertRow<{ id: string }>(client, 'tenancies', {
        unit_id,
        tenants: [{ name }],
        start_on: '2025-01-01',
        ended_on: '2025-12-31',
        monthly_rent: 1000,
        rent_tracked_from: '2025-01-01',
      });
    const [rosa, tom] = [await tenancy(elmA.id, 'Rosa Diaz'), await tenancy(elmB.id, 'Tom Hale')];
    // The sums against the rows, summed here independently of the database's triggers.
    const check = async () => {
      const { rows } = await withDb((db) =>
        db.query<{ kept: string | null; rows: string | null }>(
          `with rows as (
             select u.property_id, date_trunc('month', c.due_on)::date as month, 1 as figure, sum(c.amount) as amount, count(*) as n
             from public.tenancy_charges c join public.tenancies t on t.id = c.tenancy_id join public.units u on u.id = t.unit_id
             where c.user_id = $1 and c.kind = 'rent' group by 1, 2
             union all
             select u.property_id, date_trunc('month', r.paid_on)::date, 2, sum(r.amount), count(*)
             from public.rent_payments r join public.tenancies t on t.id = r.tenancy_id join public.units u on u.id = t.unit_id
             where r.user_id = $1 group by 1, 2
             union all
             select p.property_id, date_trunc('month', p.paid_on)::date, 5, sum(p.amount), count(*)
             from public.payments p where p.user_id = $1 and p.property_id is not null and not p.is_improvement group by 1, 2
           )
           select (select string_agg(concat_ws(' ', property_id, month, figure, amount, entries), ',' order by property_id, month, figure)
                   from public.profit_sums where user_id = $1) as kept,
                  (select string_agg(concat_ws(' ', property_id, month, figure, amount, n), ',' order by property_id, month, figure) from rows) as rows`,
          [user.id],
        ),
      );
      expect(rows[0].kept).toEqual(rows[0].rows);
      return rows[0].kept;
    };
    const paidRent = await client
      .from('rent_payments')
      .insert(
        ['2025-01-01', '2025-02-01', '2025-03-31'].map((paid_on) => ({ tenancy_id: rosa.id, paid_on, amount: 1000 })),
      )
      .select('id');
    expect(paidRent.error).toBeNull();
    const tomPaid = await insertRow<{ id: string }>(client, 'rent_payments', {
      tenancy_id: tom.id,
      paid_on: '2025-01-03',
      amount: 1000,
    });
    const paid = await client
      .from('payments')
      .insert([
        { property_id: elm.id, category: 'Maintenance', tax_line: 14, amount: 120, paid_on: '2025-03-01' },
        { property_id: elm.id, category: 'Insurance', tax_line: 9, amount: 900, paid_on: '2025-05-01' },
        { property_id: oak.id, category: 'Water', tax_line: 17, amount: 45.25, paid_on: '2025-06-01' },
      ])
      .select('id');
    expect(paid.error).toBeNull();
    // Rent charged from the tenancies' start: twelve months each at Elm.
    expect(await check()).toContain(`${elm.id} 2025-12-01 1 2000.00 2`);
    const [jan, , mar] = paidRent.data!.map((r) => r.id);
    const [repair, insurance, water] = paid.data!.map((r) => r.id);
    const edit = async (table: string, id: string, values: Record<string, unknown>) => {
      const { error } = await client.from(table).update(values).eq('id', id);
      expect(error).toBeNull();
    };
    await edit('rent_payments', jan, { amount: 950 });
    await edit('rent_payments', mar, { paid_on: '2025-04-01' });
    await edit('payments', repair, { property_id: oak.id });
    await edit('payments', insurance, { paid_on: '2025-07-15' });
    await edit('payments', water, { is_improvement: true, placed_in_service_on: '2025-06-01' });
    await edit('payments', repair, { memo: 'Porch step' });
    await check();
    // Rosa's tenancy moves to Oak's unit: her charges and payments count at Oak from now on.
    await edit('tenancies', rosa.id, { unit_id: oakA.id });
    expect(await check()).toContain(`${oak.id} 2025-01-01 2 950.00 1`);
    // A unit (with no tasks) moves to Oak with Tom's tenancy.
    await edit('units', elmB.id, { property_id: oak.id });
    expect(await check()).toContain(`${oak.id} 2025-01-01 2 1950.00 2`);
    // Deleting a payment of rent, a tenancy, a unit and a property takes their sums away.
    await client.from('rent_payments').delete().eq('id', tomPaid.id);
    await check();
    await client.from('tenancies').delete().eq('id', rosa.id);
    await check();
    await client.from('units').delete().eq('id', elmB.id);
    await check();
    await client.from('properties').delete().eq('id', oak.id);
    // Only Elm's insurance is left.
    expect(await check()).toBe(`${elm.id} 2025-07-01 5 900.00 1`);
  });
});
