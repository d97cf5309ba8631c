import { supabase } from '../../api/supabase';
import type { AppDispatch } from '../../app/store';
import { sessionChanged } from './authSlice';

/**
 * Feeds the store from Supabase Auth: one session lookup on start, then every
 * auth event (sign-in, sign-out, token refresh, recovery). Returns the unsubscribe.
 */
export function syncSession(dispatch: AppDispatch): () => void {
  const { data } = supabase.auth.onAuthStateChange((event, session) => {
    dispatch(sessionChanged({ session, recovering: event === 'PASSWORD_RECOVERY' ? true : undefined }));
  });
  void supabase.auth.getSession().then(({ data: { session } }) => dispatch(sessionChanged({ session })));
  return () => data.subscription.unsubscribe();
}
