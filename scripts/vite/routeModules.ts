/**
 * The router's lazy modules per route, read from src/app/router.tsx's syntax tree: shared by
 * scripts/bundleSize.ts (the JavaScript per screen) and the index.html preload (preloadSignedIn.ts).
 */
import { join } from 'node:path';
import ts from 'typescript';

const ROUTER = 'src/app/router.tsx';

/** Every `import('x')` specifier inside `node`, leaving out the subtrees `skip` names. */
function dynamicImports(node: ts.Node, skip: (n: ts.Node) => boolean = () => false): string[] {
  const found: string[] = [];
  const visit = (n: ts.Node) => {
    if (skip(n)) return;
    if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword && n.arguments[0] && ts.isStringLiteralLike(n.arguments[0])) found.push(n.arguments[0].text);
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

/** Every identifier inside `node` (a `Component: X` or a `<X />`), leaving out the subtrees `skip` names. */
function identifiers(node: ts.Node, skip: (n: ts.Node) => boolean): string[] {
  const found: string[] = [];
  const visit = (n: ts.Node) => {
    if (skip(n)) return;
    if (ts.isIdentifier(n)) found.push(n.text);
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

const propertyName = (p: ts.ObjectLiteralElementLike) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined);

/**
 * Route → lazily imported modules, read from the router's syntax tree (so the router is formatted
 * like any file): each object with a `path` loads the modules it imports inline and the lazy
 * components (`const XPage = lazy(...)` / `lazyComponent(...)`) it names, its `children` aside.
 */
export function routeModules(routerSource: string): Array<{ route: string; modules: string[] }> {
  const file = ts.createSourceFile(ROUTER, routerSource, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lazyConsts = new Map<string, string>();
  const routes: Array<{ route: string; modules: string[] }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isCallExpression(node.initializer)) {
      const callee = node.initializer.expression;
      const [target] = dynamicImports(node.initializer);
      if (ts.isIdentifier(callee) && ['lazy', 'lazyComponent'].includes(callee.text) && target) lazyConsts.set(node.name.text, target);
    }
    if (ts.isObjectLiteralExpression(node)) {
      const path = node.properties.find((p) => propertyName(p) === 'path');
      if (path && ts.isPropertyAssignment(path) && ts.isStringLiteralLike(path.initializer)) {
        const isChildren = (n: ts.Node) => ts.isPropertyAssignment(n) && n.parent === node && propertyName(n) === 'children';
        const modules = new Set(dynamicImports(node, isChildren));
        for (const name of identifiers(node, isChildren)) if (lazyConsts.has(name)) modules.add(lazyConsts.get(name)!);
        routes.push({ route: path.initializer.text, modules: [...modules].map((spec) => join('src/app', spec).replace(/\\/g, '/')) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return routes;
}

