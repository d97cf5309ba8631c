import { throttledChecks, throttledTable } from './checks';
import { PRESETS, reportedRun, type ThrottledScreen } from './throttle';

const presets = [PRESETS.desktop, PRESETS.phone];

/** A screen's result under one preset, with the bytes of the load it reports. */
function result(preset: 'desktop' | 'phone', coldReadyMs: number[], bytes: { wire: number; json: number }, unfinished: string[] = []): ThrottledScreen {
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
      result('desktop', [-1, 823, 811], { wire: 261_000, json: 102_000 }, ['/assets/entry-abc.js', '/assets/signed-in-def.js', '/assets/a.js', '/assets/b.js']),
      result('phone', [2665, 2700, 2647], { wire: 262_000, json: 102_000 }),
    ];
    const checks = throttledChecks(results, presets);
    const time = checks.find((c) => c.group === 'desktop')!;
    expect(time.pass).toBe(false);
    expect(time.value).toBe('never (-1, 823, 811); 261 KB on the wire; still open: /assets/entry-abc.js, /assets/signed-in-def.js, /assets/a.js and 1 more');
    const json = checks.filter((c) => c.group === 'json');
    expect(json).toHaveLength(1);
    expect(json[0]).toMatchObject({ value: '102 KB (13 KB on the wire)', pass: true });
    expect(throttledTable(results, presets).split('\n')[2]).toBe('| Tax-year summary | never ✗ | 2.67 s ✗ | 261 KB | 102 KB ✓ | 13 KB |');
  });

  it('take the bytes from the phone when no desktop load got there, and say so', () => {
    const results = [result('desktop', [-1, -1, -1], { wire: 5_000, json: 0 }, ['/assets/entry-abc.js']), result('phone', [2665, 2700, 2647], { wire: 262_000, json: 102_000 })];
    expect(throttledChecks(results, presets).find((c) => c.group === 'json')).toMatchObject({ value: '102 KB (13 KB on the wire)', pass: true });
    expect(throttledTable(results, presets).split('\n')[2]).toBe('| Tax-year summary | never ✗ | 2.67 s ✗ | 262 KB (phone) | 102 KB ✓ | 13 KB |');
  });

  it('fail the JSON target when no load of the screen got there (0 KB received is no pass)', () => {
    const results = [result('desktop', [-1, -1, -1], { wire: 5_000, json: 0 }), result('phone', [-1, -1, -1], { wire: 5_000, json: 0 })];
    const json = throttledChecks(results, presets).filter((c) => c.group === 'json');
    expect(json).toEqual([{ group: 'json', name: 'Tax-year summary API JSON, decoded', value: 'no load reached its data', target: '<= 150 KB', pass: false }]);
    expect(throttledTable(results, presets).split('\n')[2]).toBe('| Tax-year summary | never ✗ | never ✗ | — | no load reached its data ✗ | — |');
  });
});
