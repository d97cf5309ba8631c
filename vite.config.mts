import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compileHints } from './scripts/vite/compileHints.ts';
import { deployHeaders } from './scripts/vite/deployHeaders.ts';
import { layerChunks } from './scripts/vite/layerChunks.ts';
import { leftOutModules } from './scripts/vite/leftOut.ts';
import { preconnectApi } from './scripts/vite/preconnectApi.ts';
import { preloadSignedIn } from './scripts/vite/preloadSignedIn.ts';
import { productionBuilds } from './scripts/vite/productionBuilds.ts';

export default defineConfig(({ mode }) => {
  // The key supabase-js stores the session under, as src/api/authStorage.ts derives it.
  const supabaseUrl = loadEnv(mode, process.cwd(), 'VITE_').VITE_SUPABASE_URL || 'http://127.0.0.1:54321';
  const authStorageKey = `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
  return {
    plugins: [
      react(),
      // supabase-js's Realtime, Storage and Functions clients, which the app never calls,
      // and its Auth client, which the app loads on demand, stay out of every signed-in screen's
      // download (src/api/leftOut/README.md); so does MUI's CSS-variables theme, which the app's
      // theme does not use (src/theme/cssVariablesLeftOut.ts).
      leftOutModules(fileURLToPath(new URL('.', import.meta.url))),
      // React Router's production build, not the development one its package.json names.
      productionBuilds(fileURLToPath(new URL('.', import.meta.url))),
      layerChunks(),
      // The two layers start with V8's compile hint, so a phone compiles them as they arrive.
      compileHints(),
      preloadSignedIn(authStorageKey),
      preconnectApi(supabaseUrl),
      // dist/_headers: the security and cache headers of public/_headers, with this build's API
      // origin (connect-src) and its inline script's hash (script-src) written in.
      deployHeaders(supabaseUrl),
      // A production build keeps its own code in a service worker (Workbox precache), so a
      // reload with no signal still opens the app, with the drafts and the saves waiting in the
      // browser. API reads are not cached by it: they live in the store. Dev runs have no worker.
      VitePWA({
        registerType: 'autoUpdate',
        // Registered by src/app/serviceWorker.ts once the first screen has loaded.
        injectRegister: false,
        manifest: false,
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg,png,ico,woff,woff2}'],
          navigateFallback: 'index.html',
          maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
          cleanupOutdatedCaches: true,
          clientsClaim: true,
          skipWaiting: true,
        },
      }),
    ],
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    // The manifest tells scripts/bundleSize.ts (and the bench) which chunks each route loads.
    build: { sourcemap: true, manifest: true },
  };
});
