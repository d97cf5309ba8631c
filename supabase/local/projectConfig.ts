import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { CLI_DEFAULT_LIMITS, type AuthLimits } from './auth/limits';
import { StackError } from './errors';

type Table = Record<string, unknown>;

const RATE_LIMIT_KEYS = {
  email_sent: 'emailSent',
  sms_sent: 'smsSent',
  anonymous_users: 'anonymousUsers',
  token_refresh: 'tokenRefresh',
  sign_in_sign_ups: 'signInSignUps',
  token_verifications: 'tokenVerifications',
  web3: 'web3',
} as const satisfies Record<string, keyof AuthLimits['rateLimit']>;

const GO_UNITS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** Go's `time.ParseDuration`, which the CLI uses for max_frequency ("1s", "1m30s", "500ms"), in milliseconds. */
export function parseGoDuration(text: string): number {
  if (text === '0') return 0;
  const parts = /^(?:\d+(?:\.\d*)?(?:ns|us|µs|ms|s|m|h))+$/.test(text)
    ? text.match(/\d+(?:\.\d*)?(?:ns|us|µs|ms|s|m|h)/g)
    : null;
  if (!parts) throw new Error(`"${text}" is not a duration (write it like "1s", "1m30s" or "500ms")`);
  return parts.reduce((ms, part) => {
    const [, value, unit] = /^(\d+(?:\.\d*)?)(\D+)$/.exec(part)!;
    return ms + Number(value) * GO_UNITS[unit];
  }, 0);
}

const table = (value: unknown): Table =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Table) : {};

function wholeNumber(where: string, value: unknown): number {
  if (typeof value !== 'number' && typeof value !== 'bigint') throw new StackError(`${where} must be a whole number`);
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new StackError(`${where} must be a whole number, 0 or more`);
  return n;
}

/**
 * The auth limits of config.toml texts, each later one overriding the keys it sets, over the
 * CLI's defaults. A zero max_frequency or otp_expiry means GoTrue's own default (1 minute, 1 day),
 * as GoTrue reads the variables the CLI hands it.
 */
export function authLimitsFromToml(sources: Array<{ name: string; text: string }>): AuthLimits {
  const limits: AuthLimits = structuredClone(CLI_DEFAULT_LIMITS);
  for (const { name, text } of sources) {
    let doc: Table;
    try {
      doc = parse(text) as Table;
    } catch (error) {
      throw new StackError(`${name}: ${(error as Error).message}`);
    }
    const auth = table(doc.auth);
    const rateLimit = table(auth.rate_limit);
    for (const [key, field] of Object.entries(RATE_LIMIT_KEYS)) {
      if (key in rateLimit) limits.rateLimit[field] = wholeNumber(`${name}: [auth.rate_limit] ${key}`, rateLimit[key]);
    }
    const email = table(auth.email);
    if ('max_frequency' in email) {
      const value = email.max_frequency;
      if (typeof value !== 'string')
        throw new StackError(`${name}: [auth.email] max_frequency must be a duration like "1s"`);
      try {
        limits.emailMaxFrequencyMs = parseGoDuration(value) || 60_000;
      } catch (error) {
        throw new StackError(`${name}: [auth.email] max_frequency: ${(error as Error).message}`);
      }
    }
    const smtp = table(email.smtp);
    if ('enabled' in smtp) {
      if (typeof smtp.enabled !== 'boolean')
        throw new StackError(`${name}: [auth.email.smtp] enabled must be true or false`);
      limits.customSmtp = smtp.enabled;
    }
    if ('otp_expiry' in email)
      limits.otpExpirySeconds = wholeNumber(`${name}: [auth.email] otp_expiry`, email.otp_expiry) || 86_400;
  }
  return limits;
}

/**
 * supabase/config.toml as the CLI reads it, then the file STACK_AUTH_CONFIG names (relative to the
 * project): the test stacks raise the limits that way, since their suites sign in hundreds of
 * times from one address.
 */
export function loadAuthLimits(projectDir: string, env: NodeJS.ProcessEnv = process.env): AuthLimits {
  const files = [path.join(projectDir, 'supabase', 'config.toml')];
  if (env.STACK_AUTH_CONFIG) {
    const override = path.resolve(projectDir, env.STACK_AUTH_CONFIG);
    if (!existsSync(override)) throw new StackError(`STACK_AUTH_CONFIG names ${override}, which does not exist`);
    files.push(override);
  }
  return authLimitsFromToml(
    files
      .filter((file) => existsSync(file))
      .map((file) => ({ name: path.relative(projectDir, file), text: readFileSync(file, 'utf8') })),
  );
}
