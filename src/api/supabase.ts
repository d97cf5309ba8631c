import { createClient } from '@supabase/supabase-js';
import { env } from '../config/env';
import { accessToken } from './auth';
import type { Database } from './database.types';

/**
 * The API's client. Its requests carry the session through `accessToken` (src/api/auth.ts), so
 * supabase-js makes no auth client of its own: Supabase Auth is loaded on demand, and
 * the app's build leaves supabase-js's import of it out (src/api/leftOut/README.md).
 */
export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, { accessToken });
