import type { Session } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY } from '../../api/authStorage';
import { supabase } from '../../api/supabase';
import type { AppDispatch } from '../../app/store';
import { sessionChanged } from './authSlice';

/** Reads the stored session (supabase-js refreshes it when it has expired) into the store. */
export function lookUpSession(dispatch: AppDispatch): Promise<Session | null> {
  return supabase.auth.getSession().then(({ data: { session } }) => (dispatch(sessionChanged({ session })), session));
}

/**
 * Feeds the store from Supabase Auth: one session lookup on start, then every auth event
 * (sign-in, sign-out, token refresh, recovery). A sign-out or another user's sign-in in another
 * tab reaches this one through the storage event too (supabase-js's own cross-tab channel is not
 * in every browser), so its screens clear at once. Returns the unsubscribe.
 */
export function syncSession(dispatch: AppDispatch): () => void {
  const lookUp = () => void lookUpSession(dispatch);
  const { data } = supabase.auth.onAuthStateChange((event, session) => {
    dispatch(sessionChanged({ session, recovering: event === 'PASSWORD_RECOVERY' ? true : undefined }));
  });
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_STORAGE_KEY || event.key === null) lookUp();
  };
  window.addEventListener('storage', onStorage);
  lookUp();
  return () => {
    data.subscription.unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}
