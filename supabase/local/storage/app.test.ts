import { Hono } from 'hono';
import { SignJWT } from 'jose';
import type { Pool } from 'pg';
import { ANON_KEY, JWT_SECRET } from '../config';
import { createGateway } from '../gateway';
import { createStorageApp } from './app';

/** Every check here comes before the database: a pool that fails the test if it is asked anything. */
const noDatabase = new Proxy({} as Pool, {
  get: () => () => {
    throw new Error('the database was reached');
  },
});
const secret = new TextEncoder().encode(JWT_SECRET);

function storageAt(root = '/nonexistent') {
  return new Hono().route('/storage/v1', createStorageApp({ pool: noDatabase, root, jwtSecret: JWT_SECRET }));
}

describe('the Storage app', () => {
  const app = storageAt();

  it('refuses a signed URL without a token, or with a bad one, as hosted Storage does', async () => {
    const missing = await app.request('/storage/v1/object/sign/documents/u1/a.pdf');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
    const bad = await app.request('/storage/v1/object/sign/documents/u1/a.pdf?token=not.a.jwt');
    expect(await bad.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT' });
  });

  it('refuses an expired session before anything else, with HTTP 400 and the 403 in the body', async () => {
    const expired = await new SignJWT({ role: 'authenticated', sub: 'u1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 1)
      .sign(secret);
    const res = await app.request('/storage/v1/object/documents/u1/a.pdf', {
      method: 'POST',
      headers: { authorization: `Bearer ${expired}`, 'content-type': 'application/pdf' },
      body: 'x',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: expect.stringMatching(/"exp" claim/),
    });
  });

  it('never acts as a role other than anon, authenticated or service_role', async () => {
    const postgres = await new SignJWT({ role: 'postgres' }).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    const res = await app.request('/storage/v1/object/list/documents', {
      method: 'POST',
      headers: { authorization: `Bearer ${postgres}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await res.json()).toMatchObject({ statusCode: '403', message: 'Access denied: Invalid role' });
  });

  it('refuses a key that would leave its folder', async () => {
    const res = await app.request('/storage/v1/object/documents/u1/a%2F..%2F..%2F..%2Fetc', {
      headers: { authorization: `Bearer ${ANON_KEY}` },
    });
    expect(await res.json()).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
  });

  it('answers an unknown route with 404', async () => {
    const res = await app.request('/storage/v1/object/move', { method: 'GET' });
    expect(res.status).toBe(404);
  });
});

describe('Storage behind the gateway', () => {
  const seen: string[] = [];
  const stub = new Hono();
  stub.all('*', async (c) => {
    const body = c.req.raw.body ? await c.req.arrayBuffer() : new ArrayBuffer(0);
    seen.push(`${c.req.method} ${c.req.path} ${body.byteLength}`);
    return c.json({ bytes: body.byteLength });
  });
  const gateway = createGateway({ restUrl: 'http://127.0.0.1:9', auth: new Hono(), storage: stub, bodyLimitBytes: 10 });

  it('asks for the API key, except on signed URLs and public objects', async () => {
    expect((await gateway.request('/storage/v1/object/documents/u1/a.pdf')).status).toBe(401);
    expect((await gateway.request('/storage/v1/object/sign/documents/u1/a.pdf?token=t')).status).toBe(200);
    expect((await gateway.request('/storage/v1/object/public/avatars/a.png')).status).toBe(200);
    expect(
      (await gateway.request('/storage/v1/object/upload/sign/documents/u1/a.pdf?token=t', { method: 'PUT' })).status,
    ).toBe(200);
    expect(
      (await gateway.request('/storage/v1/object/upload/sign/documents/u1/a.pdf', { method: 'POST' })).status,
    ).toBe(401);
    expect((await gateway.request('/storage/v1/object/sign/documents/u1/a.pdf', { method: 'POST' })).status).toBe(401);
    expect(
      (await gateway.request('/storage/v1/object/documents/u1/a.pdf', { headers: { apikey: ANON_KEY } })).status,
    ).toBe(200);
  });

  it("leaves an upload's size to Storage, which knows the bucket's limit", async () => {
    const upload = await gateway.request('/storage/v1/object/documents/u1/a.pdf', {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/pdf' },
      body: 'x'.repeat(100),
    });
    expect(await upload.json()).toEqual({ bytes: 100 });
    const rest = await gateway.request('/rest/v1/tasks', {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
      body: 'x'.repeat(100),
    });
    expect(rest.status).toBe(413);
  });
});
