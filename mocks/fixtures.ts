import type { Session, User } from '@supabase/supabase-js';

export const testUser: User = {
  id: '11111111-1111-4111-8111-111111111111',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'landlord@example.com',
  app_metadata: { provider: 'email', providers: ['email'] },
  user_metadata: {},
  identities: [],
  created_at: '2026-01-15T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
  last_sign_in_at: '2026-11-20T08:30:00Z',
  email_confirmed_at: '2026-01-15T10:05:00Z',
  is_anonymous: false,
};

export const TEST_PASSWORD = 'secret1';

export function makeSession(user: User = testUser): Session {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: 'header.payload.signature',
    refresh_token: 'refresh-token',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    user,
  };
}
