import { createClient } from '@supabase/supabase-js';
import { createDigestSender, newSummary } from '../_shared/digests/sendDigests.ts';
import { createHttpMailer, DEFAULT_MAIL_TIMEOUT_MS } from '../_shared/mail.ts';

/**
 * POST /functions/v1/send-digests: one run of the digest sender, answered with
 * a JSON summary. Only for the scheduler: the caller must carry the service
 * role key (`Authorization: Bearer …`) or, when DIGESTS_SECRET is set, that
 * secret in `x-digests-secret`. Body (optional JSON):
 *   { "scheduled": false }   skip scheduled digests (test digests only)
 *   { "requests": false }    skip test digests
 *   { "now": "<ISO>" }       pretend the clock says this; only with DIGESTS_ALLOW_CLOCK=true (tests, local)
 */

/** The function's secrets: the first two are set by Supabase itself on hosted projects. */
export const REQUIRED_SECRETS = [
  'SUPABASE_URL',
  'SUPABASE_SERVICE_ROLE_KEY',
  'MAIL_API_URL',
  'MAIL_API_KEY',
  'MAIL_FROM',
  'APP_URL',
] as const;

export type Env = (name: string) => string | undefined;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Compares without an early exit, so the time taken says nothing about the secret. */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let diff = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) diff |= (a[i] ?? 0) ^ b[i];
  return diff === 0;
}

function authorised(req: Request, env: Env): boolean {
  const serviceKey = env('SUPABASE_SERVICE_ROLE_KEY');
  const secret = env('DIGESTS_SECRET');
  const bearer = req.headers
    .get('authorization')
    ?.match(/^Bearer\s+(.+)$/i)?.[1]
    ?.trim();
  const given = req.headers.get('x-digests-secret');
  return (
    (!!serviceKey && !!bearer && sameSecret(bearer, serviceKey)) || (!!secret && !!given && sameSecret(given, secret))
  );
}

interface RunOptions {
  scheduled: boolean;
  requests: boolean;
  now: Date;
}

async function readOptions(req: Request, env: Env): Promise<RunOptions | string> {
  const raw = await req.text();
  let body: { scheduled?: unknown; requests?: unknown; now?: unknown } = {};
  if (raw.trim()) {
    try {
      body = JSON.parse(raw);
    } catch {
      return 'The body must be JSON, e.g. {} or {"scheduled": false}';
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'The body must be a JSON object';
  }
  let now = new Date();
  if (body.now !== undefined) {
    if (env('DIGESTS_ALLOW_CLOCK') !== 'true')
      return '"now" is accepted only when the function has DIGESTS_ALLOW_CLOCK=true';
    now = new Date(String(body.now));
    if (Number.isNaN(now.getTime())) return `"now" is not a date: ${String(body.now)}`;
  }
  return { scheduled: body.scheduled !== false, requests: body.requests !== false, now };
}

export async function handleSendDigests(req: Request, env: Env): Promise<Response> {
  if (req.method !== 'POST') return json({ error: 'Use POST' }, 405);
  if (!env('SUPABASE_SERVICE_ROLE_KEY') && !env('DIGESTS_SECRET')) {
    return json({ error: 'Missing function secret: SUPABASE_SERVICE_ROLE_KEY' }, 500);
  }
  if (!authorised(req, env))
    return json({ error: 'Only the scheduler may run the digests: send the service role key or DIGESTS_SECRET' }, 401);
  const missing = REQUIRED_SECRETS.filter((name) => !env(name));
  if (missing.length)
    return json({ error: `Missing function secret${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}` }, 500);

  const options = await readOptions(req, env);
  if (typeof options === 'string') return json({ error: options }, 400);

  const timeoutMs = Number(env('MAIL_TIMEOUT_MS') ?? DEFAULT_MAIL_TIMEOUT_MS);
  const summary = newSummary(options.now);
  try {
    const db = createClient(env('SUPABASE_URL')!, env('SUPABASE_SERVICE_ROLE_KEY')!, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    const sender = createDigestSender({
      db,
      mailer: createHttpMailer({
        baseUrl: env('MAIL_API_URL')!,
        apiKey: env('MAIL_API_KEY')!,
        from: env('MAIL_FROM')!,
        timeoutMs: timeoutMs > 0 ? timeoutMs : DEFAULT_MAIL_TIMEOUT_MS,
      }),
      appUrl: env('APP_URL')!,
      log: (line) => console.log(line),
    });
    if (options.scheduled) await sender.runScheduled(options.now, summary);
    if (options.requests) await sender.processRequests(options.now, summary);
  } catch (error) {
    // E.g. the database cannot be reached: what happened, never a stack trace.
    const message =
      error instanceof Error ? error.message : String((error as { message?: unknown } | null)?.message ?? error);
    console.error(`send-digests: ${message}`);
    return json({ ...summary, error: message }, 500);
  }
  for (const line of summary.errors) console.error(`send-digests: ${line}`);
  return json(summary);
}
