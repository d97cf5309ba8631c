import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './stack';

export const BENCH_DIST = path.join(ROOT, '.supabase-test', 'bench-dist');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Route → the page module its lazy import loads (src/app/router.tsx); `*` matches any name, for pages
 * still being built. A route whose module is not in the build is reported as missing.
 */
export const ROUTE_MODULES: Record<string, string> = {
  '/': 'src/features/dashboard/*Page.tsx',
  '/tasks': 'src/features/tasks/TasksPage.tsx',
  '/tasks/:id': 'src/features/tasks/TaskDetailPage.tsx',
  '/tasks/new': 'src/features/tasks/TaskFormPage.tsx',
  '/properties': 'src/features/properties/PropertiesPage.tsx',
  '/properties/:id': 'src/features/properties/PropertyDetailPage.tsx',
  '/properties/new': 'src/features/properties/PropertyFormPage.tsx',
  '/vendors': 'src/features/vendors/VendorsPage.tsx',
  '/vendors/:id': 'src/features/vendors/VendorDetailPage.tsx',
  '/vendors/:id/edit': 'src/features/vendors/VendorEditPage.tsx',
  '/property-managers': 'src/features/property-managers/PropertyManagersPage.tsx',
  '/notes/bulk': 'src/features/notes/Bulk*Page.tsx',
  '/notes/unit/:unitId': 'src/features/notes/*History*Page.tsx',
  '/rent-planner': 'src/features/rent-increases/RentPlannerPage.tsx',
  '/rent/increases/upcoming': 'src/features/rent-increases/UpcomingIncreasesPage.tsx',
  '/settings': 'src/features/settings/SettingsPage.tsx',
  '/property-calculator': 'src/features/calculator/CalculatorPage.tsx',
};

export interface BundleSizes {
  buildMs: number;
  /** gzip bytes of the JavaScript the sign-in screen loads: index.html's entry and its static imports. */
  entryGzip: number;
  routes: Array<{ route: string; module: string; found: boolean; gzip: number; chunks: string[] }>;
}

/** Production build pointed at the bench stack, into its own folder (dist/ is left alone). */
export function buildApp(apiUrl: string, anonKey: string): number {
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js'), 'build', '--outDir', BENCH_DIST, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, VITE_SUPABASE_URL: apiUrl, VITE_SUPABASE_ANON_KEY: anonKey } },
  );
  if (result.status !== 0) throw new Error(`vite build failed (${result.status})`);
  return performance.now() - started;
}

export function measureBundles(buildMs: number): BundleSizes {
  const manifest = JSON.parse(readFileSync(path.join(BENCH_DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const gzipOf = (file: string) => gzipSync(readFileSync(path.join(BENCH_DIST, file)), { level: 9 }).length;
  // A chunk and everything it imports statically: what the browser must load before it runs.
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
  const entry = closure(entryKey);
  const jsFiles = (keys: Iterable<string>) => [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const entryGzip = jsFiles(entry).reduce((sum, f) => sum + gzipOf(f), 0);
  const routes = Object.entries(ROUTE_MODULES).map(([route, pattern]) => {
    const re = new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/\*/g, '[^/]*')}$`);
    const module = Object.keys(manifest).find((k) => re.test(k) && manifest[k].isDynamicEntry) ?? pattern;
    if (!manifest[module]) return { route, module, found: false, gzip: 0, chunks: [] };
    // What the route adds on top of the entry: its lazy chunk and the shared chunks it pulls in.
    const own = [...closure(module)].filter((k) => !entry.has(k));
    const files = jsFiles(own);
    return { route, module, found: true, gzip: files.reduce((sum, f) => sum + gzipOf(f), 0), chunks: files };
  });
  return { buildMs, entryGzip, routes };
}
