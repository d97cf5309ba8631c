/**
 * What runs inside the measured page: the app's API fetches counted, and the probe that says when
 * the screen's data is visible. Both are strings, so the bundler's helpers (tsx's __name) stay out
 * of the page.
 *
 * The probe used to look every 10 ms and report the first look that found the data. Each look cost
 * 0.1–0.55 ms of the main thread it measured at CPU × 4 (bulk notes has about 1,850 elements), and
 * the figure was neither the DOM change nor the paint: on the phone preset the looks came 35–110 ms
 * after React committed the data and the frame showing it 50–150 ms after. It now looks when the
 * page changes (a DOM mutation, an API fetch starting or ending, `popstate`) and reports the end of
 * the first frame painted after the change that made the screen ready.
 */

/**
 * Runs before the app. Counts the app's in-flight API fetches, so readiness can wait for them, and
 * records when the app called each one and when its answer reached the app (supabase-js keeps a
 * reference to the global fetch when the client is created, after this script). `__api.changed`,
 * when set, hears every change of `inflight`. `__api.inFrame` is true from an animation frame's
 * first callback to the end of that frame's task (its style, layout and paint): a change made then
 * is painted in that frame. Redux Toolkit notifies the store's subscribers in an animation frame.
 */
export const TRACK_PAGE = `(() => {
  const original = window.fetch.bind(window);
  const api = (window.__api = { inflight: 0, calls: [], changed: null, inFrame: false });
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => raf((time) => {
    if (!api.inFrame) {
      api.inFrame = true;
      setTimeout(() => { api.inFrame = false; }, 0);
    }
    return callback(time);
  });
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
 * Runs in the page: when (ms since `from`, or since going back) the first frame showing the
 * screen's data had been painted, the screen then staying that way for stableMs: no API fetch in
 * flight, no spinner, skeleton, loading text or schema overlay, and the screen's own selector
 * present; -1 when that never happened within timeoutMs.
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
    // since: when the page first looked ready (a DOM change, a fetch, popstate); painted: the end
    // of the first frame after it; stable: still ready stableMs after since.
    let since = null;
    let painted = null;
    let stable = false;
    let epoch = 0;
    let confirm = null;
    const finish = (value) => {
      observer.disconnect();
      removeEventListener('popstate', look);
      if (api) api.changed = null;
      clearTimeout(confirm);
      clearTimeout(deadline);
      resolve(value);
    };
    const settle = () => {
      if (since !== null && stable && painted !== null) finish(painted - origin);
    };
    const look = () => {
      const now = performance.now();
      if (!check()) {
        since = painted = null;
        stable = false;
        clearTimeout(confirm);
        return;
      }
      if (since !== null) return;
      since = now;
      const seen = ++epoch;
      // The first task after the frame that paints the change: this frame's, when the change was
      // made in one of its callbacks, otherwise the next one's. What the landlord sees (Chromium's
      // largest-contentful-paint entries agree to about 10 ms).
      const afterPaint = () => setTimeout(() => {
        if (seen !== epoch || since === null) return;
        painted = performance.now();
        settle();
      }, 0);
      if (api && api.inFrame) afterPaint();
      else requestAnimationFrame(afterPaint);
      if (stableMs <= 0) {
        stable = true;
        return;
      }
      confirm = setTimeout(() => {
        if (!check()) return look();
        stable = true;
        settle();
      }, stableMs);
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
