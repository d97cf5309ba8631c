import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { answerFor, precompress, resolveFile } from './serve';

describe('the bench static host', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-serve-'));
  const js = path.join(dir, 'assets', 'index-AbC123.js');
  const code = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `row ${i}`))};`;
  beforeAll(() => {
    mkdirSync(path.join(dir, 'assets'));
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
    const answer = answerFor(js, accept);
    expect(answer.file).toBe(js + suffix);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has the browser revalidate index.html, and falls back to it for app routes', () => {
    const index = resolveFile(dir, '/tasks/123');
    expect(index).toBe(path.join(dir, 'index.html'));
    expect(answerFor(index, 'br').headers['cache-control']).toBe('no-cache');
    expect(resolveFile(dir, '/../../etc/passwd')).toBe(path.join(dir, 'index.html'));
  });

  it('sends images as they are', () => {
    const png = path.join(dir, 'assets', 'logo-x1.png');
    expect(answerFor(png, 'br')).toEqual({ file: png, headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=31536000, immutable' } });
  });
});
