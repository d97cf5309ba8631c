/** Ports and folders of the test stacks, apart from `npm start` (54320 base) so both can run at once. */
export const INTEGRATION_PORT_BASE = 55320;
export const INTEGRATION_DATA_DIR = '.supabase-test/integration';
export const RESTART_PORT_BASE = 55420;
export const RESTART_DATA_DIR = '.supabase-test/restart';
/** Seconds; the integration stack's refresh-token reuse window. */
export const REFRESH_TOKEN_REUSE_INTERVAL = 1;
