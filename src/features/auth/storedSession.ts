import { AUTH_STORAGE_KEY, parseStoredSession } from '../../api/authStorage';
import { mayHaveSession } from './authRules';

/** mayHaveSession for this browser and this address. */
export const sessionMayExist = () =>
  mayHaveSession(window.localStorage.getItem(AUTH_STORAGE_KEY), window.location.hash, window.location.search);

/**
 * The user of the session stored in this browser, read before Supabase Auth has checked it: it only
 * chooses whose browser state to read first; the session lookup that follows confirms or switches.
 */
export function storedUserId(): string | null {
  try {
    return parseStoredSession(window.localStorage.getItem(AUTH_STORAGE_KEY))?.user.id ?? null;
  } catch {
    // Storage this page may not read: no one's browser state to read first.
    return null;
  }
}
