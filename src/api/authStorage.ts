import { env } from '../config/env';

/**
 * Where supabase-js keeps the session: its own default name (sb-<first host label>-auth-token),
 * set on the client explicitly so the two never differ. The sign-in screen reads it to tell,
 * without loading supabase-js, whether a session may exist at all.
 */
export const AUTH_STORAGE_KEY = `sb-${new URL(env.supabaseUrl).hostname.split('.')[0]}-auth-token`;
