import type { Plugin, Rolldown } from 'vite';
import { LAYER_CHUNKS } from './preloadSignedIn.ts';

/**
 * V8's explicit compile hint (Chromium 136+; github.com/WICG/explicit-javascript-compile-hints-file-based):
 * a script that starts with this comment has all its functions compiled while it streams in, on a
 * background thread, instead of each one on the main thread the first time it is called. Other
 * browsers read a comment. One of five start-up savings (docs/performance.md#measured-together)
 * that together take 0.12–0.27 s off a phone's cold load; alone, each is within the bench's noise.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Which chunks carry the hint: the two layers, most of whose functions run before the first screen
 * (React's render and commit, MUI's and Emotion's styling, the store, supabase-js and the router).
 * Not the pages' chunks nor the lazy ones (the grid, the date picker, the charts), much of whose
 * code may never run: compiling it all would only cost a phone's background thread and memory.
 */
export const hintsChunk = (chunk: { type?: string; name: string }): boolean =>
  chunk.type !== 'asset' && (chunk.name === LAYER_CHUNKS.entry || chunk.name === LAYER_CHUNKS.signedIn);

/** A source map's mappings for the same code one line lower (each `;` starts a generated line). */
export const mappingsOneLineDown = (mappings: string): string => `;${mappings}`;

/**
 * Puts the hint on the first line of the layers' files, where V8 looks for it, once Vite has
 * written everything else into them (its preload helper goes first too); their source maps move
 * one line down with the code, and the file names' hashes count the hint.
 */
export function compileHints(): Plugin {
  return {
    name: 'landlord-hq:compile-hints',
    apply: 'build',
    enforce: 'post',
    augmentChunkHash: (chunk) => (hintsChunk(chunk) ? COMPILE_HINT : undefined),
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !hintsChunk(chunk)) continue;
          addHint(chunk, bundle[`${chunk.fileName}.map`]);
        }
      },
    },
  };
}

/** The hint as a chunk's first line, with its source map (the chunk's own and the emitted file) moved down. */
export function addHint(
  chunk: Pick<Rolldown.OutputChunk, 'code' | 'map'>,
  mapFile: Rolldown.OutputAsset | Rolldown.OutputChunk | undefined,
): void {
  if (chunk.code.startsWith(COMPILE_HINT)) return;
  chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
  if (chunk.map) chunk.map.mappings = mappingsOneLineDown(chunk.map.mappings);
  if (mapFile?.type === 'asset') {
    const map = JSON.parse(
      typeof mapFile.source === 'string' ? mapFile.source : new TextDecoder().decode(mapFile.source),
    ) as { mappings: string };
    map.mappings = mappingsOneLineDown(map.mappings);
    mapFile.source = JSON.stringify(map);
  }
}
