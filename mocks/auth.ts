import { http, HttpResponse } from 'msw';
import { env } from '../src/config/env';
import { makeSession, TEST_PASSWORD, testUser } from './fixtures';

const auth = (path: string) => `${env.supabaseUrl}/auth/v1${path}`;

/** GoTrue's error shape for API version 2024-01-01. */
export const authError = (status: number, code: string, message: string) =>
  HttpResponse.json({ code, message }, { status, headers: { 'X-Supabase-Api-Version': '2024-01-01' } });

export const authHandlers = [
  http.post(auth('/token'), async ({ request }) => {
    const body = (await request.json()) as { email?: string; password?: string };
    if (body.email === testUser.email && body.password === TEST_PASSWORD) return HttpResponse.json(makeSession());
    return authError(400, 'invalid_credentials', 'Invalid login credentials');
  }),
  http.post(auth('/signup'), async ({ request }) => {
    const body = (await request.json()) as { email: string };
    return HttpResponse.json({ ...testUser, email: body.email, confirmation_sent_at: new Date().toISOString() });
  }),
  http.post(auth('/recover'), () => HttpResponse.json({})),
  http.post(auth('/logout'), () => new HttpResponse(null, { status: 204 })),
  http.get(auth('/user'), () => HttpResponse.json(testUser)),
  http.put(auth('/user'), () => HttpResponse.json(testUser)),
];
