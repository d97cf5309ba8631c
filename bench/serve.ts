import { createReadStream, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parseAllHeaders, type Header } from '@netlify/headers-parser';
import { COMPRESS_MIN_BYTES, isCompressible, pickEncoding } from '../supabase/local/compression';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

const typeOf = (file: string) => TYPES[path.extname(file)] ?? 'application/octet-stream';
const compressible = (file: string) =>
  isCompressible(typeOf(file)) || path.extname(file) === '.svg' || path.extname(file) === '.js';

/**
 * Writes `x.br` (quality 11) and `x.gz` (level 9) beside every text file of a build, as a static
 * host or CDN serves them; source maps are left out (browsers fetch them only with devtools open).
 * Returns how many files it compressed.
 */
export function precompress(dir: string): number {
  let count = 0;
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (compressible(file) && statSync(file).size >= COMPRESS_MIN_BYTES) {
        const content = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        count++;
      }
    }
  };
  walk(dir);
  return count;
}

/** The host's own file in the published folder: read by the host, never served. */
const HOST_FILE = '_headers';

/** Which file answers a path: the file itself, or index.html for the app's routes (a SPA fallback). */
export function resolveFile(dir: string, pathname: string): string {
  const file = path.join(dir, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
  const hostFile = file === path.join(dir, HOST_FILE);
  if (!file.startsWith(dir) || hostFile || !existsSync(file) || statSync(file).isDirectory())
    return path.join(dir, 'index.html');
  return file;
}

/** The headers a request path gets, by the rules of a build's `_headers` file (names in lower case). */
export type HeaderRules = (pathname: string) => Record<string, string>;

/**
 * Reads a build's `_headers` (copied from `public/_headers`, the file Netlify and Cloudflare Pages
 * read), so the bench serves the cache rules a deploy gets. Every rule whose path matches applies,
 * a later one winning, as Netlify's own dev server merges them. A file that does not parse stops the
 * bench: it would deploy broken too.
 */
export async function loadHeaderRules(dir: string): Promise<HeaderRules> {
  const file = path.join(dir, HOST_FILE);
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: undefined, minimal: false });
  if (errors.length > 0) throw new Error(`${file}: ${errors.map((error) => error.message).join('; ')}`);
  const rules = headers as Header[];
  return (pathname) => {
    const values: Record<string, string> = {};
    for (const rule of rules) {
      if (!rule.forRegExp.test(pathname)) continue;
      for (const [name, value] of Object.entries(rule.values)) values[name.toLowerCase()] = value;
    }
    return values;
  };
}

/**
 * Headers and the bytes on disk for one request: the file that answers it, its path (the header
 * rules match the path asked for, as a host's do) and its Accept-Encoding. A path no rule gives a
 * Cache-Control is revalidated (`no-cache`), as those hosts do by default.
 */
export function answerFor(
  file: string,
  pathname: string,
  acceptEncoding: string | undefined,
  rules: HeaderRules,
): { file: string; headers: Record<string, string> } {
  const headers: Record<string, string> = {
    'content-type': typeOf(file),
    'cache-control': 'no-cache',
    ...rules(pathname),
  };
  if (!compressible(file)) return { file, headers };
  headers.vary = 'Accept-Encoding';
  const encoding = pickEncoding(acceptEncoding);
  const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : null;
  if (suffix && existsSync(file + suffix))
    return { file: file + suffix, headers: { ...headers, 'content-encoding': encoding! } };
  return { file, headers };
}

/**
 * Serves a built app like a static host: precompressed .br/.gz when the browser takes them, the
 * cache rules of its `_headers` file, every other path falls back to index.html.
 */
export async function serveStatic(dir: string, port: number): Promise<{ url: string; close(): Promise<void> }> {
  const rules = await loadHeaderRules(dir);
  const server: Server = createServer((req, res) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request');
      return;
    }
    const answer = answerFor(resolveFile(dir, pathname), pathname, req.headers['accept-encoding'], rules);
    res.writeHead(200, { ...answer.headers, 'content-length': String(statSync(answer.file).size) });
    if (req.method === 'HEAD') res.end();
    else createReadStream(answer.file).pipe(res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
