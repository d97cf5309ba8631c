import type { Session } from '@supabase/supabase-js';
import { env } from '../config/env';

/**
 * Where Supabase Auth keeps the session: supabase-js's own default name (sb-<first host label>-auth-token),
 * given to the auth client explicitly so the two never differ. The sign-in screen reads it to tell,
 * without loading any of supabase-js, whether a session may exist at all.
 */
export const AUTH_STORAGE_KEY = `sb-${new URL(env.supabaseUrl).hostname.split('.')[0]}-auth-token`;

/**
 * auth-js's EXPIRY_MARGIN_MS: its getSession refreshes a session this long before the access token
 * expires, and hands out the stored one until then (authStorage.test.ts reads auth-js's own).
 */
export const SESSION_EXPIRY_MARGIN_MS = 90_000;

/**
 * The session auth-js stored, or null when there is none or the text is not one (auth-js's own
 * test of a stored session: an access token, a refresh token and an expiry; and a user, whose id
 * chooses the browser state to read).
 */
export function parseStoredSession(stored: string | null): Session | null {
  if (!stored) return null;
  try {
    const session = JSON.parse(stored) as Partial<Session> | null;
    const valid =
      typeof session?.access_token === 'string' &&
      typeof session.refresh_token === 'string' &&
      typeof session.expires_at === 'number' &&
      typeof session.user?.id === 'string';
    return valid ? (session as Session) : null;
  } catch {
    return null;
  }
}

/** Whether auth-js's getSession would hand this session out as it is, without refreshing it first. */
export function isFresh(session: Session, nowMs: number): boolean {
  return session.expires_at! * 1000 - nowMs >= SESSION_EXPIRY_MARGIN_MS;
}

/** The address carries an e-mail link's sign-in: #access_token=... from an implicit link, ?code=... from a PKCE one. */
export function addressCarriesSession(hash: string, search: string): boolean {
  return new URLSearchParams(hash.replace(/^#/, '')).has('access_token') || new URLSearchParams(search).has('code');
}

/**
 * The session this browser's Supabase Auth would use right now, when it can be told without
 * auth-js: the stored one while it is fresh, or none when nothing is stored and the address
 * carries no sign-in. `undefined` when auth-js must decide (a session to refresh, an e-mail link's
 * session to read from the address, a stored text it would clear).
 */
export function sessionWithoutAuthJs(
  stored: string | null,
  hash: string,
  search: string,
  nowMs: number,
): Session | null | undefined {
  if (addressCarriesSession(hash, search)) return undefined;
  if (stored === null) return null;
  const session = parseStoredSession(stored);
  return session && isFresh(session, nowMs) ? session : undefined;
}

/** sessionWithoutAuthJs for this browser, this address and this moment. */
export function storedSessionNow(): Session | null | undefined {
  let stored: string | null;
  try {
    stored = window.localStorage.getItem(AUTH_STORAGE_KEY);
  } catch {
    // Storage this page may not read: auth-js decides (and reports) what it can.
    return undefined;
  }
  return sessionWithoutAuthJs(stored, window.location.hash, window.location.search, Date.now());
}
