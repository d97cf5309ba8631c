import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright';
import { launchChromium } from './browser';
import { hostWorkloadMs, measuredRenderer, parseSchedstat, renderersNow } from './host';
import { PRESETS } from './throttle';

describe('parseSchedstat', () => {
  it.each([
    ['1866000000 143000000 5021\n', { runNs: 1_866_000_000, waitNs: 143_000_000 }],
    ['12 0 1', { runNs: 12, waitNs: 0 }],
    ['', null],
    ['garbage here', null],
  ])('%j', (text, expected) => {
    expect(parseSchedstat(text)).toEqual(expected);
  });
});

describe('measuredRenderer', () => {
  const times = (runMs: number, waitMs: number) => ({ runNs: runMs * 1e6, waitNs: waitMs * 1e6 });

  it('is the renderer that ran the most during the load, its figures the difference', () => {
    const before = new Map([
      [10, times(5_000, 900)], // a renderer of an earlier load, idle now
      [11, times(100, 20)],
    ]);
    const after = new Map([
      [10, times(5_010, 901)],
      [11, times(2_000, 150)],
    ]);
    expect(measuredRenderer(before, after)).toEqual({ runMs: 1_900, waitMs: 130 });
  });

  it('counts a renderer started during the load from zero', () => {
    expect(
      measuredRenderer(
        new Map([[10, times(5_000, 900)]]),
        new Map([
          [10, times(5_001, 900)],
          [12, times(1_800, 120)],
        ]),
      ),
    ).toEqual({
      runMs: 1_800,
      waitMs: 120,
    });
  });

  it('is null when no renderer ran', () => {
    expect(measuredRenderer(new Map(), new Map())).toBeNull();
    expect(measuredRenderer(new Map([[10, times(5, 1)]]), new Map([[10, times(5, 1)]]))).toBeNull();
  });
});

describe('renderersNow', () => {
  it("reads each renderer's main thread and nothing else", () => {
    const proc = mkdtempSync(path.join(tmpdir(), 'proc-'));
    const process = (pid: number, args: string[], schedstat: string | null, separator = '\0') => {
      mkdirSync(path.join(proc, String(pid), 'task', String(pid)), { recursive: true });
      writeFileSync(path.join(proc, String(pid), 'cmdline'), `${args.join(separator)}\0`);
      if (schedstat !== null) writeFileSync(path.join(proc, String(pid), 'task', String(pid), 'schedstat'), schedstat);
    };
    process(100, ['/usr/lib/chromium/chromium', '--type=renderer', '--lang=en-US'], '2000 300 4\n');
    process(101, ['/usr/lib/chromium/chromium', '--type=gpu-process'], '9000 1 1\n');
    process(102, ['node', 'bench/run.ts', '--type=renderer-ish'], '9000 1 1\n');
    process(103, ['/usr/lib/chromium/chromium', '--type=renderer'], null);
    // A zygote child's title, as Chromium rewrites it: one string.
    process(104, ['/usr/lib/chromium/chromium', '--type=renderer', '--crashpad-handler-pid=0'], '5000 70 9\n', ' ');
    mkdirSync(path.join(proc, 'self'));
    expect(renderersNow(proc)).toEqual(
      new Map([
        [100, { runNs: 2000, waitNs: 300 }],
        [104, { runNs: 5000, waitNs: 70 }],
      ]),
    );
  });

  it('is empty where there is no /proc', () => {
    expect(renderersNow(path.join(tmpdir(), 'no-such-proc'))).toEqual(new Map());
  });
});

describe('a throttled page on this host', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  }, 30_000);
  afterAll(() => browser?.close());

  it("is found by its main thread, which the phone preset's CPU throttling keeps on a core even when idle", async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto('data:text/html,<p>measured</p>');
      /** The page's main thread over one idle second. */
      const idleSecond = async () => {
        const before = renderersNow();
        await page.waitForTimeout(1_000);
        return measuredRenderer(before, renderersNow());
      };
      const unthrottled = await idleSecond();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PRESETS.phone.cpuSlowdown });
      const throttled = await idleSecond();
      expect(unthrottled).not.toBeNull();
      expect(throttled).not.toBeNull();
      // About 0.75 s of the second alone (13 ms unthrottled on the bench's machine); less on a busy
      // one, but still many times what the same idle page takes unthrottled.
      expect(throttled!.runMs).toBeGreaterThan(200);
      expect(throttled!.runMs).toBeGreaterThan(5 * unthrottled!.runMs);
      expect(throttled!.waitMs).toBeGreaterThanOrEqual(0);
    } finally {
      await context.close();
    }
  }, 30_000);
});

describe('hostWorkloadMs', () => {
  it('takes a measurable time', () => {
    expect(hostWorkloadMs()).toBeGreaterThan(10);
  });
});
