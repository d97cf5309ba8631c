/**
 * The mail port of the Edge Functions, and its one implementation: the
 * Resend-style HTTP API (`POST {baseUrl}/emails`, bearer key, JSON body). Edge
 * Functions cannot open SMTP connections on the usual ports, so mail goes over
 * HTTP; any provider speaking this API works, and so does the local mailbox
 * (supabase/local/mailboxServer.ts). Pure fetch: runs under Deno and Node.
 */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  /**
   * Same key, same e-mail: a provider that took a message but timed out before
   * answering does not send it again when the sender retries with this key.
   */
  idempotencyKey?: string;
}

export interface Mailer {
  /** Resolves with the provider's message id; rejects with a MailError when the provider did not take it. */
  send(message: MailMessage): Promise<string>;
}

export class MailError extends Error {
  constructor(
    message: string,
    /** HTTP status, or null for a timeout or a network failure. */
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'MailError';
  }
}

export interface HttpMailerConfig {
  /** e.g. https://api.resend.com (no trailing /emails). */
  baseUrl: string;
  apiKey: string;
  /** e.g. `Landlord HQ <digests@example.com>`. */
  from: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const DEFAULT_MAIL_TIMEOUT_MS = 10_000;

export function createHttpMailer({
  baseUrl,
  apiKey,
  from,
  timeoutMs = DEFAULT_MAIL_TIMEOUT_MS,
  fetch: fetchFn = fetch,
}: HttpMailerConfig): Mailer {
  const url = `${baseUrl.replace(/\/+$/, '')}/emails`;
  return {
    async send({ to, subject, html, text, headers, idempotencyKey }) {
      let response: Response;
      try {
        response = await fetchFn(url, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${apiKey}`,
            'Content-Type': 'application/json',
            ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
          },
          body: JSON.stringify({ from, to: [to], subject, html, text, ...(headers ? { headers } : {}) }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const name = (error as { name?: unknown } | null)?.name;
        const timedOut = name === 'TimeoutError' || name === 'AbortError';
        throw new MailError(
          timedOut
            ? `The mail API did not answer within ${timeoutMs} ms`
            : `The mail API could not be reached: ${describe(error)}`,
          null,
        );
      }
      const body = (await response.json().catch(() => null)) as { id?: string; message?: string; name?: string } | null;
      if (!response.ok) {
        throw new MailError(
          `The mail API answered ${response.status}${body?.message ? `: ${body.message}` : ''}`,
          response.status,
        );
      }
      return body?.id ?? '';
    },
  };
}

const describe = (error: unknown) => String((error as { message?: unknown } | null)?.message ?? error);
