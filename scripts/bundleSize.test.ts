import { routeModules } from './bundleSize';

// A router formatted across lines, as any file: the routes are read from its syntax tree.
const router = `
const DataRoot = lazyComponent(() => import('./SignedInRoot').then((m) => m.DataRoot));
const StatusPage = lazyComponent(
  () => import('../features/system/BackendStatusPage').then((m) => m.BackendStatusPage),
);
const TasksPage = lazy(() => import('./routes/TasksRoute'));
export const routes = [
  {
    path: '/status',
    element: withFallback(
      <DataRoot>
        <StatusPage />
      </DataRoot>,
    ),
  },
  {
    Component: Shell,
    children: [
      {
        path: '/tasks',
        Component: TasksPage,
        children: [{ path: 'inline', lazy: () => import('../features/tasks/TaskDetailPage') }],
      },
    ],
  },
];
`;

describe('routeModules', () => {
  it('reads each route, the lazy components it names and what it imports inline, its children aside', () => {
    expect(routeModules(router)).toEqual([
      { route: '/status', modules: ['src/app/SignedInRoot', 'src/features/system/BackendStatusPage'] },
      { route: '/tasks', modules: ['src/app/routes/TasksRoute'] },
      { route: 'inline', modules: ['src/features/tasks/TaskDetailPage'] },
    ]);
  });
});
