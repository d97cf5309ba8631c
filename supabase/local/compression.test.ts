import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { BUFFER_MAX_BYTES, COMPRESS_MIN_BYTES, compressResponses, isCompressible, pickEncoding } from './compression';

describe('pickEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate', null],
  ])('%s gives %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('isCompressible', () => {
  it.each([
    ['application/json; charset=utf-8', true],
    ['application/vnd.pgrst.object+json; charset=utf-8', true],
    ['text/csv; charset=utf-8', true],
    ['application/octet-stream', false],
    ['image/png', false],
    [null, false],
  ])('%s: %s', (type, expected) => {
    expect(isCompressible(type)).toBe(expected);
  });
});

const big = Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Fix the boiler in unit ${i}` }));

const LONG_LINES = BUFFER_MAX_BYTES / 1024 + 200;

function app() {
  const a = new Hono();
  a.use('*', compressResponses());
  a.get('/big', (c) => c.json(big));
  a.get('/page', (c) => c.json(big, 206, { 'content-range': '0-199/2000' }));
  a.get('/bytes', (c) => c.body(JSON.stringify(big), 206, { 'content-type': 'application/json', 'content-range': 'bytes 0-9999/20000' }));
  a.get('/small', (c) => c.json({ ok: true }));
  a.get('/binary', (c) => c.body(new Uint8Array(4000), 200, { 'content-type': 'application/octet-stream' }));
  // No content-length and chunks over time, as a streamed export is.
  a.get('/stream', () => {
    const encoder = new TextEncoder();
    let i = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        if (i === 50) return controller.close();
        controller.enqueue(encoder.encode(`${i++},${'x'.repeat(100)}\n`));
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/csv' } });
  });
  // Longer than the gateway buffers: compressed as it streams.
  a.get('/long-stream', () => {
    const line = new TextEncoder().encode(`${'y'.repeat(1023)}\n`);
    let i = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (i++ === LONG_LINES) return controller.close();
        controller.enqueue(line);
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/csv' } });
  });
  a.get('/tiny-stream', () => new Response(new Blob(['a,b\n']).stream(), { headers: { 'content-type': 'text/csv' } }));
  return a;
}

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('compressResponses', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('compresses a large JSON answer with %s and it decodes to the same JSON', async (encoding, decode) => {
    const res = await app().request('/big', { headers: { 'accept-encoding': encoding } });
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = await bytes(res);
    // Compressed whole, so its length is known.
    expect(res.headers.get('content-length')).toBe(String(body.length));
    expect(body.length).toBeLessThan(JSON.stringify(big).length / 3);
    expect(JSON.parse(decode(body).toString('utf8'))).toEqual(big);
  });

  it('compresses a page of rows (206 with a row range) but not a byte range', async () => {
    const page = await app().request('/page', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.status).toBe(206);
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(await bytes(page)).toString('utf8'))).toEqual(big);
    const range = await app().request('/bytes', { headers: { 'accept-encoding': 'gzip' } });
    expect(range.headers.get('content-encoding')).toBeNull();
  });

  it('sends a small answer as it is, still varying on Accept-Encoding', async () => {
    const res = await app().request('/small', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('leaves the answer alone when the client does not accept an encoding', async () => {
    const res = await app().request('/big');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual(big);
  });

  it('does not compress binary answers', async () => {
    const res = await app().request('/binary', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect((await bytes(res)).length).toBe(4000);
  });

  it('compresses a streamed answer of unknown length without losing any of it', async () => {
    const res = await app().request('/stream', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const lines = gunzipSync(await bytes(res)).toString('utf8').trim().split('\n');
    expect(lines).toHaveLength(50);
    expect(lines[49]).toBe(`49,${'x'.repeat(100)}`);
  });

  it('compresses an answer longer than its buffer as a stream, all of it', async () => {
    const res = await app().request('/long-stream', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-length')).toBeNull();
    const text = brotliDecompressSync(await bytes(res)).toString('utf8');
    expect(text.length).toBe(LONG_LINES * 1024);
    expect(text.endsWith(`${'y'.repeat(1023)}\n`)).toBe(true);
  });

  it(`sends a streamed answer below ${COMPRESS_MIN_BYTES} bytes as it is`, async () => {
    const res = await app().request('/tiny-stream', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe('a,b\n');
  });
});
