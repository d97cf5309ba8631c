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
