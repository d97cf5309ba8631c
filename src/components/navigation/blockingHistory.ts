import type { Location, To, UNSAFE_createBrowserHistory } from 'react-router-dom';

/** React Router's history (browser or memory), as `unstable_HistoryRouter` takes it. */
export type History = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Update = Parameters<Parameters<History['listen']>[0]>[0];
type Path = Pick<Location, 'pathname' | 'search' | 'hash'>;

/**
 * Asked before each navigation, in the app or the browser's back and forward: true holds it, and
 * `retry` later lets that same navigation go on.
 */
export type Blocker = (navigation: { currentLocation: Path; nextLocation: Path; retry: () => void }) => boolean;

export interface BlockingHistory extends History {
  /** One blocker at a time (the page with unsaved work); returns its removal. */
  block(blocker: Blocker): () => void;
}

/**
 * A history that can hold a navigation until the user confirms it (React Router's
 * declarative mode, without the data router's `useBlocker`). Pushes and replaces are held before
 * they happen. Back and forward have already moved the browser when they are heard, so a held one
 * is moved back (the same `go`, reversed, which the router never hears) and replayed on retry,
 * as the data router does; a move without an index in its history entry cannot be held.
 */
export function withBlocking(base: History): BlockingHistory {
  let blocker: Blocker | null = null;
  /** Where the router is: during a back or forward, `base.location` is already the next one. */
  let current: Path = base.location;
  /** The reversing move of a held back or forward, or a retried one: each heard once, then cleared. */
  let swallowNextPop = false;
  let passNextPop = false;

  /** Where a navigation leads (a memory history hands back what it was given, possibly partial). */
  const pathOf = (to: To): Path => {
    const { pathname, search, hash } = base.encodeLocation(to) as Partial<Path>;
    return { pathname: pathname ?? current.pathname, search: search ?? '', hash: hash ?? '' };
  };
  const held = (next: To, retry: () => void) =>
    blocker !== null && blocker({ currentLocation: current, nextLocation: pathOf(next), retry });

  const history: BlockingHistory = {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    go: (delta) => base.go(delta),
    push(to, state) {
      if (!held(to, () => base.push(to, state))) base.push(to, state);
    },
    replace(to, state) {
      if (!held(to, () => base.replace(to, state))) base.replace(to, state);
    },
    listen(listener) {
      current = base.location;
      const forward = (update: Update) => {
        current = update.location;
        listener(update);
      };
      return base.listen((update) => {
        if (update.action !== 'POP') return forward(update);
        if (swallowNextPop) {
          swallowNextPop = false;
          return;
        }
        if (passNextPop) {
          passNextPop = false;
          return forward(update);
        }
        const delta = update.delta;
        const retry = () => {
          passNextPop = true;
          base.go(delta!);
        };
        if (delta !== null && delta !== 0 && held(update.location, retry)) {
          swallowNextPop = true;
          base.go(-delta);
          return;
        }
        forward(update);
      });
    },
    block(next) {
      blocker = next;
      return () => {
        if (blocker === next) blocker = null;
      };
    },
  };
  return history;
}
