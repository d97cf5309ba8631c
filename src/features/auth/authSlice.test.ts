import { makeSession, testUser } from '../../../mocks/fixtures';
import { authSlice, sameSession, sessionChanged } from './authSlice';

const reduce = authSlice.reducer;
const first = reduce(undefined, sessionChanged({ session: makeSession() }));

describe('sameSession', () => {
  const session = makeSession();
  it.each([
    ['no session twice', null, null, true],
    ['a session and none', session, null, false],
    ['none and a session', null, session, false],
    ['the same session, read again', session, JSON.parse(JSON.stringify(session)), true],
    [
      'a refreshed token',
      session,
      { ...session, access_token: 'other.access.token', refresh_token: 'other-refresh' },
      false,
    ],
    ['a new refresh token alone', session, { ...session, refresh_token: 'other-refresh' }, false],
    [
      'the user changed (a new password)',
      session,
      { ...session, user: { ...testUser, updated_at: '2026-11-26T10:00:00Z' } },
      false,
    ],
  ])('%s', (_case, a, b, same) => {
    expect(sameSession(a, b)).toBe(same);
  });
});

describe('sessionChanged', () => {
  it('ends the loading state with the first lookup, even when it finds no session', () => {
    const state = reduce(undefined, sessionChanged({ session: null }));
    expect(state).toMatchObject({ session: null, user: null, loading: false });
  });

  it('keeps the state object when the same session comes again, so nothing renders again', () => {
    const again = reduce(first, sessionChanged({ session: JSON.parse(JSON.stringify(first.session)) }));
    expect(again).toBe(first);
  });

  it('takes a refreshed session and a sign-out', () => {
    const refreshed = { ...makeSession(), access_token: 'other.access.token' };
    expect(reduce(first, sessionChanged({ session: refreshed })).session).toEqual(refreshed);
    expect(reduce(first, sessionChanged({ session: null }))).toMatchObject({
      session: null,
      user: null,
      recovering: false,
    });
  });

  it('marks a recovery on the same session', () => {
    const state = reduce(first, sessionChanged({ session: makeSession(), recovering: true }));
    expect(state.recovering).toBe(true);
    expect(state.session).toBe(first.session);
  });
});
