import type { Rolldown } from 'vite';
import { signedInFiles } from './preloadSignedIn';

const chunk = (fileName: string, imports: string[], extra: Partial<Rolldown.OutputChunk> = {}) =>
  ({ type: 'chunk', fileName, imports, isEntry: false, facadeModuleId: null, ...extra }) as unknown as Rolldown.OutputChunk;

function bundle(...chunks: Rolldown.OutputChunk[]): Rolldown.OutputBundle {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c])) as Rolldown.OutputBundle;
}

describe('signedInFiles', () => {
  it("lists the signed-in layers' files and their static imports, less the entry's", () => {
    const files = signedInFiles(
      bundle(
        chunk('assets/index-1.js', ['assets/Button-1.js'], { isEntry: true, facadeModuleId: '/repo/index.html' }),
        chunk('assets/Button-1.js', []),
        chunk('assets/SignedInRoot-1.js', ['assets/supabase-1.js', 'assets/Button-1.js'], { facadeModuleId: '/repo/src/app/SignedInRoot.tsx' }),
        chunk('assets/AppShell-1.js', ['assets/List-1.js'], { facadeModuleId: '/repo/src/app/layout/AppShell.tsx' }),
        chunk('assets/supabase-1.js', []),
        chunk('assets/List-1.js', ['assets/Button-1.js']),
        chunk('assets/TasksPage-1.js', ['assets/AppDataGrid-1.js'], { facadeModuleId: '/repo/src/features/tasks/TasksPage.tsx' }),
        chunk('assets/AppDataGrid-1.js', []),
      ),
    );
    expect(files).toEqual(['assets/AppShell-1.js', 'assets/List-1.js', 'assets/SignedInRoot-1.js', 'assets/supabase-1.js']);
  });

  it('adds nothing when a layer is missing (renamed or no longer lazy)', () => {
    const files = signedInFiles(
      bundle(chunk('assets/index-1.js', [], { isEntry: true }), chunk('assets/SignedInRoot-1.js', [], { facadeModuleId: '/repo/src/app/SignedInRoot.tsx' })),
    );
    expect(files).toEqual([]);
  });
});
