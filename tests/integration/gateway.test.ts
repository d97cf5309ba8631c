import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';
import { BODY_LIMIT_BYTES } from '../../supabase/local/gateway';
import { readRecord } from '../../supabase/local/record';
import { rawPost } from '../support/rawPost';
import { INTEGRATION_DATA_DIR } from './ports';
import { ANON_KEY, API_URL, MAILBOX_URL, signedInClient } from './support';

describe('gateway', () => {
  it('refuses a request without an apikey', async () => {
    const res = await fetch(`${API_URL}/rest/v1/`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'No API key found in request' });
  });

  it('refuses a request with an unknown apikey', async () => {
    const res = await fetch(`${API_URL}/auth/v1/settings`, { headers: { apikey: 'nope' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Invalid API key' });
  });

  it('passes a valid apikey to PostgREST and the auth service', async () => {
    const rest = await fetch(`${API_URL}/rest/v1/`, { headers: { apikey: ANON_KEY } });
    expect(rest.status).toBe(200);
    const auth = await fetch(`${API_URL}/auth/v1/health`, { headers: { apikey: ANON_KEY } });
    expect(auth.status).toBe(200);
  });

  it('has PostgREST refuse a JWT signed with another secret', async () => {
    const forged = await new SignJWT({ role: 'authenticated', sub: '00000000-0000-0000-0000-000000000001' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-at-least-32-characters'));
    const res = await fetch(`${API_URL}/rest/v1/`, {
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${forged}` },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'PGRST301' });
  });

  it('accepts a real access token at PostgREST', async () => {
    const { session } = await signedInClient();
    const res = await fetch(`${API_URL}/rest/v1/`, {
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${session.access_token}` },
    });
    expect(res.status).toBe(200);
  });

  it('answers a browser preflight once, echoing the requested headers', async () => {
    const res = await fetch(`${API_URL}/rest/v1/anything`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey,authorization,content-type,prefer,x-client-info',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('apikey');
  });

  it('sends one Access-Control-Allow-Origin on a proxied PostgREST answer', async () => {
    const res = await fetch(`${API_URL}/rest/v1/`, { headers: { apikey: ANON_KEY, Origin: 'http://127.0.0.1:5173' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });

  it('serves the mailbox page and its JSON', async () => {
    const page = await fetch(`${MAILBOX_URL}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Local mailbox');
    const json = await fetch(`${MAILBOX_URL}/api/messages`);
    expect(Array.isArray(await json.json())).toBe(true);
  });
});

describe('what the stack refuses', () => {
  const ROOT = path.resolve(__dirname, '..', '..');
  /** The resident memory of the stack's Node process (the gateway), from /proc. */
  const stackRss = () => {
    const pid = readRecord(path.resolve(ROOT, INTEGRATION_DATA_DIR))!.owner.pid;
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;
  };
  const json = { apikey: ANON_KEY, 'content-type': 'application/json' };

  it('refuses an anonymous 150 MB import at the limit with 413, the gateway holding no more than the limit', async () => {
    const answer = await rawPost(`${API_URL}/rest/v1/rpc/import_account_rows`, {
      total: 150 * 1024 * 1024,
      headers: json,
      rss: stackRss,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ message: 'Payload too large' });
    expect(answer.bytesSent).toBeLessThan(BODY_LIMIT_BYTES + 16 * 1024 * 1024);
    // Read whole, this body took the gateway from 136 to 563 MB.
    expect(answer.peakRssGrowth).toBeLessThan(BODY_LIMIT_BYTES * 3);
  }, 60_000);

  it.each(['/rest/v1/rpc/import_account_rows', '/auth/v1/signup', '/functions/v1/send-digests'])(
    'refuses a Content-Length over the limit on %s before reading the body',
    async (route) => {
      const answer = await rawPost(`${API_URL}${route}`, {
        total: 0,
        contentLength: BODY_LIMIT_BYTES + 1,
        headers: json,
      });
      expect(answer.status).toBe(413);
      expect(answer.bytesSent).toBe(0);
    },
  );

  it.each([
    ['the gateway', () => `${API_URL}/auth/v1/health`],
    ['the mailbox', () => `${MAILBOX_URL}/api/messages`],
  ])('%s answers only loopback Host names', async (_name, url) => {
    const get = (host: string) => rawPost(url(), { total: 0, contentLength: 0, host, headers: json });
    expect((await get('attacker.example')).status).toBe(421);
    const refused = await get('rebound.example:54324');
    expect(JSON.parse(refused.body)).toMatchObject({ message: 'Misdirected request' });
    for (const host of ['127.0.0.1', 'localhost:1', '[::1]:2']) expect((await get(host)).status).not.toBe(421);
  });

  it('refuses a cross-site text/plain POST to the mailbox fault hook with 415', async () => {
    const res = await fetch(`${MAILBOX_URL}/api/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: '{"status":503,"count":99}',
    });
    expect(res.status).toBe(415);
    const sent = await fetch(`${MAILBOX_URL}/api/faults`, {
      method: 'DELETE',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(sent.status).toBe(204);
  });
});
