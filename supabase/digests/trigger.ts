import type { RunSummary } from '../functions/_shared/digests/sendDigests.ts';

/**
 * Calls the send-digests Edge Function, as Supabase Cron does on hosted projects:
 * used by `npm run digests` and the local stack's every-minute loop. The function
 * does the work; this only asks and reads its JSON summary.
 */
export interface TriggerOptions {
  /** The project URL, e.g. http://127.0.0.1:54321 or https://<ref>.supabase.co */
  supabaseUrl: string;
  /** The service role key: also the JWT Supabase's gateway checks. */
  serviceRoleKey: string;
  /** DIGESTS_SECRET, when the function has one (then the key may be the anon key). */
  secret?: string;
  body?: { scheduled?: boolean; requests?: boolean; now?: string };
  signal?: AbortSignal;
}

export type TriggerResult =
  { ok: true; summary: RunSummary } | { ok: false; status: number; error: string; summary?: RunSummary };

export async function triggerSendDigests({
  supabaseUrl,
  serviceRoleKey,
  secret,
  body = {},
  signal,
}: TriggerOptions): Promise<TriggerResult> {
  let response: Response;
  try {
    response = await fetch(`${supabaseUrl.replace(/\/+$/, '')}/functions/v1/send-digests`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${serviceRoleKey}`,
        'Content-Type': 'application/json',
        ...(secret ? { 'x-digests-secret': secret } : {}),
      },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    return {
      ok: false,
      status: 0,
      error: `Could not reach ${supabaseUrl}: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  const json = (await response.json().catch(() => null)) as (RunSummary & { error?: string; message?: string }) | null;
  if (response.ok && json && !json.error) return { ok: true, summary: json };
  return {
    ok: false,
    status: response.status,
    error: json?.error ?? json?.message ?? `send-digests answered ${response.status}`,
    summary: json?.at ? json : undefined,
  };
}

/** One line for a person: 'daily: 2 sent, 1 with nothing to report, …'. */
export function describeSummary(summary: RunSummary): string {
  const parts: string[] = [];
  if (summary.scheduled) {
    for (const [kind, c] of Object.entries(summary.scheduled)) {
      parts.push(
        `${kind}: ${c.sent} sent, ${c.skipped} with nothing to report, ${c.failed} failed, ${c.alreadyClaimed} already claimed`,
      );
    }
  } else parts.push('scheduled skipped');
  if (summary.requests) parts.push(`test digests: ${summary.requests.sent} sent, ${summary.requests.failed} failed`);
  return `digests at ${summary.at}: ${parts.join('; ')}`;
}
