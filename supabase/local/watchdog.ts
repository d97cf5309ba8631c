import { spawn } from 'node:child_process';
import { describeProcess } from './processes';
import { watchListPath } from './record';

/**
 * PostgreSQL and PostgREST do not notice when the Node process that started them dies (kill -9, the
 * out-of-memory killer). This few-line shell, in its own session so a closed terminal does not take it
 * too, polls that process every second; once it is gone (or a zombie not yet collected) it stops every
 * child listed in the watch file that is still the same process (same pid and start time), PostgreSQL with a fast shutdown. Its `sleep`
 * runs in the background and is waited on, so SIGTERM (a clean stop) ends it at once and leaves no zombie.
 */
const SCRIPT = `
s=
trap '[ -n "$s" ] && kill "$s" 2>/dev/null; [ -n "$s" ] && wait "$s"; exit 0' TERM
start_of() {
  if [ -r "/proc/$1/stat" ]; then
    st=$(cat "/proc/$1/stat" 2>/dev/null) || return 0; st=\${st##*) }; set -- $st
    [ "$1" = Z ] || echo "\${20}"
  else ps -o lstart= -p "$1" 2>/dev/null; fi
}
while [ "$(start_of "$1")" = "$2" ]; do sleep 1 & s=$!; wait "$s"; s=; done
[ -r "$3" ] || exit 0
while read -r pid started signal; do
  [ -n "$pid" ] && [ "$(start_of "$pid")" = "$started" ] && kill "-$signal" "$pid" 2>/dev/null
done < "$3"
`;

/** Its $0, so its command line says what it is. */
export const WATCHDOG_NAME = 'landlordhq-watchdog';

export function startWatchdog(dataDir: string): { pid: number | undefined; stop(): Promise<void> } {
  const self = describeProcess(process.pid);
  if (!self || process.env.STACK_WATCHDOG === 'off') return { pid: undefined, stop: async () => undefined };
  const child = spawn(
    'sh',
    ['-c', SCRIPT, WATCHDOG_NAME, String(process.pid), self.startTime, watchListPath(dataDir)],
    {
      detached: true,
      stdio: 'ignore',
    },
  );
  child.on('error', () => undefined);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // Its trap stops and collects the `sleep` it waits on, so nothing is left as a zombie.
      child.kill('SIGTERM');
      // Collected here, so it never lingers as a zombie once this process is gone.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 2_000)))]);
      clearTimeout(timer);
    },
  };
}
