import { Client } from 'pg';
import { LARGE_ACCOUNT, seedLarge, type LargeCounts } from '../../scripts/seedLarge';
import { insertRow } from './portfolio';
import { createTestClient, DB_URL, signedInClient, withDb } from './support';

// A twentieth of the portfolio keeps the test quick; the same SQL builds the full one at scale 1.
const SCALE = 0.05;

const othersCounts = (db: Client) =>
  db
    .query<{ tables: string }>(
      `select json_build_object(
        'properties', (select count(*) from public.properties where user_id <> $1),
        'units', (select count(*) from public.units where user_id <> $1),
        'tasks', (select count(*) from public.tasks where user_id <> $1),
        'notes', (select count(*) from public.unit_notes where user_id <> $1),
        'increases', (select count(*) from public.scheduled_rent_increases where user_id <> $1),
        'users', (select count(*) from auth.users where id <> $1))::text as tables`,
      [LARGE_ACCOUNT.id],
    )
    .then((r) => JSON.parse(r.rows[0].tables) as Record<string, number>);

describe('npm run seed:large', () => {
  it("creates the account's portfolio at the given scale, replaces it on a second run and leaves other accounts alone", async () => {
    const other = await signedInClient();
    await insertRow(other.client, 'properties', {
      name: 'Not large',
      address_line1: '1 Main',
      city: 'X',
      state: 'NC',
      zip: '1',
    });
    const before = await withDb(othersCounts);

    const first = await seedLarge({ dbUrl: DB_URL, scale: SCALE });
    const expected: Partial<LargeCounts> = {
      property_managers: 3,
      properties: 10,
      units: 100,
      vendors: 9,
      tasks: 1000,
      unit_notes: 1000,
      scheduled_rent_increases: 100,
      // Each property's insurance policy and the receipts of 15 expenses.
      documents: 25,
    };
    expect(first.counts).toMatchObject(expected);
    expect(first.counts.vendor_property_accounts).toBeGreaterThan(0);
    // Every task has its Created entry; completed ones a Completed entry too.
    expect(first.counts.activities).toBeGreaterThan(first.counts.tasks);

    const second = await seedLarge({ dbUrl: DB_URL, scale: SCALE });
    expect(second.counts).toEqual(first.counts);
    expect(await withDb(othersCounts)).toEqual(before);
    expect(
      await withDb((db) =>
        db.query(`select count(*)::int as n from auth.users where lower(email) = $1`, [LARGE_ACCOUNT.email]),
      ).then((r) => r.rows[0].n),
    ).toBe(1);

    // The other account still sees only its own property.
    const { data } = await other.client.from('properties').select('name');
    expect(data).toEqual([{ name: 'Not large' }]);
  });

  it('signs in with its password and reads its data through RLS, with realistic shapes', async () => {
    await seedLarge({ dbUrl: DB_URL, scale: SCALE });
    const client = createTestClient();
    const { error } = await client.auth.signInWithPassword({
      email: LARGE_ACCOUNT.email,
      password: LARGE_ACCOUNT.password,
    });
    expect(error).toBeNull();
    const { count } = await client.from('tasks').select('id', { count: 'exact', head: true });
    expect(count).toBe(1000);

    const shapes = await withDb((db) =>
      db
        .query(
          `select
            (select array_agg(distinct status order by status) from public.tasks where user_id = $1) as task_statuses,
            (select count(*)::int from public.tasks where user_id = $1 and recurrence is not null) as recurring,
            (select count(*)::int from public.tasks where user_id = $1 and status = 'Open' and coalesce(next_due_date, due_date) < current_date) as overdue,
            (select array_agg(distinct lease_status order by lease_status) from public.units where user_id = $1) as lease_statuses,
            (select array_agg(distinct status order by status) from public.rent_increases_with_status where user_id = $1) as increase_statuses,
            (select count(*)::int from public.scheduled_rent_increases r where user_id = $1 and planned_new_rent <> private.planned_rent(
              coalesce((select p.planned_new_rent from public.scheduled_rent_increases p where p.unit_id = r.unit_id and p.effective_date < r.effective_date
                        order by p.effective_date desc limit 1), r.planned_new_rent), r.basis, r.percent, r.amount)
              and exists (select 1 from public.scheduled_rent_increases p where p.unit_id = r.unit_id and p.effective_date < r.effective_date)) as unchained`,
          [LARGE_ACCOUNT.id],
        )
        .then((r) => r.rows[0]),
    );
    expect(shapes.task_statuses).toEqual(['Completed', 'Open', 'Skipped']);
    expect(shapes.recurring).toBeGreaterThan(0);
    expect(shapes.overdue).toBeGreaterThan(0);
    expect(shapes.lease_statuses).toEqual(['FixedTerm', 'MonthToMonth', 'Vacant']);
    expect(shapes.increase_statuses).toEqual(['Applied', 'Overdue', 'Scheduled']);
    // A later increase is planned on the earlier one's rent (SPEC §9 chaining).
    expect(shapes.unchained).toBe(0);
  });

  it('builds the full portfolio by default', async () => {
    const { counts } = await seedLarge({ dbUrl: DB_URL });
    expect(counts).toMatchObject({
      property_managers: 50,
      properties: 200,
      units: 2000,
      vendors: 150,
      tasks: 20000,
      unit_notes: 20000,
      scheduled_rent_increases: 2000,
    });
    expect(counts.vendor_property_accounts).toBeGreaterThan(500);
    expect(counts.activities).toBeGreaterThan(20000);
    // A busy machine needs more than the default minute for 75,000 rows.
  }, 180_000);
});
