/**
 * `npm run bench`: starts its own stack (ports from BENCH_PORT_BASE, default 60000; data in
 * .supabase-test/bench), loads the large seed, builds and serves the app (BENCH_APP_PORT, default
 * 60173), then measures screens in headless Chromium, the SPEC §7 queries, the JavaScript shipped
 * and a load run. Prints one table with each target and writes bench/results/latest.json.
 * `--quick`: fewer query runs and a short load run, for development.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, format } from 'date-fns';
import { Client } from 'pg';
import { LARGE_ACCOUNT, seedLarge } from '../scripts/seedLarge';
import { BENCH_DIST, buildApp, measureBundles } from './bundle';
import { measureDataTransfer } from './dataTransfer';
import { listPaths, runLoad } from './load';
import { measureQueries, type QueryIds } from './queries';
import { printReport, type Check } from './report';
import { measureScreens, type ScreenSpec } from './screens';
import { precompress, serveStatic } from './serve';
import { ROOT, startBenchStack } from './stack';

const quick = process.argv.includes('--quick');
const portBase = Number(process.env.BENCH_PORT_BASE ?? 60000);
const appPort = Number(process.env.BENCH_APP_PORT ?? 60173);
const dataDir = process.env.BENCH_DATA_DIR ?? '.supabase-test/bench';

const KB = 1000;

async function pickIds(dbUrl: string): Promise<QueryIds> {
  const pg = new Client({ connectionString: dbUrl });
  await pg.connect();
  try {
    const one = async (sql: string) => (await pg.query<{ id: string }>(sql, [LARGE_ACCOUNT.id])).rows[0].id;
    return {
      userId: LARGE_ACCOUNT.id,
      // A task with an edit and a completion in its log; the first property and vendor by name; a unit with many notes.
      taskId: await one(`select task_id as id from public.activities where user_id = $1 group by task_id order by count(*) desc, task_id limit 1`),
      propertyId: await one(`select id from public.properties where user_id = $1 order by name limit 1`),
      vendorId: await one(`select id from public.vendors where user_id = $1 and category = 'Water' order by name limit 1`),
      unitId: await one(`select unit_id as id from public.unit_notes where user_id = $1 group by unit_id order by count(*) desc, unit_id limit 1`),
    };
  } finally {
    await pg.end();
  }
}

function screensFor(ids: QueryIds): ScreenSpec[] {
  return [
    { name: 'Dashboard', path: '/' },
    { name: 'Tasks', path: '/tasks', ready: '.MuiDataGrid-row' },
    { name: 'Expenses', path: '/expenses', ready: '.MuiDataGrid-row' },
    { name: 'Tax-year summary', path: `/expenses/summary?year=${new Date().getFullYear()}`, ready: 'main table tbody tr' },
    { name: 'Task detail', path: `/tasks/${ids.taskId}` },
    { name: 'Properties', path: '/properties', ready: 'main a[href^="/properties/"]' },
    { name: 'Property detail', path: `/properties/${ids.propertyId}` },
    { name: 'Vendors', path: '/vendors', ready: 'main a[href^="/vendors/"]' },
    { name: 'Vendor detail', path: `/vendors/${ids.vendorId}` },
    { name: 'Property managers', path: '/property-managers', ready: 'main a[href^="mailto:"]' },
    { name: 'Bulk notes', path: '/notes/bulk' },
    { name: 'Notes history', path: `/notes/unit/${ids.unitId}` },
    { name: 'Rent planner', path: '/rent-planner' },
    { name: 'Upcoming increases', path: '/rent/increases/upcoming?range=90d' },
    { name: 'Settings', path: '/settings' },
    { name: 'Calculator', path: '/property-calculator' },
  ];
}

async function main() {
  const started = performance.now();
  const log = (line: string) => console.log(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(3)}s] ${line}`);
  log(`starting a stack on ${portBase + 1} (data ${dataDir})${quick ? ', quick run' : ''}`);
  const stack = await startBenchStack(portBase, dataDir);
  const stopAll: Array<() => Promise<void>> = [() => stack.stop()];
  try {
    const idleMemory = stack.memory();
    log('large seed');
    const seed = await seedLarge({ dbUrl: stack.dbUrl });
    const ids = await pickIds(stack.dbUrl);

    log('production build');
    const bundles = measureBundles(buildApp(stack.apiUrl, stack.anonKey));
    // As a static host serves it: precompressed, hashed assets cached for a year.
    precompress(BENCH_DIST);
    const app = await serveStatic(BENCH_DIST, appPort);
    stopAll.push(() => app.close());

    log('screens in headless Chromium');
    const screens = await measureScreens({ appUrl: app.url, email: LARGE_ACCOUNT.email, password: LARGE_ACCOUNT.password, screens: screensFor(ids), coldRuns: quick ? 1 : 3 });

    log('queries through supabase-js');
    const queries = await measureQueries({ ...stack, email: LARGE_ACCOUNT.email, password: LARGE_ACCOUNT.password, ids, runs: quick ? 15 : 50 });

    log('load run');
    const token = await fetch(`${stack.apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: LARGE_ACCOUNT.email, password: LARGE_ACCOUNT.password }),
    }).then((r) => r.json() as Promise<{ access_token: string }>);
    const today = format(new Date(), 'yyyy-MM-dd');
    const load = await runLoad({
      apiUrl: stack.apiUrl,
      anonKey: stack.anonKey,
      token: token.access_token,
      paths: listPaths(today, format(addDays(new Date(), 90), 'yyyy-MM-dd')),
      connections: 50,
      seconds: quick ? 5 : 20,
    });
    const loadedMemory = stack.memory();

    // After the load run: it adds a 2,000-unit account and a copy of the large one.
    log('data transfer');
    const transfer = await measureDataTransfer({ apiUrl: stack.apiUrl, anonKey: stack.anonKey, serviceKey: stack.serviceKey, appUrl: app.url });

    const checks: Check[] = [
      { group: 'stack', name: 'start-up (new data folder, migrations, demo seed)', value: `${(stack.startupMs / 1000).toFixed(1)} s` },
      { group: 'stack', name: 'memory idle (PSS: Node, PostgreSQL, PostgREST)', value: `${(idleMemory.totalBytes / 1e6).toFixed(0)} MB` },
      { group: 'stack', name: 'memory after the load run', value: `${(loadedMemory.totalBytes / 1e6).toFixed(0)} MB` },
      { group: 'seed', name: 'seed:large', value: `${(seed.ms / 1000).toFixed(1)} s`, target: '< 60 s', pass: seed.ms < 60_000 },
      ...screens.flatMap((s): Check[] => [
        {
          group: 'screen',
          name: `${s.name} data visible${s.coldReadyMs.length > 1 ? `, median of ${s.coldReadyMs.length} cold loads` : ', cold'}`,
          value: s.readyMs < 0 ? 'never' : `${Math.round(s.readyMs)} ms${s.coldReadyMs.length > 1 ? ` (${s.coldReadyMs.map(Math.round).join(', ')})` : ''}`,
          target: '<= 1000 ms',
          pass: s.readyMs >= 0 && s.readyMs <= 1000,
        },
        {
          group: 'screen',
          name: `${s.name} API requests, depth of its reads`,
          value: `${s.requests} req, depth ${s.depth} (on the wire ${s.wireDepth}), ${(s.bytes / KB).toFixed(0)} KB`,
          target: 'depth <= 1',
          pass: s.depth <= 1,
        },
        // Issue 20: the expenses grid reads one page, not the ledger.
        ...(s.name === 'Expenses'
          ? [{ group: 'screen', name: 'Expenses API JSON (first page, totals, filter options)', value: `${(s.bytes / KB).toFixed(0)} KB`, target: '<= 150 KB', pass: s.bytes <= 150 * KB }]
          : []),
        { group: 'screen', name: `${s.name} return visit`, value: `${s.returnRequests} req, ${Math.round(s.returnReadyMs)} ms`, target: '0 requests', pass: s.returnRequests === 0 },
      ]),
      { group: 'js', name: 'sign-in screen (entry + static imports, gzip)', value: `${(bundles.entryGzip / KB).toFixed(0)} KB`, target: '< 200 KB', pass: bundles.entryGzip < 200 * KB },
      ...bundles.routes.map((r): Check => ({
        group: 'js',
        name: `route ${r.route} chunks (gzip)`,
        value: `${(r.gzip / KB).toFixed(0)} KB`,
        target: '< 400 KB',
        pass: r.gzip < 400 * KB,
      })),
      ...queries.map((q): Check => ({
        group: 'query',
        name: `${q.name} (${q.rows} rows)`,
        value: `p50 ${q.p50.toFixed(1)} / p95 ${q.p95.toFixed(1)} ms; idx: ${q.indexes.join(', ') || 'none'}${q.seqScans.length ? `; seq: ${q.seqScans.join(', ')}` : ''}`,
        target: 'p95 < 50 ms',
        pass: q.p95 < 50,
      })),
      {
        group: 'load',
        name: `${load.connections} connections x ${load.seconds} s on ${load.paths.length} list reads`,
        value: `${load.rps.toFixed(0)} req/s, p99 ${load.p99} ms, ${load.errors + load.non2xx + load.timeouts} errors`,
        target: '0 errors',
        pass: load.errors + load.non2xx + load.timeouts === 0 && load.requests > 0,
      },
      ...transfer,
    ];
    printReport(checks);

    const outDir = path.join(ROOT, 'bench', 'results');
    mkdirSync(outDir, { recursive: true });
    const file = path.join(outDir, 'latest.json');
    writeFileSync(
      file,
      JSON.stringify(
        { at: new Date().toISOString(), quick, cpus: (await import('node:os')).cpus().length, stack: { startupMs: stack.startupMs, idleMemory, loadedMemory }, seed, ids, screens, queries, bundles, load, transfer, checks },
        null,
        2,
      ),
    );
    log(`wrote ${path.relative(ROOT, file)}`);
  } finally {
    for (const stop of stopAll.reverse()) await stop().catch(() => undefined);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
