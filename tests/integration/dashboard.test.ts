import type { SupabaseClient } from '@supabase/supabase-js';
import { addDays, addHours, format } from 'date-fns';
import type { Database } from '../../src/api/database.types';
import { dashboardQueries as q, type CountKind } from '../../src/features/dashboard/dashboardQueries';
import { dueSoonWindow, rentWindow, weekBounds, weekWindow } from '../../src/features/dashboard/dashboardRules';
import { rentIncreaseQueries } from '../../src/features/rent-increases/rentIncreaseQueries';
import { upcomingWindow } from '../../src/features/rent-increases/upcomingRules';
import { matchesDue } from '../../src/features/tasks/taskFilters';
import { effectiveDueDate } from '../../src/features/tasks/taskRules';
import { addDaysTo, DEFAULT_TIME_ZONE, landlordToday } from '../../src/utils/landlordToday';
import { insertRow } from './portfolio';
import { createTestClient, signedInClient } from './support';

type Client = SupabaseClient<Database>;
type Task = {
  id: string;
  status: string;
  next_due_date: string | null;
  due_date: string | null;
  start_date: string | null;
};

const now = new Date();
const day = (days: number) => format(addDays(now, days), 'yyyy-MM-dd');
/** The day the rows here are dated by (the machine's own, as `day` counts), in the machine's time zone. */
const localDay = day(0);
/** These landlords never saved Settings: they live in New York, where the database dates their completions. */
const week = weekWindow(landlordToday(DEFAULT_TIME_ZONE, now));

/** What the lists behind the cards load: every task; the whole upcoming window as that screen reads it. */
const allTasks = async (c: Client) => ((await c.from('tasks').select('*').order('id')).data ?? []) as Task[];
const byDue = (a: Task, b: Task) =>
  (effectiveDueDate(a) ?? '').localeCompare(effectiveDueDate(b) ?? '') || a.id.localeCompare(b.id);
async function upcomingList(c: Client) {
  const { data, error } = await rentIncreaseQueries.upcomingAll(c, upcomingWindow('90d', localDay));
  if (error) throw new Error(error.message);
  return data;
}

async function landlord(label: string) {
  const client = (await signedInClient()).client as Client;
  const property = await insertRow<{ id: string }>(client, 'properties', {
    name: `${label} Court`,
    address_line1: '1 Main',
    city: 'X',
    state: 'NC',
    zip: '1',
  });
  const unit = await insertRow<{ id: string }>(client, 'units', {
    property_id: property.id,
    unit_label: 'A',
    monthly_rent: 1000,
  });
  const task = (values: Record<string, unknown>) =>
    insertRow<Task>(client, 'tasks', { scope: 'Property', property_id: property.id, ...values });
  // The database computes the next date.
  const complete = async (t: Task, cost: number | null) => {
    const { error } = await client.rpc('complete_task', {
      p_task_id: t.id,
      p_occurrence: effectiveDueDate(t) as string,
      p_actual_cost: cost ?? undefined,
    });
    if (error) throw new Error(error.message);
  };
  const increase = async (days: number) => {
    const { data, error } = await client.rpc('create_rent_increase', {
      p_unit_id: unit.id,
      p_basis: 'Percent',
      p_effective_date: day(days),
      p_percent: 2,
    });
    if (error) throw new Error(error.message);
    return (data as { id: string }).id;
  };
  return { client, property, unit, task, complete, increase };
}

const list = async <T>(query: PromiseLike<{ data: T[] | null; count: number | null; error: unknown }>) => {
  const { data, count, error } = await query;
  if (error) throw new Error(JSON.stringify(error));
  return { rows: data ?? [], total: count };
};

describe('dashboard figures (SPEC §2): equal to the lists behind them, and only the owner’s', () => {
  let a: Awaited<ReturnType<typeof landlord>>;
  let b: Awaited<ReturnType<typeof landlord>>;

  beforeAll(async () => {
    [a, b] = await Promise.all([landlord('Alice'), landlord('Bob')]);
    await insertRow(a.client, 'properties', {
      name: 'Alice Annex',
      address_line1: '2 Main',
      city: 'X',
      state: 'NC',
      zip: '1',
    });
    await insertRow(a.client, 'vendors', { name: 'Alice Water', category: 'Water' });
    await insertRow(a.client, 'vendors', { name: 'Alice Power', category: 'Power' });

    // Seven overdue (six one-time, one recurring by its next date), so the card shows five of them.
    for (let i = 1; i <= 6; i++)
      await a.task({
        title: `Late ${i}`,
        due_date: day(-i),
        ...(i === 3 ? { scope: 'Business', property_id: null } : {}),
      });
    await a.task({
      title: 'Late bill',
      start_date: day(-60),
      next_due_date: day(-2),
      recurrence: { type: 'monthly', dayOfMonth: 1 },
    });
    // Not overdue: the next date wins over an old start; done and skipped tasks; no date at all.
    await a.task({
      title: 'Next month',
      start_date: day(-60),
      next_due_date: day(20),
      recurrence: { type: 'monthly', dayOfMonth: 1 },
    });
    await a.task({ title: 'Skipped', due_date: day(-4), status: 'Skipped' });
    await a.task({ title: 'Someday' });
    // Due soon: today and today + 7 are in, today + 8 is not.
    await a.task({ title: 'Today', due_date: day(0) });
    await a.task({ title: 'In a week', due_date: day(7) });
    await a.task({ title: 'Too late', due_date: day(8) });

    // This week: a one-time task, and a weekly one completed twice (it returns to Open each time).
    await a.complete(await a.task({ title: 'Fix fan', due_date: day(-1) }), 100);
    // Weekly on the start's weekday: day -14, -7, 0, +7.
    const weekly = await a.task({
      title: 'Lawn',
      start_date: day(-14),
      next_due_date: day(-7),
      recurrence: { type: 'weekly' },
    });
    await a.complete(weekly, 40);
    await a.complete({ ...weekly, next_due_date: day(0) }, 45);
    await a.complete(await a.task({ title: 'Listing', due_date: day(-2) }), null);
    // Last week: paid the Sunday before this week began.
    const old = await a.task({ title: 'Old job', due_date: day(-30), status: 'Completed' });
    await insertRow(a.client, 'activities', {
      task_id: old.id,
      action: 'Completed',
      at: addHours(now, -1).toISOString(),
      details: { actual_cost: 999, completion_date: addDaysTo(week.from, -1) },
    });
    // Marked Completed without a completion recorded (an import): counted, on no day.
    await a.task({ title: 'Imported done', due_date: day(-40), status: 'Completed' });

    // Rent: -5 (overdue), +10 and +90 are upcoming; +91, a cancelled and an applied one are not.
    await a.increase(-5);
    await a.increase(10);
    await a.increase(90);
    await a.increase(91);
    const cancelled = await a.increase(20);
    await a.client.rpc('cancel_rent_increase', { p_id: cancelled });
    const applied = await a.increase(30);
    await a.client.rpc('apply_rent_increase', { p_id: applied });

    // Bob: one of everything, which Alice must never count.
    await b.task({ title: 'Bob late', due_date: day(-1) });
    await b.task({ title: 'Bob soon', due_date: day(1) });
    await b.complete(await b.task({ title: 'Bob done', due_date: day(0) }), 500);
    await b.increase(5);
    await insertRow(b.client, 'vendors', { name: 'Bob Water', category: 'Water' });
  });

  it.each<[CountKind, string, Record<string, string>]>([
    ['properties', 'properties', {}],
    ['tasks', 'tasks', {}],
    ['vendors', 'vendors', {}],
  ])('the %s count equals the rows its list shows', async (kind, table, match) => {
    for (const { client } of [a, b]) {
      const { count, error } = await q.count(client, kind);
      expect(error).toBeNull();
      const rows =
        (
          await client
            .from(table as 'tasks')
            .select('id')
            .match(match)
        ).data ?? [];
      expect(count).toBe(rows.length);
    }
    expect((await q.count(a.client, 'properties')).count).toBe(2);
    expect((await q.count(a.client, 'vendors')).count).toBe(2);
  });

  it("the completed count is every completion, a recurring bill's payments each, as this week's are", async () => {
    // Fix fan, Lawn twice, Listing, Old job, and Imported done (no completion recorded).
    expect((await q.count(a.client, 'completed')).count).toBe(6);
    expect((await q.count(b.client, 'completed')).count).toBe(1);
    const { count: thisWeek } = await q.completions(a.client, week);
    expect(thisWeek).toBe(4);
  });

  it("a recurring bill's next occurrence has no cost of its own; its payments stay in the ledger", async () => {
    const { data: lawn } = await a.client
      .from('tasks')
      .select('status, actual_cost, next_due_date')
      .eq('title', 'Lawn')
      .single();
    expect(lawn).toEqual({ status: 'Open', actual_cost: null, next_due_date: day(7) });
    const { data: paid } = await a.client.from('payments').select('amount').order('amount');
    expect(paid?.map((p) => Number(p.amount))).toEqual(expect.arrayContaining([40, 45]));
    // A one-time task keeps the cost it was completed with.
    const { data: fan } = await a.client.from('tasks').select('status, actual_cost').eq('title', 'Fix fan').single();
    expect(fan).toEqual({ status: 'Completed', actual_cost: 100 });
  });

  it('overdue: the total and first five of /tasks?filter=overdue', async () => {
    const { rows, total } = await list(q.overdue(a.client, localDay));
    const expected = (await allTasks(a.client)).filter((t) => matchesDue(t, 'overdue', localDay)).sort(byDue);
    expect(total).toBe(7);
    expect(total).toBe(expected.length);
    expect(rows.map((r) => r.id)).toEqual(expected.slice(0, 5).map((t) => t.id));
    expect(rows.map((r) => r.title)).toEqual([
      'Late 6',
      'Late 5',
      'Late 4',
      'Late 3',
      expect.stringMatching(/^Late (2|bill)$/),
    ]);
    expect(rows.find((r) => r.title === 'Late 3')?.property).toBeNull();
    expect(rows.find((r) => r.title === 'Late 4')?.property).toEqual({ id: a.property.id, name: 'Alice Court' });
  });

  it('due soon: the total and first five of /tasks?filter=due-soon', async () => {
    const { rows, total } = await list(q.dueSoon(a.client, dueSoonWindow(localDay)));
    const expected = (await allTasks(a.client)).filter((t) => matchesDue(t, 'due-soon', localDay)).sort(byDue);
    expect(rows[0].title).toBe('Today');
    expect(rows.map((r) => r.title).sort()).toEqual(['In a week', 'Lawn', 'Today']);
    expect(total).toBe(expected.length);
    expect(rows.map((r) => r.id)).toEqual(expected.slice(0, 5).map((t) => t.id));
  });

  it('rent increases: the total of /rent/increases/upcoming?range=90d, soonest first', async () => {
    const { rows, total } = await list(q.rent(a.client, rentWindow(localDay)));
    const expected = await upcomingList(a.client);
    expect(total).toBe(3);
    expect(total).toBe(expected.length);
    // The overdue one first, whatever the window's start.
    expect(rows.map((r) => r.effective_date)).toEqual([day(-5), day(10), day(90)]);
    expect(rows.map((r) => r.status)).toEqual(['Overdue', 'Scheduled', 'Scheduled']);
    expect(expected.map((r) => r.status)).toEqual(['Overdue', 'Scheduled', 'Scheduled']);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(expected.map((r) => r.id)));
    expect(rows[0].unit.property).toEqual({ id: a.property.id, name: 'Alice Court' });
  });

  it('completed this week: each completion once, and the spend sums their costs', async () => {
    const { rows, total } = await list(q.completions(a.client, week));
    expect(total).toBe(4);
    expect(rows.map((r) => r.task_title).sort()).toEqual(['Fix fan', 'Lawn', 'Lawn', 'Listing']);
    const { data: weeks, error } = await q.weeklySpend(a.client, weekBounds(localDay));
    expect(error).toBeNull();
    expect(weeks).toHaveLength(12);
    // The ledger: three payments (the completion without a cost paid nothing).
    expect(weeks?.at(-1)).toEqual({ week_start: weekBounds(localDay).at(-2), spend: 185, payments: 3 });
    expect(weeks?.at(-2)).toMatchObject({ spend: 999, payments: 1 });
    expect(weeks!.slice(0, -2).every((w) => w.spend === 0 && w.payments === 0)).toBe(true);
  });

  it("dates a completion by the landlord's day in their Settings time zone, not UTC's", async () => {
    const c = await landlord('Carol');
    await insertRow(c.client, 'user_settings', { timezone: 'Pacific/Honolulu' });
    const job = await c.task({ title: 'Late-night job', due_date: day(-3), status: 'Completed' });
    // 23:30 on Sunday 29 Nov in Honolulu is already Monday 30 Nov in UTC: an old client sent no completion date.
    await insertRow(c.client, 'activities', {
      task_id: job.id,
      action: 'Completed',
      at: '2026-11-30T09:30:00Z',
      details: { actual_cost: 20 },
    });
    const sundayWeek = weekWindow('2026-11-29');
    const { data, count } = await q.completions(c.client, sundayWeek);
    expect(count).toBe(1);
    expect(data?.[0]).toMatchObject({ task_title: 'Late-night job', completed_on: '2026-11-29', actual_cost: 20 });
    expect((await q.completions(c.client, weekWindow('2026-11-30'))).count).toBe(0);
    expect((await q.count(c.client, 'completed')).count).toBe(1);
  });

  it("never counts another landlord's rows", async () => {
    expect((await list(q.overdue(b.client, localDay))).rows.map((r) => r.title)).toEqual(['Bob late']);
    expect((await list(q.dueSoon(b.client, dueSoonWindow(localDay)))).rows.map((r) => r.title)).toEqual(['Bob soon']);
    expect((await list(q.rent(b.client, rentWindow(localDay)))).total).toBe(1);
    expect((await list(q.completions(b.client, week))).rows.map((r) => r.task_title)).toEqual(['Bob done']);
    expect((await q.weeklySpend(b.client, weekBounds(localDay))).data?.at(-1)).toMatchObject({
      spend: 500,
      payments: 1,
    });
    expect((await q.count(b.client, 'properties')).count).toBe(1);
    expect((await q.count(b.client, 'tasks')).count).toBe(3);
  });

  it('is closed to a visitor who is not signed in', async () => {
    const anon = createTestClient() as Client;
    expect((await q.weeklySpend(anon, weekBounds(localDay))).error?.code).toBe('42501');
    expect((await q.overdue(anon, localDay)).error?.code).toBe('42501');
  });
});
