/**
 * The end-to-end stack and app run on their own ports, beside `npm start` and the
 * integration stack; E2E_PORT_BASE / E2E_APP_PORT move them so two runs can share a machine.
 * Below Linux's ephemeral range, like the integration stack's (tests/integration/ports.ts).
 */
export const E2E_PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 26320);
export const E2E_API_URL = `http://127.0.0.1:${E2E_PORT_BASE + 1}`;
export const E2E_MAILBOX_URL = `http://127.0.0.1:${E2E_PORT_BASE + 4}`;
export const E2E_APP_PORT = Number(process.env.E2E_APP_PORT ?? 26173);
export const E2E_APP_URL = `http://127.0.0.1:${E2E_APP_PORT}`;
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.supabase-test/e2e';
