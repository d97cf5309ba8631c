import { http, HttpResponse } from 'msw';
import { env } from '../src/config/env';
import { testUser } from './fixtures';

export const USER_SETTINGS_URL = `${env.supabaseUrl}/rest/v1/user_settings`;

export const settingsRow = {
  user_id: testUser.id,
  daily_digest_enabled: true,
  daily_digest_time: '06:30:00',
  weekly_digest_enabled: false,
  weekly_digest_day: 5,
  weekly_digest_time: '18:00:00',
  timezone: 'America/Chicago',
  created_at: '2026-01-15T10:00:00Z',
  updated_at: '2026-01-15T10:00:00Z',
};

/** PostgREST's answer to .single() when no row matches. */
export const noRowResponse = () =>
  HttpResponse.json(
    {
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'JSON object requested, multiple (or no) rows returned',
    },
    { status: 406 },
  );

export const settingsHandlers = [
  http.get(USER_SETTINGS_URL, () => HttpResponse.json(settingsRow)),
  http.post(USER_SETTINGS_URL, async ({ request }) =>
    HttpResponse.json({ ...settingsRow, ...((await request.json()) as object) }),
  ),
];
