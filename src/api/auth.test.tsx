import { http, HttpResponse } from 'msw';
import { makeSession } from '../../mocks/fixtures';
import { server } from '../../mocks/node';
import { storeSession } from '../../tests/support/session';
import { env } from '../config/env';

type AuthModule = typeof import('./auth');

/** A fresh copy of the module (its auth client is made once per page), and whether auth-js has been made. */
async function freshAuth(): Promise<{ auth: AuthModule; authLoaded: () => Promise<boolean> }> {
  jest.resetModules();
  const auth = await import('./auth');
  const authLoaded = () =>
    Promise.race([
      auth.whenAuthLoaded().then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 50)),
    ]);
  return { auth, authLoaded };
}

let modules: AuthModule[] = [];
afterEach(async () => {
  await Promise.all(modules.map((m) => m.disposeAuth()));
  modules = [];
});

describe('the session without auth-js', () => {
  it('hands out a fresh stored session as it is, and auth-js stays unloaded', async () => {
    const session = makeSession();
    storeSession(session);
    const { auth, authLoaded } = await freshAuth();
    modules.push(auth);
    await expect(auth.currentSession()).resolves.toEqual(session);
    await expect(auth.accessToken()).resolves.toBe(session.access_token);
    await expect(authLoaded()).resolves.toBe(false);
  });

  it('sends the public key when nothing is stored, without loading auth-js', async () => {
    const { auth, authLoaded } = await freshAuth();
    modules.push(auth);
    await expect(auth.accessToken()).resolves.toBeNull();
    await expect(authLoaded()).resolves.toBe(false);
  });

  it('loads auth-js to refresh a session that is due, and uses the new token', async () => {
    const refreshed = { ...makeSession(), access_token: 'refreshed.access.token', refresh_token: 'refresh-2' };
    let refreshedWith: string | undefined;
    server.use(
      http.post(`${env.supabaseUrl}/auth/v1/token`, async ({ request }) => {
        refreshedWith = ((await request.json()) as { refresh_token?: string }).refresh_token;
        return HttpResponse.json(refreshed);
      }),
    );
    storeSession({ ...makeSession(), expires_at: Math.floor(Date.now() / 1000) + 30 });
    const { auth, authLoaded } = await freshAuth();
    modules.push(auth);
    await expect(auth.accessToken()).resolves.toBe('refreshed.access.token');
    expect(refreshedWith).toBe('refresh-token');
    await expect(authLoaded()).resolves.toBe(true);
    // From now on auth-js answers, refresh and all.
    await expect(auth.currentSession()).resolves.toMatchObject({ access_token: 'refreshed.access.token' });
  });

  it('lets whatever waits for auth-js run before the call that loaded it goes on', async () => {
    const { auth } = await freshAuth();
    modules.push(auth);
    const order: string[] = [];
    void auth.whenAuthLoaded().then(() => order.push('listener'));
    await auth.loadAuth();
    order.push('caller');
    expect(order).toEqual(['listener', 'caller']);
  });
});
