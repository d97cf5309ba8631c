import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { runE2e } from './e2e';
import { run } from './run';

const JEST_REPORT = 'test-results/jest.json';
const E2E_REPORT = 'test-results/e2e.json';

/** `npm test`: unit, component and integration tests (Jest), then the end-to-end tests (Playwright). */
async function main() {
  await mkdir('test-results', { recursive: true });
  await rm(JEST_REPORT, { force: true });
  await rm(E2E_REPORT, { force: true });

  const jestCode = await run(process.execPath, [
    'node_modules/jest/bin/jest.js',
    '--json',
    `--outputFile=${JEST_REPORT}`,
    // Under CI a leaked handle must fail loudly in the report, not hang the run until its time limit.
    ...(process.env.CI ? ['--forceExit'] : []),
    ...process.argv.slice(2),
  ]);
  const e2eCode = await runE2e();

  const jest = readJson<{ numPassedTests: number; numFailedTests: number }>(JEST_REPORT);
  const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(E2E_REPORT);
  const passed = (jest?.numPassedTests ?? 0) + (e2e ? e2e.stats.expected + e2e.stats.flaky : 0);
  const failed = (jest?.numFailedTests ?? 0) + (e2e?.stats.unexpected ?? 0);

  console.log(`\nJest: ${jest ? `${jest.numPassedTests} passed, ${jest.numFailedTests} failed` : 'no report'}`);
  console.log(
    `Playwright: ${e2eCode === 'skipped' ? 'skipped (no browser)' : e2e ? `${e2e.stats.expected + e2e.stats.flaky} passed, ${e2e.stats.unexpected} failed` : 'no report'}`,
  );
  console.log(`tests: ${passed} passed, ${failed} failed`);

  const ok = jestCode === 0 && (e2eCode === 0 || e2eCode === 'skipped');
  process.exit(ok ? 0 : 1);
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

void main();
