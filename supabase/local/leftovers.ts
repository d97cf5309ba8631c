import path from 'node:path';
import type { StackConfig } from './config';
import { StackError } from './errors';
import { currentPostgresPlace } from './place';
import { leftoverPostmaster, stopLeftoverPostmaster } from './postgres';
import { isSameProcess, signalAndWait } from './processes';
import { readRecord, removeRecord } from './record';

const LABELS: Record<string, string> = {
  postgrest: 'PostgREST',
  vite: 'the Vite dev server',
  watchdog: 'the watchdog',
};

function shortPath(dir: string) {
  const relative = path.relative(process.cwd(), dir);
  return relative && !relative.startsWith('..') ? relative : dir;
}

/** The stack process recorded for this data folder, when it is still running. */
export function runningStack(config: StackConfig) {
  const record = readRecord(config.dataDir);
  return record && isSameProcess(record.owner) ? record : undefined;
}

/**
 * Stops what an earlier run of this data folder left running (its Node process was killed hard):
 * PostgreSQL through its postmaster.pid, the others through the recorded pids, each checked against
 * its command line and start time. Returns the one line to print, or undefined when nothing was left.
 */
export async function clearLeftovers(config: StackConfig): Promise<string | undefined> {
  const record = readRecord(config.dataDir);
  const stopped: string[] = [];
  for (const [name, ref] of Object.entries(record?.children ?? {})) {
    if (name === 'postgres' || !isSameProcess(ref)) continue;
    if (!(await signalAndWait(ref.pid, 'SIGTERM', 5_000))) await signalAndWait(ref.pid, 'SIGKILL', 2_000);
    if (name !== 'watchdog') stopped.push(`${LABELS[name] ?? name} (pid ${ref.pid})`);
  }
  const clusterDir = record?.clusterDir ?? currentPostgresPlace(config).clusterDir;
  const postmaster = leftoverPostmaster(clusterDir);
  if (postmaster) {
    await stopLeftoverPostmaster(postmaster);
    stopped.push(`PostgreSQL (pid ${postmaster}, fast shutdown)`);
  }
  removeRecord(config.dataDir);
  if (!stopped.length) return undefined;
  return `An earlier run of the stack for ${shortPath(config.dataDir)} ended without stopping; stopped what it left running: ${stopped.join(', ')}.`;
}

/** Refuses to start a second stack on a data folder whose stack is still running. */
export function refuseIfRunning(config: StackConfig) {
  const record = runningStack(config);
  if (record) {
    throw new StackError(
      `A stack for ${shortPath(config.dataDir)} is already running (pid ${record.owner.pid}, API ${record.apiUrl}): use it, or stop it with npm run stack:stop.`,
    );
  }
}

/** `stack:stop`: asks a running stack to stop as Ctrl-C would, then clears anything left. Returns what it did, in one line. */
export async function stopStack(config: StackConfig): Promise<string> {
  return (await stopStackReport(config)).line;
}

export async function stopStackReport(config: StackConfig): Promise<{ line: string; stopped: boolean }> {
  const record = runningStack(config);
  if (record) {
    if (!(await signalAndWait(record.owner.pid, 'SIGTERM', 45_000))) {
      throw new StackError(
        `The stack for ${shortPath(config.dataDir)} (pid ${record.owner.pid}) did not stop within 45 s: stop it with kill -9 ${record.owner.pid}, then run npm run stack:stop again.`,
      );
    }
  }
  const leftovers = await clearLeftovers(config);
  if (record)
    return {
      stopped: true,
      line: `Stopped the stack for ${shortPath(config.dataDir)} (pid ${record.owner.pid}).${leftovers ? ` ${leftovers}` : ''}`,
    };
  return leftovers
    ? { stopped: true, line: leftovers }
    : { stopped: false, line: `No stack was running for ${shortPath(config.dataDir)}.` };
}
