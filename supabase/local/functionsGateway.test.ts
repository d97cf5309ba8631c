import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { SignJWT } from 'jose';
import { ANON_KEY, JWT_SECRET } from './config';
import type { FunctionsRunner } from './functions';
import { createFunctionsApp } from './functionsGateway';

/** A function that answers with what it was asked, as Deno.serve would see it. */
let upstream: Server;
let upstreamUrl: string;
beforeAll(async () => {
  upstream = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ method: req.method, url: req.url, authorization: req.headers.authorization ?? null }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => upstream.close(resolve)));

function gateway(overrides: Partial<FunctionsRunner> = {}) {
  const runner: FunctionsRunner = {
    names: ['send-digests', 'open'],
    processes: [],
    endpoint: async () => upstreamUrl,
    verifyJwt: (name) => name !== 'open',
    stop: async () => undefined,
    ...overrides,
  };
  return new Hono().route('/functions/v1', createFunctionsApp(runner));
}

describe('the gateway route to Edge Functions', () => {
  it('checks the JWT as Supabase does, then forwards the request with its path and query', async () => {
    const app = gateway();
    const none = await app.request('/functions/v1/send-digests', { method: 'POST' });
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ code: 401, message: 'Missing authorization header' });
    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-of-at-least-32-characters'));
    expect(
      await (
        await app.request('/functions/v1/send-digests', {
          method: 'POST',
          headers: { Authorization: `Bearer ${forged}` },
        })
      ).json(),
    ).toEqual({
      code: 401,
      message: 'Invalid JWT',
    });
    const res = await app.request('http://127.0.0.1/functions/v1/send-digests/sub/path?x=1', {
      method: 'POST',
      headers: { Authorization: `Bearer ${ANON_KEY}` },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      method: 'POST',
      url: '/send-digests/sub/path?x=1',
      authorization: `Bearer ${ANON_KEY}`,
    });
  });

  it('lets any call through to a function with verify_jwt = false', async () => {
    const res = await gateway().request('http://127.0.0.1/functions/v1/open', { method: 'GET' });
    expect(await res.json()).toEqual({ method: 'GET', url: '/open', authorization: null });
  });

  it('answers 404 for no such function and 503 when it cannot start', async () => {
    const token = await new SignJWT({ role: 'anon' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(JWT_SECRET));
    const headers = { Authorization: `Bearer ${token}` };
    expect((await gateway().request('/functions/v1/nope', { method: 'POST', headers })).status).toBe(404);
    const broken = gateway({
      endpoint: async () => {
        throw new Error('exited (1) before it listened:\nerror: Module not found');
      },
    });
    const res = await broken.request('/functions/v1/send-digests', { method: 'POST', headers });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      code: 'BOOT_ERROR',
      message: 'Function failed to start: exited (1) before it listened:',
    });
  });
});
