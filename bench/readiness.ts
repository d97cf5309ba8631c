/**
 * What runs inside the measured page: the app's API fetches counted, and the probe that says when
 * the screen's data is visible. Both are strings, so the bundler's helpers (tsx's __name) stay out
 * of the page.
 *
 * The probe used to look every 10 ms. Under the phone preset's CPU × 4 each look cost 0.1–0.55 ms of
 * the main thread it was measuring (more on long screens: bulk notes has about 1,850 elements), and
 * it saw the data up to a poll, or a long task, after React had committed it. It now looks when the
 * page changes: on a DOM mutation, when an API fetch starts or ends, on `popstate`; and once more
 * `stableMs` after the screen first looked ready, to confirm it stayed so.
 */

/**
 * Counts the app's in-flight API fetches, so readiness can wait for them, and records when the app
 * called each one and when its answer reached the app. supabase-js keeps a reference to the global
 * fetch when the client is created, which happens after this script runs. `__api.changed`, when
 * set, hears every change of `inflight`.
 */
export const TRACK_FETCH = `(() => {
  const original = window.fetch.bind(window);
  const api = (window.__api = { inflight: 0, calls: [], changed: null });
  const count = (delta) => { api.inflight += delta; if (api.changed) api.changed(); };
  window.fetch = (...args) => {
    const url = String(args[0] && args[0].url ? args[0].url : args[0]);
    if (!url.includes('/rest/v1/') && !url.includes('/auth/v1/')) return original(...args);
    const call = { url, calledAt: performance.now(), answeredAt: -1 };
    api.calls.push(call);
    count(1);
    return original(...args).then(
      (res) => {
        call.answeredAt = performance.now();
        return res.clone().arrayBuffer().then(() => res, () => res).finally(() => count(-1));
      },
      (err) => { call.answeredAt = performance.now(); count(-1); throw err; });
  };
})();`;

export interface WaitArgs {
  /** A selector that exists once the screen's data is on it. */
  selector: string | null;
  /** The address the screen must be at (path and search), or null for any. */
  path: string | null;
  /** How long the screen must stay ready; 0: the first moment it is. */
  stableMs: number;
  timeoutMs: number;
  /** ms on the page's clock the figure counts from (0: navigation). */
  from: number;
  /** Go back in history first, and count from there. */
  back: boolean;
  /** The signed-out sign-in screen: only the selector and no progress bar (it has no shell). */
  signedOut?: boolean;
}

/**
 * Runs in the page: the moment (ms since `from`, or since going back) from which the screen showed
 * its data and stayed that way for stableMs: no API fetch in flight, no spinner, skeleton, loading
 * text or schema overlay, and the screen's own selector present; -1 when that never happened
 * within timeoutMs.
 */
export const WAIT_READY = `async ({ selector, path, stableMs, timeoutMs, from, back, signedOut }) => {
  const origin = back ? performance.now() : from;
  const api = window.__api;
  const check = () => {
    if (signedOut) return !!document.querySelector(selector) && !document.querySelector('[role=progressbar]');
    if (path && location.pathname + location.search !== path) return false;
    const main = document.querySelector('main');
    if (!main || !main.querySelector('h1')) return false;
    if ((api ? api.inflight : 0) > 0) return false;
    if (document.querySelector('[role=progressbar], .MuiSkeleton-root, #schema-check-title')) return false;
    if ([...document.querySelectorAll('[role=status]')].some((e) => /loading|checking/i.test(e.textContent || ''))) return false;
    return !selector || !!document.querySelector(selector);
  };
  return await new Promise((resolve) => {
    let since = null;
    let confirm = null;
    const finish = (value) => {
      observer.disconnect();
      removeEventListener('popstate', look);
      if (api) api.changed = null;
      clearTimeout(confirm);
      clearTimeout(deadline);
      resolve(value);
    };
    const look = () => {
      const now = performance.now();
      if (!check()) {
        since = null;
        clearTimeout(confirm);
        return;
      }
      if (since !== null) return;
      since = now;
      if (stableMs <= 0) return finish(since - origin);
      confirm = setTimeout(() => (check() ? finish(since - origin) : look()), stableMs);
    };
    const observer = new MutationObserver(look);
    observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['class', 'role', 'id'] });
    addEventListener('popstate', look);
    if (api) api.changed = look;
    const deadline = setTimeout(() => finish(-1), timeoutMs);
    if (back) history.back();
    look();
  });
}`;
