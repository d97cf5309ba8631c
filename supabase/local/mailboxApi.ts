import { Hono } from 'hono';
import { jsonHooksOnly } from './localOnly';
import type { createMailbox } from './mailbox';

type Mailbox = ReturnType<typeof createMailbox>;

/** The key the local functions send (MAIL_API_KEY); any other is refused, as a provider would. */
export const MAILBOX_API_KEY = 're_local_mailbox';

export interface MailFault {
  /** The status to answer (default 500). */
  status: number;
  /** Wait this long before answering, e.g. longer than the sender's timeout. */
  delayMs: number;
  /** How many of the next /emails calls fail this way. */
  remaining: number;
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const error = (status: number, name: string, message: string) =>
  Response.json({ statusCode: status, name, message }, { status });

/**
 * The mailbox as a Resend-style mail API on its own port (54324): `POST /emails`
 * with `Authorization: Bearer <key>` and `{ from, to, subject, html, text }`
 * answers `{ id }`, stores one message per recipient beside the SMTP ones, and
 * honours `Idempotency-Key` (same key, same e-mail: stored once). For tests,
 * `POST /api/faults { status, delayMs, count }` makes the next calls fail as a
 * provider outage would; `DELETE /api/faults` ends it. The hooks take only
 * `Content-Type: application/json` (localOnly.ts).
 */
export function createMailApi(mailbox: Mailbox): Hono {
  const app = new Hono();
  const faults: MailFault[] = [];
  const sentByKey = new Map<string, string>();
  app.use('/api/*', jsonHooksOnly());

  app.post('/emails', async (c) => {
    const key = c.req.header('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
    if (!key) return error(401, 'missing_api_key', 'Missing API key in the authorization header.');
    if (key !== MAILBOX_API_KEY) return error(403, 'invalid_api_key', 'API key is invalid.');

    const fault = faults[0];
    if (fault) {
      if (--fault.remaining <= 0) faults.shift();
      if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      return error(fault.status, 'application_error', `The local mailbox was told to fail (${fault.status}).`);
    }

    const body = (await c.req.json().catch(() => null)) as {
      from?: unknown;
      to?: unknown;
      subject?: unknown;
      html?: unknown;
      text?: unknown;
    } | null;
    if (!body || typeof body !== 'object') return error(422, 'validation_error', 'The body must be a JSON object.');
    const to = (Array.isArray(body.to) ? body.to : [body.to]).filter(
      (t): t is string => typeof t === 'string' && t.includes('@'),
    );
    if (typeof body.from !== 'string' || !body.from)
      return error(422, 'validation_error', 'The `from` field is missing.');
    if (!to.length)
      return error(422, 'validation_error', 'The `to` field must be an e-mail address or a list of them.');
    if (typeof body.subject !== 'string' || !body.subject)
      return error(422, 'validation_error', 'The `subject` field is missing.');
    const text = typeof body.text === 'string' ? body.text : '';
    const html =
      typeof body.html === 'string' ? body.html : `<pre style="white-space:pre-wrap">${escapeHtml(text)}</pre>`;

    const idempotencyKey = c.req.header('idempotency-key');
    const earlier = idempotencyKey ? sentByKey.get(idempotencyKey) : undefined;
    if (earlier) return c.json({ id: earlier });
    const ids: number[] = [];
    for (const recipient of to)
      ids.push(await mailbox.sendVia('http', { to: recipient, subject: body.subject, html, text }));
    const id = `local-${ids[0]}`;
    if (idempotencyKey) sentByKey.set(idempotencyKey, id);
    return c.json({ id });
  });

  app.post('/api/faults', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { status?: number; delayMs?: number; count?: number };
    faults.push({
      status: Number(body.status ?? 500),
      delayMs: Number(body.delayMs ?? 0),
      remaining: Math.max(1, Number(body.count ?? 1)),
    });
    return c.json({ faults: faults.length }, 201);
  });

  app.delete('/api/faults', (c) => {
    faults.length = 0;
    return c.body(null, 204);
  });

  return app;
}
