import { makeSession } from '../mocks/fixtures';

/** supabase-js keeps the session under sb-<first host label>-auth-token (here 127.0.0.1 → sb-127-auth-token). */
export const SESSION_STORAGE_KEY = 'sb-127-auth-token';

/** Starts a test signed in, as if the user had signed in earlier in this browser. */
export function storeSession(session = makeSession()) {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}
