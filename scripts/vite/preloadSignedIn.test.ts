import type { Rolldown } from 'vite';
import {
  patternSource,
  preloadScript,
  rankRoutes,
  routeFiles,
  routesWithoutChunks,
  signedInFiles,
} from './preloadSignedIn';

const chunk = (fileName: string, imports: string[], extra: Partial<Rolldown.OutputChunk> = {}) =>
  ({
    type: 'chunk',
    fileName,
    imports,
    isEntry: false,
    facadeModuleId: null,
    ...extra,
  }) as unknown as Rolldown.OutputChunk;

function bundle(...chunks: Rolldown.OutputChunk[]): Rolldown.OutputBundle {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c])) as Rolldown.OutputBundle;
}

describe('signedInFiles', () => {
  it("lists the signed-in layers' files and their static imports, less the entry's", () => {
    const files = signedInFiles(
      bundle(
        chunk('assets/index-1.js', ['assets/Button-1.js'], { isEntry: true, facadeModuleId: '/repo/index.html' }),
        chunk('assets/Button-1.js', []),
        chunk('assets/startApp-1.js', ['assets/Button-1.js'], { facadeModuleId: '/repo/src/app/startApp.tsx' }),
        chunk('assets/SignedInRoot-1.js', ['assets/supabase-1.js', 'assets/Button-1.js'], {
          facadeModuleId: '/repo/src/app/SignedInRoot.tsx',
        }),
        chunk('assets/AppShell-1.js', ['assets/List-1.js'], { facadeModuleId: '/repo/src/app/layout/AppShell.tsx' }),
        chunk('assets/supabase-1.js', []),
        chunk('assets/List-1.js', ['assets/Button-1.js']),
        chunk('assets/TasksPage-1.js', ['assets/AppDataGrid-1.js'], {
          facadeModuleId: '/repo/src/features/tasks/TasksPage.tsx',
        }),
        chunk('assets/AppDataGrid-1.js', []),
      ),
    );
    expect(files).toEqual([
      'assets/AppShell-1.js',
      'assets/List-1.js',
      'assets/SignedInRoot-1.js',
      'assets/startApp-1.js',
      'assets/supabase-1.js',
    ]);
  });

  it('adds nothing when a layer is missing (renamed or no longer lazy)', () => {
    const files = signedInFiles(
      bundle(
        chunk('assets/index-1.js', [], { isEntry: true }),
        chunk('assets/SignedInRoot-1.js', [], { facadeModuleId: '/repo/src/app/SignedInRoot.tsx' }),
      ),
    );
    expect(files).toEqual([]);
  });
});

describe('routeFiles', () => {
  it("lists a route's layers and page beyond the entry; a route outside the shell skips the shell", () => {
    const b = bundle(
      chunk('assets/index-1.js', ['assets/entry-1.js'], { isEntry: true, facadeModuleId: '/repo/index.html' }),
      chunk('assets/entry-1.js', []),
      chunk('assets/startApp-1.js', ['assets/signed-in-1.js'], { facadeModuleId: '/repo/src/app/startApp.tsx' }),
      chunk('assets/SignedInRoot-1.js', ['assets/signed-in-1.js'], {
        facadeModuleId: '/repo/src/app/SignedInRoot.tsx',
      }),
      chunk('assets/AppShell-1.js', ['assets/signed-in-1.js', 'assets/entry-1.js'], {
        facadeModuleId: '/repo/src/app/layout/AppShell.tsx',
      }),
      chunk('assets/signed-in-1.js', []),
      chunk('assets/TasksRoute-1.js', ['assets/TextField-1.js'], {
        facadeModuleId: '/repo/src/app/routes/TasksRoute.tsx',
      }),
      chunk('assets/TextField-1.js', []),
      chunk('assets/BackendStatusPage-1.js', [], { facadeModuleId: '/repo/src/features/system/BackendStatusPage.tsx' }),
    );
    expect(
      routeFiles(b, [
        { route: '/tasks', frame: 'shell', modules: ['src/app/routes/TasksRoute'] },
        { route: '/status', frame: 'open', modules: ['src/features/system/BackendStatusPage'] },
        { route: '/gone', frame: 'shell', modules: ['src/features/gone/GonePage'] },
      ]),
    ).toEqual([
      {
        route: '/tasks',
        files: [
          'assets/AppShell-1.js',
          'assets/SignedInRoot-1.js',
          'assets/TasksRoute-1.js',
          'assets/TextField-1.js',
          'assets/signed-in-1.js',
          'assets/startApp-1.js',
        ],
      },
      {
        route: '/status',
        files: [
          'assets/BackendStatusPage-1.js',
          'assets/SignedInRoot-1.js',
          'assets/signed-in-1.js',
          'assets/startApp-1.js',
        ],
      },
    ]);
    // The build stops on a route whose module was merged into another chunk (it would be left out above).
    expect(
      routesWithoutChunks(b, [
        { route: '/tasks', frame: 'shell', modules: ['src/app/routes/TasksRoute'] },
        { route: '/gone', frame: 'shell', modules: ['src/features/gone/GonePage', 'src/app/routes/TasksRoute'] },
      ]),
    ).toEqual([{ route: '/gone', modules: ['src/features/gone/GonePage'] }]);
  });
});

describe('the inline script', () => {
  const matching = (routes: string[], pathname: string) =>
    rankRoutes(routes.map((route) => ({ route }))).find((r) => new RegExp(patternSource(r.route)).test(pathname))
      ?.route;

  it('picks the route React Router would: static segments before parameters, the splat last', () => {
    const routes = ['*', '/tasks/:id', '/tasks/:id/edit', '/tasks/new', '/tasks', '/'];
    expect(matching(routes, '/tasks/new')).toBe('/tasks/new');
    expect(matching(routes, '/tasks/5f1c')).toBe('/tasks/:id');
    expect(matching(routes, '/tasks/5f1c/edit')).toBe('/tasks/:id/edit');
    expect(matching(routes, '/tasks/')).toBe('/tasks');
    expect(matching(routes, '/')).toBe('/');
    expect(matching(routes, '/nowhere')).toBe('*');
  });

  /** Runs the script against stand-ins; what it did, in order: links added, a timer set, Intl objects made (by the timer). */
  const run = (stored: string | null, pathname: string) => {
    const steps: string[] = [];
    const timers: Array<() => void> = [];
    const env = {
      localStorage: { getItem: () => stored },
      location: { pathname, hash: '', search: '' },
      document: {
        createElement: () => ({}),
        head: { appendChild: (l: { href: string }) => steps.push(`link ${l.href}`) },
      },
      URLSearchParams,
      setTimeout: (callback: () => void, ms: number) => {
        steps.push(`timer ${ms}`);
        timers.push(callback);
      },
      Intl: {
        NumberFormat: function NumberFormat(locale: string, options: Intl.NumberFormatOptions) {
          steps.push(`NumberFormat ${locale} ${options.style} ${options.currency}`);
          return new Intl.NumberFormat(locale, options);
        },
        Collator: function Collator(locale: string | undefined, options: Intl.CollatorOptions) {
          steps.push(`Collator numeric:${options.numeric}`);
          return new Intl.Collator(locale, options);
        },
      },
    };
    new Function(
      ...Object.keys(env),
      preloadScript('key', ['/a/layer.js'], [{ route: '/tasks', files: ['/a/layer.js', '/a/tasks.js'] }]),
    )(...Object.values(env));
    for (const timer of timers) timer();
    return steps;
  };

  it('adds the links only when a session may exist, for the page the address opens', () => {
    const links = (stored: string | null, pathname: string) =>
      run(stored, pathname).filter((s) => s.startsWith('link '));
    expect(links(null, '/tasks')).toEqual([]);
    expect(links('{"user":{}}', '/tasks')).toEqual(['link /a/layer.js', 'link /a/tasks.js']);
    expect(links('{"user":{}}', '/elsewhere')).toEqual(['link /a/layer.js']);
  });

  it("makes the app's kinds of Intl object on a timer, after the links, only when a session may exist", () => {
    expect(run(null, '/tasks')).toEqual([]);
    expect(run('{"user":{}}', '/tasks')).toEqual([
      'link /a/layer.js',
      'link /a/tasks.js',
      'timer 0',
      'NumberFormat en-US currency USD',
      'Collator numeric:true',
    ]);
  });
});
