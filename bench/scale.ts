/** `npm run bench -- --scale=N`: one scale's figures, as bench/scaleChecks.ts compares them. */
import { LARGE_ACCOUNT, seedLarge } from '../scripts/seedLarge';
import { measureAccountTransfer, measureCsvIntoLarge } from './dataTransfer';
import { measureQueries, type QueryIds } from './queries';
import type { ScaleRun } from './scaleChecks';

/** Seeds the large account at `scale` and measures everything compareRuns compares. */
export async function measureAtScale(opts: {
  scale: number;
  apiUrl: string;
  anonKey: string;
  serviceKey: string;
  dbUrl: string;
  runs: number;
  pickIds: (dbUrl: string) => Promise<QueryIds>;
  log: (line: string) => void;
}): Promise<ScaleRun> {
  opts.log(`large seed at ${opts.scale}×`);
  const seed = await seedLarge({ dbUrl: opts.dbUrl, apiUrl: opts.apiUrl, scale: opts.scale });
  opts.log(
    `  seeded in ${(seed.ms / 1000).toFixed(1)} s: ${seed.counts.tasks} tasks, ${seed.counts.payments} payments`,
  );
  opts.log('  queries');
  const queries = await measureQueries({
    ...opts,
    email: LARGE_ACCOUNT.email,
    password: LARGE_ACCOUNT.password,
    ids: await opts.pickIds(opts.dbUrl),
    runs: opts.runs,
  });
  // The export after the CSV import: both accounts grow alike by its 200 properties.
  opts.log('  a 2,000-row CSV into the account');
  const [previewMs, importMs] = await measureCsvIntoLarge(opts);
  opts.log('  whole-account export and import');
  const account = await measureAccountTransfer(opts);
  return { scale: opts.scale, seedMs: seed.ms, queries, csv: { previewMs, importMs }, account };
}
