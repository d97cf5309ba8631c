import type { Rolldown } from 'vite';
import { addHint, COMPILE_HINT, compileHints, hintsChunk, mappingsOneLineDown } from './compileHints';

type Bundle = Rolldown.OutputBundle;

/** A chunk as Rolldown hands it to generateBundle, with only the fields the plugin reads. */
const chunk = (name: string, code: string, mappings = 'AAAA;AACA') =>
  ({
    type: 'chunk',
    name,
    fileName: `assets/${name}-h4sh.js`,
    code,
    map: { mappings },
  }) as unknown as Rolldown.OutputChunk;
const mapAsset = (mappings: string) =>
  ({
    type: 'asset',
    fileName: 'x.map',
    source: JSON.stringify({ version: 3, sources: ['a.ts'], mappings }),
  }) as unknown as Rolldown.OutputAsset;

function runGenerateBundle(bundle: Bundle) {
  const hook = compileHints().generateBundle as { handler: (this: unknown, options: unknown, bundle: Bundle) => void };
  hook.handler.call({}, {}, bundle);
}

describe('hintsChunk', () => {
  it.each([
    ['entry', 'chunk', true],
    ['signed-in', 'chunk', true],
    ['AppDataGrid', 'chunk', false],
    ['DatePicker', 'chunk', false],
    ['TasksPage', 'chunk', false],
    ['supabase-auth', 'chunk', false],
    ['index', 'chunk', false],
    ['entry', 'asset', false],
  ])('%s (%s): %s', (name, type, hinted) => {
    expect(hintsChunk({ name, type })).toBe(hinted);
  });
});

describe('mappingsOneLineDown', () => {
  it.each([
    ['AAAA', ';AAAA'],
    [';;AAAA,CAAC', ';;;AAAA,CAAC'],
    ['', ';'],
  ])('%s -> %s', (mappings, moved) => {
    expect(mappingsOneLineDown(mappings)).toBe(moved);
  });
});

describe('compileHints', () => {
  it('puts the hint on the first line of the two layers, above the preload helper, and moves their maps down', () => {
    const entry = chunk('entry', 'const __vite__mapDeps=1;\nimport"./x.js";', 'AAAA;AACA');
    const signedIn = chunk('signed-in', 'export{a};', ';AAAA');
    const page = chunk('TasksPage', 'export{b};', 'AAAA');
    const entryMap = mapAsset('AAAA;AACA');
    const pageMap = mapAsset('AAAA');
    const bundle = {
      [entry.fileName]: entry,
      [`${entry.fileName}.map`]: entryMap,
      [signedIn.fileName]: signedIn,
      [page.fileName]: page,
      [`${page.fileName}.map`]: pageMap,
    } as Bundle;
    runGenerateBundle(bundle);
    expect(entry.code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=1;\nimport"./x.js";`);
    expect(entry.map?.mappings).toBe(';AAAA;AACA');
    expect(JSON.parse(entryMap.source as string)).toEqual({ version: 3, sources: ['a.ts'], mappings: ';AAAA;AACA' });
    expect(signedIn.code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(signedIn.map?.mappings).toBe(';;AAAA');
    expect(page.code).toBe('export{b};');
    expect(JSON.parse(pageMap.source as string).mappings).toBe('AAAA');
  });

  it('adds the hint once, however often the bundle is written', () => {
    const entry = chunk('entry', 'export{};');
    addHint(entry, undefined);
    addHint(entry, undefined);
    expect(entry.code).toBe(`${COMPILE_HINT}\nexport{};`);
    expect(entry.map?.mappings).toBe(';AAAA;AACA');
  });

  it('reads a map file given as bytes', () => {
    const entry = chunk('entry', 'export{};');
    const map = {
      type: 'asset',
      fileName: 'm',
      source: new TextEncoder().encode(JSON.stringify({ mappings: 'AAAA' })),
    } as unknown as Rolldown.OutputAsset;
    addHint(entry, map);
    expect(JSON.parse(map.source as string).mappings).toBe(';AAAA');
  });

  it("counts the hint in the hashes of the layers' files only", () => {
    const augment = compileHints().augmentChunkHash as (chunk: { name: string }) => string | undefined;
    expect(augment({ name: 'entry' })).toBe(COMPILE_HINT);
    expect(augment({ name: 'signed-in' })).toBe(COMPILE_HINT);
    expect(augment({ name: 'VendorsPage' })).toBeUndefined();
  });
});
