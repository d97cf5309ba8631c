import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import { loadConfig, stackUrls } from '../supabase/local/config';
import { makeDemoFiles } from '../supabase/local/demoDocuments';

export const LARGE_ACCOUNT = {
  email: 'large@landlordhq.test',
  password: 'large-landlord',
  id: '1a1a1a1a-0000-4000-8000-000000000001',
} as const;

const SEED_FILE = path.resolve(__dirname, '..', 'supabase', 'seed-large.sql');
const TABLES = [
  'property_managers',
  'properties',
  'units',
  'vendors',
  'vendor_property_accounts',
  'tasks',
  'activities',
  'unit_notes',
  'scheduled_rent_increases',
  'payments',
  'tenancies',
  'tenancy_rent_changes',
  'tenancy_charges',
  'rent_payments',
  'loan_payments',
  'documents',
] as const;
export type LargeCounts = Record<(typeof TABLES)[number], number>;

/** Counts the rows a user owns in every data table. */
export async function countRows(client: Client, userId: string): Promise<LargeCounts> {
  const selects = TABLES.map((t) => `(select count(*) from public.${t} where user_id = $1)::int as ${t}`).join(', ');
  const { rows } = await client.query<LargeCounts>(`select ${selects}`, [userId]);
  return rows[0];
}

const SEEDED_TABLES = [
  'property_managers',
  'properties',
  'units',
  'vendors',
  'vendor_property_accounts',
  'tasks',
  'activities',
  'unit_notes',
  'scheduled_rent_increases',
  'payments',
  'tenancies',
  'tenancy_rent_changes',
  'tenancy_charges',
  'rent_payments',
  'loan_payments',
  'loan_statements',
  'documents',
].map((t) => `public.${t}`);

/** Ten times the large account: the bench's comparison mode (`npm run bench -- --scale=10`). */
export const MAX_SEED_SCALE = 10;

/**
 * Recreates the large account and its data in one transaction. `scale` (0 < s <= 10) multiplies
 * every count: below 1 for quick test runs, 1 for the large account, up to 10 for the bench's
 * growth comparison.
 */
export async function seedLarge({
  dbUrl,
  apiUrl,
  scale = 1,
}: {
  dbUrl: string;
  /** The stack's API: the documents' files are uploaded through its Storage. Without it, rows only. */
  apiUrl?: string;
  scale?: number;
}): Promise<{ ms: number; counts: LargeCounts }> {
  if (!(scale > 0 && scale <= MAX_SEED_SCALE))
    throw new Error(`SEED_LARGE_SCALE must be above 0 and at most ${MAX_SEED_SCALE}, got ${scale}`);
  const sql = await readFile(SEED_FILE, 'utf8');
  const client = new Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const started = performance.now();
    await client.query('begin');
    try {
      await client.query(`select set_config('seed_large.scale', $1, true)`, [String(scale)]);
      await client.query(sql);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
    // Outside the transaction, as VACUUM must be: the tables as autovacuum leaves them in
    // production (fresh statistics, visibility map set for index-only scans), and no autovacuum
    // pass over 60,000 new rows in the middle of whatever runs next (the benchmark).
    await client.query(`vacuum (analyze) ${SEEDED_TABLES.join(', ')}`);
    // The documents' files, replaced each run (the ids are the same every time).
    if (apiUrl) await makeDemoFiles(client, apiUrl, { user: LARGE_ACCOUNT.id, all: true, atOnce: 8 });
    const ms = performance.now() - started;
    return { ms, counts: await countRows(client, LARGE_ACCOUNT.id) };
  } finally {
    await client.end();
  }
}

async function main() {
  // The running `npm start` stack by default, like `npm run stack:status`; DB_URL or STACK_PORT_BASE move it.
  const urls = stackUrls(loadConfig());
  const dbUrl = process.env.DB_URL ?? urls.DB_URL;
  const scale = Number(process.env.SEED_LARGE_SCALE ?? 1);
  // With DB_URL alone (no stack of this checkout's to upload through), the documents are rows only.
  const apiUrl = process.env.DB_URL ? process.env.API_URL : urls.API_URL;
  const { ms, counts } = await seedLarge({ dbUrl, apiUrl, scale });
  console.log(`Seeded ${LARGE_ACCOUNT.email} / ${LARGE_ACCOUNT.password} in ${(ms / 1000).toFixed(1)} s`);
  for (const [table, n] of Object.entries(counts)) console.log(`  ${table.padEnd(26)} ${n.toLocaleString('en-US')}`);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
