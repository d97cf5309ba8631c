import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { afterNextPaint } from '../utils/afterNextPaint';
import { useNotifyIfProvided } from './feedback/FeedbackProvider';

/** Said when a component drawn on demand (a dialog) cannot open because its code did not arrive. */
export const ON_DEMAND_FAILED = 'This could not open: check your connection and try again. Nothing you typed is lost.';

/**
 * React.lazy for a named export, with a `preload` that can start the download early (the router
 * fetches the signed-in part, the shell and the page side by side on a cold start). Once loaded it
 * renders at once instead of suspending: React holds back each Suspense reveal for up to 300 ms,
 * so three nested lazy layers cost most of a second even when their code is already there.
 * React.lazy keeps a failure for good: once the failure has reached an error boundary, `retry`
 * gives the next instance drawn a fresh one.
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
  let failed = false;
  const fresh = (): ComponentType<P> =>
    lazy(() =>
      preload().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failed = true;
          throw error;
        },
      ),
    );
  let Lazy = fresh();
  // Not in the rejection itself: React renders a suspended instance again when its download ends,
  // and that render must meet the failure (an error boundary's), not start another download.
  const retry = () => {
    if (!failed) return;
    failed = false;
    Lazy = fresh();
  };

  function LazyComponent(props: P) {
    // An instance keeps the component it started with, so it never remounts.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(LazyComponent, { preload, retry });
}

/** A component's code that did not arrive, told apart from a crash of the component itself. */
class CodeDidNotArrive extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'CodeDidNotArrive';
  }
}

/** Catches a download that failed and draws nothing; any other error goes on to the route's boundary. */
class DownloadBoundary extends Component<{ children: ReactNode; onFailed: () => void }, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown) {
    if (error instanceof CodeDidNotArrive) this.props.onFailed();
  }

  render() {
    if (this.state.error === null) return this.props.children;
    if (this.state.error instanceof CodeDidNotArrive) return null;
    throw this.state.error;
  }
}

/**
 * A component drawn on demand, such as a dialog a click opens (issue 22): its code is a chunk of
 * its own, left out of the page's preloads, and until it is here the component draws nothing.
 * Pair it with usePreloadOnDraw so that the code is usually here before the click. When the code
 * cannot arrive (a phone between two masts), the page stays as it is: the app's snackbar says so
 * and the component is closed (`onClose`), so the next click tries again.
 */
export function onDemand<P extends { onClose: () => void }>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazyComponent(() => load().catch((error: unknown) => Promise.reject(new CodeDidNotArrive(error))));
  function OnDemand(props: P) {
    const notify = useNotifyIfProvided();
    const failed = () => {
      Lazy.retry();
      notify?.(ON_DEMAND_FAILED, 'error');
      props.onClose();
    };
    return (
      <DownloadBoundary onFailed={failed}>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </DownloadBoundary>
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
