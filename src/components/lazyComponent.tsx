import { lazy, useState, type ComponentType } from 'react';

/**
 * React.lazy for a named export, with a `preload` that can start the download early (the router
 * fetches the signed-in part, the shell and the page side by side on a cold start). Once loaded it
 * renders at once instead of suspending: React holds back each Suspense reveal for up to 300 ms,
 * so three nested lazy layers cost most of a second even when their code is already there.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));

  function LazyComponent(props: P) {
    // An instance keeps the component it started with, so it never remounts.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(LazyComponent, { preload });
}
