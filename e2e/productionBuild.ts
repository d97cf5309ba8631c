import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ANON_KEY } from '../supabase/local/config';
import { serveStatic } from '../bench/serve';
import { E2E_API_URL, E2E_APP_PORT } from './ports';

/**
 * The app the journeys open: a production build pointed at the end-to-end stack, served as a static
 * host serves a deploy (the rules of its `_headers`: security and cache headers, bench/serve.ts).
 * A build loads a screen in a few files where the dev server sends hundreds of modules to every new
 * browser context, and it is what landlords run: its service worker, its Content-Security-Policy.
 * Built afresh by each run, outside Playwright's output folder, which each run empties.
 *
 * `--build-only` builds and exits: `npm run test:e2e` (scripts/e2e.ts) starts it beside Playwright, so
 * the build and the stack's start-up overlap; Playwright's web server (this file, without the flag)
 * then waits for that build instead of making its own.
 */
const BUILD_DIR = join('test-results', 'e2e-app');
/** Holds the pid of a build under way; its outcome follows in BUILD_DONE ("0" when it succeeded). */
export const BUILD_PENDING = join('test-results', 'e2e-app.pending');
export const BUILD_DONE = join('test-results', 'e2e-app.done');

function build(): number {
  const result = spawnSync(
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
  return result.status ?? 1;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The outcome of the build started beside Playwright, once it ends; null when none is under way. */
async function startedBuild(): Promise<number | null> {
  if (!existsSync(BUILD_PENDING)) return null;
  const pid = Number(readFileSync(BUILD_PENDING, 'utf8'));
  while (!existsSync(BUILD_DONE)) {
    if (!alive(pid)) return existsSync(BUILD_DONE) ? Number(readFileSync(BUILD_DONE, 'utf8')) : 1;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return Number(readFileSync(BUILD_DONE, 'utf8'));
}

async function main() {
  if (process.argv.includes('--build-only')) {
    const status = build();
    writeFileSync(BUILD_DONE, String(status));
    process.exit(status);
  }
  const status = (await startedBuild()) ?? build();
  rmSync(BUILD_PENDING, { force: true });
  rmSync(BUILD_DONE, { force: true });
  if (status !== 0) {
    console.error(`The end-to-end tests need a production build, and vite build failed (exit ${status}).`);
    process.exit(1);
  }
  await serveStatic(BUILD_DIR, E2E_APP_PORT);
  console.log(`app build on port ${E2E_APP_PORT}`);
}

if (require.main === module) void main();
