import { AuthError } from './errors';

/**
 * The limits GoTrue enforces, with the Supabase CLI's names: `[auth.rate_limit]` and the
 * `[auth.email]` settings of supabase/config.toml (projectConfig.ts reads them).
 */
export interface AuthLimits {
  rateLimit: {
    /** E-mails the whole service sends per hour. */
    emailSent: number;
    smsSent: number;
    anonymousUsers: number;
    /** /token requests (password and refresh-token grants) per 5 minutes per IP address. */
    tokenRefresh: number;
    /** /signup, /recover, /resend and PUT /user requests per 5 minutes per IP address, each endpoint its own. */
    signInSignUps: number;
    /** /verify requests (links and codes) per 5 minutes per IP address. */
    tokenVerifications: number;
    web3: number;
  };
  /** `[auth.email] max_frequency`: least time between two e-mails of one kind to one user. */
  emailMaxFrequencyMs: number;
  /** `[auth.email] otp_expiry`: how long an e-mailed code or link works. */
  otpExpirySeconds: number;
  /**
   * `[auth.email.smtp] enabled`: the CLI applies email_sent only with a custom SMTP server; with its
   * own mail catcher (Inbucket, here the mailbox) it lifts the cap, so local sign-ups are not capped.
   */
  customSmtp: boolean;
}

/** The CLI's template values, which are also what it uses for a key the project leaves out. */
export const CLI_DEFAULT_LIMITS: AuthLimits = {
  rateLimit: {
    emailSent: 2,
    smsSent: 30,
    anonymousUsers: 30,
    tokenRefresh: 150,
    signInSignUps: 30,
    tokenVerifications: 30,
    web3: 30,
  },
  emailMaxFrequencyMs: 1000,
  otpExpirySeconds: 3600,
  customSmtp: false,
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** GoTrue's IP limits refill their number of requests every 5 minutes. */
const IP_WINDOW_MS = 5 * MINUTE;
/** GoTrue's IP buckets hold at most 30 requests, whatever the configured rate. */
const GOTRUE_BURST = 30;

/**
 * A token bucket per key (GoTrue uses tollbooth, one bucket per IP address): `limit` tokens
 * come back evenly over `windowMs`, and a bucket holds at most min(limit, 30). GoTrue's buckets
 * always hold 30, so a limit under 30 still lets 30 requests through at once there
 * (supabase/auth#2333); here such a limit holds as config.toml documents it, "N per 5 minutes".
 * Every limit at or above 30, the CLI's defaults among them, behaves exactly as GoTrue's.
 */
export class KeyedTokenBucket {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly capacity: number;
  private readonly refillPerMs: number;

  constructor(limit: number, windowMs: number, burst = GOTRUE_BURST) {
    this.capacity = Math.max(0, Math.min(limit, burst));
    this.refillPerMs = Math.max(0, limit) / windowMs;
  }

  /** Takes one token from the key's bucket; false when it is empty. */
  take(key: string, now: number): boolean {
    const bucket = this.buckets.get(key) ?? { tokens: this.capacity, at: now };
    bucket.tokens = Math.min(this.capacity, bucket.tokens + Math.max(0, now - bucket.at) * this.refillPerMs);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (this.buckets.size > 10_000) this.forgetFull(now);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** A bucket that has refilled is the same as none: dropping it keeps memory bounded. */
  private forgetFull(now: number) {
    for (const [key, b] of this.buckets) {
      if (b.tokens + (now - b.at) * this.refillPerMs >= this.capacity) this.buckets.delete(key);
    }
  }
}

/**
 * GoTrue's `IntervalLimiter` (GOTRUE_RATE_LIMIT_EMAIL_SENT as a plain number): at most `events`
 * in each fixed interval counted from `start`; the count starts again at each interval's edge.
 */
export class IntervalLimiter {
  private windowStart: number;
  private count = 0;

  constructor(
    private readonly events: number,
    private readonly intervalMs: number,
    start: number,
  ) {
    this.windowStart = start;
  }

  take(now: number): boolean {
    const passed = Math.floor((now - this.windowStart) / this.intervalMs);
    if (passed > 0) {
      this.windowStart += passed * this.intervalMs;
      this.count = 0;
    }
    if (this.count >= this.events) return false;
    this.count += 1;
    return true;
  }
}

export type IpLimit = 'signup' | 'recover' | 'resend' | 'user' | 'token' | 'verify';

export interface Limiters {
  ip: Record<IpLimit, KeyedTokenBucket>;
  emailSent: IntervalLimiter;
}

/** As GoTrue builds them: each limited endpoint its own bucket, the e-mail count one for the service. */
export function createLimiters(limits: AuthLimits, now: number): Limiters {
  const r = limits.rateLimit;
  const perIp = (limit: number) => new KeyedTokenBucket(limit, IP_WINDOW_MS);
  return {
    ip: {
      signup: perIp(r.signInSignUps),
      recover: perIp(r.signInSignUps),
      resend: perIp(r.signInSignUps),
      user: perIp(r.signInSignUps),
      token: perIp(r.tokenRefresh),
      verify: perIp(r.tokenVerifications),
    },
    emailSent: new IntervalLimiter(r.emailSent, HOUR, now),
  };
}

export const overRequestRateLimit = () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
export const overEmailSendRateLimit = (message = 'email rate limit exceeded') =>
  new AuthError(429, 'over_email_send_rate_limit', message);

/** `generateFrequencyLimitErrorMessage`: the whole seconds left, rounded down as Go's division does. */
export function frequencyLimitError(sentAt: Date, maxFrequencyMs: number, now: number) {
  const left = Math.trunc((sentAt.getTime() + maxFrequencyMs - now) / 1000);
  return overEmailSendRateLimit(`For security purposes, you can only request this after ${left} seconds.`);
}

/** `validateSentWithinFrequencyLimit`: the last e-mail of this kind must be max_frequency old. */
export function checkEmailFrequency(sentAt: Date | null, maxFrequencyMs: number, now: number) {
  if (sentAt && sentAt.getTime() + maxFrequencyMs > now) throw frequencyLimitError(sentAt, maxFrequencyMs, now);
}
