import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../supabase/local/config';
import { readRecord } from '../supabase/local/record';

export const ROOT = path.resolve(__dirname, '..');

export interface BenchStack {
  apiUrl: string;
  dbUrl: string;
  anonKey: string;
  serviceKey: string;
  /** Milliseconds from spawning `npm run stack` on a new data folder until the gateway answers. */
  startupMs: number;
  /** Proportional resident memory (PSS) of the stack's process tree (Node, PostgreSQL, PostgREST), in bytes. */
  memory(): { totalBytes: number; processes: Array<{ pid: number; name: string; rssBytes: number }> };
  stop(): Promise<void>;
}

/** Starts the local stack as a child process on its own ports and a wiped data folder (`stack --fresh`). */
export async function startBenchStack(portBase: number, dataDir: string): Promise<BenchStack> {
  const started = performance.now();
  // One Node process (no tsx wrapper): the memory measured is the stack's own.
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'supabase/local/cli.ts', 'stack', '--fresh'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        STACK_PORT_BASE: String(portBase),
        // A taken port names the variable the bench reads.
        STACK_PORT_VARIABLE: 'BENCH_PORT_BASE',
        STACK_DATA_DIR: dataDir,
        STACK_QUIET: '1',
        // A bench run killed half-way takes its stack with it.
        STACK_EXIT_WITH_PARENT: '1',
        // The load runs sign in and refresh far past the project's auth limits.
        STACK_AUTH_CONFIG: 'tests/auth-limits.toml',
      },
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // SIGTERM: the stack stops PostgreSQL and PostgREST itself.
  process.once('exit', () => child.kill('SIGTERM'));

  const apiUrl = `http://127.0.0.1:${portBase + 1}`;
  for (const deadline = Date.now() + 90_000; ;) {
    if (child.exitCode !== null) throw startFailed(`The bench stack could not start: ${output.trim()}`);
    // This stack's gateway, not an earlier run's that --fresh is still stopping.
    const ours = readRecord(path.resolve(ROOT, dataDir))?.owner.pid === child.pid;
    if (
      ours &&
      (await fetch(`${apiUrl}/`).then(
        (r) => r.ok,
        () => false,
      ))
    )
      break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The bench stack did not answer within 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const startupMs = performance.now() - started;
  return {
    apiUrl,
    dbUrl: `postgresql://postgres:postgres@127.0.0.1:${portBase + 2}/postgres`,
    anonKey: ANON_KEY,
    serviceKey: SERVICE_ROLE_KEY,
    startupMs,
    memory: () => treeMemory(child.pid!),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The stack already said why in one sentence (a taken port, ...): that is the whole message, no trace. */
function startFailed(message: string) {
  const error = new Error(message);
  error.stack = message;
  return error;
}

/** Sums proportional resident memory (PSS) over a process and all its descendants, read from /proc (Linux). */
export function treeMemory(rootPid: number) {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Field 4 (ppid) follows the command name, which may contain spaces inside its parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // The process ended while we looked.
    }
  }
  const tree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  const processes = [...tree].flatMap((pid) => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const name = /^Name:\s+(.*)$/m.exec(status)?.[1] ?? '?';
      // PSS splits PostgreSQL's shared buffers among its backends instead of counting them once per process.
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      const rssKb = Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? /^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      return [{ pid, name, rssBytes: rssKb * 1024 }];
    } catch {
      return [];
    }
  });
  return { totalBytes: processes.reduce((sum, p) => sum + p.rssBytes, 0), processes };
}
