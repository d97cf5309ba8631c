/**
 * The month's rent charges for the whole large account: as on the first day of a month, every
 * tenancy's charge for it is missing, and the landlord's first read (or the schedule) writes them
 * all and works out where each tenancy then stands (catch_up_rent). Target ≤ 2 s. Each run is
 * rolled back, so the account is as the seed left it.
 */
import { Client } from 'pg';
import { LARGE_ACCOUNT } from '../scripts/seedLarge';
import type { Check } from './report';

export const RENT_CATCH_UP_TARGET_MS = 2000;

export async function measureRentCatchUp(dbUrl: string, runs = 3): Promise<{ ms: number; charges: number }> {
  const pg = new Client({ connectionString: dbUrl });
  await pg.connect();
  const times: number[] = [];
  let charges = 0;
  try {
    for (let i = 0; i < runs; i++) {
      await pg.query('begin');
      try {
        // This month not written yet: no charges for it, nothing caught up today.
        await pg.query('set local session_replication_role = replica');
        await pg.query(
          `delete from public.tenancy_charges where user_id = $1 and kind = 'rent'
             and period = date_trunc('month', private.landlord_today($1))`,
          [LARGE_ACCOUNT.id],
        );
        await pg.query(
          `update public.tenancies set charged_through = (date_trunc('month', private.landlord_today($1)) - interval '1 month')::date
           where user_id = $1 and charged_through >= date_trunc('month', private.landlord_today($1))`,
          [LARGE_ACCOUNT.id],
        );
        await pg.query('delete from private.rent_catch_ups where user_id = $1', [LARGE_ACCOUNT.id]);
        await pg.query('set local session_replication_role = origin');
        // As the landlord, as a screen's first read calls it.
        await pg.query('set local role authenticated');
        await pg.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ sub: LARGE_ACCOUNT.id, role: 'authenticated' }),
        ]);
        const started = performance.now();
        const { rows } = await pg.query<{ n: number }>('select public.catch_up_rent() as n');
        times.push(performance.now() - started);
        charges = rows[0].n;
      } finally {
        await pg.query('rollback');
      }
    }
  } finally {
    await pg.end();
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)], charges };
}

export function rentCatchUpCheck(result: { ms: number; charges: number }): Check {
  return {
    group: 'query',
    name: `rent: the month's charges for the whole account (catch_up_rent, ${result.charges} tenancies)`,
    value: `${(result.ms / 1000).toFixed(2)} s (median of 3)`,
    target: '<= 2 s',
    pass: result.ms <= RENT_CATCH_UP_TARGET_MS,
  };
}
