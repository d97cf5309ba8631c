import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { handleSendDigests, REQUIRED_SECRETS } from './handler.ts';

// Deno has a WebSocket, as supabase-js expects; Node 20 (this project's Node) does not.
beforeAll(() => Object.assign(globalThis, { WebSocket }));

const SECRETS: Record<string, string> = {
  SUPABASE_URL: 'http://127.0.0.1:1',
  SUPABASE_SERVICE_ROLE_KEY: 'service-key',
  MAIL_API_URL: 'http://127.0.0.1:1',
  MAIL_API_KEY: 're_key',
  MAIL_FROM: 'Landlord HQ <d@example.test>',
  APP_URL: 'https://app.example.test',
};
const envOf = (values: Record<string, string | undefined>) => (name: string) => values[name];
const call = (env: Record<string, string | undefined>, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  handleSendDigests(new Request('http://localhost/send-digests', { method: 'POST', body: '{}', ...init }), envOf(env));
const asService = { headers: { Authorization: 'Bearer service-key' } };

describe('send-digests: who may call it and with what', () => {
  it.each(REQUIRED_SECRETS.filter((name) => name !== 'SUPABASE_SERVICE_ROLE_KEY'))(
    'answers 500 naming a missing %s, without a stack trace',
    async (name) => {
      const res = await call({ ...SECRETS, [name]: undefined }, asService);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ error: `Missing function secret: ${name}` });
    },
  );

  it('names every missing secret at once', async () => {
    const res = await call({ SUPABASE_SERVICE_ROLE_KEY: 'service-key' }, asService);
    expect(await res.json()).toEqual({
      error: 'Missing function secrets: SUPABASE_URL, MAIL_API_URL, MAIL_API_KEY, MAIL_FROM, APP_URL',
    });
  });

  it('answers 500 naming SUPABASE_SERVICE_ROLE_KEY when it has no key to check callers against', async () => {
    const res = await call({ ...SECRETS, SUPABASE_SERVICE_ROLE_KEY: undefined }, asService);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'Missing function secret: SUPABASE_SERVICE_ROLE_KEY' });
  });

  it.each([
    ['no credentials', {}],
    ['another key', { Authorization: 'Bearer anon-key' }],
    ['a key that only starts like the service key', { Authorization: 'Bearer service-key-and-more' }],
    ['a DIGESTS_SECRET the function does not have', { 'x-digests-secret': 'guess' }],
  ])('refuses %s with 401', async (_label, headers) => {
    const res = await call(SECRETS, { headers });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: 'Only the scheduler may run the digests: send the service role key or DIGESTS_SECRET',
    });
  });

  it('refuses a wrong DIGESTS_SECRET, and checks the secrets only after the caller', async () => {
    const res = await call({ DIGESTS_SECRET: 'right' }, { headers: { 'x-digests-secret': 'wrong' } });
    expect(res.status).toBe(401);
    const accepted = await call({ DIGESTS_SECRET: 'right' }, { headers: { 'x-digests-secret': 'right' } });
    expect(accepted.status).toBe(500);
    expect(await accepted.json()).toEqual({
      error:
        'Missing function secrets: SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, MAIL_API_URL, MAIL_API_KEY, MAIL_FROM, APP_URL',
    });
  });

  it.each([
    ['{not json', 'The body must be JSON, e.g. {} or {"scheduled": false}'],
    ['[1]', 'The body must be a JSON object'],
    ['{"now": "2026-11-24T12:00:00Z"}', '"now" is accepted only when the function has DIGESTS_ALLOW_CLOCK=true'],
  ])('answers 400 to the body %s', async (body, error) => {
    const res = await call(SECRETS, { ...asService, body });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error });
  });

  it('rejects a clock that is not a date even where the clock may be pinned', async () => {
    const res = await call({ ...SECRETS, DIGESTS_ALLOW_CLOCK: 'true' }, { ...asService, body: '{"now": "someday"}' });
    expect(await res.json()).toEqual({ error: '"now" is not a date: someday' });
  });

  it('answers 405 to anything but POST', async () => {
    const res = await handleSendDigests(new Request('http://localhost/send-digests'), envOf(SECRETS));
    expect(res.status).toBe(405);
  });

  it('answers 500 with the reason, not a stack trace, when the project answers with errors', async () => {
    // A project whose database is down: every API answers 500.
    const server = createServer((_req, res) => {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ code: 'XX000', message: 'the database is down', msg: 'the database is down' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await call(
        { ...SECRETS, SUPABASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` },
        asService,
      );
      expect(res.status).toBe(500);
      const body = (await res.json()) as { error: string };
      expect(body.error).toBe('the database is down');
      expect(JSON.stringify(body)).not.toMatch(/\n\s+at /);
    } finally {
      error.mockRestore();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
