import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../src/api/database.types';
import cases from '../cases/landlordTodayCases.json';
import { insertRow } from './portfolio';
import { adminClient, signedInClient, withDb } from './support';

// A landlord's day is the one in their Settings time zone, never the database's UTC date:
// private.local_date is the rule, private.landlord_today applies it to a landlord, and the
// completion, the ledger and rent-increase Overdue use them.

type Row = { id: string } & Record<string, unknown>;
const HONOLULU = 'Pacific/Honolulu';

/** The date on a wall clock in `zone`, by the runtime's own time-zone data (not the database's). */
const wallDate = (zone: string, at = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** Runs `sql` as the signed-in landlord `userId` (their role and JWT claims), returning the first row. */
const asLandlord = (userId: string, sql: string, params: unknown[] = []) =>
  withDb(async (db) => {
    await db.query('begin');
    try {
      await db.query('set local role authenticated');
      await db.query("select set_config('request.jwt.claims', $1, true)", [
        JSON.stringify({ sub: userId, role: 'authenticated' }),
      ]);
      return (await db.query(sql, params)).rows[0];
    } finally {
      await db.query('rollback');
    }
  });

async function landlord(zone: string | null) {
  const { client, user } = await signedInClient();
  const c = client as SupabaseClient<Database>;
  if (zone) await insertRow(client, 'user_settings', { timezone: zone });
  const property = await insertRow<Row>(client, 'properties', {
    name: 'Lanai Court',
    address_line1: '1 Main',
    city: 'Honolulu',
    state: 'HI',
    zip: '96815',
  });
  const power = await insertRow<Row>(client, 'vendors', { name: 'Island Power', category: 'Power' });
  return { client: c, user, property, power };
}

describe("the landlord's day", () => {
  // Dates come back as text, so no JavaScript Date (and its zone) gets between.
  it.each(cases)('local_date: $name', async ({ now, timeZone, today }) => {
    const row = await withDb(
      async (db) =>
        (await db.query('select private.local_date($1::timestamptz, $2)::text as d', [now, timeZone])).rows[0],
    );
    expect(row.d).toBe(today);
  });

  it("is the Settings zone's date, New York for a landlord who never saved Settings", async () => {
    const none = await landlord(null);
    const honolulu = await landlord(HONOLULU);
    const sql = 'select private.landlord_today()::text as today, private.local_date(now(), $1)::text as expected';
    const before = { ny: wallDate('America/New_York'), hi: wallDate(HONOLULU) };
    const a = await asLandlord(none.user.id, sql, ['America/New_York']);
    const b = await asLandlord(honolulu.user.id, sql, [HONOLULU]);
    const after = { ny: wallDate('America/New_York'), hi: wallDate(HONOLULU) };
    expect(a.today).toBe(a.expected);
    expect(b.today).toBe(b.expected);
    expect([before.ny, after.ny]).toContain(a.today);
    expect([before.hi, after.hi]).toContain(b.today);
    // Asked for a given landlord (the service role, the digests): the same answer.
    const byId = await withDb(
      async (db) => (await db.query('select private.landlord_today($1)::text as d', [honolulu.user.id])).rows[0].d,
    );
    expect(byId).toBe(b.today);
  });

  it('files a Dec 31 payment made in Honolulu under 2026: the payments list and the tax-year summary', async () => {
    const l = await landlord(HONOLULU);
    const bill = await insertRow<Row>(l.client, 'tasks', {
      title: 'Power bill',
      scope: 'Property',
      property_id: l.property.id,
      vendor_id: l.power.id,
      due_date: '2026-12-28',
    });
    const { error } = await l.client.rpc('complete_task', {
      p_task_id: bill.id,
      p_occurrence: '2026-12-28',
      p_actual_cost: 212.4,
      p_paid_on: '2026-12-31',
    });
    expect(error).toBeNull();

    const { data: activity } = await l.client
      .from('activities')
      .select('details')
      .eq('task_id', bill.id)
      .eq('action', 'Completed')
      .single();
    expect(activity!.details).toMatchObject({ completion_date: '2026-12-31', occurrence: '2026-12-28' });
    const { data: payments } = await l.client
      .rpc('filtered_payments', { p_from: '2026-01-01', p_to: '2026-12-31' })
      .eq('task_id', bill.id);
    expect(payments!.map((p) => [p.paid_on, Number(p.amount)])).toEqual([['2026-12-31', 212.4]]);
    const { data: summary } = await l.client.rpc('tax_year_summary', { p_year: 2026 });
    const overall = summary!.find((c) => c.is_total && c.tax_line === null);
    expect(Number(overall!.total)).toBe(212.4);
    const { data: next } = await l.client.rpc('tax_year_summary', { p_year: 2027 });
    expect(Number(next!.find((c) => c.is_total && c.tax_line === null)!.total)).toBe(0);
  });

  it("dates a completion without a Paid on date the landlord's today, not the database's UTC date", async () => {
    const l = await landlord(HONOLULU);
    const bill = await insertRow<Row>(l.client, 'tasks', {
      title: 'Power now',
      scope: 'Property',
      property_id: l.property.id,
      vendor_id: l.power.id,
      due_date: '2026-11-20',
    });
    const skip = await insertRow<Row>(l.client, 'tasks', {
      title: 'Skip now',
      scope: 'Business',
      due_date: '2026-11-20',
    });
    const before = wallDate(HONOLULU);
    expect(
      (await l.client.rpc('complete_task', { p_task_id: bill.id, p_occurrence: '2026-11-20', p_actual_cost: 80 }))
        .error,
    ).toBeNull();
    expect(
      (await l.client.rpc('skip_occurrence', { p_task_id: skip.id, p_occurrence: '2026-11-20' })).error,
    ).toBeNull();
    const after = wallDate(HONOLULU);

    const { data: payment } = await l.client.from('payments').select('paid_on').eq('task_id', bill.id).single();
    const { data: skipped } = await l.client
      .from('activities')
      .select('details')
      .eq('task_id', skip.id)
      .eq('action', 'Skipped')
      .single();
    expect([before, after]).toContain(payment!.paid_on);
    expect((skipped!.details as { completion_date: string }).completion_date).toBe(payment!.paid_on);
    const dates = await withDb(
      async (db) =>
        (await db.query('select current_date::text as utc, private.local_date(now(), $1)::text as local', [HONOLULU]))
          .rows[0],
    );
    expect(payment!.paid_on).toBe(dates.local);
    // From midnight to 10 AM UTC Honolulu is still on the day before; then the two dates differ.
    if (dates.utc !== dates.local) expect(payment!.paid_on).not.toBe(dates.utc);
  });

  it('refuses a Paid on date outside 2000–2099 with a clear message, changing nothing', async () => {
    const l = await landlord(HONOLULU);
    const bill = await insertRow<Row>(l.client, 'tasks', {
      title: 'Power old',
      scope: 'Property',
      property_id: l.property.id,
      vendor_id: l.power.id,
      due_date: '2026-11-20',
    });
    for (const paidOn of ['1999-12-31', '2100-01-01']) {
      const { error } = await l.client.rpc('complete_task', {
        p_task_id: bill.id,
        p_occurrence: '2026-11-20',
        p_actual_cost: 80,
        p_paid_on: paidOn,
      });
      expect(error?.message).toBe('Paid on must be a date between 2000 and 2099');
    }
    expect((await l.client.from('tasks').select('status').eq('id', bill.id).single()).data).toEqual({ status: 'Open' });
    expect(
      (await l.client.from('activities').select('id').eq('task_id', bill.id).eq('action', 'Completed')).data,
    ).toEqual([]);
    expect((await l.client.from('payments').select('id').eq('task_id', bill.id)).data).toEqual([]);
  });

  it('has one complete_task, so a call by named arguments is never ambiguous', async () => {
    const signatures = await withDb(async (db) =>
      (
        await db.query(
          "select pg_get_function_identity_arguments(p.oid) as args from pg_proc p where p.proname = 'complete_task' and p.pronamespace = 'public'::regnamespace",
        )
      ).rows.map((r) => r.args),
    );
    expect(signatures).toEqual([
      'p_task_id uuid, p_occurrence date, p_actual_cost numeric, p_notes text, p_paid_on date',
    ]);
  });

  it("pays a completion written without a date on its instant's day where the landlord lives, once", async () => {
    const l = await landlord(HONOLULU);
    const task = await insertRow<Row>(l.client, 'tasks', {
      title: 'Imported bill',
      scope: 'Property',
      property_id: l.property.id,
      vendor_id: l.power.id,
      status: 'Completed',
    });
    // 23:30 on New Year's Eve in Honolulu is already Jan 1 in UTC.
    await insertRow(l.client, 'activities', {
      task_id: task.id,
      action: 'Completed',
      at: '2027-01-01T09:30:00Z',
      details: { actual_cost: 64 },
    });
    expect((await l.client.from('payments').select('paid_on').eq('task_id', task.id)).data).toEqual([
      { paid_on: '2026-12-31' },
    ]);

    // A payment written before this rule (the UTC date) is the same payment: a replayed activity adds none.
    const older = await insertRow<Row>(l.client, 'tasks', {
      title: 'Older bill',
      scope: 'Property',
      property_id: l.property.id,
      vendor_id: l.power.id,
      status: 'Completed',
    });
    await insertRow(l.client, 'payments', {
      task_id: older.id,
      vendor_id: l.power.id,
      property_id: l.property.id,
      category: 'Power',
      tax_line: 17,
      amount: 64,
      paid_on: '2027-01-01',
    });
    await insertRow(l.client, 'activities', {
      task_id: older.id,
      action: 'Completed',
      at: '2027-01-01T09:30:00Z',
      details: { actual_cost: 64 },
    });
    expect((await l.client.from('payments').select('paid_on').eq('task_id', older.id)).data).toEqual([
      { paid_on: '2027-01-01' },
    ]);
  });

  it('shows an increase Overdue from the day after its date where the landlord lives, for the landlord and the service role', async () => {
    const l = await landlord(HONOLULU);
    const unit = await insertRow<Row>(l.client, 'units', {
      property_id: l.property.id,
      unit_label: 'A',
      monthly_rent: 2000,
    });
    // Honolulu keeps no summer time: a day is always 24 hours there.
    const today = wallDate(HONOLULU);
    const yesterday = wallDate(HONOLULU, new Date(Date.now() - 24 * 60 * 60 * 1000));
    const create = async (date: string) => {
      const { data, error } = await l.client.rpc('create_rent_increase', {
        p_unit_id: unit.id,
        p_basis: 'FixedAmount',
        p_effective_date: date,
        p_amount: 25,
      });
      if (error) throw new Error(error.message);
      return (data as { id: string }).id;
    };
    const onToday = await create(today);
    const before = await create(yesterday);
    const admin = adminClient();
    for (const reader of [l.client, admin]) {
      const { data } = await reader.from('rent_increases_with_status').select('id, status').in('id', [onToday, before]);
      expect(Object.fromEntries((data ?? []).map((r) => [r.id, r.status]))).toEqual({
        [onToday]: 'Scheduled',
        [before]: 'Overdue',
      });
    }
  });
});
