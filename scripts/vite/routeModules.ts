/**
 * Each screen's lazy modules (its page and its first reads), read from the route manifests the
 * router composes (each feature's routes.ts, and src/app/routes/routes.ts): shared by
 * scripts/bundleSize.ts (the JavaScript per screen) and the index.html preload (preloadSignedIn.ts).
 *
 * A manifest's loaders must be inline `import('./X')` calls for the build to make chunks of them,
 * so they are read from the manifests' syntax trees, as are the patterns (src/config/routePatterns.ts):
 * Vite's config, which runs this, loads only modules written for Node. src/app/routeManifests.test.ts
 * checks that this finds exactly the router's routes and patterns.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';

/** Where a screen sits (src/config/routeManifest.ts): 'shell' unless its manifest says 'gate' or 'open'. */
export type ScreenFrame = 'shell' | 'gate' | 'open';

export interface ScreenModules {
  route: string;
  frame: ScreenFrame;
  /** Source modules from the project root, without extension: the page's, then the first reads'. */
  modules: string[];
}

/** The manifests, from the project root: one per feature that has screens, then the app's compositions. */
export function manifestFiles(root: string): string[] {
  const features = readdirSync(join(root, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `src/features/${entry.name}/routes.ts`);
  return [...features, 'src/app/routes/routes.ts'].filter((file) => existsSync(join(root, file)));
}

/** Every `import('x')` specifier inside `node`. */
function dynamicImports(node: ts.Node): string[] {
  const found: string[] = [];
  const visit = (n: ts.Node) => {
    if (
      ts.isCallExpression(n) &&
      n.expression.kind === ts.SyntaxKind.ImportKeyword &&
      n.arguments[0] &&
      ts.isStringLiteralLike(n.arguments[0])
    )
      found.push(n.arguments[0].text);
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

/**
 * A module's `const <name> = { key: 'literal', key: other.key, … }` as key → string, `other` looked
 * up in `known`; other values (functions) are left out, and an `other.key` not known throws.
 */
function stringTable(
  file: string,
  source: string,
  name: string,
  known: Record<string, Record<string, string>> = {},
): Record<string, string> {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  let table: Record<string, string> | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name && node.initializer) {
      let value: ts.Expression = node.initializer;
      while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value)) value = value.expression;
      if (!ts.isObjectLiteralExpression(value)) return;
      table = {};
      for (const p of value.properties) {
        const key = ts.isPropertyAssignment(p) ? propertyName(p) : undefined;
        if (!key || !ts.isPropertyAssignment(p)) continue;
        const v = p.initializer;
        if (ts.isStringLiteralLike(v)) table[key] = v.text;
        else if (ts.isPropertyAccessExpression(v) && ts.isIdentifier(v.expression)) {
          const found = known[v.expression.text]?.[v.name.text];
          if (found === undefined)
            throw new Error(
              `${file}: \`${name}.${key}\` is \`${v.getText(tree)}\`, which is not a string this script can read`,
            );
          table[key] = found;
        }
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  if (!table) throw new Error(`${file}: no \`const ${name} = { … }\` found`);
  return table;
}

/** src/config/routePatterns.ts's `routePatterns`, the values it takes from `paths` (src/config/paths.ts) filled in. */
export function routePatternsOf(root: string): Record<string, string> {
  const read = (file: string) => readFileSync(join(root, file), 'utf8');
  const paths = stringTable('src/config/paths.ts', read('src/config/paths.ts'), 'paths');
  return stringTable('src/config/routePatterns.ts', read('src/config/routePatterns.ts'), 'routePatterns', { paths });
}

const propertyName = (p: ts.ObjectLiteralElementLike) =>
  p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined;
const property = (node: ts.ObjectLiteralExpression, name: string) =>
  node.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && propertyName(p) === name);

/**
 * One manifest's screens: each object with a `path` (`routePatterns.x` under any local name, or a
 * string), the modules its `page` and `reads` import (inline, or through a loader declared above in
 * the same file) and its `frame`. Throws on a path it cannot read, so that no screen goes unseen.
 */
export function manifestRoutes(file: string, source: string, routePatterns: Record<string, string>): ScreenModules[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const loaders = new Map<string, string[]>();
  const screens: ScreenModules[] = [];
  const fromRoot = (specifier: string) => join(dirname(file), specifier).replace(/\\/g, '/');
  const modulesOf = (value: ts.Expression | undefined) =>
    value && ts.isIdentifier(value) ? (loaders.get(value.text) ?? []) : value ? dynamicImports(value) : [];
  const pathOf = (value: ts.Expression): string => {
    if (ts.isStringLiteralLike(value)) return value.text;
    if (ts.isPropertyAccessExpression(value) && value.name.text in routePatterns) return routePatterns[value.name.text];
    throw new Error(
      `${file}: a route's path must be routePatterns.<name> from src/config/routePatterns.ts, not \`${value.getText(tree)}\``,
    );
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      !ts.isArrayLiteralExpression(node.initializer)
    ) {
      loaders.set(node.name.text, dynamicImports(node.initializer));
    }
    if (ts.isObjectLiteralExpression(node)) {
      const path = property(node, 'path');
      if (path) {
        const frame = property(node, 'frame')?.initializer;
        screens.push({
          route: pathOf(path.initializer),
          frame: frame && ts.isStringLiteralLike(frame) ? (frame.text as ScreenFrame) : 'shell',
          modules: [
            ...modulesOf(property(node, 'page')?.initializer),
            ...modulesOf(property(node, 'reads')?.initializer),
          ].map(fromRoot),
        });
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return screens;
}

/** Every screen of the app, from its manifests. */
export function routeModules(root: string): ScreenModules[] {
  const patterns = routePatternsOf(root);
  return manifestFiles(root).flatMap((file) => manifestRoutes(file, readFileSync(join(root, file), 'utf8'), patterns));
}
