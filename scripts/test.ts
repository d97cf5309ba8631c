import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { runE2e } from './e2e';
import { run } from './run';

const JEST_REPORTS = ['test-results/jest-unit.json', 'test-results/jest-integration.json'];
const E2E_REPORT = 'test-results/e2e.json';

/** `npm test`: unit, component and integration tests (Jest), then the end-to-end tests (Playwright). */
async function main() {
  await mkdir('test-results', { recursive: true });
  for (const report of JEST_REPORTS) await rm(report, { force: true });
  await rm(E2E_REPORT, { force: true });

  const jest = (report: string, args: string[]) =>
    run(process.execPath, [
      'node_modules/jest/bin/jest.js',
      ...args,
      // `npm test -- some/file` names files of one of the two runs; the other then has none.
      '--passWithNoTests',
      '--json',
      `--outputFile=${report}`,
      // Under CI a leaked handle must fail loudly in the report, not hang the run until its time limit.
      ...(process.env.CI ? ['--forceExit'] : []),
      ...process.argv.slice(2),
    ]);
  // Rules and components use both cores (Jest's default leaves one idle). The integration suites share
  // one stack and run one at a time, beside them: they mostly wait on the database.
  const [unitCode, integrationCode] = await Promise.all([
    jest(JEST_REPORTS[0], ['--selectProjects', 'unit', 'components', '--maxWorkers=2']),
    jest(JEST_REPORTS[1], ['--selectProjects', 'integration']),
  ]);
  const e2eCode = await runE2e();

  const reports = JEST_REPORTS.map((file) => readJson<{ numPassedTests: number; numFailedTests: number }>(file));
  const jestResult = reports.every(Boolean)
    ? {
        numPassedTests: reports.reduce((n, r) => n + r!.numPassedTests, 0),
        numFailedTests: reports.reduce((n, r) => n + r!.numFailedTests, 0),
      }
    : undefined;
  const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(E2E_REPORT);
  const passed = (jestResult?.numPassedTests ?? 0) + (e2e ? e2e.stats.expected + e2e.stats.flaky : 0);
  const failed = (jestResult?.numFailedTests ?? 0) + (e2e?.stats.unexpected ?? 0);

  console.log(
    `\nJest: ${jestResult ? `${jestResult.numPassedTests} passed, ${jestResult.numFailedTests} failed` : 'no report'}`,
  );
  console.log(
    `Playwright: ${e2eCode === 'skipped' ? 'skipped (no browser)' : e2e ? `${e2e.stats.expected + e2e.stats.flaky} passed, ${e2e.stats.unexpected} failed` : 'no report'}`,
  );
  console.log(`tests: ${passed} passed, ${failed} failed`);

  const ok = unitCode === 0 && integrationCode === 0 && (e2eCode === 0 || e2eCode === 'skipped');
  process.exit(ok ? 0 : 1);
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

void main();
