/**
 * `npm run bench`: starts its own stack (ports from BENCH_PORT_BASE, default 27000; data in
 * .supabase-test/bench), loads the large seed, builds and serves the app (BENCH_APP_PORT, default
 * 27173; both below Linux's ephemeral range), then measures screens in headless Chromium, the
 * SPEC §7 queries, the JavaScript shipped and a load run. Prints one table with each target and
 * writes bench/results/latest.json.
 * `--quick`: fewer query runs and a short load run, for development. `--throttle=`, `--screens=` and
 * `--only=` limit a run (bench/options.ts); the throttled presets are in bench/throttle.ts.
 * `--scale=N`: the large account at 1× and N×, each read's, the seed's and the transfers' figures
 * side by side with their ratios (bench/scaleChecks.ts); results in bench/results/scale.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, format } from 'date-fns';
import { Client } from 'pg';
import { LARGE_ACCOUNT, seedLarge } from '../scripts/seedLarge';
import { BENCH_DIST, buildApp, measureBundles } from './bundle';
import { measureDataTransfer } from './dataTransfer';
import { accountantPackageCheck, measureAccountantPackage } from './accountantPackage';
import { measureUpload, uploadCheck } from './documentUpload';
import { measureRentCatchUp, rentCatchUpCheck } from './rentCharges';
import { FLOOR, hostChecks, jsChecks, kb, loadCheck, screenChecks, throttledChecks, throttledTable } from './checks';
import { hostWorkloadMs } from './host';
import { listPaths, runLoad, type LoadResult } from './load';
import { describeOptions, parseOptions, UsageError } from './options';
import { measureQueries, type QueryIds, type QueryResult } from './queries';
import { printReport, type Check } from './report';
import { measureAtScale } from './scale';
import { compareRuns } from './scaleChecks';
import { measureScreens, type ScreenResult, type ScreenSpec } from './screens';
import { measureThrottled, pickScreens, type ThrottledScreen } from './throttle';
import { precompress, serveStatic } from './serve';
import { ROOT, startBenchStack } from './stack';

const options = (() => {
  try {
    return parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
})();
const quick = options.quick;
const portBase = Number(process.env.BENCH_PORT_BASE ?? 27000);
const appPort = Number(process.env.BENCH_APP_PORT ?? 27173);
const dataDir = process.env.BENCH_DATA_DIR ?? '.supabase-test/bench';

async function pickIds(dbUrl: string): Promise<QueryIds> {
  const pg = new Client({ connectionString: dbUrl });
  await pg.connect();
  try {
    const one = async (sql: string) => (await pg.query<{ id: string }>(sql, [LARGE_ACCOUNT.id])).rows[0].id;
    return {
      userId: LARGE_ACCOUNT.id,
      // A task with an edit and a completion in its log (the seed's first such, by its number: the
      // same task at every scale); the first property and vendor by name; a unit with many notes.
      taskId: await one(
        `select a.task_id as id from public.activities a join public.tasks t on t.id = a.task_id where a.user_id = $1
         group by a.task_id, t.title order by count(*) desc, substring(t.title from '#(\\d+)$')::int limit 1`,
      ),
      propertyId: await one(`select id from public.properties where user_id = $1 order by name limit 1`),
      vendorId: await one(
        `select id from public.vendors where user_id = $1 and category = 'Water' order by name limit 1`,
      ),
      unitId: await one(
        `select unit_id as id from public.unit_notes where user_id = $1 group by unit_id order by count(*) desc, unit_id limit 1`,
      ),
      // The earliest tenancy of the first property by name: in the seed, one with two years of rent.
      tenancyId: await one(
        `select t.id from public.tenancies t join public.units u on u.id = t.unit_id join public.properties p on p.id = u.property_id
         where t.user_id = $1 order by p.name, u.unit_label, t.start_on limit 1`,
      ),
    };
  } finally {
    await pg.end();
  }
}

function screensFor(ids: QueryIds): ScreenSpec[] {
  return [
    { name: 'Dashboard', path: '/' },
    // The first rows show before the grid's code has loaded (src/components/data-grid/DeferredDataGrid.tsx).
    { name: 'Tasks', path: '/tasks', ready: '.MuiDataGrid-row, [data-first-rows] [role=cell]' },
    { name: 'Expenses', path: '/expenses', ready: '.MuiDataGrid-row, [data-first-rows] [role=cell]' },
    {
      name: 'Schedule E',
      path: `/expenses/summary?year=${new Date().getFullYear()}`,
      ready: 'main table tbody tr',
    },
    { name: 'Profit', path: `/profit?year=${new Date().getFullYear()}`, ready: 'main table tbody tr' },
    { name: 'Task detail', path: `/tasks/${ids.taskId}` },
    { name: 'Properties', path: '/properties', ready: 'main a[href^="/properties/"]' },
    { name: 'Property detail', path: `/properties/${ids.propertyId}` },
    { name: 'Vendors', path: '/vendors', ready: 'main a[href^="/vendors/"]' },
    { name: 'Vendor detail', path: `/vendors/${ids.vendorId}` },
    { name: 'Property managers', path: '/property-managers', ready: 'main a[href^="mailto:"]' },
    { name: 'Bulk notes', path: '/notes/bulk' },
    { name: 'Notes history', path: `/notes/unit/${ids.unitId}` },
    { name: 'Rent planner', path: '/rent-planner' },
    { name: 'Upcoming increases', path: '/rent/increases/upcoming?range=90d', ready: 'main table tbody tr' },
    { name: 'Rent roll', path: '/rent-roll', ready: '.MuiDataGrid-row, [data-first-rows] [role=cell]' },
    { name: 'Tenancy', path: `/tenancies/${ids.tenancyId}` },
    {
      name: 'Owner statement',
      path: `/properties/${ids.propertyId}/statements/${new Date().getFullYear()}`,
      ready: 'main table tbody tr',
    },
    { name: 'Depreciation schedule', path: `/properties/${ids.propertyId}/depreciation`, ready: 'main table tbody tr' },
    { name: 'Settings', path: '/settings' },
    { name: 'Calculator', path: '/property-calculator' },
  ];
}

/** A throttled screen's log line ends with how long its main thread waited for a core, load by load. */
const waited = (r: ThrottledScreen) =>
  r.mainThreadWaitMs.some((ms) => ms !== null)
    ? `; main thread waited for a core ${r.mainThreadWaitMs.map((ms) => (ms === null ? '?' : ms)).join(' / ')} ms`
    : '';

async function main() {
  const started = performance.now();
  const log = (line: string) =>
    console.log(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(3)}s] ${line}`);
  log(
    `starting a stack on ${portBase + 1} (data ${dataDir})${quick ? ', quick run' : ''}; ${describeOptions(options)}`,
  );
  const stack = await startBenchStack(portBase, dataDir);
  const stopAll: Array<() => Promise<void>> = [() => stack.stop()];
  try {
    if (options.scale) {
      const measure = (scale: number) => measureAtScale({ ...stack, scale, runs: quick ? 15 : 30, pickIds, log });
      const one = await measure(1);
      const many = await measure(options.scale);
      printReport(compareRuns(one, many));
      writeResults('scale.json', { at: new Date().toISOString(), quick, argv: process.argv.slice(2), one, many });
      return;
    }
    const idleMemory = stack.memory();
    log('large seed');
    const seed = await seedLarge({ dbUrl: stack.dbUrl, apiUrl: stack.apiUrl });
    const ids = await pickIds(stack.dbUrl);
    const allScreens = screensFor(ids);
    const chosen = pickScreens(allScreens, options.screens);
    if (chosen.length === 0)
      throw new UsageError(`--screens=${options.screens} matches none of: ${allScreens.map((s) => s.name).join(', ')}`);

    log('production build');
    const bundles = measureBundles(buildApp(stack.apiUrl, stack.anonKey));
    // As a static host serves it: precompressed, hashed assets cached for a year.
    precompress(BENCH_DIST);
    const app = await serveStatic(BENCH_DIST, appPort);
    stopAll.push(() => app.close());

    let screens: ScreenResult[] = [];
    if (options.groups.has('screens')) {
      log('screens in headless Chromium');
      // The calculator reads no data: the floor every other figure is divided by, from this same run.
      const withFloor = chosen.some((s) => s.name === FLOOR)
        ? chosen
        : [...chosen, allScreens.find((s) => s.name === FLOOR)!];
      screens = await measureScreens({
        appUrl: app.url,
        email: LARGE_ACCOUNT.email,
        password: LARGE_ACCOUNT.password,
        screens: withFloor,
        coldRuns: quick ? 1 : 3,
      });
    }

    let throttled: ThrottledScreen[] = [];
    let workloadMs: { before: number; after: number } | null = null;
    if (options.groups.has('throttle') && options.presets.length > 0) {
      log(`throttled screens (${options.presets.map((p) => p.name).join(', ')}), ${quick ? 1 : 3} cold loads each`);
      const before = hostWorkloadMs();
      throttled = await measureThrottled({
        appUrl: app.url,
        email: LARGE_ACCOUNT.email,
        password: LARGE_ACCOUNT.password,
        screens: chosen,
        presets: options.presets,
        signIn: !options.screens,
        coldRuns: quick ? 1 : 3,
        onScreen: (r) =>
          log(
            `  ${r.preset} ${r.name}: ${r.readyMs < 0 ? 'never' : `${Math.round(r.readyMs)} ms`}, wire ${kb(r.wireBytes)}, API JSON ${kb(r.apiJsonBytes)}${r.unfinished.length ? `; a load gave up waiting for ${r.unfinished.join(', ')}` : ''}${r.rerun.length ? `; one load measured again, it had stalled on ${r.rerun.join(', ')}` : ''}${waited(r)}`,
          ),
      });
      workloadMs = { before, after: hostWorkloadMs() };
    }

    let queries: QueryResult[] = [];
    let wholeAccount: Check[] = [];
    if (options.groups.has('queries')) {
      log('queries through supabase-js');
      queries = await measureQueries({
        ...stack,
        email: LARGE_ACCOUNT.email,
        password: LARGE_ACCOUNT.password,
        ids,
        runs: quick ? 15 : 50,
      });
      log("rent: the month's charges for the whole account");
      wholeAccount = [rentCatchUpCheck(await measureRentCatchUp(stack.dbUrl))];
      log("the accountant's package of the large account's year");
      wholeAccount.push(
        accountantPackageCheck(
          await measureAccountantPackage({ ...stack, email: LARGE_ACCOUNT.email, password: LARGE_ACCOUNT.password }),
        ),
      );
      log('a 5 MB document uploaded');
      wholeAccount.push(
        uploadCheck(await measureUpload({ ...stack, email: LARGE_ACCOUNT.email, password: LARGE_ACCOUNT.password })),
      );
    }

    let load: LoadResult | null = null;
    if (options.groups.has('load')) {
      log('load run');
      const token = await fetch(`${stack.apiUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: LARGE_ACCOUNT.email, password: LARGE_ACCOUNT.password }),
      }).then((r) => r.json() as Promise<{ access_token: string }>);
      const today = format(new Date(), 'yyyy-MM-dd');
      load = await runLoad({
        apiUrl: stack.apiUrl,
        anonKey: stack.anonKey,
        token: token.access_token,
        paths: listPaths(today, format(addDays(new Date(), 90), 'yyyy-MM-dd')),
        connections: 50,
        seconds: quick ? 5 : 20,
      });
    }
    const loadedMemory = stack.memory();

    // After the load run: it adds a 2,000-unit account and a copy of the large one.
    let transfer: Check[] = [];
    if (options.groups.has('transfer')) {
      log('data transfer');
      transfer = await measureDataTransfer({
        apiUrl: stack.apiUrl,
        anonKey: stack.anonKey,
        serviceKey: stack.serviceKey,
        appUrl: app.url,
      });
    }

    const checks: Check[] = [
      {
        group: 'stack',
        name: 'start-up (new data folder, migrations, demo seed)',
        value: `${(stack.startupMs / 1000).toFixed(1)} s`,
      },
      {
        group: 'stack',
        name: 'memory idle (PSS: Node, PostgreSQL, PostgREST)',
        value: `${(idleMemory.totalBytes / 1e6).toFixed(0)} MB`,
      },
      {
        group: 'stack',
        name: `memory after the ${load ? 'load run' : 'run'}`,
        value: `${(loadedMemory.totalBytes / 1e6).toFixed(0)} MB`,
      },
      {
        group: 'seed',
        name: 'seed:large',
        value: `${(seed.ms / 1000).toFixed(1)} s`,
        target: '< 60 s',
        pass: seed.ms < 60_000,
      },
      ...screenChecks(screens),
      ...throttledChecks(throttled, options.presets),
      ...hostChecks(throttled, workloadMs),
      ...(options.groups.has('js') ? jsChecks(bundles) : []),
      ...queries.map((q): Check => ({
        group: 'query',
        name: `${q.name} (${q.rows} rows)`,
        value: `p50 ${q.p50.toFixed(1)} / p95 ${q.p95.toFixed(1)} ms${q.explained ? `; idx: ${q.indexes.join(', ') || 'none'}${q.seqScans.length ? `; seq: ${q.seqScans.join(', ')}` : ''}` : ''}`,
        target: 'p95 < 50 ms',
        pass: q.p95 < 50,
      })),
      ...wholeAccount,
      ...(load ? [loadCheck(load)] : []),
      ...transfer,
    ];
    printReport(checks);
    if (throttled.length)
      console.log(
        `\nThrottled, cold, ${quick ? 'one load' : 'median of three'} (Markdown, for README):\n\n${throttledTable(throttled, options.presets)}`,
      );

    writeResults('latest.json', {
      at: new Date().toISOString(),
      quick,
      argv: process.argv.slice(2),
      cpus: (await import('node:os')).cpus().length,
      host: { workloadMs },
      stack: { startupMs: stack.startupMs, idleMemory, loadedMemory },
      seed,
      ids,
      screens,
      throttled,
      queries,
      bundles,
      load,
      transfer,
      checks,
    });
  } finally {
    for (const stop of stopAll.reverse()) await stop().catch(() => undefined);
  }
}

function writeResults(name: string, results: unknown) {
  const outDir = path.join(ROOT, 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, name), JSON.stringify(results, null, 2));
  console.log(`wrote ${path.relative(ROOT, path.join(outDir, name))}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
