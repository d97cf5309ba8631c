import type { BundleSizes } from './bundle';
import type { LoadResult } from './load';
import type { Check } from './report';
import { median, type ScreenResult } from './screens';
import type { ThrottledScreen, ThrottlePreset } from './throttle';

const KB = 1000;
export const kb = (bytes: number) => `${(bytes / KB).toFixed(0)} KB`;

/** The screen that reads no data: each unthrottled figure is also given as a multiple of it. */
export const FLOOR = 'Calculator';

/** The bench's targets: JSON per screen, gzip at sign-in and per route, the p99 of a list read. */
export const TARGETS = { jsonBytes: 150 * KB, signInGzip: 150 * KB, routeGzip: 250 * KB, loadP99Ms: 250 };

export function screenChecks(screens: ScreenResult[]): Check[] {
  const floor = screens.find((s) => s.name === FLOOR)?.readyMs ?? -1;
  const ratio = (ms: number) =>
    floor > 0 && ms >= 0 ? `, ${(ms / floor).toFixed(2)}× the floor (${Math.round(floor)} ms)` : '';
  return screens.flatMap((s): Check[] => [
    {
      group: 'screen',
      name: `${s.name} data visible${s.coldReadyMs.length > 1 ? `, median of ${s.coldReadyMs.length} cold loads` : ', cold'}`,
      value:
        s.readyMs < 0
          ? 'never'
          : `${Math.round(s.readyMs)} ms${s.coldReadyMs.length > 1 ? ` (${s.coldReadyMs.map(Math.round).join(', ')})` : ''}${ratio(s.readyMs)}`,
      target: '<= 1000 ms',
      pass: s.readyMs >= 0 && s.readyMs <= 1000,
    },
    // Measured on a cold load that reached its data (reportedRun): a screen with none has no depth to show.
    s.coldReadyMs.some((ms) => ms >= 0)
      ? {
          group: 'screen',
          name: `${s.name} API requests, depth of its reads`,
          value: `${s.requests} req, depth ${s.depth} (on the wire ${s.wireDepth}), ${kb(s.bytes)} on the wire`,
          target: 'depth <= 1',
          pass: s.depth <= 1,
        }
      : {
          group: 'screen',
          name: `${s.name} API requests, depth of its reads`,
          value: 'no load reached its data',
          target: 'depth <= 1',
          pass: false,
        },
    {
      group: 'screen',
      name: `${s.name} return visit`,
      value:
        s.returnReadyMs < 0
          ? `never (${s.returnRequests} req)`
          : `${s.returnRequests} req, ${Math.round(s.returnReadyMs)} ms`,
      target: '0 requests',
      pass: s.returnReadyMs >= 0 && s.returnRequests === 0,
    },
  ]);
}

/** The result whose bytes stand for a screen: the first (in preset order) with a load that reached its data. */
function bytesSource(results: ThrottledScreen[], name: string): ThrottledScreen | undefined {
  return results.find((r) => r.name === name && r.coldReadyMs.some((ms) => ms >= 0));
}

const someOf = (paths: string[]) =>
  `${paths.slice(0, 3).join(', ')}${paths.length > 3 ? ` and ${paths.length - 3} more` : ''}`;
/** A few of the requests a load that never got there was still waiting for, and what a load measured again had waited for. */
const stillOpen = (r: ThrottledScreen) =>
  `${r.unfinished.length ? `; still open: ${someOf(r.unfinished)}` : ''}${r.rerun.length ? `; one load measured again, it had stalled on ${someOf(r.rerun)}` : ''}`;

/**
 * Per preset and screen: time against the preset's target, and (once per screen) the decoded JSON
 * against 150 KB, from a load that reached its data; a screen with none fails the JSON target too.
 */
export function throttledChecks(results: ThrottledScreen[], presets: ThrottlePreset[]): Check[] {
  const targetOf = (name: string) => presets.find((p) => p.name === name)!.targetMs;
  const jsonDone = new Set<string>();
  return results.flatMap((r): Check[] => {
    const checks: Check[] = [
      {
        group: r.preset,
        name: `${r.name} data visible, ${r.coldReadyMs.length > 1 ? `median of ${r.coldReadyMs.length} cold loads` : 'cold'}`,
        value: `${r.readyMs < 0 ? 'never' : `${Math.round(r.readyMs)} ms`}${r.coldReadyMs.length > 1 ? ` (${r.coldReadyMs.map(Math.round).join(', ')})` : ''}; ${kb(r.wireBytes)} on the wire${stillOpen(r)}`,
        target: `<= ${targetOf(r.preset)} ms`,
        pass: r.readyMs >= 0 && r.readyMs <= targetOf(r.preset),
      },
    ];
    if (!jsonDone.has(r.name) && r.name !== 'Sign-in') {
      jsonDone.add(r.name);
      const from = bytesSource(results, r.name);
      checks.push(
        from
          ? {
              group: 'json',
              name: `${r.name} API JSON, decoded`,
              value: `${kb(from.apiJsonBytes)} (${kb(from.apiWireBytes)} on the wire)`,
              target: '<= 150 KB',
              pass: from.apiJsonBytes <= TARGETS.jsonBytes,
            }
          : {
              group: 'json',
              name: `${r.name} API JSON, decoded`,
              value: 'no load reached its data',
              target: '<= 150 KB',
              pass: false,
            },
      );
    }
    return checks;
  });
}

/**
 * Figures without targets that say how much of the host the throttled loads got (`bench/host.ts`):
 * the fixed CPU workload just before and after them, and per preset how long the measured page's
 * main thread waited for a core during a cold load (the middle load and the longest wait, with its
 * screen). A run whose phone figures rose with these was measured on a busy or slow host.
 */
export function hostChecks(
  throttled: ThrottledScreen[],
  workloadMs: { before: number; after: number } | null,
): Check[] {
  const checks: Check[] = [];
  if (workloadMs)
    checks.push({
      group: 'host',
      name: 'fixed CPU workload, before / after the throttled loads',
      value: `${Math.round(workloadMs.before)} / ${Math.round(workloadMs.after)} ms`,
    });
  for (const preset of [...new Set(throttled.map((r) => r.preset))]) {
    const waits = throttled
      .filter((r) => r.preset === preset)
      .flatMap((r) => r.mainThreadWaitMs.map((ms) => ({ ms, screen: r.name })))
      .filter((w): w is { ms: number; screen: string } => w.ms !== null);
    if (waits.length === 0) continue;
    const longest = waits.reduce((a, b) => (b.ms > a.ms ? b : a));
    checks.push({
      group: 'host',
      name: `${preset}: the page's main thread waiting for a CPU core, per cold load`,
      value: `${median(waits.map((w) => w.ms))} ms in the middle of ${waits.length} loads, ${longest.ms} ms the longest (${longest.screen})`,
    });
  }
  return checks;
}

export function jsChecks(bundles: BundleSizes): Check[] {
  return [
    {
      group: 'js',
      name: 'sign-in screen (entry + static imports, gzip)',
      value: kb(bundles.entryGzip),
      target: '<= 150 KB',
      pass: bundles.entryGzip <= TARGETS.signInGzip,
    },
    ...bundles.routes.map((r): Check => ({
      group: 'js',
      name: `route ${r.route} adds (gzip)`,
      value: kb(r.gzip),
      target: '<= 250 KB',
      pass: r.gzip <= TARGETS.routeGzip,
    })),
  ];
}

export function loadCheck(load: LoadResult): Check {
  const errors = load.errors + load.non2xx + load.timeouts;
  return {
    group: 'load',
    name: `${load.connections} connections x ${load.seconds} s (after ${load.warmupSeconds} s of warm-up) on ${load.paths.length} list reads (gzip/br)`,
    value: `${load.rps.toFixed(0)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, ${errors} errors`,
    target: '0 errors, p99 <= 250 ms',
    pass: errors === 0 && load.requests > 0 && load.p99 <= TARGETS.loadP99Ms,
  };
}

/** One row per screen, the presets side by side: the table README shows. */
export function throttledTable(results: ThrottledScreen[], presets: ThrottlePreset[]): string {
  const names = [...new Set(results.map((r) => r.name))];
  const at = (name: string, preset: string) => results.find((r) => r.name === name && r.preset === preset);
  const time = (r: ThrottledScreen | undefined, target: number) =>
    !r ? '—' : r.readyMs < 0 ? 'never ✗' : `${(r.readyMs / 1000).toFixed(2)} s ${r.readyMs <= target ? '✓' : '✗'}`;
  const head = `| screen | ${presets.map((p) => `${p.name} (≤ ${(p.targetMs / 1000).toFixed(1)} s)`).join(' | ')} | on the wire (${presets[0].name}) | API JSON decoded (≤ 150 KB) | API on the wire |`;
  const rows = names.map((name) => {
    const times = presets.map((p) => time(at(name, p.name), p.targetMs)).join(' | ');
    const from = bytesSource(results, name);
    if (!from) return `| ${name} | ${times} | — | no load reached its data ✗ | — |`;
    const json =
      name === 'Sign-in' ? '—' : `${kb(from.apiJsonBytes)} ${from.apiJsonBytes <= TARGETS.jsonBytes ? '✓' : '✗'}`;
    const wire = `${kb(from.wireBytes)}${from.preset === presets[0].name ? '' : ` (${from.preset})`}`;
    return `| ${name} | ${times} | ${wire} | ${json} | ${kb(from.apiWireBytes)} |`;
  });
  return [head, `|${'---|'.repeat(presets.length + 4)}`, ...rows].join('\n');
}
