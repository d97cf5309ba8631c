import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { measureBundle } from '../scripts/bundleSize';
import { ROOT } from './stack';

export const BENCH_DIST = path.join(ROOT, '.supabase-test', 'bench-dist');

export interface BundleSizes {
  buildMs: number;
  /** gzip bytes of the JavaScript the sign-in screen loads: index.html's entry and its static imports. */
  entryGzip: number;
  /** Per screen of the route manifests (scripts/vite/routeModules.ts): what it loads on top of the sign-in screen. */
  routes: Array<{ route: string; modules: string[]; gzip: number }>;
}

/** Production build pointed at the bench stack, into its own folder (dist/ is left alone). */
export function buildApp(apiUrl: string, anonKey: string): number {
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [
      path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js'),
      'build',
      '--outDir',
      BENCH_DIST,
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'warn',
    ],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, VITE_SUPABASE_URL: apiUrl, VITE_SUPABASE_ANON_KEY: anonKey },
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed (${result.status})`);
  return performance.now() - started;
}

/** The sizes scripts/bundleSize.ts measures, for the bench's table. */
export function measureBundles(buildMs: number): BundleSizes {
  const report = measureBundle(BENCH_DIST, ROOT);
  return {
    buildMs,
    entryGzip: report.signIn.gzipBytes,
    routes: report.routes
      .filter((r) => r.route !== '*')
      .map((r) => ({ route: r.route, modules: r.modules, gzip: r.ownGzipBytes })),
  };
}
