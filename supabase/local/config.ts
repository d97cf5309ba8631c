import path from 'node:path';

/**
 * Supabase CLI's well-known local defaults, so keys match what `supabase start`
 * prints and tools that know them work unchanged.
 */
export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export const DB_PASSWORD = 'postgres';
/** Password of PostgREST's login role; local only. */
export const AUTHENTICATOR_PASSWORD = 'postgres';
/**
 * PostgREST's database connections (its default), and so the most requests it can run at once:
 * the gateway sends it no more than that and queues the rest in arrival order (gateway.ts).
 */
export const REST_POOL_SIZE = 10;

export const DEMO_ACCOUNT = { email: 'demo@landlordhq.test', password: 'demo-landlord' } as const;

export interface StackConfig {
  host: string;
  apiPort: number;
  dbPort: number;
  mailPort: number;
  /** The mailbox's SMTP sink: auth e-mails and digests are sent to it over SMTP. */
  smtpPort: number;
  restPort: number;
  restAdminPort: number;
  appPort: number;
  dataDir: string;
  projectDir: string;
  migrationsDir: string;
  seedFile: string;
  siteUrl: string;
  jwtExpiry: number;
  /** Seconds a rotated refresh token may still be used (GoTrue's refresh_token_reuse_interval). */
  refreshTokenReuseInterval: number;
  quiet: boolean;
  /**
   * STACK_DIGESTS: 'on' (default) runs the digest sender every minute and test
   * digests within seconds; 'requests' only test digests (the test stacks: no
   * clock-driven mail); 'off' neither.
   */
  digests: 'on' | 'requests' | 'off';
}

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * Ports follow Supabase's local layout from one base (54320 → API 54321,
 * DB 54322, mailbox 54324); the internal PostgREST ports (+5, +6) and the
 * mailbox's SMTP port (+7, 54327) are ours. Tests pick
 * another base so they can run beside `npm start`.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): StackConfig {
  const base = Number(env.STACK_PORT_BASE ?? 54320);
  const appPort = Number(env.APP_PORT ?? 5173);
  const host = '127.0.0.1';
  return {
    host,
    apiPort: base + 1,
    dbPort: base + 2,
    mailPort: base + 4,
    smtpPort: Number(env.STACK_SMTP_PORT ?? base + 7),
    restPort: base + 5,
    restAdminPort: base + 6,
    appPort,
    dataDir: path.resolve(ROOT, env.STACK_DATA_DIR ?? '.supabase-local'),
    projectDir: ROOT,
    migrationsDir: path.resolve(ROOT, env.STACK_MIGRATIONS_DIR ?? 'supabase/migrations'),
    seedFile: path.resolve(ROOT, env.STACK_SEED_FILE ?? 'supabase/seed.sql'),
    siteUrl: env.STACK_SITE_URL ?? `http://${host}:${appPort}`,
    jwtExpiry: Number(env.STACK_JWT_EXPIRY ?? 3600),
    refreshTokenReuseInterval: Number(env.STACK_REFRESH_TOKEN_REUSE_INTERVAL ?? 10),
    quiet: env.STACK_QUIET === '1',
    digests: env.STACK_DIGESTS === 'off' || env.STACK_DIGESTS === 'requests' ? env.STACK_DIGESTS : 'on',
  };
}

export function stackUrls(config: StackConfig) {
  return {
    API_URL: `http://${config.host}:${config.apiPort}`,
    FUNCTIONS_URL: `http://${config.host}:${config.apiPort}/functions/v1`,
    STORAGE_URL: `http://${config.host}:${config.apiPort}/storage/v1`,
    DB_URL: `postgresql://postgres:${DB_PASSWORD}@${config.host}:${config.dbPort}/postgres`,
    MAILBOX_URL: `http://${config.host}:${config.mailPort}`,
    SMTP_URL: `smtp://${config.host}:${config.smtpPort}`,
    ANON_KEY,
    SERVICE_ROLE_KEY,
    JWT_SECRET,
  };
}
