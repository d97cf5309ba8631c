import type { SupabaseClient } from '@supabase/supabase-js';
import { addDays, format } from 'date-fns';
import { LARGE_ACCOUNT, seedLarge } from '../../scripts/seedLarge';
import type { Database } from '../../src/api/database.types';
import { dashboardQueries } from '../../src/features/dashboard/dashboardQueries';
import { composeDigest } from '../../supabase/functions/_shared/digests/digestContent.ts';
import { loadDigestData } from '../../supabase/functions/_shared/digests/digestData.ts';
import { spendingSummary, spendingWindowStart } from '../../src/features/vendors/vendorRules';
import { vendorSpendingQuery } from '../../src/features/vendors/vendorQueries';
import billJumpCases from '../cases/billJumpCases.json';
import taxLineCases from '../cases/taxLineCases.json';
import type { ScheduleEDocument } from '../../src/features/expenses/scheduleERules';
import { EXACT_COUNT_LIMIT } from '../../src/utils/listTotal';
import { insertRow } from './portfolio';
import { createTestClient, DB_URL, signedInClient, withDb } from './support';

type Client_ = SupabaseClient<Database>;
type Row = { id: string } & Record<string, unknown>;

const now = new Date();
const day = (days: number) => format(addDays(now, days), 'yyyy-MM-dd');
const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;

async function landlord(label: string) {
  const { client, user } = await signedInClient();
  const c = client as Client_;
  const property = await insertRow<Row>(client, 'properties', {
    name: `${label} Court`,
    address_line1: '1 Main',
    city: 'X',
    state: 'NC',
    zip: '1',
  });
  const unit = await insertRow<Row>(client, 'units', { property_id: property.id, unit_label: 'A' });
  const water = await insertRow<Row>(client, 'vendors', { name: `${label} Water`, category: 'Water' });
  const plumber = await insertRow<Row>(client, 'vendors', { name: `${label} Plumbing`, category: 'Maintenance' });
  return { client: c, user, property, unit, water, plumber };
}

/** complete_task with the arguments it takes (the occurrence completed, never a next date). */
const complete = (client: Client_, taskId: string, occurrence: string, cost: number) =>
  client.rpc('complete_task', {
    p_task_id: taskId,
    p_occurrence: occurrence,
    p_actual_cost: cost,
    p_notes: 'paid',
  } as never);

const paymentsOf = async (client: Client_, taskId: string) =>
  (await client.from('payments').select('*').eq('task_id', taskId)).data ?? [];

/** The three readers, for one landlord and the 7 days ending today. */
async function threeReaders(client: Client_, userId: string) {
  // The vendor page: each vendor's payments, narrowed by its own rule.
  const { data: vendors } = await client.from('vendors').select('id, name');
  const vendorTotals = new Map<string, number>();
  for (const v of vendors ?? []) {
    const { data, error } = await vendorSpendingQuery(client, {
      vendorId: v.id,
      since: spendingWindowStart(format(now, 'yyyy-MM-dd'), 7),
    });
    if (error) throw new Error(error.message);
    const summary = spendingSummary(
      (data ?? []).map((p) => ({ ...p, amount: Number(p.amount) })),
      7,
      format(now, 'yyyy-MM-dd'),
    );
    if (summary.count) vendorTotals.set(v.name, summary.total);
  }
  // The dashboard: one "week" from the first day of the window through today.
  const { data: weeks, error } = await dashboardQueries.weeklySpend(client, [
    spendingWindowStart(format(now, 'yyyy-MM-dd'), 7),
    day(1),
  ]);
  if (error) throw new Error(error.message);
  // The weekly digest, composed as it is sent.
  const data = await loadDigestData(client, userId, { now, timezone });
  const spend = composeDigest('weekly', data, { now, timezone, appUrl: 'https://app.example' }).sections.find(
    (s) => s.id === 'spend',
  );
  const money = (text: string) => Number(text.replace(/[^0-9.]/g, ''));
  const digestTotals = new Map((spend?.items ?? []).map((i) => [i.text, money(i.detail.split(' · ')[0])]));
  return {
    vendorTotals,
    dashboardTotal: Number(weeks![0].spend),
    digestTotals,
    digestTotal: spend?.summary ? money(spend.summary) : 0,
  };
}

describe('the ledger', () => {
  let a: Awaited<ReturnType<typeof landlord>>;
  let b: Awaited<ReturnType<typeof landlord>>;

  beforeAll(async () => {
    [a, b] = await Promise.all([landlord('Alice'), landlord('Bob')]);
  });

  it('writes exactly one payment for ten concurrent completions of one occurrence, filed under the vendor category', async () => {
    const bill = await insertRow<Row>(a.client, 'tasks', {
      title: 'Water bill',
      scope: 'Unit',
      property_id: a.property.id,
      unit_id: a.unit.id,
      vendor_id: a.water.id,
      due_date: day(-1),
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => complete(a.client, bill.id, day(-1), 48)));
    expect(answers.map((r) => r.error)).toEqual(Array(10).fill(null));
    const rows = await paymentsOf(a.client, bill.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amount: 48,
      // Paid on the landlord's day: without Settings they live in New York, whatever the database's clock says.
      paid_on: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date()),
      occurrence: day(-1),
      property_id: a.property.id,
      unit_id: a.unit.id,
      vendor_id: a.water.id,
      category: 'Water',
      tax_line: 17,
      memo: 'paid',
    });
    // A retry later changes nothing either.
    await complete(a.client, bill.id, day(-1), 48);
    expect(await paymentsOf(a.client, bill.id)).toHaveLength(1);
    const { count } = await a.client
      .from('activities')
      .select('id', { count: 'exact', head: true })
      .eq('task_id', bill.id)
      .eq('action', 'Completed');
    expect(count).toBe(1);
  });

  it('writes no payment for a completion without a cost or with a cost of 0', async () => {
    for (const cost of [null, 0]) {
      const task = await insertRow<Row>(a.client, 'tasks', {
        title: `Free ${cost}`,
        scope: 'Business',
        due_date: day(-1),
      });
      const { error } = await a.client.rpc('complete_task', {
        p_task_id: task.id,
        p_occurrence: day(-1),
        ...(cost === null ? {} : { p_actual_cost: cost }),
      } as never);
      expect(error).toBeNull();
      expect(await paymentsOf(a.client, task.id)).toHaveLength(0);
    }
  });

  it('backfills completions recorded before the ledger, once', async () => {
    const old = await insertRow<Row>(a.client, 'tasks', {
      title: 'Old repair',
      scope: 'Property',
      property_id: a.property.id,
      vendor_id: a.plumber.id,
      status: 'Completed',
    });
    await insertRow(a.client, 'activities', {
      task_id: old.id,
      action: 'Completed',
      details: { actual_cost: 210, completion_date: '2026-03-04', occurrence: '2026-03-01' },
    });
    await insertRow(a.client, 'activities', {
      task_id: old.id,
      action: 'Completed',
      at: '2025-06-01T12:00:00Z',
      details: { actual_cost: '99.5' },
    });
    expect((await paymentsOf(a.client, old.id)).map((p) => Number(p.amount)).sort()).toEqual([210, 99.5]);
    // As if the ledger had not existed: the payments gone, the activities kept.
    await a.client.from('payments').delete().eq('task_id', old.id);
    expect(await paymentsOf(a.client, old.id)).toHaveLength(0);

    const added = await withDb(async (db) => {
      const first = await db.query<{ n: number }>('select private.backfill_payments() as n');
      const second = await db.query<{ n: number }>('select private.backfill_payments() as n');
      return [first.rows[0].n, second.rows[0].n];
    });
    expect(added[1]).toBe(0);
    expect(added[0]).toBeGreaterThanOrEqual(2);
    const rows = await paymentsOf(a.client, old.id);
    expect(rows.map((p) => [Number(p.amount), p.paid_on, p.tax_line]).sort()).toEqual([
      [210, '2026-03-04', 14],
      [99.5, '2025-06-01', 14],
    ]);
  });

  it('refuses bad input with a clear message and saves nothing', async () => {
    const base = {
      vendor_id: a.water.id,
      property_id: a.property.id,
      category: 'Water',
      tax_line: 17,
      amount: 10,
      paid_on: day(0),
    };
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ amount: 0 }, /Amount must be more than \$0/],
      [{ amount: -5 }, /Amount must be more than \$0/],
      [{ amount: 'NaN' }, /Amount must be more than \$0/],
      [{ paid_on: '1926-01-01' }, /between 2000 and 2099/],
      [{ paid_on: '2126-01-01' }, /between 2000 and 2099/],
      [{ unit_id: b.unit.id }, /unit is not part of the chosen property/],
      [{ vendor_id: b.water.id }, /Vendor not found/],
      [{ property_id: b.property.id }, /Property not found/],
      [{ tax_line: 18 }, /payments_tax_line_schedule_e/],
      [{ category: 'Rent' }, /payments_category_check/],
    ];
    const before = (await a.client.from('payments').select('id')).data!.length;
    for (const [change, message] of cases) {
      const { error } = await a.client.from('payments').insert({ ...base, ...change } as never);
      expect(error?.message).toMatch(message);
    }
    expect((await a.client.from('payments').select('id')).data).toHaveLength(before);
    // An edit is checked the same way.
    const ok = await insertRow<Row>(a.client, 'payments', base);
    const { error } = await a.client.from('payments').update({ unit_id: b.unit.id }).eq('id', ok.id);
    expect(error?.message).toMatch(/unit is not part of the chosen property/);
    await a.client.from('payments').delete().eq('id', ok.id);
  });

  it("keeps each landlord's ledger to themselves (RLS)", async () => {
    const mine = await insertRow<Row>(a.client, 'payments', {
      category: 'Other',
      tax_line: 19,
      amount: 5,
      paid_on: day(0),
      memo: 'Alice only',
    });
    expect((await b.client.from('payments').select('id').eq('id', mine.id)).data).toEqual([]);
    await b.client.from('payments').update({ amount: 999 }).eq('id', mine.id);
    await b.client.from('payments').delete().eq('id', mine.id);
    expect((await a.client.from('payments').select('amount').eq('id', mine.id).single()).data).toEqual({ amount: 5 });
    const { error } = await b.client
      .from('payments')
      .insert({ user_id: a.user.id, category: 'Other', tax_line: 19, amount: 1, paid_on: day(0) });
    expect(error?.code).toBe('42501');
    expect((await b.client.rpc('payments_totals', { p_property: 'business' })).data).toEqual([
      { payments: 0, total: 0 },
    ]);
    const anon = createTestClient() as Client_;
    expect((await anon.from('payments').select('id')).error?.code).toBe('42501');
    expect((await anon.rpc('tax_year_summary', { p_year: 2026 })).error?.code).toBe('42501');
    await a.client.from('payments').delete().eq('id', mine.id);
  });

  it('flags a bill that jumped: $131 after three payments of $48', async () => {
    const bill = await insertRow<Row>(a.client, 'tasks', {
      title: 'Monthly water',
      scope: 'Property',
      property_id: a.property.id,
      vendor_id: a.water.id,
      start_date: '2026-01-01',
      next_due_date: '2026-02-01',
      recurrence: { type: 'monthly', dayOfMonth: 1 },
    });
    for (const [month, cost] of [
      ['01', 48],
      ['02', 48],
      ['03', 48],
      ['04', 131],
    ] as const) {
      await insertRow(a.client, 'activities', {
        task_id: bill.id,
        action: 'Completed',
        details: { actual_cost: cost, occurrence: `2026-${month}-01`, completion_date: `2026-${month}-03` },
      });
    }
    const { data: jumps } = await a.client
      .from('payment_jumps')
      .select('task_id, amount, usual, ratio, paid_on')
      .eq('task_id', bill.id);
    expect(jumps).toEqual([{ task_id: bill.id, amount: 131, usual: 48, ratio: 2.7, paid_on: '2026-04-03' }]);
    expect((await b.client.from('payment_jumps').select('id').eq('task_id', bill.id)).data).toEqual([]);

    // Decided again when the history changes: with one $48 gone, two are too few to judge by.
    const { data: february } = await a.client
      .from('payments')
      .select('id')
      .eq('task_id', bill.id)
      .eq('occurrence', '2026-02-01')
      .single();
    await a.client.from('payments').delete().eq('id', february!.id);
    expect((await a.client.from('payment_jumps').select('id').eq('task_id', bill.id)).data).toEqual([]);
    // A payment entered late, before the spike, makes it one again; moving the spike's day back undoes it.
    const spike = async () =>
      (
        await a.client
          .from('payments')
          .select('jump_ratio, updated_at')
          .eq('task_id', bill.id)
          .eq('amount', 131)
          .single()
      ).data!;
    const before = await spike();
    await insertRow(a.client, 'payments', {
      task_id: bill.id,
      vendor_id: a.water.id,
      category: 'Water',
      tax_line: 17,
      amount: 50,
      paid_on: '2026-02-20',
      occurrence: '2026-02-15',
    });
    expect((await a.client.from('payment_jumps').select('amount, usual').eq('task_id', bill.id)).data).toEqual([
      { amount: 131, usual: 48 },
    ]);
    // The database's own jump changed, not the landlord's payment: its updated_at stays; an edit moves it.
    const after = await spike();
    expect([before.jump_ratio, after.jump_ratio, after.updated_at]).toEqual([null, 2.7, before.updated_at]);
    await a.client.from('payments').update({ memo: 'Meter misread' }).eq('task_id', bill.id).eq('amount', 131);
    expect((await spike()).updated_at).not.toBe(before.updated_at);
    await a.client.from('payments').update({ paid_on: '2025-12-01' }).eq('task_id', bill.id).eq('amount', 131);
    expect((await a.client.from('payment_jumps').select('id').eq('task_id', bill.id)).data).toEqual([]);
  });

  it('runs the shared tables of cases the app runs: bill jumps and tax-line defaults', async () => {
    for (const c of billJumpCases) {
      const { data, error } = await a.client.rpc('bill_jump', { p_amount: c.amount, p_prior: c.prior });
      expect(error).toBeNull();
      expect({ name: c.name, jump: data![0].is_jump, usual: data![0].usual }).toEqual({
        name: c.name,
        jump: c.jump,
        usual: c.usual,
      });
      if ('ratio' in c) expect({ name: c.name, ratio: data![0].ratio }).toEqual({ name: c.name, ratio: c.ratio });
    }
    for (const { category, line } of taxLineCases) {
      expect({ category, line: (await a.client.rpc('default_tax_line', { p_category: category })).data }).toEqual({
        category,
        line,
      });
    }
  });

  it('sums the tax year as computed by hand: per property, Business, per line and overall', async () => {
    const { client, property, water, plumber } = await landlord('Summary');
    const annex = await insertRow<Row>(client, 'properties', {
      name: 'Summary Annex',
      address_line1: '2 Main',
      city: 'X',
      state: 'NC',
      zip: '1',
    });
    await insertRow(client, 'properties', {
      name: 'Summary Empty',
      address_line1: '3 Main',
      city: 'X',
      state: 'NC',
      zip: '1',
    });
    const pay = (values: Record<string, unknown>) =>
      insertRow(client, 'payments', { category: 'Other', tax_line: 19, ...values });
    await pay({
      property_id: property.id,
      vendor_id: water.id,
      category: 'Water',
      tax_line: 17,
      amount: 48.1,
      paid_on: '2026-01-02',
    });
    await pay({
      property_id: property.id,
      vendor_id: water.id,
      category: 'Water',
      tax_line: 17,
      amount: 51.9,
      paid_on: '2026-12-31',
    });
    await pay({
      property_id: property.id,
      vendor_id: plumber.id,
      category: 'Maintenance',
      tax_line: 14,
      amount: 385,
      paid_on: '2026-06-15',
    });
    await pay({ property_id: annex.id, category: 'Insurance', tax_line: 9, amount: 1200, paid_on: '2026-03-01' });
    await pay({ tax_line: 10, amount: 300, paid_on: '2026-04-15', memo: 'CPA' });
    // Outside 2026: not counted.
    await pay({ property_id: property.id, category: 'Water', tax_line: 17, amount: 999, paid_on: '2025-12-31' });
    await pay({ property_id: property.id, category: 'Water', tax_line: 17, amount: 999, paid_on: '2027-01-01' });

    const { data, error } = await client.rpc('tax_year_summary', { p_year: 2026 });
    expect(error).toBeNull();
    const cell = (propertyId: string | null, line: number | null, total = false) =>
      data!
        .filter((c) => c.is_total === total && c.property_id === propertyId && c.tax_line === line)
        .map((c) => Number(c.total));
    expect(cell(property.id, 17)).toEqual([100]);
    expect(cell(property.id, 14)).toEqual([385]);
    expect(cell(property.id, null)).toEqual([485]);
    expect(cell(annex.id, null)).toEqual([1200]);
    expect(cell(null, 10)).toEqual([300]);
    expect(cell(null, null)).toEqual([300]);
    expect(data!.filter((c) => c.property_name === 'Summary Empty').map((c) => Number(c.total))).toEqual([0]);
    expect(cell(null, 17, true)).toEqual([100]);
    expect(cell(null, 9, true)).toEqual([1200]);
    expect(cell(null, null, true)).toEqual([1985]);
    // The grid's totals line for the same year agrees.
    expect((await client.rpc('payments_totals', { p_from: '2026-01-01', p_to: '2026-12-31' })).data).toEqual([
      { payments: 5, total: 1985 },
    ]);
    // One property, for its page.
    const one = (await client.rpc('tax_year_summary', { p_year: 2026, p_property_id: annex.id })).data!;
    expect(one.filter((c) => !c.is_total && c.tax_line === 9).map((c) => Number(c.total))).toEqual([1200]);
  });

  it("sends a portfolio's whole Schedule E, past the API's max rows, as one document", async () => {
    const { client, property } = await landlord('Whole');
    const more = Array.from({ length: EXACT_COUNT_LIMIT }, (_, i) => ({
      name: `Whole ${String(i).padStart(4, '0')}`,
      address_line1: '1 Main',
      city: 'X',
      state: 'NC',
      zip: '1',
    }));
    const added = await client.from('properties').insert(more).select('id');
    expect(added.error).toBeNull();
    // A dollar of supplies for each of them, $40 of water for the first.
    const supplies = added.data!.map((p) => ({
      property_id: p.id,
      category: 'Other',
      tax_line: 15,
      amount: 1,
      paid_on: '2026-03-01',
    }));
    expect((await client.from('payments').insert(supplies)).error).toBeNull();
    await insertRow(client, 'payments', {
      property_id: property.id,
      category: 'Water',
      tax_line: 17,
      amount: 40,
      paid_on: '2026-02-01',
    });

    // A set of rows stops at max rows; the document holds a column for each of the 1,001 properties.
    expect((await client.rpc('schedule_e_entries', { p_year: 2026 })).data).toHaveLength(EXACT_COUNT_LIMIT);
    const { data, error } = await client.rpc('schedule_e', { p_year: 2026 });
    expect(error).toBeNull();
    const form = data as unknown as ScheduleEDocument;
    expect(form.columns).toHaveLength(EXACT_COUNT_LIMIT + 1);
    // Lettered as the form goes on past Z: A … Z, AA … AZ, BA …
    expect(form.columns.slice(0, 2).map((c) => [c.letter, c.name])).toEqual([
      ['A', 'Whole 0000'],
      ['B', 'Whole 0001'],
    ]);
    expect(form.columns.slice(25, 28).map((c) => c.letter)).toEqual(['Z', 'AA', 'AB']);
    expect(form.columns.filter((c) => c.property_id === property.id).map((c) => [c.letter, c.lines])).toEqual([
      ['ALM', { '17': 40, '20': 40, '21': -40 }],
    ]);
    expect(form.totals).toEqual({
      '15': EXACT_COUNT_LIMIT,
      '17': 40,
      '20': EXACT_COUNT_LIMIT + 40,
      '21': -EXACT_COUNT_LIMIT - 40,
    });
  });

  it('gives the same spend on the vendor page, the dashboard and the digest for the same window', async () => {
    const { client, user, property, water, plumber } = await landlord('Agree');
    const bill = await insertRow<Row>(client, 'tasks', {
      title: 'Water',
      scope: 'Property',
      property_id: property.id,
      vendor_id: water.id,
      due_date: day(-2),
    });
    await complete(client, bill.id, day(-2), 48.25);
    const pay = (values: Record<string, unknown>) =>
      insertRow(client, 'payments', { category: 'Other', tax_line: 19, ...values });
    await pay({ vendor_id: water.id, category: 'Water', tax_line: 17, amount: 51.75, paid_on: day(-6) });
    await pay({ vendor_id: plumber.id, category: 'Maintenance', tax_line: 14, amount: 385, paid_on: day(-3) });
    await pay({ amount: 20, paid_on: day(-1), memo: 'Keys cut' });
    // Outside the window on either side.
    await pay({ vendor_id: water.id, amount: 999, paid_on: day(-7) });
    await pay({ vendor_id: plumber.id, amount: 999, paid_on: day(1) });

    const r = await threeReaders(client, user.id);
    expect(Object.fromEntries(r.vendorTotals)).toEqual({ 'Agree Water': 100, 'Agree Plumbing': 385 });
    expect(Object.fromEntries(r.digestTotals)).toEqual({ 'Agree Water': 100, 'Agree Plumbing': 385, 'No vendor': 20 });
    expect(r.dashboardTotal).toBe(505);
    expect(r.digestTotal).toBe(505);
  });

  it.each([
    ['the demo account', 'demo@landlordhq.test', 'demo-landlord'],
    ['a large account', LARGE_ACCOUNT.email, LARGE_ACCOUNT.password],
  ])('agrees across the three readers on %s', async (_label, email, password) => {
    if (email === LARGE_ACCOUNT.email) await seedLarge({ dbUrl: DB_URL, scale: 0.05 });
    const client = createTestClient() as Client_;
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    const { count } = await client.from('payments').select('id', { count: 'exact', head: true });
    expect(count).toBeGreaterThan(email === LARGE_ACCOUNT.email ? 500 : 5);

    const r = await threeReaders(client, data.user!.id);
    expect(r.dashboardTotal).toBeGreaterThan(0);
    const vendorsInDigest = Object.fromEntries([...r.digestTotals].filter(([name]) => name !== 'No vendor'));
    expect(vendorsInDigest).toEqual(Object.fromEntries(r.vendorTotals));
    expect(r.digestTotal).toBeCloseTo(r.dashboardTotal, 2);
  });
});
