import { hostChecks, loadCheck, screenChecks, throttledChecks, throttledTable } from './checks';
import type { LoadResult } from './load';
import { reportedRun, type ScreenResult } from './screens';
import { PRESETS, stalledBeforeTheApp, type ThrottledScreen } from './throttle';

const presets = [PRESETS.desktop, PRESETS.phone];

/** A screen's result under one preset, with the bytes of the load it reports. */
function result(
  preset: 'desktop' | 'phone',
  coldReadyMs: number[],
  bytes: { wire: number; json: number },
  unfinished: string[] = [],
  rerun: string[] = [],
  mainThreadWaitMs: Array<number | null> = coldReadyMs.map(() => null),
): ThrottledScreen {
  const sorted = [...coldReadyMs].sort((a, b) => a - b);
  return {
    preset,
    name: 'Tax-year summary',
    path: '/expenses/summary',
    readyMs: coldReadyMs.includes(-1) ? -1 : sorted[1],
    coldReadyMs,
    wireBytes: bytes.wire,
    apiWireBytes: Math.round(bytes.json / 8),
    apiJsonBytes: bytes.json,
    api: [],
    unfinished,
    rerun,
    mainThreadWaitMs,
  };
}

describe('reportedRun', () => {
  it.each([
    [[-1, 823, 811], 823],
    [[640, -1, 700], 640],
    [[900, 910, 905], 900],
    [[-1, -1, -1], -1],
  ])('of loads %j reports the one that took %d ms', (times, expected) => {
    const runs = times.map((readyMs, i) => ({ readyMs, i }));
    expect(reportedRun(runs).readyMs).toBe(expected);
    expect(reportedRun(runs).i).toBe(expected === -1 ? 0 : times.indexOf(expected));
  });
});

describe('throttledChecks and throttledTable, with a load that never reached its data', () => {
  it('fail the time, name what the load still waited for, and take the JSON from a load that got there', () => {
    const results = [
      result('desktop', [-1, 823, 811], { wire: 261_000, json: 102_000 }, [
        '/assets/entry-abc.js',
        '/assets/signed-in-def.js',
        '/assets/a.js',
        '/assets/b.js',
      ]),
      result('phone', [2665, 2700, 2647], { wire: 262_000, json: 102_000 }),
    ];
    const checks = throttledChecks(results, presets);
    const time = checks.find((c) => c.group === 'desktop')!;
    expect(time.pass).toBe(false);
    expect(time.value).toBe(
      'never (-1, 823, 811); 261 KB on the wire; still open: /assets/entry-abc.js, /assets/signed-in-def.js, /assets/a.js and 1 more',
    );
    const json = checks.filter((c) => c.group === 'json');
    expect(json).toHaveLength(1);
    expect(json[0]).toMatchObject({ value: '102 KB (13 KB on the wire)', pass: true });
    expect(throttledTable(results, presets).split('\n')[2]).toBe(
      '| Tax-year summary | never ✗ | 2.67 s ✗ | 261 KB | 102 KB ✓ | 13 KB |',
    );
  });

  it('take the bytes from the phone when no desktop load got there, and say so', () => {
    const results = [
      result('desktop', [-1, -1, -1], { wire: 5_000, json: 0 }, ['/assets/entry-abc.js']),
      result('phone', [2665, 2700, 2647], { wire: 262_000, json: 102_000 }),
    ];
    expect(throttledChecks(results, presets).find((c) => c.group === 'json')).toMatchObject({
      value: '102 KB (13 KB on the wire)',
      pass: true,
    });
    expect(throttledTable(results, presets).split('\n')[2]).toBe(
      '| Tax-year summary | never ✗ | 2.67 s ✗ | 262 KB (phone) | 102 KB ✓ | 13 KB |',
    );
  });

  it('fail the JSON target when no load of the screen got there (0 KB received is no pass)', () => {
    const results = [
      result('desktop', [-1, -1, -1], { wire: 5_000, json: 0 }),
      result('phone', [-1, -1, -1], { wire: 5_000, json: 0 }),
    ];
    const json = throttledChecks(results, presets).filter((c) => c.group === 'json');
    expect(json).toEqual([
      {
        group: 'json',
        name: 'Tax-year summary API JSON, decoded',
        value: 'no load reached its data',
        target: '<= 150 KB',
        pass: false,
      },
    ]);
    expect(throttledTable(results, presets).split('\n')[2]).toBe(
      '| Tax-year summary | never ✗ | never ✗ | — | no load reached its data ✗ | — |',
    );
  });
});

describe('screenChecks, with cold loads that never reached their data', () => {
  const screen = (coldReadyMs: number[], returnReadyMs = 150): ScreenResult => ({
    name: 'Tasks',
    path: '/tasks',
    readyMs: coldReadyMs.includes(-1) ? -1 : 700,
    coldReadyMs,
    requests: 0,
    depth: 0,
    wireDepth: 0,
    bytes: 0,
    allBytes: 5_000,
    returnReadyMs,
    returnRequests: 0,
    calls: [],
    appCalls: [],
  });

  it('fail the depth when no load got there (no requests is no depth of 1)', () => {
    expect(
      screenChecks([screen([-1, -1, -1])]).find((c) => c.name === 'Tasks API requests, depth of its reads'),
    ).toMatchObject({ value: 'no load reached its data', pass: false });
    expect(
      screenChecks([screen([-1, 700, 720])]).find((c) => c.name === 'Tasks API requests, depth of its reads'),
    ).toMatchObject({ value: '0 req, depth 0 (on the wire 0), 0 KB on the wire', pass: true });
  });

  it('fail a return visit that never showed the screen, whatever it requested', () => {
    expect(screenChecks([screen([700, 710, 720], -1)]).find((c) => c.name === 'Tasks return visit')).toMatchObject({
      value: 'never (0 req)',
      pass: false,
    });
    expect(screenChecks([screen([700, 710, 720])]).find((c) => c.name === 'Tasks return visit')).toMatchObject({
      value: '0 req, 150 ms',
      pass: true,
    });
  });
});

describe('stalledBeforeTheApp: a load measured again', () => {
  it.each([
    [-1, ['/assets/entry-abc.js', '/assets/PageHeader-def.js'], true],
    [-1, ['/favicon.svg', '/assets/entry-abc.js'], true],
    [-1, ['/rest/v1/rpc/vendor_rows'], false],
    [-1, [], false],
    [812, ['/assets/AppDataGrid-abc.js'], false],
  ])('a load at %d ms still waiting for %j: %s', (readyMs, unfinished, expected) => {
    expect(stalledBeforeTheApp(readyMs, unfinished)).toBe(expected);
  });

  it("shows on the screen's line", () => {
    const results = [
      result(
        'desktop',
        [708, 812, 760],
        { wire: 251_000, json: 16_000 },
        [],
        ['/assets/entry-abc.js', '/assets/a.js', '/assets/b.js', '/assets/c.js'],
      ),
    ];
    expect(throttledChecks(results, presets)[0]).toMatchObject({
      value:
        '760 ms (708, 812, 760); 251 KB on the wire; one load measured again, it had stalled on /assets/entry-abc.js, /assets/a.js, /assets/b.js and 1 more',
      pass: true,
    });
  });
});

describe('loadCheck', () => {
  const run = (over: Partial<LoadResult>): LoadResult => ({
    connections: 50,
    seconds: 20,
    warmupSeconds: 3,
    requests: 8000,
    rps: 400,
    p50: 120,
    p99: 200,
    errors: 0,
    non2xx: 0,
    timeouts: 0,
    paths: [{ path: '/rest/v1/a' }, { path: '/rest/v1/rpc/b', body: {} }],
    ...over,
  });

  it.each([
    ['p99 200 ms', {}, true],
    ['p99 250 ms', { p99: 250 }, true],
    ['p99 251 ms', { p99: 251 }, false],
    ['one error', { errors: 1 }, false],
    ['one non-2xx answer', { non2xx: 1 }, false],
    ['one timeout', { timeouts: 1 }, false],
    ['no requests at all', { requests: 0, rps: 0, p99: 0 }, false],
  ] as const)('%s: pass %s', (_, over, pass) => {
    expect(loadCheck(run(over)).pass).toBe(pass);
  });

  it('names its shape, the warm-up left out included', () => {
    expect(loadCheck(run({})).name).toBe('50 connections x 20 s (after 3 s of warm-up) on 2 list reads (gzip/br)');
  });
});

describe('hostChecks', () => {
  const named = (r: ThrottledScreen, name: string) => ({ ...r, name });

  it('gives the workload around the throttled loads and, per preset, the middle and the longest wait of the main thread', () => {
    const checks = hostChecks(
      [
        named(result('desktop', [600, 610, 620], { wire: 1, json: 1 }, [], [], [3, 5, 4]), 'Dashboard'),
        named(result('phone', [2200, 2300, 2250], { wire: 1, json: 1 }, [], [], [120, 140, 110]), 'Dashboard'),
        named(result('phone', [2400, 2450, 2500], { wire: 1, json: 1 }, [], [], [130, 370, 150]), 'Bulk notes'),
      ],
      { before: 427.4, after: 431.6 },
    );
    expect(checks).toEqual([
      { group: 'host', name: 'fixed CPU workload, before / after the throttled loads', value: '427 / 432 ms' },
      {
        group: 'host',
        name: "desktop: the page's main thread waiting for a CPU core, per cold load",
        value: '4 ms in the middle of 3 loads, 5 ms the longest (Dashboard)',
      },
      // Waits 110, 120, 130, 140, 150, 370: the lower middle of six.
      {
        group: 'host',
        name: "phone: the page's main thread waiting for a CPU core, per cold load",
        value: '130 ms in the middle of 6 loads, 370 ms the longest (Bulk notes)',
      },
    ]);
    expect(checks.every((c) => c.target === undefined)).toBe(true);
  });

  it('leaves out what the host could not say', () => {
    expect(hostChecks([result('phone', [2200, 2300, 2250], { wire: 1, json: 1 })], null)).toEqual([]);
  });
});
