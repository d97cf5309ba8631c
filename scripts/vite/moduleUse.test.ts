import { parse as espree } from 'espree';
import type { ESTree } from 'vite';
import { modulesUsed, summarize, type GraphModule } from './moduleUse';

const parse = (code: string) =>
  espree(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as ESTree.Program;

/** A module graph: id → code and the ids its import statements resolve to, in order. */
function graph(modules: Record<string, { code: string | null; imports?: string[]; exports?: string[] }>) {
  return (id: string): GraphModule | null => {
    const m = modules[id];
    return m ? { code: m.code, importedIds: m.imports ?? [], exports: m.exports ?? [] } : null;
  };
}

// A package index that re-exports its components, as @mui/material's does.
const mui = {
  'mui/index': {
    code: `export { default as Button } from './Button'; export * from './Button'; export { default as Dialog } from './Dialog'; export * from './styles';`,
    imports: ['mui/Button', 'mui/Dialog', 'mui/styles'],
  },
  'mui/Button': {
    code: `import { styled } from './styles'; export default function Button() { return styled(); }`,
    imports: ['mui/styles'],
    exports: ['default'],
  },
  'mui/Dialog': {
    code: `import Modal from './Modal'; export default function Dialog() { return Modal(); }`,
    imports: ['mui/Modal'],
    exports: ['default'],
  },
  'mui/Modal': { code: `export default function Modal() {}`, exports: ['default'] },
  'mui/styles': { code: `export const styled = () => 1; export const alpha = () => 2;`, exports: ['styled', 'alpha'] },
};

describe('modulesUsed', () => {
  it('follows a named import through a package index to the component alone', () => {
    const get = graph({ app: { code: `import { Button } from 'mui'; Button();`, imports: ['mui/index'] }, ...mui });
    expect([...modulesUsed(get, parse, ['app'])].sort()).toEqual(['app', 'mui/Button', 'mui/styles']);
  });

  it('finds names that come through `export *`, and takes everything of a namespace import', () => {
    const named = graph({ app: { code: `import { alpha } from 'mui'; alpha();`, imports: ['mui/index'] }, ...mui });
    expect([...modulesUsed(named, parse, ['app'])].sort()).toEqual(['app', 'mui/styles']);
    const namespace = graph({ app: { code: `import * as M from 'mui'; M.x();`, imports: ['mui/index'] }, ...mui });
    expect([...modulesUsed(namespace, parse, ['app'])].sort()).toEqual([
      'app',
      'mui/Button',
      'mui/Dialog',
      'mui/Modal',
      'mui/styles',
    ]);
  });

  it("takes all of a module's imports when its statements do not line up with the resolved ids (CommonJS)", () => {
    const get = graph({
      app: { code: `const d = require('dep'); module.exports = d;`, imports: ['dep'] },
      dep: { code: `export const x = 1;` },
    });
    expect([...modulesUsed(get, parse, ['app'])].sort()).toEqual(['app', 'dep']);
  });

  it("follows a module with a dynamic import by name: the bundler's own helper import does not make it take everything", () => {
    // Vite adds `\0vite/preload-helper.js` to the resolved imports of a module with `import()`; no statement names it.
    const get = graph({
      app: {
        code: `import { Button } from 'mui'; Button(); const later = () => import('./dialog');`,
        imports: ['mui/index', '\0vite/preload-helper.js'],
      },
      '\0vite/preload-helper.js': { code: `export const __vitePreload = (f) => f();`, exports: ['__vitePreload'] },
      ...mui,
    });
    expect([...modulesUsed(get, parse, ['app'])].sort()).toEqual([
      '\0vite/preload-helper.js',
      'app',
      'mui/Button',
      'mui/styles',
    ]);
  });

  it('keeps a side-effect import', () => {
    const get = graph({
      app: { code: `import './polyfill'; export const a = 1;`, imports: ['polyfill'] },
      polyfill: { code: `globalThis.x = 1;` },
    });
    expect([...modulesUsed(get, parse, ['app'])].sort()).toEqual(['app', 'polyfill']);
  });
});

describe('summarize', () => {
  it('tells a barrel (imports and re-exports only) from a module with code', () => {
    expect(summarize(graph(mui)('mui/index')!, parse).barrel).toBe(true);
    expect(summarize(graph(mui)('mui/Button')!, parse).barrel).toBe(false);
  });
});
