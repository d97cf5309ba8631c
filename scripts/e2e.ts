import { spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { chromiumPath, HOW_TO_GET_CHROMIUM } from '../e2e/browser';
import { BUILD_DONE, BUILD_PENDING } from '../e2e/productionBuild';
import { E2E_DATA_DIR, E2E_PORT_BASE } from '../e2e/ports';
import { run } from './run';

/** Without a browser the end-to-end tests are skipped with instructions; under CI that is a failure. */
export function browserPlan(browserFound: boolean, ci: boolean): 'run' | 'skip' | 'fail' {
  if (browserFound) return 'run';
  return ci ? 'fail' : 'skip';
}

/**
 * End-to-end tests in headless Chromium against a fresh stack. Without a
 * browser they are skipped with instructions, except under CI, where a
 * missing browser is a failure.
 */
export async function runE2e(extraArgs: string[] = []): Promise<number | 'skipped'> {
  const plan = browserPlan(!!chromiumPath(), !!process.env.CI);
  if (plan === 'fail') {
    console.error(
      `\n${HOW_TO_GET_CHROMIUM}\nCI is set, so a missing browser fails the run instead of skipping the end-to-end tests.`,
    );
    return 1;
  }
  if (plan === 'skip') {
    console.error(`\n${HOW_TO_GET_CHROMIUM}\nSkipping the end-to-end tests.\n`);
    return 'skipped';
  }
  // A stack an earlier, killed run left on the end-to-end folder would hold the port Playwright checks first.
  await run(process.execPath, ['--import', 'tsx', 'supabase/local/cli.ts', 'stop'], {
    ...process.env,
    STACK_DATA_DIR: E2E_DATA_DIR,
    STACK_PORT_BASE: String(E2E_PORT_BASE),
    STACK_QUIET: '1',
  });
  // The app's build beside the stack's start-up: Playwright starts its web servers one after the other,
  // and the second one (e2e/productionBuild.ts) waits for this build rather than making its own.
  await mkdir('test-results', { recursive: true });
  await rm(BUILD_DONE, { force: true });
  const build = spawn(process.execPath, ['--import', 'tsx', 'e2e/productionBuild.ts', '--build-only'], {
    stdio: 'inherit',
  });
  await writeFile(BUILD_PENDING, String(build.pid));
  // The stack then starts on an empty data folder itself (`stack --fresh` in playwright.config.ts).
  const code = await run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...extraArgs]);
  build.kill();
  await rm(BUILD_PENDING, { force: true });
  return code;
}

if (require.main === module) {
  runE2e(process.argv.slice(2)).then((code) => process.exit(code === 'skipped' ? 0 : code));
}
