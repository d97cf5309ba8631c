import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ANON_KEY } from '../supabase/local/config';
import { serveStatic } from '../bench/serve';
import { E2E_API_URL, E2E_APP_PORT } from './ports';

/**
 * The app the journeys open: a production build pointed at the end-to-end stack, served as a static
 * host serves a deploy (the rules of its `_headers`: security and cache headers, bench/serve.ts).
 * A build loads a screen in a few files where the dev server sends hundreds of modules to every new
 * browser context, and it is what landlords run: its service worker, its Content-Security-Policy.
 * Built afresh by each run (playwright.config.ts starts this file), outside Playwright's output folder,
 * which each run empties.
 */
const BUILD_DIR = join('test-results', 'e2e-app');

const build = spawnSync(
  process.execPath,
  [
    join('node_modules', 'vite', 'bin', 'vite.js'),
    'build',
    '--outDir',
    BUILD_DIR,
    '--emptyOutDir',
    '--logLevel',
    'error',
  ],
  { env: { ...process.env, VITE_SUPABASE_URL: E2E_API_URL, VITE_SUPABASE_ANON_KEY: ANON_KEY }, stdio: 'inherit' },
);
if (build.status !== 0) {
  console.error(`The end-to-end tests need a production build, and vite build failed (exit ${build.status}).`);
  process.exit(1);
}
void serveStatic(BUILD_DIR, E2E_APP_PORT).then(() => console.log(`app build on port ${E2E_APP_PORT}`));
