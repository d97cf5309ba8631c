import { loadAuth } from '../../api/auth';
import { runMutation, type QueryResult } from '../../api/query';
import { paths } from '../../config/paths';
import type { Credentials } from './authRules';

// The calls of the signed-out screens (SPEC §7 Auth). Plain functions rather than RTK Query
// endpoints, with Supabase Auth loaded on first use: the sign-in screen loads neither the store nor
// supabase-js, and Supabase Auth only once a landlord starts to sign in.
// The signed-in screens reach the same calls through authApi.

const resetRedirect = () => `${window.location.origin}${paths.resetPassword}`;

export function signIn(credentials: Credentials): Promise<QueryResult<null>> {
  return runMutation(async () => {
    const { error } = await (await loadAuth()).signInWithPassword(credentials);
    return { data: null, error };
  });
}

export function signUp(credentials: Credentials): Promise<QueryResult<null>> {
  return runMutation(async () => {
    const { error } = await (
      await loadAuth()
    ).signUp({ ...credentials, options: { emailRedirectTo: window.location.origin } });
    return { data: null, error };
  });
}

/** SPEC §7: the reset e-mail redirects to /reset-password. */
export function sendPasswordReset(email: string): Promise<QueryResult<null>> {
  return runMutation(async () => {
    const { error } = await (await loadAuth()).resetPasswordForEmail(email, { redirectTo: resetRedirect() });
    return { data: null, error };
  });
}
