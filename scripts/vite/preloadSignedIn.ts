import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The lazy layers every signed-in screen needs (src/app/router.tsx): store, session and schema check, then the shell. */
export const SIGNED_IN_LAYERS = ['src/app/SignedInRoot.tsx', 'src/app/layout/AppShell.tsx'];

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

/** The files the signed-in layers add to the entry's, in a stable order. */
export function signedInFiles(bundle: OutputBundle, layers = SIGNED_IN_LAYERS): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const entry = closure(bundle, chunks.filter((c) => c.isEntry));
  const layerChunks = chunks.filter((c) => c.facadeModuleId && layers.some((l) => c.facadeModuleId!.replace(/\\/g, '/').endsWith(`/${l}`)));
  if (layerChunks.length !== layers.length) return [];
  return [...closure(bundle, layerChunks)].filter((f) => !entry.has(f) && f.endsWith('.js')).sort();
}

/**
 * Starts the signed-in part's code with the entry rather than after it has run: an inline script
 * in index.html adds `modulepreload` links for the lazy layers when a session may exist (the rule
 * of src/features/auth/authRules.ts mayHaveSession, on the key supabase-js stores it under). The
 * sign-in screen, with no session, fetches nothing more.
 */
export function preloadSignedIn(authStorageKey: string): Plugin {
  let base = '/';
  return {
    name: 'landlord-hq:preload-signed-in',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const files = signedInFiles(ctx.bundle).map((f) => `${base}${f}`);
        if (files.length === 0) return html;
        const script = `(function(){try{var s=localStorage.getItem(${JSON.stringify(authStorageKey)});if(!s&&!new URLSearchParams(location.hash.slice(1)).has('access_token')&&!new URLSearchParams(location.search).has('code'))return;${JSON.stringify(files)}.forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.href=f;document.head.appendChild(l)})}catch(e){}})()`;
        return [{ tag: 'script', children: script, injectTo: 'head-prepend' as const }];
      },
    },
  };
}
