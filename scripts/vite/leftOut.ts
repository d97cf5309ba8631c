import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/**
 * What the app's build gives supabase-js instead of its client packages (src/api/leftOut/README.md):
 * each package, and the module (from the repository's root) that stands in for it where supabase-js
 * imports it. The app never calls Realtime or Functions; Supabase Auth and Storage it makes itself,
 * on demand (src/api/auth.ts, src/api/storage.ts). Against the build without them, each signed-in route loads 23.3 KB gzip
 * less for the first three and 22.2 KB less for Auth (scripts/bundleSize.ts).
 */
export const STAND_INS: Record<string, string> = {
  '@supabase/realtime-js': 'src/api/leftOut/realtime.ts',
  '@supabase/storage-js': 'src/api/leftOut/storage.ts',
  '@supabase/functions-js': 'src/api/leftOut/functions.ts',
  '@supabase/auth-js': 'src/api/leftOut/auth.ts',
};

const FROM_SUPABASE_JS = /[\\/]node_modules[\\/]@supabase[\\/]supabase-js[\\/]/;

/**
 * MUI's CSS-variables theme, which `@mui/material/styles` imports (as these relative modules) whether
 * or not a theme uses it; the app's theme does not (src/theme/cssVariablesLeftOut.ts): 7.3 KB gzip
 * off every screen's entry. One of five start-up savings (docs/performance.md#measured-together)
 * that together take 0.12–0.27 s off a phone's cold load; alone, each is within the bench's noise.
 */
export const MUI_STAND_INS: Record<string, string> = {
  './createThemeWithVars.mjs': 'src/theme/cssVariablesLeftOut.ts',
  './ThemeProviderWithVars.mjs': 'src/theme/cssVariablesLeftOut.ts',
};

const FROM_MUI_STYLES = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]styles[\\/]/;

/** The stand-in for an import, or null: supabase-js's imports of its client packages, MUI's styles' imports of its CSS-variables theme. */
export function standInFor(source: string, importer: string | undefined): string | null {
  if (!importer) return null;
  if (FROM_SUPABASE_JS.test(importer)) return STAND_INS[source] ?? null;
  if (FROM_MUI_STYLES.test(importer)) return MUI_STAND_INS[source] ?? null;
  return null;
}

/** The chunk of Supabase Auth's own code (named by scripts/vite/layerChunks.ts). */
export const SUPABASE_AUTH_CHUNK = 'supabase-auth';
const AUTH_JS_MODULE = /[\\/]node_modules[\\/]@supabase[\\/]auth-js[\\/]/;

/**
 * The chunks that download Supabase Auth's code before they can run: those that hold some of it
 * (the bundler merges a chunk into its only static importer) and those that import its own chunk
 * statically. The build stops when there are any (no screen waits for it).
 */
export function chunksLoadingAuthEagerly(bundle: Rolldown.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
  const own = new Set(chunks.filter((c) => c.name === SUPABASE_AUTH_CHUNK).map((c) => c.fileName));
  return chunks
    .filter((c) => !own.has(c.fileName))
    .filter((c) => c.imports.some((file) => own.has(file)) || c.moduleIds.some((id) => AUTH_JS_MODULE.test(id)))
    .map((c) => c.fileName);
}

/**
 * Resolves supabase-js's own imports of those packages, and MUI's of its CSS-variables theme, to
 * their stand-ins, in the production build; every other import of them (the app's own, of auth-js,
 * loaded on demand) gets the package. Development and Jest resolve the packages everywhere.
 */
export function leftOutModules(root: string): Plugin {
  return {
    name: 'landlordhq:left-out-modules',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const standIn = standInFor(source, importer);
      return standIn ? path.join(root, standIn) : null;
    },
    generateBundle(_options, bundle) {
      const eager = chunksLoadingAuthEagerly(bundle);
      if (eager.length > 0) {
        this.error(
          `Supabase Auth's code is imported statically into ${eager.join(', ')}: the screens would wait for it. Load it through src/api/auth.ts (loadAuth).`,
        );
      }
    },
  };
}
