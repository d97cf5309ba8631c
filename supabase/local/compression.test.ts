import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono, type Context } from 'hono';
import {
  BUFFER_MAX_BYTES,
  COMPRESS_MIN_BYTES,
  compressResponses,
  isCompressible,
  pickEncoding,
  wholeAnswer,
} from './compression';

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

/**
 * The answers to compress, made either as routes usually make them (a body the middleware reads back)
 * or, as the gateway's REST proxy does, with `wholeAnswer` (a body held whole, compressed at once).
 */
type Made = 'by a route' | 'whole';

function app(made: Made = 'by a route') {
  const answer = (
    c: Context,
    body: string | Uint8Array<ArrayBuffer>,
    status: 200 | 206,
    headers: Record<string, string>,
  ) =>
    made === 'whole'
      ? wholeAnswer(c.req.header('accept-encoding'), typeof body === 'string' ? new TextEncoder().encode(body) : body, {
          status,
          headers: new Headers(headers),
        })
      : c.body(body, status, headers);
  const json = { 'content-type': 'application/json' };
  const a = new Hono();
  a.use('*', compressResponses());
  a.get('/big', (c) => answer(c, JSON.stringify(big), 200, json));
  a.get('/page', (c) => answer(c, JSON.stringify(big), 206, { ...json, 'content-range': '0-199/2000' }));
  a.get('/bytes', (c) => answer(c, JSON.stringify(big), 206, { ...json, 'content-range': 'bytes 0-9999/20000' }));
  a.get('/small', (c) => answer(c, JSON.stringify({ ok: true }), 200, json));
  a.get('/binary', (c) => answer(c, new Uint8Array(4000), 200, { 'content-type': 'application/octet-stream' }));
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

describe.each<Made>(['by a route', 'whole'])('compressResponses, answers made %s', (made) => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('compresses a large JSON answer with %s and it decodes to the same JSON', async (encoding, decode) => {
    const res = await app(made).request('/big', { headers: { 'accept-encoding': encoding } });
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = await bytes(res);
    // Compressed whole, so its length is known.
    expect(res.headers.get('content-length')).toBe(String(body.length));
    expect(body.length).toBeLessThan(JSON.stringify(big).length / 3);
    expect(JSON.parse(decode(body).toString('utf8'))).toEqual(big);
  });

  it('compresses a page of rows (206 with a row range) but not a byte range', async () => {
    const page = await app(made).request('/page', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.status).toBe(206);
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(await bytes(page)).toString('utf8'))).toEqual(big);
    const range = await app(made).request('/bytes', { headers: { 'accept-encoding': 'gzip' } });
    expect(range.headers.get('content-encoding')).toBeNull();
  });

  it('sends a small answer as it is, still varying on Accept-Encoding', async () => {
    const res = await app(made).request('/small', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('leaves the answer alone when the client does not accept an encoding', async () => {
    const res = await app(made).request('/big');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual(big);
  });

  it('does not compress binary answers', async () => {
    const res = await app(made).request('/binary', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect((await bytes(res)).length).toBe(4000);
  });
});

describe('compressResponses, streamed answers', () => {
  it('compresses a streamed answer of unknown length without losing any of it', async () => {
    const res = await app().request('/stream', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const lines = gunzipSync(await bytes(res))
      .toString('utf8')
      .trim()
      .split('\n');
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
