import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { ANON_KEY, SERVICE_ROLE_KEY } from './config';
import { createGateway } from './gateway';

/** A stand-in PostgREST that answers CORS itself, as the real one does. */
function fakeRest(): Promise<Server> {
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ path: req.url, apikey: req.headers.apikey ?? null }));
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
    expect(await res.json()).toEqual({ path: '/tasks?select=id&order=title', apikey: key });
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
    const res = await gateway.request('/rest/v1/tasks', { headers: { apikey: ANON_KEY, Origin: 'http://127.0.0.1:5173' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });

  it('answers a preflight without a key', async () => {
    const res = await gateway.request('/rest/v1/tasks', {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:5173', 'Access-Control-Request-Method': 'PATCH', 'Access-Control-Request-Headers': 'apikey,prefer' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toBe('apikey,prefer');
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
  });
});
