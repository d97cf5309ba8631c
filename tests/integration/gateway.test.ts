import { SignJWT } from 'jose';
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
    const res = await fetch(`${API_URL}/rest/v1/`, { headers: { apikey: ANON_KEY, Authorization: `Bearer ${forged}` } });
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
