import type { Context, MiddlewareHandler } from 'hono';

/** The names this machine's own browser and programs use for the stack; a rebound DNS name is none of them. */
const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** `127.0.0.1`, `localhost` or `[::1]`, each with or without a port. */
export function isLoopbackHost(host: string): boolean {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::\d{1,5})?$/.exec(host.trim().toLowerCase());
  return match !== null && LOOPBACK_NAMES.has(match[1]);
}

/**
 * Answers only requests addressed to this machine by a loopback name. A web page whose DNS name
 * is rebound to 127.0.0.1 reaches the local ports as "its own" origin, so the browser lets it read
 * the answers (the mailbox's password-reset e-mails); its requests still carry its own name in
 * `Host`, and get 421 here.
 */
export function loopbackHostOnly(): MiddlewareHandler {
  return async (c, next) => {
    // Node's server builds the URL from Host; a Request made in-process may have no Host header.
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    if (isLoopbackHost(host)) return next();
    return c.json(
      {
        message: 'Misdirected request',
        hint: `The local stack answers only to 127.0.0.1, localhost or [::1], not to "${host}".`,
      },
      421,
    );
  };
}

const isJson = (c: Context) => /^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '');

/**
 * The test hooks (anything but a read) take only `Content-Type: application/json`. A page on
 * another site can send a form or `text/plain` POST without asking first; JSON needs a CORS
 * preflight, which these servers never grant, so such a page cannot reach a hook.
 */
export function jsonHooksOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || isJson(c)) return next();
    return c.json(
      { message: 'Unsupported Media Type', hint: 'The local test hooks take only Content-Type: application/json.' },
      415,
    );
  };
}
