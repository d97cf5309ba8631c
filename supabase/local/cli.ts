import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_ACCOUNT, loadConfig, stackUrls, type StackConfig } from './config';
import { createLogger } from './log';
import { applyMigrations, applySeed } from './migrations';
import { startPostgres } from './postgres';
import { startStack } from './stack';

const config = loadConfig();
const log = createLogger({ quiet: config.quiet });

async function main(command: string | undefined) {
  switch (command) {
    case 'start':
      return runForeground({ withApp: true });
    case 'stack':
      return runForeground({ withApp: false });
    case 'status':
      return printStatus(config);
    case 'reset':
      return reset(config);
    default:
      console.error('Usage: tsx supabase/local/cli.ts <start|stack|status|reset>');
      process.exitCode = 2;
  }
}

async function runForeground({ withApp }: { withApp: boolean }) {
  const startedAt = performance.now();
  const stack = await startStack(config, log);
  const children: ChildProcess[] = [];
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`\n${signal}: stopping the local stack...`);
    for (const child of children) child.kill('SIGTERM');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('exit', () => [...children, ...stack.processes].forEach((child) => child.kill('SIGKILL')));

  const { urls } = stack;
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  if (stack.appliedMigrations.length) log.info(`Applied migrations: ${stack.appliedMigrations.join(', ')}`);
  if (stack.seeded) log.info('Seeded a new database from supabase/seed.sql');
  log.info(`Local Supabase stack ready in ${seconds}s
  API URL:      ${urls.API_URL}
  DB URL:       ${urls.DB_URL}
  Mailbox:      ${urls.MAILBOX_URL} (SMTP ${urls.SMTP_URL.replace('smtp://', '')})
  Digests:      ${config.digests === 'on' ? 'sent every minute when due (STACK_DIGESTS=off to stop)' : config.digests === 'requests' ? 'test digests only (STACK_DIGESTS=requests)' : 'off (STACK_DIGESTS=off)'}
  anon key:     ${urls.ANON_KEY}
  service key:  ${urls.SERVICE_ROLE_KEY}
  Demo account: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);

  if (withApp) {
    const vite = spawn(
      process.execPath,
      [path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js'), '--host', config.host, '--port', String(config.appPort), '--strictPort'],
      {
        cwd: config.projectDir,
        stdio: 'inherit',
        env: { ...process.env, VITE_SUPABASE_URL: urls.API_URL, VITE_SUPABASE_ANON_KEY: urls.ANON_KEY },
      },
    );
    children.push(vite);
    vite.on('exit', (code) => {
      if (!stopping) {
        log.error('vite', `exited with code ${code}`);
        void shutdown('vite exit');
      }
    });
    log.info(`  App:          http://${config.host}:${config.appPort}\nPress Ctrl-C to stop.`);
  }
}

async function printStatus(cfg: StackConfig) {
  const urls = stackUrls(cfg);
  for (const [key, value] of Object.entries(urls)) console.log(`${key}="${value}"`);
  const running = await fetch(`${urls.API_URL}/auth/v1/health`, { headers: { apikey: urls.ANON_KEY } })
    .then((res) => res.ok)
    .catch(() => false);
  console.error(running ? '# the stack is running' : '# the stack is not running: start it with npm start or npm run stack');
}

async function reset(cfg: StackConfig) {
  const running = await fetch(`http://${cfg.host}:${cfg.apiPort}/`).then(() => true).catch(() => false);
  if (running) {
    console.error('The stack is running. Stop it (Ctrl-C) before resetting.');
    process.exitCode = 1;
    return;
  }
  await rm(cfg.dataDir, { recursive: true, force: true });
  const postgres = await startPostgres(cfg, log);
  try {
    const applied = await applyMigrations(postgres.pool, cfg.migrationsDir);
    const seeded = await applySeed(postgres.pool, cfg.seedFile);
    log.info(`Reset ${path.relative(process.cwd(), cfg.dataDir)}: ${applied.length} migrations applied${seeded ? ', seed loaded' : ''}.`);
  } finally {
    await postgres.stop();
  }
}

main(process.argv[2]).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
