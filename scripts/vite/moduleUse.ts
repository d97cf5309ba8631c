import type { ESTree } from 'vite';

/** The module graph as Rolldown's chunking sees it (ModuleInfo), the fields used here. */
export interface GraphModule {
  code: string | null;
  importedIds: string[];
  exports: string[];
}
export type GetModule = (id: string) => GraphModule | null;
export type Parse = (code: string) => ESTree.Program;

/** Every export of a module, or some of them by name. */
type Names = Set<string> | 'all';

interface ImportUse {
  id: string;
  names: Names;
}

interface Summary {
  /** Only imports and re-exports: it needs of its imports what is asked of it. */
  barrel: boolean;
  /** Each import with the names taken from it (a module with code needs all of them). */
  imports: ImportUse[];
  /** Exported name → where it comes from (barrels). */
  reexports: Map<string, ImportUse>;
  /** `export * from`: searched for names not re-exported by name (barrels). */
  stars: string[];
}

const ALL = 'all' as const;
const nameOf = (node: ESTree.ModuleExportName) => (node.type === 'Identifier' ? node.name : String(node.value));

/**
 * What a module takes from each module it imports, read from its code. Rolldown lists a module's
 * static imports (importedIds) in the order its import and export-from statements name them, once
 * each, plus the helpers plugins add (ids with a leading \0, such as Vite's preload helper in a
 * module with `import()`), which no statement names and which are taken whole. When the statements
 * do not line up with that list (CommonJS), the module is taken to use all of every import, which
 * can only make a set larger.
 */
export function summarize(module: GraphModule, parse: Parse): Summary {
  const everything: Summary = {
    barrel: false,
    imports: module.importedIds.map((id) => ({ id, names: ALL })),
    reexports: new Map(),
    stars: [],
  };
  if (!module.code) return everything;
  let program: ESTree.Program;
  try {
    program = parse(module.code);
  } catch {
    return everything;
  }
  const helpers = module.importedIds.filter((id) => id.startsWith('\0'));
  const importedIds = module.importedIds.filter((id) => !id.startsWith('\0'));
  const sources: string[] = [];
  const byId = new Map<string, ImportUse>();
  const useOf = (source: string) => byId.get(source)!;
  // First pass: the order of the sources, so each can be matched with its resolved id.
  for (const node of program.body) {
    if (
      node.type === 'ImportDeclaration' ||
      ((node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source)
    ) {
      if (!sources.includes(node.source!.value)) sources.push(node.source!.value);
    }
  }
  if (sources.length !== importedIds.length) return everything;
  sources.forEach((source, i) => byId.set(source, { id: importedIds[i], names: new Set() }));

  const add = (use: ImportUse, name: string | typeof ALL) => {
    if (use.names === ALL) return;
    if (name === ALL) use.names = ALL;
    else use.names.add(name);
  };
  const locals = new Map<string, { use: ImportUse; name: string | typeof ALL }>();
  const reexports = new Map<string, ImportUse>();
  const stars: string[] = [];
  let barrel = true;
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration') {
      const use = useOf(node.source.value);
      for (const spec of node.specifiers) {
        const name =
          spec.type === 'ImportSpecifier'
            ? nameOf(spec.imported)
            : spec.type === 'ImportDefaultSpecifier'
              ? 'default'
              : ALL;
        locals.set(spec.local.name, { use, name });
        add(use, name);
      }
    } else if (node.type === 'ExportAllDeclaration') {
      const use = useOf(node.source.value);
      if (node.exported) reexports.set(nameOf(node.exported), { id: use.id, names: ALL });
      else stars.push(use.id);
      add(use, ALL);
    } else if (node.type === 'ExportNamedDeclaration' && node.source) {
      const use = useOf(node.source.value);
      for (const spec of node.specifiers) {
        const name = nameOf(spec.local);
        reexports.set(nameOf(spec.exported), { id: use.id, names: new Set([name]) });
        add(use, name);
      }
    } else if (
      node.type === 'ExportNamedDeclaration' &&
      !node.declaration &&
      node.specifiers.every((s) => s.local.type === 'Identifier' && locals.has(s.local.name))
    ) {
      // `import * as colors from './colors'; export { colors };`
      for (const spec of node.specifiers) {
        const local = locals.get(nameOf(spec.local))!;
        reexports.set(nameOf(spec.exported), {
          id: local.use.id,
          names: local.name === ALL ? ALL : new Set([local.name]),
        });
      }
    } else {
      barrel = false;
    }
  }
  return { barrel, imports: [...byId.values(), ...helpers.map((id) => ({ id, names: ALL }))], reexports, stars };
}

/**
 * The modules a set of roots runs, following what each module takes from its imports through
 * barrels (`export { default as Button } from './Button'`): a file that imports Button from
 * '@mui/material' needs Button's module, not every component the package's index re-exports.
 * Barrels themselves are left out (they have no code of their own).
 */
export function modulesUsed(
  getModule: GetModule,
  parse: Parse,
  roots: string[],
  cache = new Map<string, Summary | null>(),
): Set<string> {
  const summary = (id: string) => {
    if (!cache.has(id)) {
      const module = getModule(id);
      cache.set(id, module ? summarize(module, parse) : null);
    }
    return cache.get(id)!;
  };
  const asked = new Map<string, Names>();
  const used = new Set<string>();
  const queue: Array<[string, Names]> = roots.map((id) => [id, ALL]);
  while (queue.length) {
    const [id, names] = queue.pop()!;
    const before = asked.get(id);
    if (before === ALL) continue;
    const fresh = names === ALL ? ALL : new Set([...names].filter((n) => !before?.has(n)));
    if (fresh !== ALL && fresh.size === 0 && before) continue;
    asked.set(id, fresh === ALL ? ALL : new Set([...(before ?? []), ...fresh]));
    const s = summary(id);
    if (!s) continue;
    if (!s.barrel) {
      if (used.has(id)) continue;
      used.add(id);
      for (const use of s.imports) queue.push([use.id, use.names]);
      continue;
    }
    if (fresh === ALL) {
      for (const use of s.imports) queue.push([use.id, use.names]);
      continue;
    }
    // A barrel's imports without names run for their side effects.
    for (const use of s.imports) if (use.names !== ALL && use.names.size === 0) queue.push([use.id, use.names]);
    for (const name of fresh) {
      const from = s.reexports.get(name);
      if (from) queue.push([from.id, from.names]);
      else for (const star of s.stars) if (getModule(star)?.exports.includes(name)) queue.push([star, new Set([name])]);
    }
  }
  return used;
}
