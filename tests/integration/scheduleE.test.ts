import type { SupabaseClient } from '@supabase/supabase-js';
import { LARGE_ACCOUNT, seedLarge } from '../../scripts/seedLarge';
import { insertRow } from './portfolio';
import { createTestClient, DB_URL, signedInClient, withDb } from './support';

// The books against the real stack: a year's Schedule E as the form reads it, every figure the sum
// of the ledger rows behind it and of an independent sum over the tables, principal never on an
// expense line, the lender's statement winning over the split, bad input refused with a sentence,
// and no landlord seeing another's books.

type Column = {
  property_id: string;
  letter: string;
  name: string;
  fair_rental_days: number;
  lines: Record<string, number>;
  entries: Record<string, number>;
};
type ScheduleE = { year: number; lines: number[]; columns: Column[]; totals: Record<string, number> };
type Entry = { property_id: string; line: number; source: string; amount: number };

const cents = (n: number) => Math.round(n * 100);

async function scheduleE(client: SupabaseClient, year: number): Promise<ScheduleE> {
  const { data, error } = await client.rpc('schedule_e', { p_year: year });
  if (error) throw new Error(error.message);
  return data as ScheduleE;
}

/** The ledger rows behind the form, read a page of 1,000 at a time as the API serves them. */
async function entries(client: SupabaseClient, year: number): Promise<Entry[]> {
  const all: Entry[] = [];
  for (let from = 0; ; from += 1000) {
    const { data, error } = await client
      .rpc('schedule_e_entries', { p_year: year })
      .order('source_id')
      .order('line')
      .range(from, from + 999);
    if (error) throw new Error(error.message);
    all.push(...(data as Entry[]));
    if (data.length < 1000) return all;
  }
}

/** A year's figures per property and line, summed straight from the tables (never from principal). */
async function independentFigures(userId: string, year: number): Promise<Map<string, number>> {
  const { rows } = await withDb((db) =>
    db.query<{ property_id: string; line: number; amount: string }>(
      `with y as (select make_date($2, 1, 1) as first, make_date($2, 12, 31) as last)
       select property_id, line, sum(amount)::text as amount from (
         select u.property_id, 3 as line, r.amount
         from public.rent_payments r join public.tenancies t on t.id = r.tenancy_id join public.units u on u.id = t.unit_id, y
         where r.user_id = $1 and r.paid_on between y.first and y.last
         union all
         select u.property_id, 3, (d ->> 'amount')::numeric
         from public.deposit_settlements s join public.tenancies t on t.id = s.tenancy_id join public.units u on u.id = t.unit_id
         cross join jsonb_array_elements(s.deductions) d, y
         where s.user_id = $1 and s.settled_on between y.first and y.last and d ->> 'kind' <> 'Unpaid rent'
         union all
         select p.property_id, p.tax_line, p.amount from public.payments p, y
         where p.user_id = $1 and p.property_id is not null and not p.is_improvement and p.paid_on between y.first and y.last
         union all
         select l.property_id, x.line, x.amount
         from public.loan_payments l
         left join public.loan_statements s on s.property_id = l.property_id and s.year = $2
         cross join lateral (values (12, case when s.id is null then l.interest end),
                                    (16, case when s.taxes is null then l.escrow_taxes end),
                                    (9, case when s.insurance is null then l.escrow_insurance end)) x (line, amount), y
         where l.user_id = $1 and l.paid_on between y.first and y.last
         union all
         select s.property_id, x.line, x.amount from public.loan_statements s
         cross join lateral (values (12, s.interest), (16, s.taxes), (9, s.insurance)) x (line, amount)
         where s.user_id = $1 and s.year = $2
         union all
         select a.property_id, 18, d.amount
         from public.depreciable_assets a cross join lateral public.depreciation_schedule(a.basis, a.placed_in_service_on) d
         where a.user_id = $1 and d.year = $2
       ) x
       where amount is not null and amount <> 0
       group by property_id, line`,
      [userId, year],
    ),
  );
  return new Map(rows.map((r) => [`${r.property_id}:${r.line}`, cents(Number(r.amount))]));
}

/** The form's figures as the same map, lines 20 and 21 checked against the lines they add up. */
function formFigures(form: ScheduleE): Map<string, number> {
  const figures = new Map<string, number>();
  for (const column of form.columns) {
    let expenses = 0;
    for (const [line, amount] of Object.entries(column.lines)) {
      const n = Number(line);
      if (n === 20 || n === 21) continue;
      figures.set(`${column.property_id}:${n}`, cents(amount));
      if (n >= 5 && n <= 19) expenses += cents(amount);
    }
    expect([column.letter, cents(column.lines['20'])]).toEqual([column.letter, expenses]);
    expect([column.letter, cents(column.lines['21'])]).toEqual([
      column.letter,
      cents(column.lines['3'] ?? 0) - expenses,
    ]);
  }
  return figures;
}

/** How many ledger rows the form says are behind each figure. */
function entryCounts(form: ScheduleE): Map<string, number> {
  return new Map(
    form.columns.flatMap((c) => Object.entries(c.entries).map(([line, n]) => [`${c.property_id}:${line}`, n] as const)),
  );
}

async function rowCounts(client: SupabaseClient, year: number): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const e of await entries(client, year))
    counts.set(`${e.property_id}:${e.line}`, (counts.get(`${e.property_id}:${e.line}`) ?? 0) + 1);
  return counts;
}

describe('a property bought in March with a loan', () => {
  it('reads as the form: fair rental days, rents, expenses, interest and escrow from the split, depreciation', async () => {
    const { client, user } = await signedInClient();
    const property = await insertRow<{ id: string }>(client, 'properties', {
      name: 'Sycamore Duplex',
      address_line1: '12 Sycamore Rd',
      city: 'Durham',
      state: 'NC',
      zip: '27701',
      purchased_on: '2025-03-10',
      placed_in_service_on: '2025-03-20',
      purchase_price: 300000,
      purchase_closing_costs: 6000,
      land_share_percent: 20,
      loan_amount: 240000,
      loan_interest_rate: 6.75,
      loan_term_months: 360,
      loan_first_payment_on: '2025-05-01',
      loan_escrow_taxes: 250,
      loan_escrow_insurance: 100,
    });
    const [unitA, unitB] = [
      await insertRow<{ id: string }>(client, 'units', { property_id: property.id, unit_label: 'A' }),
      await insertRow<{ id: string }>(client, 'units', { property_id: property.id, unit_label: 'B' }),
    ];
    const tenancyA = await insertRow<{ id: string }>(client, 'tenancies', {
      unit_id: unitA.id,
      tenants: [{ name: 'Rosa Diaz' }],
      start_on: '2025-03-15',
      monthly_rent: 2000,
      rent_tracked_from: '2025-03-15',
    });
    const tenancyB = await insertRow<{ id: string }>(client, 'tenancies', {
      unit_id: unitB.id,
      tenants: [{ name: 'Tom Hale' }],
      start_on: '2025-04-01',
      ended_on: '2025-09-30',
      monthly_rent: 1500,
      rent_tracked_from: '2025-04-01',
      deposit_amount: 1500,
      deposit_held_by: 'Owner',
    });
    // A year of rent from A (March prorated), one payment in the next year.
    const rent = [{ paid_on: '2025-03-15', amount: 1096.77 }];
    for (let m = 4; m <= 12; m += 1) rent.push({ paid_on: `2025-${String(m).padStart(2, '0')}-01`, amount: 2000 });
    rent.push({ paid_on: '2026-01-02', amount: 2000 });
    for (const r of rent) await insertRow(client, 'rent_payments', { tenancy_id: tenancyA.id, ...r });
    // B's deposit: $300 kept for damages is income, the rest goes back.
    const settled = await client.rpc('settle_deposit', {
      p_tenancy: tenancyB.id,
      p_settled_on: '2025-10-05',
      p_deductions: [{ kind: 'Damages', description: 'Broken blinds', amount: 300 }],
    });
    expect(settled.error).toBeNull();
    // Three mortgage payments, split by the database.
    for (const paid_on of ['2025-05-01', '2025-06-01', '2025-07-01'])
      await insertRow(client, 'loan_payments', { property_id: property.id, paid_on, amount: 1906.64 });
    const pay = (values: Record<string, unknown>) =>
      insertRow(client, 'payments', { property_id: property.id, category: 'Other', tax_line: 19, ...values });
    await pay({ category: 'Insurance', tax_line: 9, amount: 1200, paid_on: '2025-03-10', memo: 'Landlord policy' });
    await pay({
      category: 'Maintenance',
      tax_line: 14,
      amount: 450,
      paid_on: '2025-06-10',
      memo: 'Water heater valve',
    });
    // A new roof is capital: line 18 from August, never line 14.
    await pay({
      category: 'Maintenance',
      tax_line: 14,
      amount: 12000,
      paid_on: '2025-08-01',
      memo: 'New roof',
      is_improvement: true,
      placed_in_service_on: '2025-08-05',
    });

    const form = await scheduleE(client, 2025);
    expect(form.columns.map((c) => [c.letter, c.name, c.fair_rental_days])).toEqual([['A', 'Sycamore Duplex', 292]]);
    // 244,800 × 2.879% = 7,047.79 for the building; 12,000 × 1.364% = 163.68 for the roof.
    // Interest 1,350.00 + 1,348.84 + 1,347.67; principal (623.41) nowhere.
    expect(form.columns[0].lines).toEqual({
      '3': 19396.77,
      '9': 1500,
      '12': 4046.51,
      '14': 450,
      '16': 750,
      '18': 7211.47,
      '20': 13957.98,
      '21': 5438.79,
    });
    expect(form.lines).toEqual([3, 9, 12, 14, 16, 18]);
    expect(formFigures(form)).toEqual(await independentFigures(user.id, 2025));

    // The lender's Form 1098 for 2025 says $4,051.20 of interest: it wins, the split's interest goes.
    await insertRow(client, 'loan_statements', { property_id: property.id, year: 2025, interest: 4051.2 });
    const corrected = await scheduleE(client, 2025);
    expect(corrected.columns[0].lines['12']).toBe(4051.2);
    expect(corrected.columns[0].lines['16']).toBe(750);
    const interest = (await entries(client, 2025)).filter((e) => e.line === 12);
    expect(interest.map((e) => [e.source, e.amount])).toEqual([['Form 1098', 4051.2]]);
    expect(formFigures(corrected)).toEqual(await independentFigures(user.id, 2025));

    // Entered again for the year, as the dialog saves it (one per year), it replaces the first.
    const again = await client
      .from('loan_statements')
      .upsert(
        { property_id: property.id, year: 2025, interest: 4060, taxes: 800, insurance: null },
        { onConflict: 'property_id,year' },
      );
    expect(again.error).toBeNull();
    const replaced = await scheduleE(client, 2025);
    expect([replaced.columns[0].lines['12'], replaced.columns[0].lines['16']]).toEqual([4060, 800]);
    expect((await client.from('loan_statements').select('year, interest')).data).toEqual([
      { year: 2025, interest: 4060 },
    ]);
  });
});

describe('every figure is the sum of the ledger rows behind it', () => {
  it.each([
    ['the demo account', 'demo@landlordhq.test', 'demo-landlord'],
    ['a large account', LARGE_ACCOUNT.email, LARGE_ACCOUNT.password],
  ])('on %s, this year and last', async (_label, email, password) => {
    if (email === LARGE_ACCOUNT.email) await seedLarge({ dbUrl: DB_URL, scale: 0.05 });
    const client = createTestClient();
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    const thisYear = new Date().getFullYear();
    for (const year of [thisYear - 1, thisYear]) {
      const form = await scheduleE(client, year);
      const figures = formFigures(form);
      const rows = new Map<string, number>();
      for (const e of await entries(client, year))
        rows.set(`${e.property_id}:${e.line}`, (rows.get(`${e.property_id}:${e.line}`) ?? 0) + cents(e.amount));
      expect(figures).toEqual(rows);
      expect(figures).toEqual(await independentFigures(data.user!.id, year));
      expect(entryCounts(form)).toEqual(await rowCounts(client, year));
    }
    // This year, the seed feeds every line the books add: rents, interest, depreciation.
    const used = new Set(
      [...formFigures(await scheduleE(client, thisYear)).keys()].map((k) => Number(k.split(':')[1])),
    );
    expect([3, 12, 18].filter((line) => !used.has(line))).toEqual([]);
  });
});

describe('rent and expenses follow every edit of the rows behind them', () => {
  it('after inserts of many rows at once, edits that move a row to another line, property or year, and deletes', async () => {
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
    const unit = await insertRow<{ id: string }>(client, 'units', { property_id: elm.id, unit_label: 'A' });
    const tenancy = await insertRow<{ id: string }>(client, 'tenancies', {
      unit_id: unit.id,
      tenants: [{ name: 'Rosa Diaz' }],
      start_on: '2025-01-01',
      monthly_rent: 1000,
      rent_tracked_from: '2025-01-01',
    });
    const check = async () => {
      for (const year of [2025, 2026]) {
        const form = await scheduleE(client, year);
        expect(formFigures(form)).toEqual(await independentFigures(user.id, year));
        expect(entryCounts(form)).toEqual(await rowCounts(client, year));
      }
    };
    const rent = await client
      .from('rent_payments')
      .insert(
        ['2025-01-01', '2025-02-01', '2025-12-31', '2026-01-01'].map((paid_on) => ({
          tenancy_id: tenancy.id,
          paid_on,
          amount: 1000,
        })),
      )
      .select('id');
    expect(rent.error).toBeNull();
    const paid = await client
      .from('payments')
      .insert([
        { property_id: elm.id, category: 'Maintenance', tax_line: 14, amount: 120, paid_on: '2025-03-01' },
        { property_id: elm.id, category: 'Maintenance', tax_line: 14, amount: 80.5, paid_on: '2025-04-01' },
        { property_id: elm.id, category: 'Insurance', tax_line: 9, amount: 900, paid_on: '2025-05-01' },
        { property_id: oak.id, category: 'Water', tax_line: 17, amount: 45.25, paid_on: '2025-06-01' },
      ])
      .select('id');
    expect(paid.error).toBeNull();
    await check();
    const [jan, feb, dec] = rent.data!.map((r) => r.id);
    const [repair, valve, insurance, water] = paid.data!.map((r) => r.id);
    const edit = async (table: string, id: string, values: Record<string, unknown>) => {
      const { error } = await client.from(table).update(values).eq('id', id);
      expect(error).toBeNull();
    };
    await edit('rent_payments', jan, { amount: 950 });
    await edit('rent_payments', dec, { paid_on: '2026-01-02' });
    await client.from('rent_payments').delete().eq('id', feb);
    await edit('payments', repair, { tax_line: 7 });
    await edit('payments', valve, { property_id: oak.id });
    await edit('payments', insurance, { paid_on: '2026-01-15' });
    await edit('payments', water, { is_improvement: true, placed_in_service_on: '2025-06-01' });
    // A bill-jump recompute and an edit of the memo leave every figure as it is.
    await edit('payments', repair, { memo: 'Porch step' });
    await check();
    const form = await scheduleE(client, 2025);
    expect(form.columns.map((c) => [c.name, c.lines, c.entries])).toEqual([
      ['Elm', { '3': 950, '7': 120, '20': 120, '21': 830 }, { '3': 1, '7': 1 }],
      ['Oak', { '14': 80.5, '18': 0.89, '20': 81.39, '21': -81.39 }, { '14': 1, '18': 1 }],
    ]);
    // Deleting a property deletes its payments; deleting the tenancy its rent.
    await client.from('properties').delete().eq('id', oak.id);
    await client.from('tenancies').delete().eq('id', tenancy.id);
    await check();
    const sums = await withDb((db) =>
      db.query(
        `select (select count(*) from public.schedule_e_rent_sums where user_id = $1)::int as rent,
                (select count(*) from public.schedule_e_payment_sums where user_id = $1)::int as payments`,
        [user.id],
      ),
    );
    // Only Elm's payments are left: the repair (2025, line 7) and the insurance (2026, line 9).
    expect(sums.rows[0]).toEqual({ rent: 0, payments: 2 });
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
      purchase_price: 200000,
      purchased_on: '2024-05-01',
    });
    const refused = async (values: Record<string, unknown>) => {
      const { error } = await client.from('properties').update(values).eq('id', property.id);
      return error?.message;
    };
    expect(await refused({ loan_interest_rate: 31 })).toBe('Interest rate must be between 0% and 30%');
    expect(await refused({ loan_interest_rate: -1 })).toBe('Interest rate must be between 0% and 30%');
    expect(await refused({ land_value: 250000 })).toBe('Land value cannot be more than the purchase price');
    expect(await refused({ placed_in_service_on: '2024-04-30' })).toBe(
      'Placed in service cannot be before the purchase date',
    );
    const { data: unchanged } = await client.from('properties').select('*').eq('id', property.id).single();
    expect(unchanged).toMatchObject({ loan_interest_rate: null, land_value: null, placed_in_service_on: null });

    const improvement = await client.from('payments').insert({
      property_id: property.id,
      category: 'Maintenance',
      tax_line: 14,
      amount: 5000,
      paid_on: '2025-01-10',
      is_improvement: true,
    });
    expect(improvement.error?.message).toBe('An improvement needs the date it was placed in service');
    const unsplittable = await client
      .from('loan_payments')
      .insert({ property_id: property.id, paid_on: '2025-01-01', amount: 1000 });
    expect(unsplittable.error?.message).toBe(
      'Add the loan amount and interest rate to the property first, so the payment can be split',
    );
    const notAddingUp = await client
      .from('loan_payments')
      .insert({ property_id: property.id, paid_on: '2025-01-01', amount: 1000, interest: 600, principal: 300 });
    expect(notAddingUp.error?.message).toBe('Principal, interest and escrow must add up to the amount paid');
    const { count } = await client.from('payments').select('id', { count: 'exact', head: true });
    const { count: loans } = await client.from('loan_payments').select('id', { count: 'exact', head: true });
    expect([count, loans]).toEqual([0, 0]);
  });
});

describe("nobody else sees a landlord's books", () => {
  it('another landlord reads no column, payment or statement, and cannot write to the property', async () => {
    const { client: owner } = await signedInClient();
    const property = await insertRow<{ id: string }>(owner, 'properties', {
      name: 'Private',
      address_line1: '1 Main',
      city: 'X',
      state: 'NC',
      zip: '1',
      loan_amount: 100000,
      loan_interest_rate: 7,
      purchase_price: 150000,
      purchased_on: '2025-01-05',
    });
    await insertRow(owner, 'loan_payments', { property_id: property.id, paid_on: '2025-02-01', amount: 665.3 });
    await insertRow(owner, 'loan_statements', { property_id: property.id, year: 2025, interest: 580 });
    expect((await scheduleE(owner, 2025)).columns).toHaveLength(1);

    const { client: other } = await signedInClient();
    expect((await scheduleE(other, 2025)).columns).toEqual([]);
    expect(await entries(other, 2025)).toEqual([]);
    expect((await other.from('loan_payments').select('id')).data).toEqual([]);
    expect((await other.from('loan_statements').select('id')).data).toEqual([]);
    expect((await other.rpc('depreciation', { p_property: property.id })).data).toEqual([]);
    const written = await other
      .from('loan_payments')
      .insert({ property_id: property.id, paid_on: '2025-03-01', amount: 665.3 });
    expect(written.error?.message).toBe('Property not found');
    const anon = createTestClient();
    expect((await anon.rpc('schedule_e', { p_year: 2025 })).error).not.toBeNull();
  });
});
