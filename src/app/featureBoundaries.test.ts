import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '../..');

/** ESLint's verdict on `source` as if it were the file at `filePath` (nothing is written). */
function lint(filePath: string, source: string): string[] {
  const out = execFileSync(
    process.execPath,
    [join(root, 'node_modules/eslint/bin/eslint.js'), '--format', 'json', '--stdin', '--stdin-filename', filePath],
    {
      cwd: root,
      input: source,
      encoding: 'utf8',
      // ESLint exits 1 when it finds a problem; the JSON report is still on stdout.
      stdio: ['pipe', 'pipe', 'ignore'],
    },
  ).toString();
  return parse(out);
}

function parse(json: string): string[] {
  const [report] = JSON.parse(json) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>;
  return report.messages
    .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

function lintAllowingFailure(filePath: string, source: string): string[] {
  try {
    return lint(filePath, source);
  } catch (error) {
    return parse((error as { stdout: string }).stdout);
  }
}

const uses = (specifier: string) => `import { thing } from '${specifier}';\nexport const used = thing;\n`;

describe('feature boundaries (eslint.config.mjs)', () => {
  it.each([
    ['src/features/tasks/Sample.tsx', '../data-transfer/ImportCsvButton'],
    ['src/features/settings/Sample.tsx', '../auth/authApi'],
    ['src/features/properties/Sample.tsx', '../../features/rent-increases/ApplyCheckbox'],
  ])('%s may not import %s', (file, specifier) => {
    expect(lintAllowingFailure(file, uses(specifier))).toEqual([
      expect.stringContaining('A feature does not import another feature'),
    ]);
  });

  it.each([
    ['src/features/tasks/Sample.tsx', './taskRules'],
    ['src/features/tasks/Sample.tsx', '../../api/errors'],
    ['src/features/tasks/Sample.tsx', '../../components/feedback/LoadError'],
    ['src/features/settings/Sample.tsx', '../auth/AuthProvider'],
    ['src/features/property-managers/Sample.tsx', '../auth/storedSession'],
    ['src/app/Sample.tsx', '../features/tasks/TasksPage'],
  ])('%s may import %s', (file, specifier) => {
    expect(lintAllowingFailure(file, uses(specifier))).toEqual([]);
  });

  // A route manifest loads its pages lazily: the same rule holds for `import()`.
  const loads = (specifier: string) => `export const page = () => import('${specifier}');\n`;

  it.each([
    ['src/features/notes/routes.ts', '../tasks/TaskFormPage'],
    ['src/features/notes/routes.ts', '../../features/vendors/VendorsPage'],
  ])('%s may not load %s', (file, specifier) => {
    expect(lintAllowingFailure(file, loads(specifier))).toEqual([
      expect.stringContaining('A feature does not import another feature'),
    ]);
  });

  it.each([
    ['src/features/notes/routes.ts', './BulkNotesPage'],
    ['src/app/routes/routes.ts', '../../features/tasks/tasksReads'],
  ])('%s may load %s', (file, specifier) => {
    expect(lintAllowingFailure(file, loads(specifier))).toEqual([]);
  });
});
