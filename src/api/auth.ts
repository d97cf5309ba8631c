import type { GoTrueClient as AuthClient } from '@supabase/auth-js';
import type { Session } from '@supabase/supabase-js';
import { env } from '../config/env';
import { AUTH_STORAGE_KEY, storedSessionNow } from './authStorage';

let client: Promise<AuthClient> | undefined;
let loaded: AuthClient | undefined;
let markLoaded: (auth: AuthClient) => void;
const loadedOnce = new Promise<AuthClient>((resolve) => (markLoaded = resolve));

/**
 * Supabase Auth's client (auth-js), downloaded and made on first use. It is about a
 * fifth of the code every signed-in screen needed before it could draw, and a cold start with a
 * fresh stored session needs none of it: the session is read from storage (storedSessionNow) and
 * auth-js follows once the first screen has loaded, for token refreshes, sign-out and auth events.
 * Made with supabase-js's own defaults (implicit e-mail links, sessions kept in localStorage,
 * refreshed automatically). A download that fails is tried again on the next call.
 */
export function loadAuth(): Promise<AuthClient> {
  client ??= import('@supabase/auth-js').then(
    ({ AuthClient }) => {
      loaded = new AuthClient({
        url: `${env.supabaseUrl}/auth/v1`,
        headers: { Authorization: `Bearer ${env.supabaseAnonKey}`, apikey: env.supabaseAnonKey },
        storageKey: AUTH_STORAGE_KEY,
        autoRefreshToken: true,
        persistSession: true,
        detectSessionInUrl: true,
        flowType: 'implicit',
      });
      markLoaded(loaded);
      return loaded;
    },
    (error: unknown) => {
      client = undefined;
      throw error;
    },
  );
  return client;
}

/**
 * Resolves once auth-js is here, whoever asked for it, without asking for it. Whatever waits on it
 * runs before the caller that loaded it goes on (a sign-out's SIGNED_OUT event finds its listener).
 */
export const whenAuthLoaded = (): Promise<AuthClient> => loadedOnce;

/**
 * The session the API's requests carry: auth-js's once it is here; before that the stored one
 * while it is fresh, and none when nothing is stored (both without waiting for auth-js), and
 * otherwise auth-js's, loaded now to refresh it or read it from an e-mail link's address.
 */
export async function currentSession(): Promise<Session | null> {
  const known = sessionKnownNow();
  if (known !== undefined) return known;
  const { data } = await (await loadAuth()).getSession();
  return data.session;
}

/** currentSession when it needs no waiting (auth-js not made yet, and the stored session serves); otherwise undefined. */
export function sessionKnownNow(): Session | null | undefined {
  return loaded ? undefined : storedSessionNow();
}

/** supabase-js's `accessToken` option: the token of currentSession, or null (the public key is sent). */
export const accessToken = async (): Promise<string | null> => (await currentSession())?.access_token ?? null;

/** Stops the auth client's refresh timer and cross-tab channel (test teardown). */
export async function disposeAuth(): Promise<void> {
  await (client
    ? client.then(
        (auth) => auth.dispose(),
        () => undefined,
      )
    : undefined);
}
