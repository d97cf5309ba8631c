import { createReadStream, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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
const compressible = (file: string) => isCompressible(typeOf(file)) || path.extname(file) === '.svg' || path.extname(file) === '.js';

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

/** Which file answers a path: the file itself, or index.html for the app's routes (a SPA fallback). */
export function resolveFile(dir: string, pathname: string): string {
  const file = path.join(dir, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
  if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) return path.join(dir, 'index.html');
  return file;
}

/** Headers and the bytes on disk for one file and one request's Accept-Encoding. */
export function answerFor(file: string, acceptEncoding: string | undefined): { file: string; headers: Record<string, string> } {
  const hashed = file.includes(`${path.sep}assets${path.sep}`);
  const headers: Record<string, string> = {
    'content-type': typeOf(file),
    // Hashed file names change with their content; index.html must be checked each time to find the new ones.
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  if (!compressible(file)) return { file, headers };
  headers.vary = 'Accept-Encoding';
  const encoding = pickEncoding(acceptEncoding);
  const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : null;
  if (suffix && existsSync(file + suffix)) return { file: file + suffix, headers: { ...headers, 'content-encoding': encoding! } };
  return { file, headers };
}

/**
 * Serves a built app like a static host: precompressed .br/.gz when the browser takes them, hashed
 * assets cached for a year, index.html revalidated, every other path falls back to index.html.
 */
export async function serveStatic(dir: string, port: number): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request');
      return;
    }
    const answer = answerFor(resolveFile(dir, pathname), req.headers['accept-encoding']);
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
