import { manifestRoutes, routeModules, routePatternsOf } from './vite/routeModules';

const patterns = routePatternsOf(process.cwd());

// A manifest formatted across lines, as any file: its screens are read from its syntax tree.
const manifest = `
import { routePatterns as at } from '../../config/routePatterns';
import type { ScreenRoute } from '../../config/routeManifest';

const TaskFormPage = () =>
  import('./TaskFormPage').then((m) => m.TaskFormPage);

export const routes: ScreenRoute[] = [
  { path: at.taskNew, page: TaskFormPage },
  {
    path: at.task,
    page: () => import('./TaskDetailPage').then((m) => m.TaskDetailPage),
    reads: () =>
      import('./taskDetailReads').then((m) => m.taskDetailReads),
  },
  { path: at.taskEdit, page: TaskFormPage },
  { path: at.status, frame: 'open', page: () => import('../system/BackendStatusPage').then((m) => m.BackendStatusPage) },
];
`;

describe('manifestRoutes', () => {
  it("reads each screen's pattern, frame, page and first reads, through a shared loader too", () => {
    expect(manifestRoutes('src/features/tasks/routes.ts', manifest, patterns)).toEqual([
      { route: '/tasks/new', frame: 'shell', modules: ['src/features/tasks/TaskFormPage'] },
      {
        route: '/tasks/:id',
        frame: 'shell',
        modules: ['src/features/tasks/TaskDetailPage', 'src/features/tasks/taskDetailReads'],
      },
      { route: '/tasks/:id/edit', frame: 'shell', modules: ['src/features/tasks/TaskFormPage'] },
      { route: '/status', frame: 'open', modules: ['src/features/system/BackendStatusPage'] },
    ]);
  });

  it('stops on a path it cannot read, rather than leave a screen out of the preload', () => {
    expect(() =>
      manifestRoutes(
        'src/features/x/routes.ts',
        `export const routes = [{ path: somewhere(), page: () => import('./X') }];`,
        patterns,
      ),
    ).toThrow(/routePatterns/);
    expect(() =>
      manifestRoutes(
        'src/features/x/routes.ts',
        `export const routes = [{ path: at.nowhere, page: () => import('./X') }];`,
        patterns,
      ),
    ).toThrow(/at\.nowhere/);
  });
});

describe('routeModules', () => {
  it("lists the app's screens from every manifest, the screens src/app composes included", () => {
    const screens = routeModules(process.cwd());
    expect(screens).toEqual(
      expect.arrayContaining([
        { route: '/tasks', frame: 'shell', modules: ['src/app/routes/TasksRoute', 'src/features/tasks/tasksReads'] },
        {
          route: '/tasks/:id',
          frame: 'shell',
          modules: ['src/app/routes/TaskDetailRoute', 'src/features/tasks/taskDetailReads'],
        },
        { route: '/status', frame: 'open', modules: ['src/features/system/BackendStatusPage'] },
        { route: '/reset-password', frame: 'gate', modules: ['src/features/auth/ResetPasswordPage'] },
        { route: '*', frame: 'shell', modules: ['src/app/NotFoundPage'] },
      ]),
    );
    // Each pattern once: two manifests declaring one address would leave one of them unreachable.
    expect(new Set(screens.map((s) => s.route)).size).toBe(screens.length);
  });
});
