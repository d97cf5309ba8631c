import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { BUFFER_MAX_BYTES } from './compression';
import { ANON_KEY, SERVICE_ROLE_KEY } from './config';
import { createGateway } from './gateway';

/** Rows of an export longer than the gateway holds in memory: it passes them on as they come. */
const EXPORT_LINES = Math.ceil((BUFFER_MAX_BYTES * 1.5) / 100);

/**
 * A stand-in PostgREST that answers CORS itself and sends its answers chunked, as the real one does.
 * It echoes what reached it; /export streams a long CSV.
 */
function fakeRest(): Promise<Server> {
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.url === '/broken') {
      // Headers and half an answer, then the connection drops.
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('[{"id":');
      setTimeout(() => res.socket?.destroy(), 5);
      return;
    }
    if (req.url === '/export') {
      res.setHeader('Content-Type', 'text/csv');
      for (let i = 0; i < EXPORT_LINES; i++) res.write(`${String(i).padStart(8, '0')},${'z'.repeat(90)}\n`);
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.setHeader('Content-Type', 'application/json');
      const body = Buffer.concat(chunks).toString('utf8');
      const echo = {
        path: req.url,
        apikey: req.headers.apikey ?? null,
        method: req.method,
        body: body || null,
        forwardedHost: req.headers['x-forwarded-host'] ?? null,
      };
      // Long enough to be compressed when the client allows it.
      res.end(JSON.stringify(req.headers['x-pad'] ? { ...echo, pad: 'p'.repeat(4000) } : echo));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('gateway', () => {
  let rest: Server;
  let gateway: Hono;

  beforeAll(async () => {
    rest = await fakeRest();
    const auth = new Hono();
    auth.get('/health', (c) => c.json({ ok: true }));
    auth.get('/verify', (c) => c.text('verified'));
    gateway = createGateway({ restUrl: `http://127.0.0.1:${(rest.address() as AddressInfo).port}`, auth });
  });
  afterAll(() => new Promise<void>((resolve) => rest.close(() => resolve())));

  it.each([
    ['/rest/v1/tasks', undefined, 'No API key found in request'],
    ['/auth/v1/health', undefined, 'No API key found in request'],
    ['/rest/v1/tasks', 'wrong', 'Invalid API key'],
  ])('refuses %s with apikey %s', async (path, apikey, message) => {
    const res = await gateway.request(path, { headers: apikey ? { apikey } : {} });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message });
  });

  it.each([ANON_KEY, SERVICE_ROLE_KEY])('proxies REST calls with a known key, keeping path and query', async (key) => {
    const res = await gateway.request('/rest/v1/tasks?select=id&order=title', { headers: { apikey: key } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      path: '/tasks?select=id&order=title',
      apikey: key,
      method: 'GET',
      body: null,
    });
  });

  it("passes a call's method and body on, and says which host it was asked as", async () => {
    const res = await gateway.request('http://127.0.0.1:54321/rest/v1/rpc/property_cards', {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ p_limit: 24 }),
    });
    expect(await res.json()).toMatchObject({
      path: '/rpc/property_cards',
      method: 'POST',
      body: '{"p_limit":24}',
      forwardedHost: '127.0.0.1:54321',
    });
  });

  it('compresses a REST answer the client accepts compressed, with its CORS headers', async () => {
    const res = await gateway.request('/rest/v1/tasks', {
      headers: { apikey: ANON_KEY, 'accept-encoding': 'gzip, br', 'x-pad': '1' },
    });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(body.length));
    expect(JSON.parse(brotliDecompressSync(body).toString('utf8'))).toMatchObject({
      path: '/tasks',
      pad: 'p'.repeat(4000),
    });
  });

  it("answers 502, as Supabase's gateway does, when PostgREST breaks off an answer", async () => {
    const res = await gateway.request('/rest/v1/broken', { headers: { apikey: ANON_KEY } });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: 'An invalid response was received from the upstream server' });
  });

  it('passes on an export longer than it holds in memory, all of it', async () => {
    const res = await gateway.request('/rest/v1/export', { headers: { apikey: ANON_KEY, 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    const lines = brotliDecompressSync(Buffer.from(await res.arrayBuffer()))
      .toString('utf8')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(EXPORT_LINES);
    expect(lines[EXPORT_LINES - 1].startsWith(String(EXPORT_LINES - 1).padStart(8, '0'))).toBe(true);
  });

  it('accepts the key as a query parameter', async () => {
    const res = await gateway.request(`/auth/v1/health?apikey=${ANON_KEY}`);
    expect(res.status).toBe(200);
  });

  it('leaves e-mail links open: a browser follows them without a key', async () => {
    const res = await gateway.request('/auth/v1/verify?token=x&type=signup');
    expect(await res.text()).toBe('verified');
  });

  it('replaces the upstream CORS headers with its own single set', async () => {
    const res = await gateway.request('/rest/v1/tasks', {
      headers: { apikey: ANON_KEY, Origin: 'http://127.0.0.1:5173' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });

  it('answers a preflight without a key', async () => {
    const res = await gateway.request('/rest/v1/tasks', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'apikey,prefer',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toBe('apikey,prefer');
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
  });
});

describe('gateway: requests to PostgREST', () => {
  /** A stand-in PostgREST that holds every request until released, counting those it holds at once. */
  function heldRest() {
    const held: Array<{ url: string; answer: () => void }> = [];
    let most = 0;
    const server = createServer((req, res) => {
      held.push({ url: req.url!, answer: () => res.end(JSON.stringify({ path: req.url })) });
      most = Math.max(most, held.length);
    });
    return {
      server,
      held,
      most: () => most,
      /** Answers the oldest held request. */
      answerOne: () => held.shift()!.answer(),
      listening: new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve())),
    };
  }
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
    expect(check()).toBe(true);
  };

  it('sends at most its concurrency at once and the rest in the order they came', async () => {
    const rest = heldRest();
    await rest.listening;
    try {
      const gateway = createGateway({
        restUrl: `http://127.0.0.1:${(rest.server.address() as AddressInfo).port}`,
        auth: new Hono(),
        restConcurrency: 2,
      });
      const answered: string[] = [];
      const calls = [1, 2, 3, 4, 5].map(async (n) => {
        // Each call leaves after the one before it has reached the gateway.
        await new Promise((r) => setTimeout(r, n * 10));
        const res = await gateway.request(`/rest/v1/t${n}`, { headers: { apikey: ANON_KEY } });
        answered.push(((await res.json()) as { path: string }).path);
      });
      await until(() => rest.held.length === 2);
      // The others wait in the gateway, not at PostgREST.
      await new Promise((r) => setTimeout(r, 100));
      expect(rest.held.map((h) => h.url)).toEqual(['/t1', '/t2']);
      for (let answeredCount = 1; answeredCount <= 5; answeredCount++) {
        await until(() => rest.held.length > 0);
        rest.answerOne();
        await until(() => answered.length === answeredCount);
      }
      await Promise.all(calls);
      expect(answered).toEqual(['/t1', '/t2', '/t3', '/t4', '/t5']);
      expect(rest.most()).toBe(2);
    } finally {
      rest.server.closeAllConnections();
      await new Promise<void>((resolve) => rest.server.close(() => resolve()));
    }
  });

  it('frees the place of a request PostgREST never answers (it is down)', async () => {
    // A port nothing listens on: each call fails at once, and the next still goes.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const gateway = createGateway({ restUrl: `http://127.0.0.1:${port}`, auth: new Hono(), restConcurrency: 1 });
    const outcomes: string[] = [];
    for (let i = 0; i < 3; i++) {
      // Each call settles at once, none waits for a place; the app gets Supabase's gateway's answer.
      const res = await gateway.request('/rest/v1/tasks', { headers: { apikey: ANON_KEY } });
      outcomes.push(`${res.status} ${((await res.json()) as { message: string }).message}`);
    }
    expect(outcomes).toEqual(Array(3).fill('502 An invalid response was received from the upstream server'));
  });
});
