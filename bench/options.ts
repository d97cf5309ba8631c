import { PRESETS, type ThrottlePreset } from './throttle';

/** What a run measures; `--only=` picks some of them (the build always runs: the screens need it). */
export const GROUPS = ['screens', 'throttle', 'js', 'queries', 'load', 'transfer'] as const;
export type Group = (typeof GROUPS)[number];

export interface BenchOptions {
  quick: boolean;
  /** Throttled presets to run; empty with `--throttle=off`. */
  presets: ThrottlePreset[];
  /** `--screens=tasks,dashboard`, as given (undefined: every screen). */
  screens?: string;
  groups: Set<Group>;
  /** `--scale=N`: the comparison mode, the large account at 1× and at N× in one run (bench/scale.ts). */
  scale?: number;
}

/** The largest account the seed builds: ten times the large account. */
export const MAX_SCALE = 10;

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    // One sentence for the terminal, no trace.
    this.stack = message;
  }
}

const value = (argv: string[], name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

/**
 * `npm run bench -- [--quick] [--throttle=desktop|phone|both|off] [--screens=a,b] [--only=group,...]`,
 * or `npm run bench -- --scale=N [--quick]`.
 * A `--throttle=` or `--screens=` without `--only=` measures the throttled screens alone (with the
 * JavaScript sizes), the quick way to check one screen on a phone.
 */
export function parseOptions(argv: string[]): BenchOptions {
  const known = ['--quick', '--throttle=', '--screens=', '--only=', '--scale='];
  const unknown = argv.filter((a) => !known.some((k) => (k.endsWith('=') ? a.startsWith(k) : a === k)));
  if (unknown.length)
    throw new UsageError(
      `Unknown option ${unknown.join(' ')}. Options: --quick, --throttle=desktop|phone|both|off, --screens=tasks,dashboard, --only=${GROUPS.join(',')}, --scale=2..${MAX_SCALE}`,
    );

  const scaleArg = value(argv, 'scale');
  if (scaleArg !== undefined) {
    const scale = Number(scaleArg);
    if (!(scale > 1 && scale <= MAX_SCALE))
      throw new UsageError(
        `--scale=${scaleArg}: a number above 1 and at most ${MAX_SCALE} (the account's size against today's large one)`,
      );
    const others = argv.filter((a) => !a.startsWith('--scale=') && a !== '--quick');
    if (others.length)
      throw new UsageError(
        `--scale= compares the large account at 1× and ${scale}×; it takes --quick but not ${others.join(' ')}`,
      );
    return { quick: argv.includes('--quick'), presets: [], groups: new Set(), scale };
  }

  const throttle = value(argv, 'throttle') ?? 'both';
  const presets: Record<string, ThrottlePreset[]> = {
    both: [PRESETS.desktop, PRESETS.phone],
    desktop: [PRESETS.desktop],
    phone: [PRESETS.phone],
    off: [],
  };
  if (!presets[throttle]) throw new UsageError(`--throttle=${throttle}: use desktop, phone, both or off`);

  const only = value(argv, 'only');
  let groups: Set<Group>;
  if (only) {
    const asked = only
      .split(',')
      .map((g) => g.trim())
      .filter(Boolean);
    const bad = asked.filter((g) => !(GROUPS as readonly string[]).includes(g));
    if (bad.length || asked.length === 0) throw new UsageError(`--only=${only}: groups are ${GROUPS.join(', ')}`);
    groups = new Set(asked as Group[]);
  } else if (value(argv, 'throttle') || value(argv, 'screens')) {
    groups = new Set<Group>(throttle === 'off' ? ['screens', 'js'] : ['throttle', 'js']);
  } else {
    groups = new Set(GROUPS);
  }
  if (throttle === 'off') groups.delete('throttle');
  return { quick: argv.includes('--quick'), presets: presets[throttle], screens: value(argv, 'screens'), groups };
}

export function describeOptions(o: BenchOptions): string {
  if (o.scale) return `comparing the large account at 1× and ${o.scale}×`;
  return `measuring ${[...o.groups].join(', ')}${o.groups.has('throttle') ? ` (throttled: ${o.presets.map((p) => p.name).join(', ')})` : ''}${o.screens ? `; screens ${o.screens}` : ''}`;
}
