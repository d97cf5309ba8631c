// Jest stand-in for src/config/env.ts (import.meta.env does not exist under CommonJS).
export const env = {
  supabaseUrl: 'http://127.0.0.1:54321',
  supabaseAnonKey: 'test-anon-key',
  isDev: false,
};
