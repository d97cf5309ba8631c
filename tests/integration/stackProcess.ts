import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { readRecord } from '../../supabase/local/record';

const ROOT = path.resolve(__dirname, '..', '..');

export interface StackProcess {
  /** The stack's own Node process (`node --import tsx`, no wrapper in between). */
  child: ChildProcess;
  apiUrl: string;
  mailboxUrl: string;
  dbUrl: string;
  /** Milliseconds from spawn until the gateway answered. */
  startupMs: number;
  /** Everything it printed so far. */
  output(): string;
  stop(): Promise<number | null>;
}

export interface StackProcessOptions {
  portBase: number;
  dataDir: string;
  migrationsDir?: string;
  /** Start from an empty data folder (`stack --fresh`: a killed earlier run's processes are stopped first). */
  wipe?: boolean;
  env?: Record<string, string>;
  /** The checkout to run in; this one by default. */
  cwd?: string;
}

const running = new Set<ChildProcess>();

/** Stops every stack this test file started, even one whose start timed out. */
export async function stopAllStacks(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}

/** The environment of a test stack: quiet, no digest sender, ends with the test run even if that is killed. */
export function stackEnv({ portBase, dataDir, migrationsDir, env = {} }: StackProcessOptions): NodeJS.ProcessEnv {
  return {
    ...process.env,
    STACK_PORT_BASE: String(portBase),
    // What a port-taken message tells the person to change.
    STACK_PORT_VARIABLE: 'INTEGRATION_PORT_BASE',
    STACK_DATA_DIR: dataDir,
    STACK_QUIET: '1',
    STACK_EXIT_WITH_PARENT: '1',
    // No digest sender unless a test asks for one (globalSetup: test digests only).
    STACK_DIGESTS: 'off',
    // Edge Functions' npm packages: one cache for every wiped test stack.
    STACK_DENO_DIR: '.supabase-test/deno',
    ...(migrationsDir ? { STACK_MIGRATIONS_DIR: migrationsDir } : {}),
    ...env,
  };
}

export function cliArgs(command: string, ...flags: string[]) {
  return ['--import', 'tsx', 'supabase/local/cli.ts', command, ...flags];
}

/** Runs a stack command (status, stop, a start that must fail) to its end: exit code and all it printed. */
export function runStackCommand(
  options: StackProcessOptions,
  command: string,
  ...flags: string[]
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, cliArgs(command, ...flags), {
      cwd: options.cwd ?? ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: stackEnv(options),
    });
    running.add(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => {
      running.delete(child);
      resolve({ code, output });
    });
  });
}

/** Runs `npm run stack` as a real child process on its own ports and data folder. */
export async function startStackProcess(options: StackProcessOptions): Promise<StackProcess> {
  const { portBase, wipe = false, cwd = ROOT } = options;
  const started = Date.now();
  const child = spawn(process.execPath, cliArgs('stack', ...(wipe ? ['--fresh'] : [])), {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: stackEnv(options),
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
    // The gateway answering must be this stack's: with --fresh an earlier one on the folder answers until stopped.
    const ours = readRecord(path.resolve(cwd, options.dataDir))?.owner.pid === child.pid;
    const ok =
      ours &&
      (await fetch(`${apiUrl}/`)
        .then((r) => r.ok)
        .catch(() => false));
    if (ok) break;
    if (Date.now() > deadline) {
      // SIGTERM: it stops what it started so far.
      child.kill('SIGTERM');
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
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
