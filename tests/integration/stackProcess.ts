import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

export interface StackProcess {
  child: ChildProcess;
  apiUrl: string;
  mailboxUrl: string;
  dbUrl: string;
  /** Milliseconds from spawn until the gateway answered. */
  startupMs: number;
  stop(): Promise<number | null>;
}

export interface StackProcessOptions {
  portBase: number;
  dataDir: string;
  migrationsDir?: string;
  wipe?: boolean;
  env?: Record<string, string>;
}

const running = new Set<ChildProcess>();

/** Stops every stack this test file started, even one whose start timed out. */
export async function stopAllStacks(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}

/** Runs `npm run stack` as a real child process on its own ports and data folder. */
export async function startStackProcess({ portBase, dataDir, migrationsDir, wipe = false, env = {} }: StackProcessOptions): Promise<StackProcess> {
  if (wipe) await rm(path.resolve(ROOT, dataDir), { recursive: true, force: true });
  const started = Date.now();
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), 'supabase/local/cli.ts', 'stack'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      STACK_PORT_BASE: String(portBase),
      STACK_DATA_DIR: dataDir,
      STACK_QUIET: '1',
      // No digest sender unless a test asks for one (globalSetup: test digests only).
      STACK_DIGESTS: 'off',
      // Edge Functions' npm packages: one cache for every wiped test stack.
      STACK_DENO_DIR: '.supabase-test/deno',
      ...(migrationsDir ? { STACK_MIGRATIONS_DIR: migrationsDir } : {}),
      ...env,
    },
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const apiUrl = `http://127.0.0.1:${portBase + 1}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The stack exited (${child.exitCode}):\n${output}`);
    const ok = await fetch(`${apiUrl}/`).then((r) => r.ok).catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The stack did not answer within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    apiUrl,
    mailboxUrl: `http://127.0.0.1:${portBase + 4}`,
    dbUrl: `postgresql://postgres:postgres@127.0.0.1:${portBase + 2}/postgres`,
    startupMs: Date.now() - started,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
