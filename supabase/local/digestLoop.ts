import { triggerSendDigests } from '../digests/trigger';
import { SERVICE_ROLE_KEY, stackUrls, type StackConfig } from './config';
import type { Logger } from './log';

/** Test digests asked for in Settings go out within this many milliseconds. */
export const REQUEST_POLL_MS = 3_000;
/** Scheduled digests: what Supabase Cron does on hosted projects, every minute. */
export const SCHEDULE_MS = 60_000;
/** The first scheduled run, once the stack has settled. */
export const FIRST_RUN_MS = 10_000;

/**
 * The local stack's scheduler: calls the send-digests Edge Function through the
 * gateway (/functions/v1/send-digests, service role key), as the pg_cron job does
 * on hosted Supabase, so a landlord trying the app sees their digest arrive in
 * the mailbox. Test digests are polled more often, so Settings' "arrives within
 * a minute" is seconds here.
 */
export function createDigestLoop(config: StackConfig, log: Logger): { stop: () => Promise<void> } {
  const supabaseUrl = stackUrls(config).API_URL;
  const lastError = new Map<string, string>();
  const running = new Set<Promise<unknown>>();
  let stopped = false;

  const tick = (name: string, body: { scheduled?: boolean; requests?: boolean }) => {
    let busy = false;
    return () => {
      if (busy || stopped) return;
      busy = true;
      const job = triggerSendDigests({ supabaseUrl, serviceRoleKey: SERVICE_ROLE_KEY, body })
        .then((result) => {
          const message = result.ok ? null : result.error;
          for (const error of (result.ok ? result.summary : result.summary)?.errors ?? []) log.error('digests', error);
          if (!message) return void lastError.delete(name);
          // Said once, not every few seconds (e.g. a stack started with an older migrations folder).
          if (lastError.get(name) !== message && !stopped) log.error('digests', `${name}: ${message}`);
          lastError.set(name, message);
        })
        .finally(() => {
          busy = false;
          running.delete(job);
        });
      running.add(job);
    };
  };

  const requests = tick('test digests', { scheduled: false });
  const scheduled = config.digests === 'on' ? tick('scheduled digests', { requests: false }) : null;
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
    },
  };
}
