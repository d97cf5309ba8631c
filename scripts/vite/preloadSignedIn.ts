import type { Plugin, Rolldown } from 'vite';
import { routeModules, type ScreenFrame } from './routeModules.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * The lazy layers every signed-in screen needs: the router (src/main.tsx starts it), then store,
 * session and schema check, then the shell (src/app/router.tsx).
 */
export const SIGNED_IN_LAYERS = ['src/app/startApp.tsx', 'src/app/SignedInRoot.tsx', 'src/app/layout/AppShell.tsx'];
/** The chunks scripts/vite/layerChunks.ts makes of the entry's and the signed-in layers' modules (files `entry-<hash>.js`, `signed-in-<hash>.js`). */
export const LAYER_CHUNKS = { entry: 'entry', signedIn: 'signed-in' } as const;
/** The layer chunks a bundle lacks: none, unless the bundler stopped honouring layerChunks.ts's groups. */
export function missingLayerChunks(bundle: OutputBundle): string[] {
  const names = new Set(Object.values(bundle).map((c) => (c.type === 'chunk' ? c.name : '')));
  return Object.values(LAYER_CHUNKS).filter((layer) => !names.has(layer));
}
/** Screens outside the shell (a manifest's `frame`: 'open' or 'gate') need the router and the store only. */
export const layersOf = (frame: ScreenFrame) => (frame === 'shell' ? SIGNED_IN_LAYERS : SIGNED_IN_LAYERS.slice(0, 2));

type Screen = { route: string; frame: ScreenFrame; modules: string[] };

/** A chunk's file and every file it imports statically, as the browser fetches them. */
function closure(bundle: OutputBundle, start: OutputChunk[]): Set<string> {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  start.forEach((chunk) => visit(chunk.fileName));
  return files;
}

const chunksOf = (bundle: OutputBundle) => Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');

/** The chunk whose facade is a source module, named from the project root with or without its extension. */
function chunkOf(chunks: OutputChunk[], module: string): OutputChunk | undefined {
  const candidates = [module, ...['.tsx', '.ts'].map((ext) => module + ext)];
  return chunks.find(
    (c) => c.facadeModuleId && candidates.some((m) => c.facadeModuleId!.replace(/\\/g, '/').endsWith(`/${m}`)),
  );
}

/** The JavaScript some lazy modules add to the entry's, in a stable order; empty when one of them is not a chunk of its own. */
function filesBeyondEntry(bundle: OutputBundle, modules: string[]): string[] {
  const chunks = chunksOf(bundle);
  const entry = closure(
    bundle,
    chunks.filter((c) => c.isEntry),
  );
  const found = modules.map((m) => chunkOf(chunks, m));
  if (found.some((c) => !c)) return [];
  return [...closure(bundle, found as OutputChunk[])].filter((f) => !entry.has(f) && f.endsWith('.js')).sort();
}

/** The files the signed-in layers add to the entry's, in a stable order. */
export function signedInFiles(bundle: OutputBundle, layers = SIGNED_IN_LAYERS): string[] {
  return filesBeyondEntry(bundle, layers);
}

/** Route pattern → the files its screen adds to the entry's (layers, page and first reads), from the route manifests. */
export function routeFiles(bundle: OutputBundle, routes: Screen[]): Array<{ route: string; files: string[] }> {
  return routes
    .map(({ route, frame, modules }) => ({ route, files: filesBeyondEntry(bundle, [...layersOf(frame), ...modules]) }))
    .filter((r) => r.files.length > 0);
}

/**
 * The routes whose screen's code cannot be preloaded, with the modules that are not chunks of their
 * own (a page another page imports statically is merged into that one's chunk): the build stops on
 * them rather than leave a screen to load its code after the entry has run.
 */
export function routesWithoutChunks(
  bundle: OutputBundle,
  routes: Screen[],
): Array<{ route: string; modules: string[] }> {
  const chunks = chunksOf(bundle);
  return routes
    .map(({ route, modules }) => ({ route, modules: modules.filter((m) => !chunkOf(chunks, m)) }))
    .filter((r) => r.modules.length > 0);
}

/** React Router ranks static segments above parameters and a splat last: patterns in the order they should be tried. */
export function rankRoutes<T extends { route: string }>(routes: T[]): T[] {
  const score = (route: string) => (route === '*' ? 1000 : route.split('/').filter((s) => s.startsWith(':')).length);
  return [...routes].sort((a, b) => score(a.route) - score(b.route));
}

/** A route pattern as a regular expression's source, for the inline script (`:id` one segment, `*` anything). */
export function patternSource(route: string): string {
  if (route === '*') return '^/';
  const body = route
    .split('/')
    .map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^${body}/?$`;
}

/**
 * A page's first `Intl` object loads the browser's locale data (ICU), 70–170 ms of a
 * phone's main thread at CPU × 4; the next ones, whatever their kind, take up to about 30 ms. The app makes
 * its money formatters (supabase/functions/_shared/money.ts) and its label collators
 * (propertyRules.ts, notesRules.ts) when the signed-in code runs, when the main thread is the wait.
 * Made once while the page waits for its code, on a main thread that is otherwise idle, they leave
 * only their own few milliseconds there. A timer, so that the parser first reaches the entry's
 * script tag and its download starts. Alone, 45–125 ms of a phone's cold load (about 60 ms on most
 * screens); one of five start-up savings (docs/performance.md#measured-together) that together
 * take 0.12–0.27 s off a phone's cold load; alone, each is within the bench's noise.
 */
export const WARM_INTL = `setTimeout(function(){try{new Intl.NumberFormat('en-US',{style:'currency',currency:'USD'}).format(0);new Intl.Collator(void 0,{numeric:true}).compare('1','2')}catch(e){}},0)`;

/**
 * The inline script: when a session may exist (the rule of src/features/auth/authRules.ts
 * mayHaveSession, on the key supabase-js stores it under), `modulepreload` links for the first
 * route whose pattern matches the address, else for the signed-in layers alone; then `WARM_INTL`.
 */
export function preloadScript(
  authStorageKey: string,
  layerFiles: string[],
  routes: Array<{ route: string; files: string[] }>,
): string {
  const files = [...new Set([...layerFiles, ...routes.flatMap((r) => r.files)])];
  const table = rankRoutes(routes).map((r) => [patternSource(r.route), r.files.map((f) => files.indexOf(f))]);
  const layers = layerFiles.map((f) => files.indexOf(f));
  return `(function(){try{var s=localStorage.getItem(${JSON.stringify(authStorageKey)});if(!s&&!new URLSearchParams(location.hash.slice(1)).has('access_token')&&!new URLSearchParams(location.search).has('code'))return;var f=${JSON.stringify(files)},t=${JSON.stringify(table)},p=${JSON.stringify(layers)};for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(location.pathname)){p=t[i][1];break}p.forEach(function(n){var l=document.createElement('link');l.rel='modulepreload';l.href=f[n];document.head.appendChild(l)});${WARM_INTL}}catch(e){}})()`;
}

/**
 * Starts the code of the first screen with the entry rather than after it has run: an inline
 * script in index.html adds `modulepreload` links for the signed-in layers and the page the
 * address opens when a session may exist. The sign-in screen, with no session, fetches nothing more.
 * Without it a phone's cold load takes 0.3–0.8 s longer (the phone preset: dashboard 2.31 → 2.84 s,
 * tasks 2.29 → 3.08 s). The build stops when a screen's code has no chunk to preload.
 */
export function preloadSignedIn(authStorageKey: string): Plugin {
  let base = '/';
  let root = process.cwd();
  return {
    name: 'landlord-hq:preload-signed-in',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const layerFiles = signedInFiles(ctx.bundle);
        if (layerFiles.length === 0)
          throw new Error(
            `index.html cannot preload the signed-in layers: ${SIGNED_IN_LAYERS.join(', ')} are not chunks of their own.`,
          );
        const modules = routeModules(root);
        const unsplit = routesWithoutChunks(ctx.bundle, modules);
        if (unsplit.length > 0) {
          const list = unsplit.map((r) => `${r.route}: ${r.modules.join(', ')}`).join('; ');
          throw new Error(
            `index.html cannot preload these screens' code, as their modules are not chunks of their own (is one imported statically by another page?): ${list}`,
          );
        }
        const routes = routeFiles(ctx.bundle, modules);
        const url = (f: string) => `${base}${f}`;
        const script = preloadScript(
          authStorageKey,
          layerFiles.map(url),
          routes.map((r) => ({ route: r.route, files: r.files.map(url) })),
        );
        return [{ tag: 'script', children: script, injectTo: 'head-prepend' as const }];
      },
    },
  };
}
