import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright';

export interface ScreenSpec {
  name: string;
  path: string;
  /** A selector that exists once the screen's data is on it; the generic checks below apply to every screen. */
  ready?: string;
}

export interface ApiCall {
  url: string;
  method: string;
  start: number;
  end: number;
  bytes: number;
  status: number;
}

export interface ScreenResult {
  name: string;
  path: string;
  /** ms from navigation start until the data is visible (-1: never within the timeout). */
  readyMs: number;
  requests: number;
  depth: number;
  bytes: number;
  /** Total bytes the navigation received, app code included. */
  allBytes: number;
  returnReadyMs: number;
  returnRequests: number;
  calls: ApiCall[];
}

const SCHEMA_PROBE = /\/rest\/v1\/scheduled_rent_increases\?select=id&limit=1$/;
const isApi = (url: string) => url.includes('/rest/v1/') || url.includes('/auth/v1/');

/**
 * Counts the app's in-flight API fetches, so readiness can wait for them. supabase-js keeps a
 * reference to the global fetch when the client is created, which happens after this script runs.
 */
const TRACK_FETCH = `(() => {
  const original = window.fetch.bind(window);
  window.__api = { inflight: 0 };
  window.fetch = (...args) => {
    const url = String(args[0] && args[0].url ? args[0].url : args[0]);
    if (!url.includes('/rest/v1/') && !url.includes('/auth/v1/')) return original(...args);
    window.__api.inflight++;
    return original(...args).then(
      (res) => res.clone().arrayBuffer().then(() => res, () => res).finally(() => window.__api.inflight--),
      (err) => { window.__api.inflight--; throw err; });
  };
})();`;

interface WaitArgs {
  selector: string | null;
  path: string | null;
  stableMs: number;
  timeoutMs: number;
  from: number;
  back: boolean;
}

/**
 * Runs in the page: the moment (performance.now()) from which the screen showed its data and stayed
 * that way for stableMs: no API fetch in flight, no spinner, skeleton, loading text or schema overlay,
 * and the screen's own selector present. A string, so the bundler's helpers (tsx's __name) stay out.
 */
const WAIT_READY = `async ({ selector, path, stableMs, timeoutMs, from, back }) => {
  const origin = back ? performance.now() : from;
  if (back) history.back();
  const check = () => {
    if (path && location.pathname + location.search !== path) return false;
    const main = document.querySelector('main');
    if (!main || !main.querySelector('h1')) return false;
    if ((window.__api ? window.__api.inflight : 0) > 0) return false;
    if (document.querySelector('[role=progressbar], .MuiSkeleton-root, #schema-check-title')) return false;
    if ([...document.querySelectorAll('[role=status]')].some((e) => /loading|checking/i.test(e.textContent || ''))) return false;
    return !selector || !!document.querySelector(selector);
  };
  let since = null;
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const now = performance.now();
    if (check()) {
      if (since === null) since = now;
      else if (now - since >= stableMs) return since - origin;
    } else since = null;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return -1;
}`;

async function waitReady(page: Page, args: WaitArgs): Promise<number> {
  let wait = args;
  for (let attempt = 0; ; attempt++) {
    try {
      return await page.evaluate<number>(`(${WAIT_READY})(${JSON.stringify(wait)})`);
    } catch (error) {
      // A full navigation (the document committed under us, a redirect, or `back` leaving the
      // document) replaced the page: wait again in the new one.
      if (attempt >= 3 || !/Execution context was destroyed/.test(String(error))) throw error;
      await page.waitForLoadState('domcontentloaded');
      wait = { ...args, back: false, from: 0 };
    }
  }
}

/** Depth of the API waterfall: a call that starts after another call's response ended is one level deeper. */
export function waterfallDepth(calls: ApiCall[]): number {
  const sorted = [...calls].sort((a, b) => a.start - b.start);
  const depth = new Map<ApiCall, number>();
  for (const call of sorted) {
    const before = sorted.filter((other) => other !== call && other.end <= call.start);
    depth.set(call, 1 + Math.max(0, ...before.map((other) => depth.get(other) ?? 1)));
  }
  return Math.max(0, ...depth.values());
}

function recordCalls(page: Page) {
  const calls: ApiCall[] = [];
  let allBytes = 0;
  const pending: Promise<void>[] = [];
  const onFinished = (request: Request) => {
    pending.push(
      (async () => {
        const sizes = await request.sizes().catch(() => null);
        const bytes = sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0;
        allBytes += bytes;
        if (!isApi(request.url())) return;
        const timing = request.timing();
        const response = await request.response();
        calls.push({
          url: request.url(),
          method: request.method(),
          start: timing.startTime,
          end: timing.startTime + timing.responseEnd,
          bytes,
          status: response?.status() ?? 0,
        });
      })(),
    );
  };
  page.on('requestfinished', onFinished);
  page.on('requestfailed', onFinished);
  return {
    async take() {
      await Promise.all(pending.splice(0));
      const taken = { calls: calls.splice(0), allBytes };
      allBytes = 0;
      return taken;
    },
  };
}

export interface ScreenRunOptions {
  appUrl: string;
  email: string;
  password: string;
  screens: ScreenSpec[];
  timeoutMs?: number;
  stableMs?: number;
  executablePath?: string;
}

/** Signs in once through the sign-in screen; each screen then opens cold in a fresh context with that session. */
export async function measureScreens(options: ScreenRunOptions): Promise<ScreenResult[]> {
  const { appUrl, email, password, screens, timeoutMs = 30_000, stableMs = 300 } = options;
  const browser: Browser = await chromium.launch({ executablePath: options.executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const signIn = await browser.newContext({ baseURL: appUrl });
    const page = await signIn.newPage();
    await page.goto('/');
    await page.getByRole('textbox', { name: /^Email/ }).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('banner').getByText('Landlord HQ').waitFor({ timeout: timeoutMs });
    const storageState = await signIn.storageState();
    await signIn.close();

    const results: ScreenResult[] = [];
    for (const screen of screens) {
      const context: BrowserContext = await browser.newContext({ baseURL: appUrl, storageState, viewport: { width: 1280, height: 900 } });
      await context.addInitScript(TRACK_FETCH);
      const tab = await context.newPage();
      const recorder = recordCalls(tab);
      await tab.goto(screen.path, { waitUntil: 'commit' });
      const wait: WaitArgs = { selector: screen.ready ?? null, stableMs, timeoutMs, path: null, from: 0, back: false };
      const readyMs = await waitReady(tab, wait);
      const cold = await recorder.take();

      // A return visit within a minute: away to the calculator (no data) and back, in the same app.
      await tab.getByRole('link', { name: 'Property Calculator' }).first().click();
      await tab.getByRole('heading', { level: 1 }).filter({ hasText: /calculator/i }).waitFor({ timeout: timeoutMs });
      await recorder.take();
      const returnReadyMs = await waitReady(tab, { ...wait, path: screen.path, back: true });
      const back = await recorder.take();
      await context.close();

      const coldCalls = cold.calls.filter((c) => c.start > 0);
      // The app's schema probe (SPEC §7) starts at boot, before any route code has loaded; it gates
      // no screen's reads, so the screen's waterfall is measured over its own reads.
      const screenCalls = coldCalls.filter((c) => !SCHEMA_PROBE.test(c.url));
      results.push({
        name: screen.name,
        path: screen.path,
        readyMs,
        requests: coldCalls.length,
        depth: waterfallDepth(screenCalls),
        bytes: coldCalls.reduce((sum, c) => sum + c.bytes, 0),
        allBytes: cold.allBytes,
        returnReadyMs,
        returnRequests: back.calls.length,
        calls: coldCalls.map((c) => ({ ...c, url: c.url.replace(appUrl, '') })),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
