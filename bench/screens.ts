import type { Browser, BrowserContext, Page, Request } from 'playwright';
import { launchChromium } from './browser';
import { TRACK_PAGE, WAIT_READY, type WaitArgs } from './readiness';
import { loadInRounds } from './rounds';

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
  /** ms from navigation start until the data is visible, the median of the cold runs (-1: never within the timeout). */
  readyMs: number;
  /** Every cold run's figure, in run order. */
  coldReadyMs: number[];
  requests: number;
  /**
   * Depth of the screen's own reads as the app made them: a call is one level deeper when the app
   * made it after another call's answer had reached it (the first cold run that reached its data).
   */
  depth: number;
  /** The same on the wire (Chromium's request timings): also counts queueing in the browser. */
  wireDepth: number;
  bytes: number;
  /** Total bytes the navigation received, app code included. */
  allBytes: number;
  returnReadyMs: number;
  returnRequests: number;
  calls: ApiCall[];
  appCalls: AppCall[];
}

const SCHEMA_PROBE = /\/rest\/v1\/scheduled_rent_increases\?select=id&limit=1$/;
const isApi = (url: string) => url.includes('/rest/v1/') || url.includes('/auth/v1/');

/** One API call as the app made it: when it called fetch and when the answer reached it (ms since navigation). */
export interface AppCall {
  url: string;
  calledAt: number;
  answeredAt: number;
}

/**
 * The cold load whose requests and bytes a screen reports: the first that reached its data. A load
 * that timed out may have received nothing but the HTML: its 0 KB of JSON and its depth of 0 would
 * pass their targets.
 */
export function reportedRun<T extends { readyMs: number }>(runs: T[]): T {
  return runs.find((run) => run.readyMs >= 0) ?? runs[0];
}

/** Waits in the page until the screen is ready (`WAIT_READY`): ms from `from`, or -1. */
export async function waitReady(page: Page, args: WaitArgs): Promise<number> {
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

/** Depth of a waterfall: a call that starts after another call's answer ended is one level deeper. */
export function waterfallDepth<T>(calls: T[], start: (call: T) => number, end: (call: T) => number): number {
  const sorted = [...calls].sort((a, b) => start(a) - start(b));
  const depth = new Map<T, number>();
  for (const call of sorted) {
    const before = sorted.filter((other) => other !== call && end(other) <= start(call));
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
  /** Cold loads per screen; the median is reported. */
  coldRuns?: number;
  executablePath?: string;
}

/** Signs in once through the sign-in screen and returns the session for fresh contexts. */
export async function signInState(
  browser: Browser,
  appUrl: string,
  email: string,
  password: string,
  timeoutMs: number,
) {
  const signIn = await browser.newContext({ baseURL: appUrl });
  const page = await signIn.newPage();
  await page.goto('/');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('banner').getByText('Landlord HQ').waitFor({ timeout: timeoutMs });
  const storageState = await signIn.storageState();
  await signIn.close();
  return storageState;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/**
 * Signs in once through the sign-in screen; each screen then opens cold `coldRuns` times, each in a
 * fresh context (empty cache) with that session, the loads in rounds (`loadInRounds`), and once
 * more on return within a minute, after its last cold load.
 */
export async function measureScreens(options: ScreenRunOptions): Promise<ScreenResult[]> {
  const { appUrl, email, password, screens, timeoutMs = 30_000, stableMs = 300, coldRuns = 3 } = options;
  const browser: Browser = await launchChromium(options.executablePath);
  try {
    const storageState = await signInState(browser, appUrl, email, password, timeoutMs);
    const returnVisits = new Map<ScreenSpec, { readyMs: number; requests: number }>();

    const coldLoad = async (screen: ScreenSpec, round: number) => {
      const wait: WaitArgs = { selector: screen.ready ?? null, stableMs, timeoutMs, path: null, from: 0, back: false };
      const context: BrowserContext = await browser.newContext({
        baseURL: appUrl,
        storageState,
        viewport: { width: 1280, height: 900 },
      });
      try {
        await context.addInitScript(TRACK_PAGE);
        const tab = await context.newPage();
        const recorder = recordCalls(tab);
        await tab.goto(screen.path, { waitUntil: 'commit' });
        const readyMs = await waitReady(tab, wait);
        const cold = await recorder.take();
        const appCalls = await tab.evaluate(() =>
          (window as unknown as { __api: { calls: AppCall[] } }).__api.calls.slice(),
        );

        if (round === coldRuns - 1) {
          // A return visit within a minute: away to a screen without data and back, in the same app.
          const away =
            screen.path === '/property-calculator'
              ? { link: 'Dashboard', heading: /dashboard/i }
              : { link: 'Property Calculator', heading: /calculator/i };
          await tab.getByRole('link', { name: away.link, exact: true }).first().click();
          await tab
            .getByRole('heading', { level: 1 })
            .filter({ hasText: away.heading })
            .waitFor({ timeout: timeoutMs });
          await waitReady(tab, { ...wait, selector: null });
          await recorder.take();
          const readyBack = await waitReady(tab, { ...wait, path: screen.path, back: true });
          returnVisits.set(screen, { readyMs: readyBack, requests: (await recorder.take()).calls.length });
        }
        return { readyMs, cold, appCalls };
      } finally {
        await context.close();
      }
    };

    const results: ScreenResult[] = [];
    for (const { screen, runs } of await loadInRounds(screens, coldRuns, coldLoad)) {
      const returnVisit = returnVisits.get(screen) ?? { readyMs: -1, requests: -1 };
      const first = reportedRun(runs);
      const coldCalls = first.cold.calls.filter((c) => c.start > 0);
      // The schema probe (SPEC §7) starts with the signed-in part and gates no screen's reads; the
      // screen's waterfall is measured over its own reads.
      const own = <T extends { url: string }>(calls: T[]) => calls.filter((c) => !SCHEMA_PROBE.test(c.url));
      const coldReadyMs = runs.map((r) => r.readyMs);
      results.push({
        name: screen.name,
        path: screen.path,
        readyMs: coldReadyMs.includes(-1) ? -1 : median(coldReadyMs),
        coldReadyMs,
        requests: coldCalls.length,
        depth: waterfallDepth(
          own(first.appCalls),
          (c) => c.calledAt,
          (c) => (c.answeredAt < 0 ? Infinity : c.answeredAt),
        ),
        wireDepth: waterfallDepth(
          own(coldCalls),
          (c) => c.start,
          (c) => c.end,
        ),
        bytes: coldCalls.reduce((sum, c) => sum + c.bytes, 0),
        allBytes: first.cold.allBytes,
        returnReadyMs: returnVisit.readyMs,
        returnRequests: returnVisit.requests,
        calls: coldCalls.map((c) => ({ ...c, url: c.url.replace(appUrl, '') })),
        appCalls: first.appCalls.map((c) => ({ ...c, url: c.url.replace(/^https?:\/\/[^/]+/, '') })),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
