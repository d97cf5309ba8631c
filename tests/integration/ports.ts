/**
 * Ports and folders of the test stacks, apart from `npm start` (54320 base) so both can run at once;
 * INTEGRATION_PORT_BASE moves them so two runs can share a machine. Below Linux's ephemeral range
 * (32768–60999), where any outgoing connection may hold a port for a while: a CI run's end-to-end
 * stack once found its mailbox port taken that way.
 */
const base = Number(process.env.INTEGRATION_PORT_BASE ?? 25320);
export const INTEGRATION_PORT_BASE = base;
export const INTEGRATION_DATA_DIR = `.supabase-test/integration-${base}`;
export const RESTART_PORT_BASE = base + 100;
export const RESTART_DATA_DIR = `.supabase-test/restart-${base}`;
/** Seconds; the integration stack's refresh-token reuse window. */
export const REFRESH_TOKEN_REUSE_INTERVAL = 1;
/** Stacks the lifecycle tests start, kill and restart; inside this run's block of 100 ports. */
export const LIFECYCLE_PORT_BASE = base + 40;
export const LIFECYCLE_DATA_DIR = `.supabase-test/lifecycle-${base}`;
/** A stack started from a copy of the checkout inside a 0700 folder. */
export const HOME_PORT_BASE = base + 50;
/** Where the port-taken test holds a port. */
export const BUSY_PORT_BASE = base + 60;
/** A stack with small auth limits of its own (authLimits.test.ts). */
export const LIMITS_PORT_BASE = base + 70;
export const LIMITS_DATA_DIR = `.supabase-test/limits-${base}`;
/** The auth limits every test stack signs in under (STACK_AUTH_CONFIG), far above GoTrue's defaults. */
export const TEST_AUTH_CONFIG = 'tests/auth-limits.toml';
