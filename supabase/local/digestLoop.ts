// Must come first: it silences supabase-js's Node 20 notice before the sender imports it.
import './node20Warning';
import { createSender, type RunReport } from '../digests/sender';
import { SERVICE_ROLE_KEY, stackUrls, type StackConfig } from './config';
import type { Logger } from './log';

/** Test digests asked for in Settings go out within this many milliseconds. */
export const REQUEST_POLL_MS = 3_000;
/** Scheduled digests: what a hosted cron does with `* * * * * npm run digests`. */
export const SCHEDULE_MS = 60_000;
/** The first scheduled run, once the stack has settled. */
export const FIRST_RUN_MS = 10_000;

/**
 * The local stack runs the digest sender itself (the same code as `npm run digests`),
 * against its own API with the service-role key and into its own SMTP sink, so a
 * landlord trying the app sees their digest arrive in the mailbox.
 */
export function createDigestLoop(config: StackConfig, log: Logger): { stop: () => Promise<void> } {
  const sender = createSender(
    {
      supabaseUrl: stackUrls(config).API_URL,
      serviceRoleKey: SERVICE_ROLE_KEY,
      smtp: { host: config.host, port: config.smtpPort, secure: false },
      from: 'Landlord HQ <digests@landlordhq.test>',
      appUrl: config.siteUrl,
    },
    (line) => log.debug('digests', line),
  );
  const lastError = new Map<string, string>();
  const running = new Set<Promise<unknown>>();
  let stopped = false;

  const tick = (name: string, run: () => Promise<RunReport>) => {
    let busy = false;
    return () => {
      if (busy || stopped) return;
      busy = true;
      const job = run()
        .then((report) => {
          lastError.delete(name);
          for (const error of report.errors) log.error('digests', error);
        })
        .catch((error) => {
          // Said once, not every few seconds (e.g. a stack started with an older migrations folder).
          const message = error instanceof Error ? error.message : String((error as { message?: string })?.message ?? error);
          if (lastError.get(name) !== message) log.error('digests', `${name}: ${message}`);
          lastError.set(name, message);
        })
        .finally(() => {
          busy = false;
          running.delete(job);
        });
      running.add(job);
    };
  };

  const requests = tick('test digests', () => sender.processRequests());
  const scheduled = config.digests === 'on' ? tick('scheduled digests', () => sender.runScheduled()) : null;
  const timers = [setInterval(requests, REQUEST_POLL_MS)];
  if (scheduled) {
    timers.push(setInterval(scheduled, SCHEDULE_MS));
    // A stack that was down catches up soon after it starts, not a whole minute later.
    timers.push(setTimeout(scheduled, FIRST_RUN_MS));
  }
  for (const t of timers) t.unref();

  return {
    async stop() {
      stopped = true;
      timers.forEach((t) => clearTimeout(t));
      await Promise.allSettled([...running]);
      sender.close();
    },
  };
}
