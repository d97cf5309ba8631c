import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { afterNextPaint } from '../utils/afterNextPaint';

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

/**
 * A component drawn on demand, such as a dialog a click opens (issue 22): its code is a chunk of
 * its own, left out of the page's preloads, and until it is here the component draws nothing.
 * Pair it with usePreloadOnDraw so that the code is usually here before the click.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazyComponent(load);
  function OnDemand(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(OnDemand, { preload: Lazy.preload });
}

/**
 * Starts loading lazy components' code once the calling component has drawn with `drawn` true
 * (its data, usually) and the browser has painted it, so that it does not compete with the first
 * screen's code and reads, nor hold up the frame that shows the data: an effect of the render a
 * read's answer caused runs before that frame, and starting a chunk (Vite's preload links, the
 * import) took a phone 20–50 ms there.
 */
export function usePreloadOnDraw(drawn: boolean, ...components: Array<{ preload: () => Promise<unknown> }>): void {
  const [first] = useState(components);
  useEffect(() => {
    if (!drawn) return;
    // A failed download is tried again when the component is drawn, and reported there.
    return afterNextPaint(() => {
      for (const component of first) void component.preload().catch(() => undefined);
    });
  }, [drawn, first]);
}
