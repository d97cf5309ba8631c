import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { afterNextPaint } from '../utils/afterNextPaint';
import { useNotifyIfProvided } from './feedback/FeedbackProvider';

/** Said when a component drawn on demand (a dialog) cannot open because its code did not arrive. */
export const ON_DEMAND_FAILED = 'This could not open: check your connection and try again. Nothing you typed is lost.';
/** Said when a part of a page (a picker, a chart, the grid) cannot load because its code did not arrive. */
export const PART_FAILED =
  'Part of this screen could not load: check your connection. Touch it to try again; nothing you typed is lost.';

/**
 * A component's code that did not arrive (a phone between two masts), told apart from a crash of
 * the component itself. `retry` lets the next instance drawn download it again.
 */
export class CodeDidNotArrive extends Error {
  constructor(
    cause: unknown,
    readonly retry: () => void,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'CodeDidNotArrive';
  }
}

/**
 * React.lazy for a named export, with a `preload` that can start the download early (the router
 * fetches the signed-in part, the shell and the page side by side on a cold start). Once loaded it
 * renders at once instead of suspending: React holds back each Suspense reveal for up to 300 ms,
 * so three nested lazy layers cost most of a second even when their code is already there.
 * React.lazy keeps a failure for good: a failed download reaches the error boundary as
 * CodeDidNotArrive, and once it has, its `retry` gives the next instance drawn a fresh one.
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
          throw new CodeDidNotArrive(error, retry);
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

/**
 * Catches a download that failed, lets the next instance try again, and draws `unavailable` in its
 * place; any other error goes on to the route's boundary.
 */
class DownloadBoundary extends Component<
  { children: ReactNode; onFailed: () => void; unavailable?: ReactNode },
  { error: unknown }
> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown) {
    if (!(error instanceof CodeDidNotArrive)) return;
    error.retry();
    this.props.onFailed();
  }

  render() {
    if (this.state.error === null) return this.props.children;
    if (this.state.error instanceof CodeDidNotArrive) return this.props.unavailable ?? null;
    throw this.state.error;
  }
}

/**
 * A component drawn on demand, such as a dialog a click opens: its code is a chunk of
 * its own, left out of the page's preloads, and until it is here the component draws nothing.
 * Pair it with usePreloadOnDraw so that the code is usually here before the click. When the code
 * cannot arrive (a phone between two masts), the page stays as it is: the app's snackbar says so
 * and the component is closed (`onClose`), so the next click tries again.
 */
export function onDemand<P extends { onClose: () => void }>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazyComponent(load);
  /** `loading`: drawn while the code is on its way (nothing, unless given). */
  function OnDemand({ loading = null, ...props }: P & { loading?: ReactNode }) {
    const notify = useNotifyIfProvided();
    const failed = () => {
      notify?.(ON_DEMAND_FAILED, 'error');
      props.onClose();
    };
    return (
      <DownloadBoundary onFailed={failed}>
        <Suspense fallback={loading}>
          <Lazy {...(props as unknown as P)} />
        </Suspense>
      </DownloadBoundary>
    );
  }
  return Object.assign(OnDemand, { preload: Lazy.preload });
}

interface InPlaceProps {
  /**
   * Drawn while the code is on its way, the same size as the part: what it holds, or a skeleton.
   * Without it the part suspends to the page's Suspense boundary at first, as React.lazy does, so
   * that parts drawn together show together; a retry after a failure draws nothing until it is here.
   */
  standIn?: ReactNode;
  /**
   * Drawn if the code cannot arrive, when something usable can stand in (a plain date field for the
   * picker). It is tried again only when the browser is back online, so that nothing swaps it while
   * the landlord uses it. Without it the stand-in stays, and the next touch or focus on the page
   * also tries again.
   */
  unavailable?: ReactNode;
  /** What the snackbar says if the code cannot arrive (PART_FAILED unless given; null: nothing). */
  failedMessage?: string | null;
}

/**
 * A part of a page whose code loads after the page's: a picker, a chart, the grid. Until
 * it is here `standIn` shows. If it cannot arrive the page stays as it is: the snackbar says so
 * once, the stand-in (or `unavailable`) keeps its place, and the part tries again when the browser
 * comes back online or, without `unavailable`, at the landlord's next touch or focus.
 */
export function inPlace<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazyComponent(load);
  function InPlace({ standIn, unavailable, failedMessage = PART_FAILED, ...props }: P & InPlaceProps) {
    const notify = useNotifyIfProvided();
    const [attempt, setAttempt] = useState(0);
    const [down, setDown] = useState(false);
    const onTouch = unavailable === undefined;
    useEffect(() => {
      if (!down) return;
      const again = () => {
        setDown(false);
        setAttempt((n) => n + 1);
      };
      const events = onTouch ? ['online', 'pointerdown', 'focusin'] : ['online'];
      for (const event of events) window.addEventListener(event, again, true);
      return () => {
        for (const event of events) window.removeEventListener(event, again, true);
      };
    }, [down, onTouch]);
    const failed = () => {
      // Said at the first failure only: a retry that fails again keeps quiet.
      if (failedMessage && attempt === 0) notify?.(failedMessage, 'warning');
      setDown(true);
    };
    return (
      <DownloadBoundary key={attempt} onFailed={failed} unavailable={unavailable ?? standIn}>
        {standIn === undefined && attempt === 0 ? (
          <Lazy {...(props as unknown as P)} />
        ) : (
          // A retry waits on its own, so that the rest of the page does not blink.
          <Suspense fallback={standIn ?? null}>
            <Lazy {...(props as unknown as P)} />
          </Suspense>
        )}
      </DownloadBoundary>
    );
  }
  return Object.assign(InPlace, { preload: Lazy.preload });
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
