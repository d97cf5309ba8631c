import type { Config } from 'jest';

// msw 2 pulls in three ESM-only packages; Jest (CommonJS on Node 20) must transform them, and jose (the local auth's)
// and the bench's `_headers` parser (with its own escape-string-regexp and smol-toml) too.
const ESM_PACKAGES = [
  'rettime',
  'until-async',
  '@open-draft/deferred-promise',
  'jose',
  '@netlify/headers-parser',
  'escape-string-regexp',
  'smol-toml',
];

const transform: Config['transform'] = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }],
  '^.+\\.m?js$': ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs', target: 'ES2022' } }],
};
const shared: Config = {
  transform,
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  moduleNameMapper: { '^(\\.{1,2}/)+(src/)?config/env$': '<rootDir>/tests/support/env.mock.ts' },
  // The local stacks' data, including the Edge Functions' Deno cache of npm packages (date-fns, …).
  modulePathIgnorePatterns: ['<rootDir>/.supabase-local/', '<rootDir>/.supabase-test/'],
};

const config: Config = {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/src/**/*.test.ts',
        '<rootDir>/supabase/local/**/*.test.ts',
        '<rootDir>/supabase/functions/**/*.test.ts',
        '<rootDir>/scripts/**/*.test.ts',
        '<rootDir>/bench/**/*.test.ts',
      ],
    },
    {
      ...shared,
      displayName: 'components',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/src/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/setupTests.ts'],
    },
    {
      ...shared,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/integration/setup.ts'],
      globalSetup: '<rootDir>/tests/integration/globalSetup.ts',
      globalTeardown: '<rootDir>/tests/integration/globalTeardown.ts',
    },
  ],
};

export default config;
