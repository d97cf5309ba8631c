import { EXPIRY_MARGIN_MS } from '@supabase/auth-js/dist/main/lib/constants';
import type { Session } from '@supabase/supabase-js';
import {
  addressCarriesSession,
  isFresh,
  parseStoredSession,
  SESSION_EXPIRY_MARGIN_MS,
  sessionWithoutAuthJs,
} from './authStorage';

// Pinned: 2026-11-26 09:00:00 UTC, in seconds as auth-js stores expiry.
const NOW_S = Date.UTC(2026, 10, 26, 9, 0, 0) / 1000;
const NOW_MS = NOW_S * 1000;
const user = { id: '0b6f1f4e-1111-4000-8000-000000000001', email: 'landlord@example.test' } as Session['user'];
const session = (expiresAt: number): Session => ({
  access_token: 'a.b.c',
  refresh_token: 'r',
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: expiresAt,
  user,
});
const stored = (expiresAt: number) => JSON.stringify(session(expiresAt));

describe('SESSION_EXPIRY_MARGIN_MS', () => {
  it("is auth-js's own margin, so the stored session is used exactly as long as auth-js would use it", () => {
    expect(SESSION_EXPIRY_MARGIN_MS).toBe(EXPIRY_MARGIN_MS);
  });
});

describe('parseStoredSession', () => {
  it.each([
    ['nothing stored', null, false],
    ['an empty text', '', false],
    ['not JSON', '{oops', false],
    ['JSON null', 'null', false],
    ['no refresh token', JSON.stringify({ ...session(NOW_S + 3600), refresh_token: undefined }), false],
    ['no expiry', JSON.stringify({ ...session(NOW_S + 3600), expires_at: undefined }), false],
    ['no user', JSON.stringify({ ...session(NOW_S + 3600), user: null }), false],
    ['a whole session', stored(NOW_S + 3600), true],
  ])('%s', (_case, text, valid) => {
    const parsed = parseStoredSession(text);
    expect(parsed !== null).toBe(valid);
    if (valid) expect(parsed).toEqual(session(NOW_S + 3600));
  });
});

describe('isFresh', () => {
  it.each([
    ['an hour left', 3600, true],
    ['exactly the margin left', 90, true],
    ['a second inside the margin', 89, false],
    ['expired a minute ago', -60, false],
  ])('%s', (_case, leftS, fresh) => {
    expect(isFresh(session(NOW_S + leftS), NOW_MS)).toBe(fresh);
  });
});

describe('addressCarriesSession', () => {
  it.each([
    ['an implicit e-mail link', '#access_token=a&refresh_token=b&type=recovery', '', true],
    ['a PKCE e-mail link', '', '?code=4f1c', true],
    ['a failed link', '#error=access_denied&error_code=otp_expired', '', false],
    ["a screen's own query", '', '?range=90d', false],
    ['nothing', '', '', false],
  ])('%s', (_case, hash, search, carries) => {
    expect(addressCarriesSession(hash, search)).toBe(carries);
  });
});

describe('sessionWithoutAuthJs', () => {
  it.each([
    ['a fresh stored session: used as it is', stored(NOW_S + 3600), '', '', session(NOW_S + 3600)],
    ['nothing stored, nothing in the address: no session', null, '', '', null],
    ['a session due for refresh: auth-js refreshes it', stored(NOW_S + 60), '', '', undefined],
    ['an expired session: auth-js refreshes it', stored(NOW_S - 60), '', '', undefined],
    ['a stored text that is not a session: auth-js clears it', '{"user":{}}', '', '', undefined],
    [
      'an e-mail link in the address: auth-js reads it, whatever is stored',
      stored(NOW_S + 3600),
      '#access_token=x&type=recovery',
      '',
      undefined,
    ],
    ['a PKCE code with nothing stored: auth-js exchanges it', null, '', '?code=4f1c', undefined],
  ])('%s', (_case, text, hash, search, expected) => {
    expect(sessionWithoutAuthJs(text, hash, search, NOW_MS)).toEqual(expected);
  });
});
