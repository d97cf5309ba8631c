import type { Rolldown } from 'vite';
import { chunksLoadingAuthEagerly, SUPABASE_AUTH_CHUNK } from './leftOut';

const AUTH = '/repo/node_modules/@supabase/auth-js/dist/module/GoTrueClient.js';
const chunk = (fileName: string, name: string, imports: string[], moduleIds: string[] = [], dynamicImports: string[] = []) =>
  ({ type: 'chunk', fileName, name, imports, moduleIds, dynamicImports }) as unknown as Rolldown.OutputChunk;
const bundle = (...chunks: Rolldown.OutputChunk[]) => Object.fromEntries(chunks.map((c) => [c.fileName, c])) as Rolldown.OutputBundle;

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
    const b = bundle(chunk('assets/entry-1.js', 'entry', []), chunk('assets/signed-in-1.js', 'signed-in', ['assets/entry-1.js'], ['/repo/src/api/supabase.ts', AUTH]));
    expect(chunksLoadingAuthEagerly(b)).toEqual(['assets/signed-in-1.js']);
  });
});
