import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { StackConfig } from './config';
import { describeProcess, startTimeOf, type ProcessRef } from './processes';

/** What a running stack started, kept in its data folder so a later run or `stack:stop` can find it. */
export interface StackRecord {
  owner: ProcessRef;
  startedAt: string;
  apiUrl: string;
  dataDir: string;
  ports: Record<string, number>;
  clusterDir: string;
  children: Record<string, ProcessRef & { signal: NodeJS.Signals }>;
}

const RECORD = 'stack.json';
/** The same children, one `pid starttime signal` a line, for the shell watchdog (watchdog.ts). */
const WATCH_LIST = 'stack.watch';

export function readRecord(dataDir: string): StackRecord | undefined {
  try {
    return JSON.parse(readFileSync(path.join(dataDir, RECORD), 'utf8')) as StackRecord;
  } catch {
    return undefined;
  }
}

export function removeRecord(dataDir: string) {
  for (const file of [RECORD, WATCH_LIST]) rmSync(path.join(dataDir, file), { force: true });
}

export function watchListPath(dataDir: string) {
  return path.join(dataDir, WATCH_LIST);
}

/** Records this process, then each child as it starts; the files are rewritten on every change. */
export function createRecorder(config: StackConfig, clusterDir: string) {
  const record: StackRecord = {
    owner: describeProcess(process.pid)!,
    startedAt: new Date().toISOString(),
    apiUrl: `http://${config.host}:${config.apiPort}`,
    dataDir: config.dataDir,
    ports: {
      api: config.apiPort,
      db: config.dbPort,
      mailbox: config.mailPort,
      smtp: config.smtpPort,
      rest: config.restPort,
      restAdmin: config.restAdminPort,
    },
    clusterDir,
    children: {},
  };
  const save = () => {
    writeFileSync(path.join(config.dataDir, RECORD), `${JSON.stringify(record, null, 2)}\n`);
    // The watchdog does not stop itself.
    const watch = Object.entries(record.children)
      .filter(([name]) => name !== 'watchdog')
      .map(([, c]) => c)
      .map((c) => `${c.pid} ${c.startTime} ${c.signal.replace('SIG', '')}\n`);
    writeFileSync(watchListPath(config.dataDir), watch.join(''));
  };
  save();
  return {
    /**
     * `match` is part of the child's command line (read at once it could still be Node's, before exec);
     * `signal` is how it is stopped: SIGINT is PostgreSQL's fast shutdown.
     */
    add(name: string, pid: number | undefined, match: string, signal: NodeJS.Signals = 'SIGTERM') {
      const startTime = pid ? startTimeOf(pid) : undefined;
      if (pid && startTime) record.children[name] = { pid, startTime, command: match, signal };
      save();
    },
    remove: () => removeRecord(config.dataDir),
  };
}

export type Recorder = ReturnType<typeof createRecorder>;
