import type { Rolldown } from 'vite';
import { chunksLoadingAuthEagerly, standInFor, SUPABASE_AUTH_CHUNK } from './leftOut';

const AUTH = '/repo/node_modules/@supabase/auth-js/dist/module/GoTrueClient.js';
const chunk = (
  fileName: string,
  name: string,
  imports: string[],
  moduleIds: string[] = [],
  dynamicImports: string[] = [],
) => ({ type: 'chunk', fileName, name, imports, moduleIds, dynamicImports }) as unknown as Rolldown.OutputChunk;
const bundle = (...chunks: Rolldown.OutputChunk[]) =>
  Object.fromEntries(chunks.map((c) => [c.fileName, c])) as Rolldown.OutputBundle;

describe('chunksLoadingAuthEagerly', () => {
  it("finds none when Supabase Auth's chunk is only loaded on demand", () => {
    const b = bundle(
      chunk('assets/entry-1.js', 'entry', [], ['/repo/src/main.tsx'], ['assets/supabase-auth-1.js']),
      chunk('assets/signed-in-1.js', 'signed-in', ['assets/entry-1.js'], ['/repo/src/api/supabase.ts']),
      chunk('assets/supabase-auth-1.js', SUPABASE_AUTH_CHUNK, ['assets/entry-1.js'], [AUTH]),
    );
    expect(chunksLoadingAuthEagerly(b)).toEqual([]);
  });

  it('names the chunks that import it statically', () => {
    const b = bundle(
      chunk('assets/entry-1.js', 'entry', []),
      chunk('assets/signed-in-1.js', 'signed-in', ['assets/entry-1.js', 'assets/supabase-auth-1.js']),
      chunk('assets/SettingsPage-1.js', 'SettingsPage', ['assets/supabase-auth-1.js']),
      chunk('assets/supabase-auth-1.js', SUPABASE_AUTH_CHUNK, [], [AUTH]),
    );
    expect(chunksLoadingAuthEagerly(b)).toEqual(['assets/signed-in-1.js', 'assets/SettingsPage-1.js']);
  });

  it('names a chunk its code was merged into', () => {
    const b = bundle(
      chunk('assets/entry-1.js', 'entry', []),
      chunk('assets/signed-in-1.js', 'signed-in', ['assets/entry-1.js'], ['/repo/src/api/supabase.ts', AUTH]),
    );
    expect(chunksLoadingAuthEagerly(b)).toEqual(['assets/signed-in-1.js']);
  });
});

describe('standInFor', () => {
  const SUPABASE_JS = '/repo/node_modules/@supabase/supabase-js/dist/index.mjs';
  const MUI_CREATE_THEME = '/repo/node_modules/@mui/material/styles/createTheme.mjs';
  it.each([
    ['@supabase/realtime-js', SUPABASE_JS, 'src/api/leftOut/realtime.ts'],
    ['@supabase/auth-js', SUPABASE_JS, 'src/api/leftOut/auth.ts'],
    ['@supabase/auth-js', '/repo/src/api/auth.ts', null],
    ['@supabase/postgrest-js', SUPABASE_JS, null],
    ['./createThemeWithVars.mjs', MUI_CREATE_THEME, 'src/theme/cssVariablesLeftOut.ts'],
    [
      './ThemeProviderWithVars.mjs',
      '/repo/node_modules/@mui/material/styles/index.mjs',
      'src/theme/cssVariablesLeftOut.ts',
    ],
    ['./createThemeNoVars.mjs', MUI_CREATE_THEME, null],
    ['./createThemeWithVars.mjs', '/repo/node_modules/@mui/system/index.mjs', null],
    ['./ThemeProviderWithVars.mjs', undefined, null],
  ])('%s imported by %s: %s', (source, importer, standIn) => {
    expect(standInFor(source, importer)).toBe(standIn);
  });
});
