import { INTEGRATION_DATA_DIR, INTEGRATION_PORT_BASE, REFRESH_TOKEN_REUSE_INTERVAL, TEST_AUTH_CONFIG } from './ports';
import { startStackProcess, type StackProcess } from './stackProcess';

declare global {
  var __INTEGRATION_STACK__: StackProcess | undefined;
}

/** One throwaway stack per run: its own ports and a wiped data folder. */
export default async function globalSetup() {
  globalThis.__INTEGRATION_STACK__ = await startStackProcess({
    portBase: INTEGRATION_PORT_BASE,
    dataDir: INTEGRATION_DATA_DIR,
    wipe: true,
    // Short, so the test can see a rotated token refused once its reuse window has passed.
    // Test digests only: scheduled ones follow the wall clock; tests/integration/digests.test.ts runs the sender with a pinned one.
    // The suite's files sign in hundreds of times from one address: tests/auth-limits.toml raises the auth limits.
    env: {
      STACK_REFRESH_TOKEN_REUSE_INTERVAL: String(REFRESH_TOKEN_REUSE_INTERVAL),
      STACK_DIGESTS: 'requests',
      STACK_AUTH_CONFIG: TEST_AUTH_CONFIG,
    },
  });
}
