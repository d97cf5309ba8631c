import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { renderHeaders } from '../scripts/vite/deployHeaders';
import { answerFor, loadHeaderRules, precompress, resolveFile, type HeaderRules } from './serve';

const YEAR = 'public, max-age=31536000, immutable';

describe('the bench static host', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-serve-'));
  const js = path.join(dir, 'assets', 'index-AbC123.js');
  const asset = '/assets/index-AbC123.js';
  let rules: HeaderRules;
  const code = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `row ${i}`))};`;
  beforeAll(async () => {
    mkdirSync(path.join(dir, 'assets'));
    // The build's dist/_headers: public/_headers with the API's origin and the inline script's hash.
    const template = readFileSync(path.join(__dirname, '..', 'public', '_headers'), 'utf8');
    writeFileSync(
      path.join(dir, '_headers'),
      renderHeaders(template, 'http://127.0.0.1:54321', '<script>boot()</script>'),
    );
    writeFileSync(path.join(dir, 'sw.js'), 'self.skipWaiting();');
    writeFileSync(path.join(dir, 'workbox-d8ed3718.js'), 'export {};');
    writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
    rules = await loadHeaderRules(dir);
    writeFileSync(js, code);
    writeFileSync(path.join(dir, 'assets', 'index-AbC123.js.map'), code);
    writeFileSync(path.join(dir, 'assets', 'logo-x1.png'), Buffer.alloc(4000));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  });

  it('precompresses text files above the floor, not images, maps or a small index.html', () => {
    expect(precompress(dir)).toBe(1);
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(code);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(code);
  });

  it.each([
    ['gzip, deflate, br, zstd', '.br', 'br'],
    ['gzip', '.gz', 'gzip'],
    [undefined, '', undefined],
  ])('answers Accept-Encoding %s with the %s file', (accept, suffix, encoding) => {
    const answer = answerFor(js, asset, accept, rules);
    expect(answer.file).toBe(js + suffix);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['cache-control']).toBe(YEAR);
  });

  it('falls back to index.html for app routes, and never serves the host its own file', () => {
    const index = path.join(dir, 'index.html');
    expect(resolveFile(dir, '/tasks/123')).toBe(index);
    expect(resolveFile(dir, '/../../etc/passwd')).toBe(index);
    expect(resolveFile(dir, '/_headers')).toBe(index);
    expect(resolveFile(dir, '/sw.js')).toBe(path.join(dir, 'sw.js'));
  });

  // public/_headers, as a deploy on Netlify or Cloudflare Pages reads it.
  it.each([
    [asset, YEAR],
    ['/assets/logo-x1.png', YEAR],
    ['/workbox-d8ed3718.js', YEAR],
    ['/', 'no-cache'],
    ['/index.html', 'no-cache'],
    ['/sw.js', 'no-cache'],
    // No rule: the hosts' default, revalidated.
    ['/tasks/123', 'no-cache'],
    ['/favicon.svg', 'no-cache'],
  ])('serves %s with Cache-Control %s', (pathname, cacheControl) => {
    expect(answerFor(resolveFile(dir, pathname), pathname, 'br', rules).headers['cache-control']).toBe(cacheControl);
  });

  it('sends images as they are', () => {
    const png = path.join(dir, 'assets', 'logo-x1.png');
    const answer = answerFor(png, '/assets/logo-x1.png', 'br', rules);
    expect(answer.file).toBe(png);
    expect(answer.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': YEAR });
    expect(answer.headers['content-encoding']).toBeUndefined();
  });

  it.each(['/', '/tasks/123', asset, '/sw.js'])('serves %s with the security headers of a deploy', (pathname) => {
    const { headers } = answerFor(resolveFile(dir, pathname), pathname, 'br', rules);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("connect-src 'self' http://127.0.0.1:54321;");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('geolocation=()');
  });

  it('stops on a _headers file a host could not read', async () => {
    const broken = mkdtempSync(path.join(tmpdir(), 'bench-serve-broken-'));
    writeFileSync(path.join(broken, '_headers'), 'Cache-Control: no-cache\n');
    await expect(loadHeaderRules(broken)).rejects.toThrow(/Path should come before header "Cache-Control"/);
  });

  it('gives every path the default when a build has no _headers', async () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'bench-serve-bare-'));
    expect(answerFor(js, asset, 'br', await loadHeaderRules(bare)).headers['cache-control']).toBe('no-cache');
  });
});
