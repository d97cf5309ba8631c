import {
  bannerSeverity,
  mayHaveSession,
  parseAuthRedirectError,
  validateCredentials,
  validatePassword,
} from './authRules';

describe('validateCredentials', () => {
  it.each([
    ['', 'secret1', { email: 'Email is required' }],
    ['   ', 'secret1', { email: 'Email is required' }],
    ['landlord', 'secret1', { email: 'Enter a valid email address' }],
    ['landlord@example', 'secret1', { email: 'Enter a valid email address' }],
    ['landlord@example.com', '', { password: 'Password is required' }],
    ['landlord@example.com', '12345', { password: 'Password must be at least 6 characters' }],
    ['landlord@example.com', '123456', {}],
    ['', '', { email: 'Email is required', password: 'Password is required' }],
  ])('%j / %j', (email, password, expected) => {
    expect(validateCredentials(email, password)).toEqual(expected);
  });

  it('accepts exactly six characters', () => {
    expect(validatePassword('abcdef')).toBeUndefined();
  });
});

describe('bannerSeverity', () => {
  it.each([
    ['Invalid login credentials', 'error'],
    ['Network error: could not reach the server', 'error'],
    ['Check your email for the confirmation link!', 'success'],
    // The spec's rule is about the words, not the outcome.
    ['Email not confirmed', 'success'],
    ['An Error occurred', 'success'],
  ])('%s → %s', (message, severity) => {
    expect(bannerSeverity(message)).toBe(severity);
  });
});

describe('parseAuthRedirectError', () => {
  it('explains an expired or used link', () => {
    expect(
      parseAuthRedirectError(
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      ),
    ).toBe('This link is invalid or has expired. Request a new one below.');
  });

  it('passes on other reasons', () => {
    expect(parseAuthRedirectError('#error=server_error&error_description=Database+down')).toBe('Database down');
  });

  it('ignores a successful redirect', () => {
    expect(parseAuthRedirectError('#access_token=abc&type=recovery')).toBeNull();
    expect(parseAuthRedirectError('')).toBeNull();
  });
});

describe('mayHaveSession', () => {
  it('is true when a session is stored in this browser', () => {
    expect(mayHaveSession('{"access_token":"a"}', '', '')).toBe(true);
  });

  it('is true when an e-mail link signs the user in, implicit or PKCE', () => {
    expect(mayHaveSession(null, '#access_token=a&refresh_token=b&type=recovery', '')).toBe(true);
    expect(mayHaveSession(null, '', '?code=4f1c')).toBe(true);
  });

  it('is false with nothing stored and no sign-in in the address, a failed link included', () => {
    expect(mayHaveSession(null, '', '')).toBe(false);
    expect(mayHaveSession(null, '#error=access_denied&error_code=otp_expired', '')).toBe(false);
    expect(mayHaveSession(null, '', '?range=90d')).toBe(false);
  });
});
