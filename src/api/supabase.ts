import { createClient } from '@supabase/supabase-js';
import { env } from '../config/env';
import { AUTH_STORAGE_KEY } from './authStorage';
import type { Database } from './database.types';

export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, { auth: { storageKey: AUTH_STORAGE_KEY } });
