import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * A process as the stack records it: its pid and when it started, so a pid the system has since
 * given to another program is never mistaken for ours.
 */
export interface ProcessRef {
  pid: number;
  startTime: string;
  /** Part of its command line (all of it for the stack's own process), checked before anything is sent to it. */
  command: string;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The start time of a process (clock ticks since boot on Linux, `ps` otherwise), or undefined when it is gone. */
export function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 3 is the state, field 22 the start time; the command name before them sits in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // A zombie has exited; only its parent has not collected it yet.
    return fields[0] === 'Z' ? undefined : fields[19];
  } catch {
    if (process.platform === 'linux') return undefined;
    return psField(pid, 'lstart');
  }
}

export function commandOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    if (process.platform === 'linux') return undefined;
    return psField(pid, 'args');
  }
}

function psField(pid: number, field: string): string | undefined {
  try {
    return (
      execFileSync('ps', ['-o', `${field}=`, '-p', String(pid)], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() || undefined
    );
  } catch {
    return undefined;
  }
}

export function describeProcess(pid: number): ProcessRef | undefined {
  const startTime = startTimeOf(pid);
  const command = commandOf(pid);
  return startTime && command !== undefined ? { pid, startTime, command } : undefined;
}

/** True only while the very process recorded is running: same pid, same start time, and its command line still matches. */
export function isSameProcess(ref: ProcessRef): boolean {
  const now = describeProcess(ref.pid);
  return !!now && now.startTime === ref.startTime && now.command.includes(ref.command);
}

/** Signals pid and waits until it is gone; true when it exited within the time. */
export async function signalAndWait(pid: number, signal: NodeJS.Signals, timeoutMs: number): Promise<boolean> {
  try {
    process.kill(pid, signal);
  } catch {
    return !isAlive(pid);
  }
  return waitForExit(pid, timeoutMs);
}

export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid) || startTimeOf(pid) === undefined) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isAlive(pid);
}
