import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { preloadSignedIn } from './scripts/preloadSignedIn.ts';

export default defineConfig(({ mode }) => {
  // The key supabase-js stores the session under, as src/api/authStorage.ts derives it.
  const supabaseUrl = loadEnv(mode, process.cwd(), 'VITE_').VITE_SUPABASE_URL || 'http://127.0.0.1:54321';
  const authStorageKey = `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
  return {
    plugins: [react(), preloadSignedIn(authStorageKey)],
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    build: { sourcemap: true },
  };
});
