import type { Browser, CDPSession } from 'playwright';
import { launchChromium } from './browser';
import { measuredRenderer, renderersNow, type MainThreadShare } from './host';
import { TRACK_PAGE } from './readiness';
import { loadInRounds } from './rounds';
import { median, reportedRun, signInState, waitReady, type ScreenSpec } from './screens';

/** Lighthouse's presets, the ones the targets are set for; throughput in bits per second. */
export interface ThrottlePreset {
  name: 'desktop' | 'phone';
  rttMs: number;
  downBitsPerSecond: number;
  upBitsPerSecond: number;
  cpuSlowdown: number;
  viewport: { width: number; height: number };
  mobile: boolean;
  /** Time to data visible, median of the cold loads. */
  targetMs: number;
}

export const PRESETS: Record<ThrottlePreset['name'], ThrottlePreset> = {
  desktop: {
    name: 'desktop',
    rttMs: 40,
    downBitsPerSecond: 10_000_000,
    upBitsPerSecond: 10_000_000,
    cpuSlowdown: 1,
    viewport: { width: 1280, height: 900 },
    mobile: false,
    targetMs: 1000,
  },
  // Lighthouse's mobile preset ("slow 4G"), whose 2.5 s is Core Web Vitals' "good" LCP.
  phone: {
    name: 'phone',
    rttMs: 150,
    downBitsPerSecond: 1_600_000,
    upBitsPerSecond: 750_000,
    cpuSlowdown: 4,
    viewport: { width: 390, height: 844 },
    mobile: true,
    targetMs: 2500,
  },
};

export interface ThrottledScreen {
  preset: ThrottlePreset['name'];
  name: string;
  path: string;
  /** Median of the cold loads, ms from navigation to data visible; -1: a load never got there. */
  readyMs: number;
  coldReadyMs: number[];
  /** Everything the load received, as sent (Network.loadingFinished encodedDataLength), of the load `reportedRun` picks. */
  wireBytes: number;
  /** The API's answers (REST and auth): on the wire and decoded, of that load. */
  apiWireBytes: number;
  apiJsonBytes: number;
  /** The API's answers one by one (that load): path, encoding, bytes on the wire and decoded. */
  api: Array<{ url: string; encoding: string | null; wireBytes: number; jsonBytes: number }>;
  /** Requests still open when a load gave up (the first load that never got there); empty when every load did. */
  unfinished: string[];
  /** What a load measured again had waited for (`stalledBeforeTheApp`); empty when none was. */
  rerun: string[];
  /**
   * Per cold load, how long the page's main thread waited for a CPU core (`bench/host.ts`), in
   * ms; null where the host's `/proc` does not say. Under CPU throttling that wait is work lost.
   */
  mainThreadWaitMs: Array<number | null>;
}

/**
 * A cold load that timed out before the app's own code (files under /assets/, from the local
 * static server) had arrived: the harness failed, not the app. About one load in a hundred does
 * that on a 2-core machine under Chromium's throttling, the entry script never arriving. Such a
 * load is measured again, once per screen and preset, and the screen's line says so; a load that
 * waited on the API, or stalled twice, still fails.
 */
export function stalledBeforeTheApp(readyMs: number, unfinished: string[]): boolean {
  return readyMs < 0 && unfinished.some((path) => path.startsWith('/assets/'));
}

/** The sign-in screen: no session, ready once its form is on screen. */
export const SIGN_IN_SCREEN: ScreenSpec = { name: 'Sign-in', path: '/', ready: 'input[type=password]' };

const isApi = (url: string) => url.includes('/rest/v1/') || url.includes('/auth/v1/');

const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

/** Counts bytes per request through the DevTools protocol: encoded on the wire, decoded for the API's answers; and which requests are still open. */
function countBytes(cdp: CDPSession) {
  const api = new Map<string, ThrottledScreen['api'][number]>();
  const open = new Map<string, string>();
  const totals = { wireBytes: 0, apiWireBytes: 0, apiJsonBytes: 0 };
  cdp.on('Network.requestWillBeSent', (e) => {
    open.set(e.requestId, pathOf(e.request.url));
    if (isApi(e.request.url) && e.request.method !== 'OPTIONS')
      api.set(e.requestId, { url: pathOf(e.request.url), encoding: null, wireBytes: 0, jsonBytes: 0 });
  });
  cdp.on('Network.loadingFailed', (e) => void open.delete(e.requestId));
  cdp.on('Network.responseReceived', (e) => {
    const call = api.get(e.requestId);
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    if (call) call.encoding = headers['content-encoding'] ?? null;
  });
  cdp.on('Network.dataReceived', (e) => {
    const call = api.get(e.requestId);
    if (call) call.jsonBytes += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    open.delete(e.requestId);
    totals.wireBytes += e.encodedDataLength;
    const call = api.get(e.requestId);
    if (call) call.wireBytes = e.encodedDataLength;
  });
  return {
    snapshot() {
      const calls = [...api.values()].map((c) => ({ ...c }));
      return {
        wireBytes: totals.wireBytes,
        apiWireBytes: calls.reduce((sum, c) => sum + c.wireBytes, 0),
        apiJsonBytes: calls.reduce((sum, c) => sum + c.jsonBytes, 0),
        api: calls,
        unfinished: [...open.values()],
      };
    },
  };
}

async function throttle(cdp: CDPSession, preset: ThrottlePreset) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: preset.rttMs,
    // The protocol takes bytes per second.
    downloadThroughput: preset.downBitsPerSecond / 8,
    uploadThroughput: preset.upBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: preset.cpuSlowdown });
}

export interface ThrottledRunOptions {
  appUrl: string;
  email: string;
  password: string;
  screens: ScreenSpec[];
  presets: ThrottlePreset[];
  /** Include the signed-out sign-in screen. */
  signIn: boolean;
  coldRuns?: number;
  timeoutMs?: number;
  stableMs?: number;
  onScreen?: (result: ThrottledScreen) => void;
}

type ColdLoad = {
  readyMs: number;
  bytes: ReturnType<ReturnType<typeof countBytes>['snapshot']>;
  mainThread: MainThreadShare | null;
};
type StorageState = Awaited<ReturnType<typeof signInState>>;

/** One cold load of a screen in a fresh context (empty cache), throttled before navigation: ms to its data (-1: never) and what it received. */
async function coldLoad(
  browser: Browser,
  {
    appUrl,
    storageState,
    screen,
    preset,
    timeoutMs,
    stableMs,
  }: {
    appUrl: string;
    storageState: StorageState | undefined;
    screen: ScreenSpec;
    preset: ThrottlePreset;
    timeoutMs: number;
    stableMs: number;
  },
): Promise<ColdLoad> {
  const signedOut = storageState === undefined;
  const context = await browser.newContext({
    baseURL: appUrl,
    storageState,
    viewport: preset.viewport,
    isMobile: preset.mobile,
    hasTouch: preset.mobile,
    deviceScaleFactor: preset.mobile ? 3 : 1,
  });
  try {
    await context.addInitScript(TRACK_PAGE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const bytes = countBytes(cdp);
    await throttle(cdp, preset);
    const renderers = renderersNow();
    await page.goto(screen.path, { waitUntil: 'commit', timeout: timeoutMs });
    // The signed-out screen has no shell (no <main>): the form on screen, from the first moment.
    const readyMs = await waitReady(page, {
      selector: screen.ready ?? null,
      path: null,
      stableMs: signedOut ? 0 : stableMs,
      timeoutMs,
      from: 0,
      back: false,
      signedOut,
    });
    const mainThread = measuredRenderer(renderers, renderersNow());
    // Answers still arriving after readiness (none, when the screen waited for its reads) are not counted.
    return { readyMs, bytes: bytes.snapshot(), mainThread };
  } finally {
    await context.close();
  }
}

/** A screen's figures from its cold loads: the median time, and the bytes of the load `reportedRun` picks. */
function throttledScreen(
  preset: ThrottlePreset,
  screen: ScreenSpec,
  runs: ColdLoad[],
  rerun: string[],
): ThrottledScreen {
  const coldReadyMs = runs.map((r) => r.readyMs);
  return {
    preset: preset.name,
    name: screen.name,
    path: screen.path,
    readyMs: coldReadyMs.includes(-1) ? -1 : median(coldReadyMs),
    coldReadyMs,
    ...reportedRun(runs).bytes,
    unfinished: runs.find((r) => r.readyMs < 0)?.bytes.unfinished ?? [],
    rerun,
    mainThreadWaitMs: runs.map((r) => (r.mainThread ? Math.round(r.mainThread.waitMs) : null)),
  };
}

/**
 * Each screen under each preset, `coldRuns` times in a fresh context (empty cache) with the
 * session, throttled through the DevTools protocol before navigation (Playwright's Chromium + CDP),
 * the loads in rounds (`loadInRounds`).
 */
export async function measureThrottled(options: ThrottledRunOptions): Promise<ThrottledScreen[]> {
  const { appUrl, presets, coldRuns = 3, timeoutMs = 60_000, stableMs = 300 } = options;
  const browser: Browser = await launchChromium();
  try {
    const storageState = await signInState(browser, appUrl, options.email, options.password, timeoutMs);
    const screens = options.signIn ? [{ ...SIGN_IN_SCREEN, signedOut: true }, ...options.screens] : options.screens;
    const results: ThrottledScreen[] = [];
    for (const preset of presets) {
      const measured = await loadInRounds(
        screens,
        coldRuns,
        (screen) =>
          coldLoad(browser, {
            appUrl,
            storageState: 'signedOut' in screen ? undefined : storageState,
            screen,
            preset,
            timeoutMs,
            stableMs,
          }),
        {
          stalled: (load) => (stalledBeforeTheApp(load.readyMs, load.bytes.unfinished) ? load.bytes.unfinished : null),
          onScreen: (screen, runs, rerun) => options.onScreen?.(throttledScreen(preset, screen, runs, rerun)),
        },
      );
      results.push(...measured.map(({ screen, runs, rerun }) => throttledScreen(preset, screen, runs, rerun)));
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** `--screens=tasks,dashboard`: screens whose name or path matches one of the words (case-insensitive, spaces and dashes ignored). */
export function pickScreens<T extends { name: string; path: string }>(screens: T[], filter: string | undefined): T[] {
  if (!filter) return screens;
  const norm = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '');
  const words = filter.split(',').map(norm).filter(Boolean);
  return screens.filter((s) =>
    words.some((w) => norm(s.name) === w || norm(s.name).startsWith(w) || norm(s.path.split('?')[0]) === `/${w}`),
  );
}
