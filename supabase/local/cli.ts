import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNT, loadConfig, stackUrls, type StackConfig } from './config';
import { oneLine, StackError } from './errors';
import { clearLeftovers, refuseIfRunning, runningStack, stopStackReport } from './leftovers';
import { createLogger } from './log';
import { markDemoFilesPending } from './demoDocuments';
import { applyMigrations, applySeed } from './migrations';
import { currentPostgresPlace, preparePostgresPlace, wipeData } from './place';
import { checkPorts, wantedPorts } from './portCheck';
import { startPostgres } from './postgres';
import { startStack, type RunningStack } from './stack';
import { waitFor } from './wait';

const config = loadConfig();
const log = createLogger({ quiet: config.quiet });
const USAGE = 'Usage: tsx supabase/local/cli.ts <start|stack [--fresh]|status|reset|stop [--test]>';

async function main(command: string | undefined, flags: string[]) {
  if (command !== 'start' && command !== 'stack') {
    // One line, never a trace, for the short commands too (runForeground stops the stack first).
    process.on('uncaughtException', (error) => {
      console.error(oneLine(error));
      process.exit(1);
    });
  }
  switch (command) {
    case 'start':
      return runForeground({ withApp: true, fresh: false });
    case 'stack':
      return runForeground({ withApp: false, fresh: flags.includes('--fresh') });
    case 'status':
      return printStatus(config);
    case 'reset':
      return reset(config);
    case 'stop':
      return stop(flags.includes('--test'));
    default:
      console.error(USAGE);
      process.exitCode = 2;
  }
}

async function runForeground({ withApp, fresh }: { withApp: boolean; fresh: boolean }) {
  const startedAt = performance.now();
  const children: ChildProcess[] = [];
  // The handlers below may run while the stack is still starting: they wait for it, then stop it.
  const running: { starting?: Promise<RunningStack | undefined>; started?: RunningStack } = {};
  let stopping = false;
  const shutdown = async (reason: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    log.info(`\n${reason}: stopping the local stack...`);
    for (const child of children) child.kill('SIGTERM');
    await (await running.starting)?.stop();
    process.exit(code);
  };
  // Every way this process can be asked to end stops PostgreSQL cleanly: Ctrl-C, kill, a closed terminal, a bug.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));
  process.on('uncaughtException', (error) => {
    console.error(oneLine(error));
    void shutdown('uncaught error', 1);
  });
  process.on('unhandledRejection', (error) => {
    console.error(oneLine(error));
    void shutdown('uncaught error', 1);
  });
  process.on('exit', () => {
    for (const child of children) child.kill('SIGKILL');
    for (const { child, signal } of running.started?.processes ?? []) child.kill(signal);
  });
  if (process.env.STACK_EXIT_WITH_PARENT === '1')
    watchParent(() => void shutdown('the process that started the stack exited'));

  const extraPorts = withApp ? wantedPorts(config, process.env, true).filter((p) => p.port === config.appPort) : [];
  const starting = startStack(config, log, { extraPorts, fresh });
  // A failed start has stopped what it started; main() reports why.
  running.starting = starting.catch(() => undefined);
  const stack = await starting;
  running.started = stack;
  if (stopping) return;

  const { urls } = stack;
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  if (stack.appliedMigrations.length) log.info(`Applied migrations: ${stack.appliedMigrations.join(', ')}`);
  if (stack.seeded) log.info('Seeded a new database from supabase/seed.sql');
  log.info(`Local Supabase stack ready in ${seconds}s
  API URL:      ${urls.API_URL}
  DB URL:       ${urls.DB_URL}
  Storage:      ${urls.STORAGE_URL}
  Mailbox:      ${urls.MAILBOX_URL} (SMTP ${urls.SMTP_URL.replace('smtp://', '')})
  Digests:      ${config.digests === 'on' ? 'sent every minute when due (STACK_DIGESTS=off to stop)' : config.digests === 'requests' ? 'test digests only (STACK_DIGESTS=requests)' : 'off (STACK_DIGESTS=off)'}
  Data:         ${describeData(config, stack.clusterDir)}
  anon key:     ${urls.ANON_KEY}
  service key:  ${urls.SERVICE_ROLE_KEY}`);
  const signIn = `sign in as ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`;

  if (!withApp) {
    log.info(
      `Press Ctrl-C to stop (or npm run stack:stop from another terminal).\nPoint the app at ${urls.API_URL} (npm run dev) and ${signIn}.`,
    );
    return;
  }
  const appUrl = `http://${config.host}:${config.appPort}`;
  const vite = spawn(
    process.execPath,
    [
      path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js'),
      '--host',
      config.host,
      '--port',
      String(config.appPort),
      '--strictPort',
      '--clearScreen',
      'false',
    ],
    {
      cwd: config.projectDir,
      stdio: 'inherit',
      env: { ...process.env, VITE_SUPABASE_URL: urls.API_URL, VITE_SUPABASE_ANON_KEY: urls.ANON_KEY },
    },
  );
  children.push(vite);
  stack.recorder.add('vite', vite.pid, 'vite.js');
  vite.on('exit', (code) => {
    if (!stopping) {
      log.error('vite', `exited with code ${code}`);
      void shutdown('vite exit', 1);
    }
  });
  await waitFor(
    'the app',
    async () =>
      fetch(appUrl).then(
        (res) => res.ok,
        () => false,
      ),
    60_000,
  ).catch(() => undefined);
  if (!stopping)
    log.info(`\nPress Ctrl-C to stop (or npm run stack:stop from another terminal).\nOpen ${appUrl} and ${signIn}.`);
}

/** A test stack ends with the test run that started it, even when that run was killed. */
function watchParent(onGone: () => void) {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) onGone();
  }, 1000).unref();
}

function describeData(cfg: StackConfig, clusterDir: string) {
  const dataDir = path.relative(process.cwd(), cfg.dataDir) || cfg.dataDir;
  const inside = path.resolve(clusterDir).startsWith(path.resolve(cfg.dataDir) + path.sep);
  return inside ? dataDir : `${dataDir} (PostgreSQL's files: ${clusterDir}, where the postgres user can reach them)`;
}

async function printStatus(cfg: StackConfig) {
  const urls = stackUrls(cfg);
  for (const [key, value] of Object.entries(urls)) console.log(`${key}="${value}"`);
  console.log(`DATA_DIR="${cfg.dataDir}"`);
  console.log(`DB_CLUSTER_DIR="${currentPostgresPlace(cfg).clusterDir}"`);
  const running = await fetch(`${urls.API_URL}/auth/v1/health`, { headers: { apikey: urls.ANON_KEY } })
    .then((res) => res.ok)
    .catch(() => false);
  const record = runningStack(cfg);
  console.error(
    running
      ? `# the stack is running${record ? ` (pid ${record.owner.pid}; npm run stack:stop stops it)` : ''}`
      : '# the stack is not running: start it with npm start or npm run stack',
  );
  if (process.getuid?.() === 0)
    console.error('# running as root: PostgreSQL runs as the postgres user, with its files in DB_CLUSTER_DIR');
}

async function reset(cfg: StackConfig) {
  refuseIfRunning(cfg);
  const running = await fetch(`http://${cfg.host}:${cfg.apiPort}/`)
    .then(() => true)
    .catch(() => false);
  if (running) throw new StackError('The stack is running. Stop it (Ctrl-C or npm run stack:stop) before resetting.');
  const cleanedUp = await clearLeftovers(cfg);
  if (cleanedUp) console.log(cleanedUp);
  await wipeData(cfg);
  await checkPorts(
    cfg.host,
    wantedPorts(cfg).filter((p) => p.port === cfg.dbPort),
  );
  const postgres = await startPostgres(cfg, log, await preparePostgresPlace(cfg, log));
  try {
    const applied = await applyMigrations(postgres.pool, cfg.migrationsDir);
    const seeded = await applySeed(postgres.pool, cfg.seedFile);
    // The seed's files are made by the next start, through the Storage API.
    if (seeded) await markDemoFilesPending(cfg);
    log.info(
      `Reset ${describeData(cfg, currentPostgresPlace(cfg).clusterDir)}: ${applied.length} migrations applied${seeded ? ', seed loaded' : ''}.`,
    );
  } finally {
    await postgres.stop();
  }
}

/** `stack:stop`: this checkout's stack, or with --test every test stack's folder (.supabase-test/*). */
async function stop(testStacks: boolean) {
  const folders = testStacks ? testDataDirs(config.projectDir) : [config.dataDir];
  if (testStacks && !folders.length) console.log('No test stack folders in .supabase-test.');
  for (const dataDir of folders) {
    const { line, stopped } = await stopStackReport({ ...config, dataDir });
    // STACK_QUIET (scripts/e2e.ts before each run): speak only when something was stopped.
    if (stopped || !config.quiet) console.log(line);
  }
}

function testDataDirs(projectDir: string) {
  const root = path.join(projectDir, '.supabase-test');
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(root, entry.name));
}

main(process.argv[2], process.argv.slice(3)).catch((error) => {
  console.error(oneLine(error));
  process.exit(1);
});
