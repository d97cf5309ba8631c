import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export, keeping the loader so it can also be started early: on a cold
 * load the router fetches the shell and the page together instead of one after the other.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself
export function lazyComponent<C extends ComponentType<any>>(load: () => Promise<C>) {
  return Object.assign(
    lazy(() => load().then((component) => ({ default: component }))),
    { preload: load },
  );
}
