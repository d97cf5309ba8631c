import { join } from 'node:path';
import type { RouteObject } from 'react-router-dom';
import { routeModules, routePatternsOf } from '../../scripts/vite/routeModules.ts';
import { routePatterns } from '../config/routePatterns';
import { createRoutes } from './router';

/** The router's screens: each route with a path, where it sits (by depth: open, behind the gate, in the shell) and whether it starts first reads. */
function routerScreens(routes: RouteObject[], depth = 0): Array<{ route: string; frame: string; reads: boolean }> {
  return routes.flatMap((route) => [
    ...(route.path
      ? [{ route: route.path, frame: ['open', 'gate', 'gate', 'shell'][depth], reads: route.handle !== undefined }]
      : []),
    ...routerScreens(route.children ?? [], depth + 1),
  ]);
}

const root = join(__dirname, '../..');

describe('route manifests', () => {
  it("the build reads the route patterns as the app's code has them", () => {
    expect(routePatternsOf(root)).toEqual(routePatterns);
  });

  it('the build reads exactly the screens the router composes, each in its frame, with its first reads', () => {
    const built = routeModules(root).map(({ route, frame, modules }) => ({
      route,
      frame,
      reads: modules.some((m) => /Reads$/.test(m)),
    }));
    const byRoute = (a: { route: string }, b: { route: string }) => a.route.localeCompare(b.route);
    expect(built.sort(byRoute)).toEqual(routerScreens(createRoutes()).sort(byRoute));
  });
});
