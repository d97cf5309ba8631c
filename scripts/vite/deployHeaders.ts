import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const HOST_FILE = '_headers';

/** The CSP source of each inline `<script>` (one without `src`) of a page: `'sha256-<base64>'` of its exact text. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attrs, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attrs)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The deploy's `_headers` from its template (public/_headers): the API's origin and the inline
 * scripts' hashes filled in. A page with no inline script gets no hash source; `'self'` stays.
 */
export function renderHeaders(template: string, apiUrl: string, html: string): string {
  const apiOrigin = new URL(apiUrl).origin;
  const hashes = inlineScriptHashes(html).join(' ');
  return template
    .replaceAll('{{API_ORIGIN}}', apiOrigin)
    .replaceAll(' {{INLINE_SCRIPT_HASHES}}', hashes ? ` ${hashes}` : '')
    .replaceAll('{{INLINE_SCRIPT_HASHES}}', hashes);
}

/**
 * A static host cannot compute headers per build, so the build writes them: dist/_headers from
 * public/_headers (which Vite has copied as it is) once the final index.html exists.
 */
export function deployHeaders(apiUrl: string): Plugin {
  let publicDir = '';
  let outDir = '';
  return {
    name: 'landlord-hq:deploy-headers',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(options, bundle) {
      const index = bundle['index.html'];
      if (!publicDir || index?.type !== 'asset') return;
      const template = readFileSync(join(publicDir, HOST_FILE), 'utf8');
      writeFileSync(join(options.dir ?? outDir, HOST_FILE), renderHeaders(template, apiUrl, String(index.source)));
    },
  };
}
