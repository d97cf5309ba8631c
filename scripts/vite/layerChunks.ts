import { parseAst, type Plugin, type Rolldown } from 'vite';
import { SUPABASE_AUTH_CHUNK } from './leftOut.ts';
import { modulesUsed, type GetModule } from './moduleUse.ts';
import { LAYER_CHUNKS, missingLayerChunks, SIGNED_IN_LAYERS } from './preloadSignedIn.ts';

type ModuleInfo = Pick<
  Rolldown.ModuleInfo,
  'code' | 'exports' | 'isEntry' | 'importedIds' | 'dynamicallyImportedIds' | 'importers' | 'dynamicImporters'
>;
type GetModuleInfo = (id: string) => ModuleInfo | null;

const normalize = (id: string) => id.replace(/\\/g, '/');
const SUPABASE_AUTH = /\/node_modules\/@supabase\/auth-js\//;

/** The user-defined entry above a module (walking up its importers), or undefined. */
function entryAbove(getInfo: GetModuleInfo, id: string): string | undefined {
  const seen = new Set<string>();
  const stack = [id];
  while (stack.length) {
    const current = stack.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    const info = getInfo(current);
    if (!info) continue;
    if (info.isEntry) return current;
    stack.push(...info.importers, ...info.dynamicImporters);
  }
  return undefined;
}

export interface Layers {
  /** What the entry runs before the first screen: everything the sign-in screen needs. */
  entry: Set<string>;
  /** What every signed-in screen adds: the signed-in layers' static imports beyond the entry's. */
  signedIn: Set<string>;
}

/** The two layers of the app as module ids, from the module graph. */
export function findLayers(getInfo: GetModuleInfo, entryId: string, layers = SIGNED_IN_LAYERS): Layers {
  const parse = (code: string) => parseAst(code);
  const cache = new Map();
  const entry = modulesUsed(getInfo as GetModule, parse, [entryId], cache);
  // The signed-in layers are lazy modules somewhere below the entry (the router is one, and imports the others).
  const layerIds: string[] = [];
  const seen = new Set<string>();
  const stack = [entryId];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    if (layers.some((layer) => normalize(id).endsWith(`/${layer}`))) layerIds.push(id);
    const info = getInfo(id);
    if (info && !normalize(id).includes('/node_modules/'))
      stack.push(...info.importedIds, ...info.dynamicallyImportedIds);
  }
  const signedIn = modulesUsed(getInfo as GetModule, parse, layerIds, cache);
  for (const id of entry) signedIn.delete(id);
  // The roots stay chunks of their own: the entry (index.html and the modules it names) and the
  // lazy layers the router imports; grouping them would leave index.html without its chunk.
  for (const id of [entryId, ...(getInfo(entryId)?.importedIds ?? []), ...layerIds]) {
    entry.delete(id);
    signedIn.delete(id);
  }
  return { entry, signedIn };
}

/**
 * One chunk per layer instead of dozens of small shared ones: the sign-in screen's code (the
 * entry's static imports) becomes one chunk, and what every signed-in screen adds (router, store,
 * supabase-js, session, shell: SIGNED_IN_LAYERS and their static imports) another. The pages keep
 * Rolldown's automatic splitting. Against that splitting alone, a signed-in screen loads 20 files
 * instead of 99 and 5–42 KB gzip less (each small chunk's wrapper and imports), the sign-in screen
 * 12.5 KB less. The build stops if the layers do not come out (`missingLayerChunks`), as a bundler
 * upgrade that changes `codeSplitting` would make them.
 */
export function layerChunks(): Plugin {
  let layers: Layers | undefined;
  const name = (moduleId: string, ctx: { getModuleInfo: GetModuleInfo }): string | null => {
    if (!layers) {
      // A method of the context: called on it.
      const getInfo: GetModuleInfo = (id) => ctx.getModuleInfo(id);
      const entryId = entryAbove(getInfo, moduleId);
      if (!entryId) return null;
      layers = findLayers(getInfo, entryId);
    }
    // Loaded on demand (src/api/auth.ts), in a chunk of its own whatever imports it: the build
    // stops if a layer or a page imports it statically (scripts/vite/leftOut.ts).
    if (SUPABASE_AUTH.test(normalize(moduleId))) return SUPABASE_AUTH_CHUNK;
    if (layers.entry.has(moduleId)) return LAYER_CHUNKS.entry;
    if (layers.signedIn.has(moduleId)) return LAYER_CHUNKS.signedIn;
    return null;
  };
  return {
    name: 'landlord-hq:layer-chunks',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: { output: { codeSplitting: { groups: [{ name, debugName: 'layers' }] } } },
        // The entry is React, React Router and the sign-in screen's MUI in one file (about 520 kB, 160 kB gzip).
        chunkSizeWarningLimit: 600,
      },
    }),
    buildStart() {
      layers = undefined;
    },
    generateBundle(_options, bundle) {
      const missing = missingLayerChunks(bundle);
      if (missing.length > 0)
        this.error(
          `The build has no ${missing.join(' or ')} chunk: Rolldown's codeSplitting groups (scripts/vite/layerChunks.ts) no longer apply.`,
        );
    },
  };
}
