import type { Pool } from 'pg';
import { triggerSendDigests } from '../digests/trigger';
import { SERVICE_ROLE_KEY, stackUrls, type StackConfig } from './config';
import type { Logger } from './log';

/** Test digests asked for in Settings go out within this many milliseconds. */
export const REQUEST_POLL_MS = 3_000;
/** Scheduled digests: what Supabase Cron does on hosted projects, every minute. */
export const SCHEDULE_MS = 60_000;
/** The first scheduled run, once the stack has settled. */
export const FIRST_RUN_MS = 10_000;

export interface DigestLoopDeps {
  /**
   * Whether a test digest waits to be sent. Asked before each call for test digests, so an idle
   * stack does not run the function (gateway, Deno, PostgREST) every few seconds for nothing.
   */
  hasPendingRequests: () => Promise<boolean>;
  trigger?: typeof triggerSendDigests;
}

/**
 * The rows send-digests claims for test digests (`sendDigests.ts`: status 'pending'), asked
 * through the stack's own pool: one index lookup (`digest_requests_pending_idx`).
 */
export function pendingDigestRequests(pool: Pick<Pool, 'query'>): () => Promise<boolean> {
  return async () => {
    const { rows } = await pool.query<{ waiting: boolean }>(
      `select exists (select 1 from public.digest_requests where status = 'pending') as waiting`,
    );
    return rows[0]?.waiting === true;
  };
}

/**
 * The local stack's scheduler: calls the send-digests Edge Function through the
 * gateway (/functions/v1/send-digests, service role key), as the pg_cron job does
 * on hosted Supabase, so a landlord trying the app sees their digest arrive in
 * the mailbox. Test digests are looked for more often, so Settings' "arrives within
 * a minute" is seconds here; the function is called for them only when one waits.
 */
export function createDigestLoop(
  config: StackConfig,
  log: Logger,
  deps: DigestLoopDeps,
): { stop: () => Promise<void> } {
  const supabaseUrl = stackUrls(config).API_URL;
  const trigger = deps.trigger ?? triggerSendDigests;
  const lastError = new Map<string, string>();
  const running = new Set<Promise<unknown>>();
  let stopped = false;

  // Said once, not every few seconds (e.g. a stack started with an older migrations folder).
  const report = (name: string, message: string | null) => {
    if (!message) return void lastError.delete(name);
    if (lastError.get(name) !== message && !stopped) log.error('digests', `${name}: ${message}`);
    lastError.set(name, message);
  };

  const tick = (
    name: string,
    body: { scheduled?: boolean; requests?: boolean },
    when: () => Promise<boolean> = async () => true,
  ) => {
    let busy = false;
    return () => {
      if (busy || stopped) return;
      busy = true;
      const job = when()
        .then(
          async (due) => {
            if (stopped) return;
            // Nothing waits: the look itself worked, so a failure after this one is said again.
            if (!due) return void report(name, null);
            const result = await trigger({ supabaseUrl, serviceRoleKey: SERVICE_ROLE_KEY, body });
            for (const error of result.summary?.errors ?? []) log.error('digests', error);
            report(name, result.ok ? null : result.error);
          },
          (error: unknown) =>
            report(name, `could not look for test digests: ${error instanceof Error ? error.message : String(error)}`),
        )
        .finally(() => {
          busy = false;
          running.delete(job);
        });
      running.add(job);
    };
  };

  const requests = tick('test digests', { scheduled: false }, deps.hasPendingRequests);
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
