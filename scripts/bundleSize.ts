/**
 * Gzip size of the JavaScript each screen loads, from a production build's manifest
 * (dist/.vite/manifest.json; vite.config.mts turns `build.manifest` on): the route manifests
 * (scripts/vite/routeModules.ts) say which modules a route loads, the manifest which chunks those modules are and what they import. A screen loads the entry, everything it imports statically,
 * and for a signed-in route the lazy shell plus the route's lazy page, each with its own static imports.
 *
 *   npx vite build && npx tsx scripts/bundleSize.ts [distDir]
 *
 * `measureBundle(distDir)` returns the same figures for other scripts (the benchmark).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { layersOf } from './vite/preloadSignedIn.ts';
import { routeModules } from './vite/routeModules.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ScreenSize {
  /** The route pattern as its manifest declares it, or "sign-in" for the signed-out screen. */
  route: string;
  /** Source modules loaded lazily for it (beyond the entry). */
  modules: string[];
  files: string[];
  gzipBytes: number;
  /** What the screen adds on top of the sign-in screen: its own lazy chunks and the shared ones they pull in. */
  ownGzipBytes: number;
}

export interface BundleReport {
  signIn: ScreenSize;
  routes: ScreenSize[];
  /** Entry-only JavaScript (what every screen pays). */
  entryGzipBytes: number;
}

/** A source module named with its extension (as the index.html preload names the layers), without it. */
const withoutExtension = (module: string) => module.replace(/\.tsx?$/, '');

/** Static closure of some manifest keys: the files a browser fetches before they run. */
function staticFiles(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/** The manifest key of a source module given without extension (keys are paths from the project root). */
function manifestKey(manifest: Manifest, module: string): string | undefined {
  return ['.tsx', '.ts', '/index.tsx', '/index.ts', ''].map((ext) => module + ext).find((key) => key in manifest);
}

export function measureBundle(distDir = 'dist', root = process.cwd()): BundleReport {
  const manifestPath = join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} not found: build with \`npx vite build\` first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const gzipCache = new Map<string, number>();
  const gzip = (file: string) => {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
    return gzipCache.get(file)!;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const entryFiles = staticFiles(manifest, entries);
  const sum = (files: string[]) => files.reduce((total, f) => total + gzip(f), 0);
  const size = (route: string, modules: string[], keys: string[]): ScreenSize => {
    const files = [...staticFiles(manifest, keys)].filter((f) => f.endsWith('.js')).sort();
    return { route, modules, files, gzipBytes: sum(files), ownGzipBytes: sum(files.filter((f) => !entryFiles.has(f))) };
  };

  const entrySize = size('entry', [], entries);
  const routes = routeModules(root).map(({ route, frame, modules }) => {
    // A module the build does not split out (a layout imported statically) is already in the entry.
    const keys = [...layersOf(frame).map(withoutExtension), ...modules]
      .map((module) => manifestKey(manifest, module))
      .filter((key): key is string => !!key);
    return size(route, keys, [...entries, ...keys]);
  });
  return { signIn: { ...entrySize, route: 'sign-in' }, routes, entryGzipBytes: entrySize.gzipBytes };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatBundleReport(report: BundleReport): string {
  const rows = [report.signIn, ...report.routes].map(
    (s) => `${s.route.padEnd(28)} ${kb(s.gzipBytes).padStart(10)}  (${s.files.length} files)`,
  );
  return ['JavaScript per screen, gzip (level 9):', ...rows].join('\n');
}

if (process.argv[1] && /bundleSize\.ts$/.test(process.argv[1])) {
  console.log(formatBundleReport(measureBundle(process.argv[2] ?? 'dist')));
}
