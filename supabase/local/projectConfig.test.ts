import path from 'node:path';
import { CLI_DEFAULT_LIMITS } from './auth/limits';
import { authLimitsFromToml, loadAuthLimits, parseGoDuration } from './projectConfig';

describe('parseGoDuration', () => {
  it.each([
    ['1s', 1000],
    ['0', 0],
    ['500ms', 500],
    ['1m30s', 90_000],
    ['1.5s', 1500],
    ['2h', 7_200_000],
  ])('%s → %i ms', (text, ms) => expect(parseGoDuration(text)).toBe(ms));

  it.each(['', '1', 's', '1 s', '1d'])('refuses %j', (text) =>
    expect(() => parseGoDuration(text)).toThrow('is not a duration'),
  );
});

describe('authLimitsFromToml', () => {
  const toml = (name: string, text: string) => ({ name, text });

  it('takes the CLI defaults for what is left out', () => {
    expect(authLimitsFromToml([toml('config.toml', '[auth]\nenabled = true\n')])).toEqual(CLI_DEFAULT_LIMITS);
  });

  it('reads the CLI names, a later file overriding only the keys it sets', () => {
    const limits = authLimitsFromToml([
      toml(
        'config.toml',
        '[auth.rate_limit]\nemail_sent = 5\ntoken_refresh = 40\n[auth.email]\nmax_frequency = "1m"\notp_expiry = 600\n',
      ),
      toml('override.toml', '[auth.rate_limit]\ntoken_refresh = 9000\nsign_in_sign_ups = 7\ntoken_verifications = 8\n'),
    ]);
    expect(limits.rateLimit).toEqual({
      ...CLI_DEFAULT_LIMITS.rateLimit,
      emailSent: 5,
      tokenRefresh: 9000,
      signInSignUps: 7,
      tokenVerifications: 8,
    });
    expect(limits.emailMaxFrequencyMs).toBe(60_000);
    expect(limits.otpExpirySeconds).toBe(600);
    expect(limits.customSmtp).toBe(false);
  });

  it('reads whether a custom SMTP server is on, which decides whether email_sent counts', () => {
    expect(
      authLimitsFromToml([toml('c', '[auth.email.smtp]\nenabled = true\nhost = "smtp.example.test"\n')]).customSmtp,
    ).toBe(true);
    expect(() => authLimitsFromToml([toml('c', '[auth.email.smtp]\nenabled = "yes"\n')])).toThrow(
      'c: [auth.email.smtp] enabled must be true or false',
    );
  });

  it("reads a zero max_frequency or otp_expiry as GoTrue's defaults", () => {
    const limits = authLimitsFromToml([toml('c', '[auth.email]\nmax_frequency = "0s"\notp_expiry = 0\n')]);
    expect(limits.emailMaxFrequencyMs).toBe(60_000);
    expect(limits.otpExpirySeconds).toBe(86_400);
  });

  it.each([
    ['[auth.rate_limit]\nemail_sent = "many"\n', 'c: [auth.rate_limit] email_sent must be a whole number'],
    ['[auth.rate_limit]\ntoken_refresh = -1\n', 'c: [auth.rate_limit] token_refresh must be a whole number, 0 or more'],
    ['[auth.email]\nmax_frequency = 5\n', 'c: [auth.email] max_frequency must be a duration like "1s"'],
    ['[auth.email]\nmax_frequency = "soon"\n', 'c: [auth.email] max_frequency: "soon" is not a duration'],
    ['[auth.rate_limit\n', 'c: '],
  ])('says which setting is wrong: %j', (text, message) => {
    expect(() => authLimitsFromToml([toml('c', text)])).toThrow(message);
  });
});

describe('loadAuthLimits', () => {
  const root = path.resolve(__dirname, '..', '..');

  it("reads the project's config.toml: the CLI's defaults written out, and its max_frequency", () => {
    expect(loadAuthLimits(root, {})).toEqual({ ...CLI_DEFAULT_LIMITS, emailMaxFrequencyMs: 1000 });
  });

  it('lets STACK_AUTH_CONFIG raise them for the test stacks', () => {
    const limits = loadAuthLimits(root, { STACK_AUTH_CONFIG: 'tests/auth-limits.toml' });
    expect(limits.rateLimit.tokenRefresh).toBeGreaterThanOrEqual(10_000);
    expect(limits.rateLimit.signInSignUps).toBeGreaterThanOrEqual(10_000);
  });

  it('names a missing override file', () => {
    expect(() => loadAuthLimits(root, { STACK_AUTH_CONFIG: 'nowhere.toml' })).toThrow('STACK_AUTH_CONFIG names');
  });
});
