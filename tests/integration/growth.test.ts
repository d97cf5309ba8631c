import { insertRow } from './portfolio';
import { signedInClient, withDb } from './support';

/**
 * Work that must grow linearly with its batch: a batch of 4n must take about four times a batch of
 * n, not sixteen. Times are compared within one run, on the same data, so a busy machine slows both
 * sides alike; the best of two runs of each size keeps one stall from deciding.
 */
const N = 2000;
const RUNS = 2;
// Linear work gives about 4 (a little more for larger sorts); quadratic work gives about 16.
const MAX_RATIO = 8;

async function bestOf(runs: number, timed: () => Promise<number>): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < runs; i++) best = Math.min(best, await timed());
  return best;
}

async function landlordWithProperty() {
  const { client, user } = await signedInClient();
  const property = await insertRow<{ id: string }>(client, 'properties', {
    name: 'Growth Court',
    address_line1: '1 Main',
    city: 'X',
    state: 'NC',
    zip: '1',
  });
  return { userId: user.id, propertyId: property.id };
}

describe('payments: statement work linear in the batch', () => {
  it('writing 4n payments in one statement takes about four times n, not sixteen', async () => {
    const owner = await landlordWithProperty();
    await withDb(async (db) => {
      const bills = (size: number) =>
        db.query(
          `with bills as (
             insert into public.tasks (user_id, title, scope, property_id, due_date)
             select $1, 'Bill ' || b, 'Property', $2, date '2030-01-15' from generate_series(1, greatest(1, $3::int / 10)) b
             returning id
           )
           insert into public.payments (user_id, property_id, task_id, category, tax_line, amount, paid_on, occurrence)
           select $1, $2, bills.id, 'Water', 14, 50 + (i % 7) * 40, date '2001-01-01' + i, date '2001-01-01' + i
           from bills cross join generate_series(1, least($3::int, 10)) i`,
          [owner.userId, owner.propertyId, size],
        );
      const clear = async () => {
        await db.query('delete from public.tasks where user_id = $1', [owner.userId]);
        await db.query('delete from public.payments where user_id = $1', [owner.userId]);
      };
      // The statement trigger on payments runs for every write, and its plan is kept for the
      // connection: one-row writes first, as an app's pooled connection sees them, then batches.
      await bills(1);
      for (let i = 0; i < 8; i++) {
        await db.query(`update public.payments set memo = 'paid ${i}' where user_id = $1`, [owner.userId]);
      }
      // The insert's bill-jump refresh rewrites every payment of the batch, and the memo changes
      // nothing the rule reads: both updates' cost is mostly the trigger's finding out what changed.
      const batch = (size: number) => async () => {
        await clear();
        const start = performance.now();
        await bills(size);
        await db.query(`update public.payments set memo = 'checked' where user_id = $1`, [owner.userId]);
        return performance.now() - start;
      };
      const small = await bestOf(RUNS, batch(N));
      const large = await bestOf(RUNS, batch(4 * N));
      expect(large / small).toBeLessThan(MAX_RATIO);
    });
  }, 180_000);
});

/**
 * What a screen reads must not depend on how much else the account holds: the same page read with
 * n and with 4n other rows in the account touches about the same number of buffers. Buffers, not
 * times: the count is the same on a busy machine.
 */
async function pageBuffers(userId: string, sql: string, params: unknown[]): Promise<number> {
  return withDb(async (db) => {
    await db.query('begin');
    try {
      await db.query('set local role authenticated');
      await db.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: userId, role: 'authenticated' }),
      ]);
      const { rows } = await db.query<{ 'QUERY PLAN': Array<{ Plan: Record<string, number> }> }>(
        `explain (analyze, buffers, format json) ${sql}`,
        params,
      );
      const plan = rows[0]['QUERY PLAN'][0].Plan;
      return plan['Shared Hit Blocks'] + plan['Shared Read Blocks'];
    } finally {
      await db.query('rollback');
    }
  });
}

/**
 * A read's buffers with `n` rows added by `add(from, to)`, then with `4n`: what grows with the
 * account reads about four times as many.
 */
async function buffersAtNAnd4N(
  n: number,
  add: (from: number, to: number) => Promise<unknown>,
  tables: string,
  read: () => Promise<number>,
): Promise<[number, number]> {
  await add(1, n);
  await withDb((db) => db.query(`analyze ${tables}`));
  const small = await read();
  await add(n + 1, 4 * n);
  await withDb((db) => db.query(`analyze ${tables}`));
  return [small, await read()];
}

describe('screen reads: flat in the size of the account', () => {
  // The dashboard's due-soon list under row-level security: the date range must be an index
  // range, not a filter over every open task of the account.
  it("reads the week's due tasks in the same buffers with n and 4n other open tasks", async () => {
    const owner = await landlordWithProperty();
    const today = '2030-06-10';
    const addOpenTasks = (from: number, to: number) =>
      withDb((db) =>
        db.query(
          `insert into public.tasks (user_id, title, scope, property_id, due_date)
           select $1, 'Old ' || i, 'Property', $2, date '2001-01-01' + i from generate_series($3::int, $4::int) i`,
          [owner.userId, owner.propertyId, from, to],
        ),
      );
    await withDb((db) =>
      db.query(
        `insert into public.tasks (user_id, title, scope, property_id, due_date)
         select $1, 'Due ' || i, 'Property', $2, date '2030-06-10' + i from generate_series(0, 6) i`,
        [owner.userId, owner.propertyId],
      ),
    );
    const dueSoon = () =>
      pageBuffers(
        owner.userId,
        `select id, title, due_on from public.task_due_dates
         where status = 'Open' and due_on >= $1::date and due_on <= $1::date + 7 order by due_on, id limit 5`,
        [today],
      );
    const [small, large] = await buffersAtNAnd4N(N, addOpenTasks, 'public.tasks', dueSoon);
    // A filter over every open task reads about four times the buffers; an index range the same.
    expect(large).toBeLessThan(small * 1.5);
  }, 120_000);

  // The upcoming list's first page walks properties in name order and stops at the page: the
  // increases beyond it are counted, never joined to their units and properties or sorted.
  it('reads the first page of upcoming increases in about the same buffers with n and 4n more in the window', async () => {
    const owner = await landlordWithProperty();
    const addIncreases = (from: number, to: number) =>
      withDb((db) =>
        db.query(
          `with p as (
             insert into public.properties (user_id, name, address_line1, city, state, zip)
             select $1, 'Upcoming ' || lpad(i::text, 5, '0'), '1 Main', 'X', 'NC', '1' from generate_series($2::int, $3::int) i
             returning id
           ), u as (
             insert into public.units (user_id, property_id, unit_label, monthly_rent)
             select $1, p.id, 'A', 1000 from p returning id
           )
           insert into public.scheduled_rent_increases (user_id, unit_id, basis, percent, effective_date, planned_new_rent)
           select $1, u.id, 'Percent', 3, date '2030-07-01', 1030 from u`,
          [owner.userId, from, to],
        ),
      );
    const firstPage = () =>
      pageBuffers(owner.userId, `select * from public.upcoming_rent_increases('2030-06-10', '2030-09-08', 5, 0)`, []);
    const tables = 'public.properties, public.units, public.scheduled_rent_increases';
    const [small, large] = await buffersAtNAnd4N(N / 4, addIncreases, tables, firstPage);
    // Joining and sorting every increase in the window reads about four times the buffers.
    expect(large).toBeLessThan(small * 1.5);
  }, 120_000);

  // A CSV row finds the property it names through the match index: under row-level security a
  // lower(btrim(name)) comparison ran as a filter over every property of the account, per row.
  it('previews 50 CSV rows in about the same buffers with n and 4n properties in the account', async () => {
    const owner = await landlordWithProperty();
    const addProperties = (from: number, to: number) =>
      withDb((db) =>
        db.query(
          `insert into public.properties (user_id, name, address_line1, city, state, zip)
           select $1, 'Held ' || i, i || ' Elm St', 'X', 'NC', '1' from generate_series($2::int, $3::int) i`,
          [owner.userId, from, to],
        ),
      );
    const rows = Array.from({ length: 50 }, (_, i) => ({
      property: { name: `Csv ${i}`, address_line1: `${i} Oak St`, city: 'Durham', state: 'NC', zip: '27701' },
      unit: { unit_label: '1' },
    }));
    const preview = () =>
      pageBuffers(owner.userId, `select public.import_csv_rows('properties', $1::jsonb, true)`, [JSON.stringify(rows)]);
    const [small, large] = await buffersAtNAnd4N(N, addProperties, 'public.properties', preview);
    expect(large).toBeLessThan(small * 1.5);
  }, 120_000);
});
