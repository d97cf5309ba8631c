import { AUTH_STORAGE_KEY } from '../../api/authStorage';
import { mayHaveSession } from './authRules';

/** mayHaveSession for this browser and this address. */
export const sessionMayExist = () => mayHaveSession(window.localStorage.getItem(AUTH_STORAGE_KEY), window.location.hash, window.location.search);

/**
 * The user of the session stored in this browser, read before supabase-js has checked it: it only
 * chooses whose browser state to read first; the session lookup that follows confirms or switches.
 */
export function storedUserId(): string | null {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null');
    const id = (stored as { user?: { id?: unknown } } | null)?.user?.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}
