import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './e2e/browser';
import { E2E_API_URL, E2E_APP_URL, E2E_DATA_DIR, E2E_PORT_BASE } from './e2e/ports';

const launchOptions = { executablePath: chromiumPath(), args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two browsers on the 2-core machine: the journeys spend most of their time waiting on the stack,
  // so two at once take about 70% of one-at-a-time's wall clock, quiet or beside a busy process.
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: E2E_APP_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
    // Every test's new context would install the build's service worker and download its whole
    // precache; the journeys that need the worker allow it (offline-reload.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions } },
  ],
  webServer: [
    {
      // --fresh: an empty data folder, after stopping anything a killed earlier run left running on it.
      command: 'exec node --import tsx supabase/local/cli.ts stack --fresh',
      url: `${E2E_API_URL}/`,
      // Test digests only: no clock-driven mail during a run. A taken port names E2E_PORT_BASE; the stack ends with this run.
      env: {
        STACK_PORT_BASE: String(E2E_PORT_BASE),
        STACK_PORT_VARIABLE: 'E2E_PORT_BASE',
        STACK_DATA_DIR: E2E_DATA_DIR,
        STACK_SITE_URL: E2E_APP_URL,
        STACK_QUIET: '1',
        STACK_DIGESTS: 'requests',
        STACK_EXIT_WITH_PARENT: '1',
        // Edge Functions' npm packages: one cache for every wiped test stack.
        STACK_DENO_DIR: '.supabase-test/deno',
        // Every journey signs in: past the project's auth limits within minutes.
        STACK_AUTH_CONFIG: 'tests/auth-limits.toml',
      },
      timeout: 90_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
    {
      // The production build, built for this run and served as a deploy is (e2e/productionBuild.ts).
      command: 'exec node --import tsx e2e/productionBuild.ts',
      url: E2E_APP_URL,
      timeout: 300_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
