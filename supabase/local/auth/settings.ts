import type { Pool } from 'pg';
import type { Mailer } from '../mailbox';

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
}

/** The settings every route reads: the config with its defaults filled in. */
export type AuthSettings = Required<AuthConfig>;
