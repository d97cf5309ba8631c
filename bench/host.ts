import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * How much of the host a throttled load got.
 *
 * DevTools' CPU throttling (Chromium's ThreadCPUThrottler) slows the renderer's main thread by
 * interrupting it every 0.2 ms and spinning, in the signal handler, for three times as long as the
 * thread ran since the last interruption, by the wall clock. So under the phone preset the main
 * thread keeps a core busy for the whole load, idle or not (1.9 of a 2.3 s load in `/proc`), and
 * every other thread (Chromium's compile and network threads, the stack, the harness) shares what
 * is left. Time the main thread spends waiting for a core still counts as running to the throttler:
 * that work is lost, and the load takes longer than the preset's phone would. On a 2-core host a
 * second busy process put 0.2–0.5 s on every phone screen and at most 0.13 s on the same loads at CPU × 1.
 */

/** A thread's CPU time and time spent waiting for a CPU, from `/proc/<pid>/task/<tid>/schedstat` (nanoseconds). */
export interface ThreadTimes {
  runNs: number;
  waitNs: number;
}

/** `/proc/.../schedstat`: "<ns on a CPU> <ns waiting on a run queue> <timeslices>". */
export function parseSchedstat(text: string): ThreadTimes | null {
  const [run, wait] = text.trim().split(/\s+/).map(Number);
  return Number.isFinite(run) && Number.isFinite(wait) ? { runNs: run, waitNs: wait } : null;
}

/** A renderer's command line: Chromium rewrites its children's titles, so arguments may be joined by spaces, not NULs. */
const RENDERER = /(^|[\s\0])--type=renderer([\s\0]|$)/;

/** The main thread of every Chromium renderer on this host, by process id; empty where `/proc` has no such figures. */
export function renderersNow(proc = '/proc'): Map<number, ThreadTimes> {
  const found = new Map<number, ThreadTimes>();
  let pids: string[];
  try {
    pids = readdirSync(proc).filter((name) => /^\d+$/.test(name));
  } catch {
    return found;
  }
  for (const pid of pids) {
    try {
      if (!RENDERER.test(readFileSync(`${proc}/${pid}/cmdline`, 'latin1'))) continue;
      const times = parseSchedstat(readFileSync(`${proc}/${pid}/task/${pid}/schedstat`, 'latin1'));
      if (times) found.set(Number(pid), times);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return found;
}

/** The measured page's main thread during a load: milliseconds on a CPU and waiting for one. */
export interface MainThreadShare {
  runMs: number;
  waitMs: number;
}

/**
 * Which renderer ran the load, from snapshots before and after it: the one whose main thread was on
 * a CPU the most (the measured page's does its work, and under CPU throttling spins for most of the
 * load; other renderers idle). A renderer started during the load counts from zero. Null when none ran.
 */
export function measuredRenderer(
  before: Map<number, ThreadTimes>,
  after: Map<number, ThreadTimes>,
): MainThreadShare | null {
  let best: MainThreadShare | null = null;
  for (const [pid, now] of after) {
    const then = before.get(pid) ?? { runNs: 0, waitNs: 0 };
    const share = { runMs: (now.runNs - then.runNs) / 1e6, waitMs: (now.waitNs - then.waitNs) / 1e6 };
    if (share.runMs > 0 && (!best || share.runMs > best.runMs)) best = share;
  }
  return best;
}

/**
 * A fixed piece of CPU work (300,000 chained SHA-256 digests and a 30-million-step loop), in ms: how
 * fast one thread of the host runs at that moment, not how busy the host is. On the bench's 2-core
 * machine it took 436–579 ms over one afternoon and 394–514 ms over another.
 */
export function hostWorkloadMs(): number {
  const started = performance.now();
  let digest = Buffer.alloc(32);
  for (let i = 0; i < 300_000; i++) digest = createHash('sha256').update(digest).digest();
  let sum = 0;
  for (let i = 0; i < 30_000_000; i++) sum += i % 7;
  // Keeps the loop from being optimised away.
  if (sum < 0 || digest.length !== 32) throw new Error('unreachable');
  return performance.now() - started;
}
