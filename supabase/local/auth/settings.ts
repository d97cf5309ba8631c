import type { Pool } from 'pg';
import type { Mailer } from '../mailbox';
import type { AuthLimits, Limiters } from './limits';
import type { WrongCodes } from './verify';

/** What the local auth API is made with (createAuthApp). */
export interface AuthConfig {
  pool: Pool;
  jwtSecret: string;
  jwtExpiry: number;
  siteUrl: string;
  apiExternalUrl: string;
  mailer: Mailer;
  enableConfirmations?: boolean;
  /** Seconds a rotated refresh token may still be replayed (GoTrue's REFRESH_TOKEN_REUSE_INTERVAL, default 10). */
  refreshTokenReuseInterval?: number;
  /** config.toml's rate limits, max_frequency and otp_expiry; the Supabase CLI's defaults when left out. */
  limits?: AuthLimits;
}

/** The settings every route reads: the config with its defaults filled in, and the service's counters. */
export type AuthSettings = Required<AuthConfig> & {
  limiters: Limiters;
  wrongCodes: WrongCodes;
};
