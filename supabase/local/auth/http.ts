import type { Context } from 'hono';
import type { AuthSettings } from './settings';
import { badRequest } from './errors';
import type { Json } from './users';

export interface RequestBody {
  raw: Json;
  /** The field when it is a string, else ''. */
  str(key: string): string;
  /** The field when it is a plain object, else undefined. */
  obj(key: string): Json | undefined;
}

/** GoTrue's `retrieveRequestParams`: JSON only, with its bad_json error. */
export async function readBody(c: Context): Promise<RequestBody> {
  const text = await c.req.text();
  let raw: unknown = {};
  if (text.trim()) {
    try {
      raw = JSON.parse(text);
    } catch (err) {
      throw badRequest('bad_json', `Could not parse request body as JSON: ${(err as Error).message}`);
    }
  }
  const body: Json = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Json) : {};
  return {
    raw: body,
    str: (key) => (typeof body[key] === 'string' ? (body[key] as string) : ''),
    obj: (key) => {
      const value = body[key];
      return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
    },
  };
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * GoTrue accepts any URL on the site URL's host; the local stack's allow-list
 * adds every localhost / 127.0.0.1 port, as dev servers move around.
 */
export function isAllowedRedirect(s: AuthSettings, candidate: string): boolean {
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    return url.hostname === new URL(s.siteUrl).hostname || LOCAL_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

/** `utilities.GetReferrer`: redirect_to (body, header, query), then Referer, then the site URL. */
export function redirectTarget(c: Context, s: AuthSettings, fromBody = ''): string {
  const candidates = [fromBody, c.req.header('redirect_to'), c.req.query('redirect_to'), c.req.header('Referer')];
  return candidates.find((url): url is string => !!url && isAllowedRedirect(s, url)) ?? s.siteUrl;
}
