import { readdirSync } from 'node:fs';
import { URL } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Components never import the Supabase client: every call lives in a feature's xxxApi.ts (STYLE.md).
const SUPABASE_CLIENT = {
  name: '@supabase/supabase-js',
  message: 'Use the typed client from src/api/supabase.ts inside an API slice.',
  allowTypeImports: true,
};

const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The sanctioned exceptions: the session belongs to auth, and any feature may ask who is signed in
 * (`useAuth`) or whether a session may exist (`storedSession`).
 */
const SHARED_FROM_AUTH = ['auth/AuthProvider', 'auth/storedSession'];

/** Imports of another feature's files, relative (`../tasks/x`) or through src (`../../features/tasks/x`). */
export function otherFeatures(feature) {
  const allowed = [`${feature}/`, ...SHARED_FROM_AUTH.map((file) => `${file}$`)].join('|');
  return {
    regex: `^(?:\\.\\./|(?:\\.\\./)+features/)(?!${allowed})[a-z-]+/`,
    message:
      'A feature does not import another feature (README, Architecture). Move what both use down (src/components, src/api, src/utils) or compose the two in src/app.',
  };
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      '.supabase-local',
      '.supabase-test',
      'src/api/database.types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts', 'tests/support/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [SUPABASE_CLIENT] }],
    },
  },
  // One-way imports (bulletproof-react): shared code (api, components, config, utils, theme), then
  // features, then src/app, which composes them. A feature never reaches into another feature.
  // A route manifest loads its pages with `import()`, which no-restricted-imports does not see.
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [SUPABASE_CLIENT], patterns: [otherFeatures(feature)] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression > Literal[value=/${otherFeatures(feature).regex.replaceAll('/', '\\x2F')}/]`,
          message: otherFeatures(feature).message,
        },
      ],
    },
  })),
  {
    files: ['src/api/supabase.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['supabase/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts', 'e2e/**/*.ts', '*.config.ts', '*.config.mts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
