import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ANON_KEY } from '../supabase/local/config';
import { serveStatic } from '../bench/serve';
import { E2E_API_URL, E2E_BUILD_PORT } from './ports';

/** Playwright's output folder, which each run empties: one build per run, shared by the journeys that need it. */
const BUILD_DIR = join('test-results', 'e2e', '.app-build');
const VITE = join('node_modules', 'vite', 'bin', 'vite.js');

function build() {
  return new Promise<void>((resolve, reject) => {
    const env = { ...process.env, VITE_SUPABASE_URL: E2E_API_URL, VITE_SUPABASE_ANON_KEY: ANON_KEY };
    const child = spawn(
      process.execPath,
      [VITE, 'build', '--outDir', BUILD_DIR, '--emptyOutDir', '--logLevel', 'error'],
      { env, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed: ${stderr.slice(-2000)}`)),
    );
  });
}

/**
 * The production build (with its service worker), served as a static host serves a deploy: by the
 * rules of its `_headers` (security and cache headers, bench/serve.ts), on E2E_BUILD_URL.
 */
export async function serveProductionBuild(): Promise<{ close(): Promise<void> }> {
  if (!existsSync(join(BUILD_DIR, 'index.html')) || !existsSync(join(BUILD_DIR, '_headers'))) await build();
  return serveStatic(BUILD_DIR, E2E_BUILD_PORT);
}
