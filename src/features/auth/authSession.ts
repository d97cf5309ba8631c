import type { Session } from '@supabase/supabase-js';
import { currentSession, loadAuth, sessionKnownNow, whenAuthLoaded } from '../../api/auth';
import { AUTH_STORAGE_KEY } from '../../api/authStorage';
import type { AppDispatch } from '../../app/store';
import { whenPageSettled } from '../../utils/whenPageSettled';
import { sessionChanged } from './authSlice';

/**
 * Reads the current session into the store: the stored one when it serves as it is, without
 * waiting for auth-js (src/api/auth.ts). When auth-js was needed and could not be downloaded, no
 * session: the sign-in screen shows, and signing in tries the download again and says if it fails.
 */
export function lookUpSession(dispatch: AppDispatch): Promise<Session | null> {
  const found = (session: Session | null) => (dispatch(sessionChanged({ session })), session);
  // Known now: in the store now, so the first render already has it.
  const known = sessionKnownNow();
  if (known !== undefined) return Promise.resolve(found(known));
  return currentSession()
    .catch(() => null)
    .then(found);
}

/** After the first screen has loaded, auth-js's download no longer competes with it; a fresh session has over a minute left. */
const AUTH_AFTER_LOAD_MS = 1500;

/**
 * Feeds the store from Supabase Auth: one session lookup on start, then every auth event
 * (sign-in, sign-out, token refresh, recovery) from the moment auth-js is here. It is loaded at
 * once when the stored session cannot serve (none fresh, or an e-mail link's session in the
 * address), otherwise once the first screen has loaded, or sooner by a call that needs it (a
 * sign-out), whose events still reach the store. A sign-out or another user's sign-in in another
 * tab reaches this one through the storage event too (supabase-js's own cross-tab channel is not
 * in every browser), so its screens clear at once. Returns the unsubscribe.
 */
export function syncSession(dispatch: AppDispatch): () => void {
  let stopped = false;
  let unsubscribe = () => {};
  void whenAuthLoaded().then((auth) => {
    if (stopped) return;
    const { data } = auth.onAuthStateChange((event, session) => {
      dispatch(sessionChanged({ session, recovering: event === 'PASSWORD_RECOVERY' ? true : undefined }));
    });
    unsubscribe = () => data.subscription.unsubscribe();
  });
  // A download that failed is tried again by the next call that needs auth-js.
  const load = () => void loadAuth().catch(() => undefined);
  const cancelLoad = sessionKnownNow() === undefined ? (load(), () => {}) : whenPageSettled(AUTH_AFTER_LOAD_MS, load);

  const lookUp = () => void lookUpSession(dispatch);
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_STORAGE_KEY || event.key === null) lookUp();
  };
  window.addEventListener('storage', onStorage);
  lookUp();
  return () => {
    stopped = true;
    cancelLoad();
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}
