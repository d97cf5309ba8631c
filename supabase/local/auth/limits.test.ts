import { IntervalLimiter, KeyedTokenBucket, checkEmailFrequency, createLimiters, CLI_DEFAULT_LIMITS } from './limits';

const MINUTE = 60_000;
const T0 = Date.parse('2026-11-29T10:00:00Z');

/** How many of `count` takes at one instant pass. */
const takeMany = (take: () => boolean, count: number) => Array.from({ length: count }, take).filter(Boolean).length;

describe('KeyedTokenBucket (the per-IP limits, N per 5 minutes)', () => {
  it('lets a full bucket through, then refuses', () => {
    const bucket = new KeyedTokenBucket(4, 5 * MINUTE);
    expect(takeMany(() => bucket.take('1.1.1.1', T0), 6)).toBe(4);
  });

  it('refills evenly: one request every 5 minutes ÷ N', () => {
    const bucket = new KeyedTokenBucket(4, 5 * MINUTE);
    takeMany(() => bucket.take('ip', T0), 4);
    // 75 s per token at 4 per 5 minutes.
    expect(bucket.take('ip', T0 + 74_999)).toBe(false);
    expect(bucket.take('ip', T0 + 75_000)).toBe(true);
    expect(bucket.take('ip', T0 + 75_000)).toBe(false);
    // After a whole window it is full again, and never fuller.
    expect(takeMany(() => bucket.take('ip', T0 + 75_000 + 60 * MINUTE), 10)).toBe(4);
  });

  it('keeps each key apart', () => {
    const bucket = new KeyedTokenBucket(2, 5 * MINUTE);
    expect(takeMany(() => bucket.take('a', T0), 3)).toBe(2);
    expect(takeMany(() => bucket.take('b', T0), 3)).toBe(2);
  });

  it('holds at most 30 however high the limit, as GoTrue does, and refills at the limit', () => {
    const bucket = new KeyedTokenBucket(150, 5 * MINUTE);
    expect(takeMany(() => bucket.take('ip', T0), 200)).toBe(30);
    // 150 per 5 minutes is one every 2 s.
    expect(takeMany(() => bucket.take('ip', T0 + 10_000), 10)).toBe(5);
  });

  it('refuses everything at a limit of 0', () => {
    expect(new KeyedTokenBucket(0, 5 * MINUTE).take('ip', T0)).toBe(false);
  });

  it('copes with a clock that steps back', () => {
    const bucket = new KeyedTokenBucket(1, 5 * MINUTE);
    expect(bucket.take('ip', T0)).toBe(true);
    expect(bucket.take('ip', T0 - 10 * MINUTE)).toBe(false);
  });
});

describe('IntervalLimiter (email_sent: N per hour for the whole service)', () => {
  it('counts within the hour and starts again at its edge, not an hour after each e-mail', () => {
    const limiter = new IntervalLimiter(2, 60 * MINUTE, T0);
    expect(limiter.take(T0 + 10 * MINUTE)).toBe(true);
    expect(limiter.take(T0 + 50 * MINUTE)).toBe(true);
    expect(limiter.take(T0 + 59 * MINUTE)).toBe(false);
    expect(limiter.take(T0 + 60 * MINUTE)).toBe(true);
    expect(limiter.take(T0 + 61 * MINUTE)).toBe(true);
    expect(limiter.take(T0 + 119 * MINUTE)).toBe(false);
    // Three hours idle: the window moves to the hour the request falls in.
    expect(limiter.take(T0 + 300 * MINUTE)).toBe(true);
  });

  it('refuses everything at 0', () => {
    expect(new IntervalLimiter(0, 60 * MINUTE, T0).take(T0)).toBe(false);
  });
});

describe('checkEmailFrequency (max_frequency)', () => {
  const sentAt = new Date(T0);

  it.each([
    // [ms after the last e-mail, max_frequency ms, seconds the message says, or null when allowed]
    [0, 60_000, 60],
    [500, 60_000, 59],
    [59_999, 60_000, 0],
    [60_000, 60_000, null],
    [300, 1000, 0],
    [1000, 1000, null],
  ])('%i ms after, at %i ms → %s', (after, frequency, seconds) => {
    const check = () => checkEmailFrequency(sentAt, frequency, T0 + after);
    if (seconds === null) expect(check).not.toThrow();
    else {
      expect(check).toThrow(`For security purposes, you can only request this after ${seconds} seconds.`);
      expect(check).toThrow(expect.objectContaining({ status: 429, code: 'over_email_send_rate_limit' }));
    }
  });

  it('lets the first e-mail through', () => {
    expect(() => checkEmailFrequency(null, 60_000, T0)).not.toThrow();
  });
});

describe('createLimiters', () => {
  it('gives each limited endpoint its own bucket, as GoTrue does', () => {
    const limits = { ...CLI_DEFAULT_LIMITS, rateLimit: { ...CLI_DEFAULT_LIMITS.rateLimit, signInSignUps: 1 } };
    const { ip } = createLimiters(limits, T0);
    expect(ip.signup.take('ip', T0)).toBe(true);
    expect(ip.signup.take('ip', T0)).toBe(false);
    expect(ip.recover.take('ip', T0)).toBe(true);
    expect(ip.token.take('ip', T0)).toBe(true);
  });
});
