/**
 * `npm run bench -- --scale=N`: how the app's cost grows with the account. The large account is
 * seeded at 1× and measured, then at N× and measured again, on one stack in one run, and each
 * figure is printed beside the other with their ratio:
 * - each read a screen makes (every list's first page, every detail, the dashboard's): its time
 *   (median of the runs) and its bytes. What a screen reads must not depend on how much else the
 *   account holds: ratio ≤ 1.2.
 * - reads that by their nature cover the whole portfolio (counts, a year's totals, every unit's
 *   latest note, every manager; `wholePortfolio` in bench/queries.ts), the seed, and the
 *   whole-account export and import: linear, ratio ≤ 1.2 × N.
 * - a 2,000-row CSV import into the account: what it writes does not depend on what is there: ≤ 1.2.
 */
import type { AccountTransfer } from './dataTransfer';
import type { QueryResult } from './queries';
import type { Check } from './report';

/** One scale's figures. */
export interface ScaleRun {
  scale: number;
  seedMs: number;
  queries: QueryResult[];
  csv: { previewMs: number; importMs: number };
  account: AccountTransfer;
}

/** A screen's read may grow by a fifth; anything linear by a fifth more than the scale. */
export const FLAT = 1.2;

interface Pair {
  name: string;
  one: number;
  many: number;
  unit: 'ms' | 'bytes';
  linear: boolean;
}

const show = (value: number, unit: Pair['unit']) =>
  unit === 'bytes'
    ? `${(value / 1024).toFixed(1)} KB`
    : value < 1000
      ? `${value.toFixed(1)} ms`
      : `${(value / 1000).toFixed(1)} s`;

/** The figures of two runs side by side, each with its ratio and its target. */
export function compareRuns(one: ScaleRun, many: ScaleRun): Check[] {
  const scale = many.scale / one.scale;
  const linearLimit = FLAT * scale;
  const pairs: Pair[] = [
    { name: 'seed:large', one: one.seedMs, many: many.seedMs, unit: 'ms', linear: true },
    ...one.queries.flatMap((q): Pair[] => {
      const other = many.queries.find((m) => m.name === q.name);
      if (!other) return [];
      const name = q.wholePortfolio ? `${q.name} [whole portfolio]` : q.name;
      return [
        { name: `${name}: time, p50`, one: q.p50, many: other.p50, unit: 'ms', linear: q.wholePortfolio },
        { name: `${name}: bytes`, one: q.bytes, many: other.bytes, unit: 'bytes', linear: q.wholePortfolio },
      ];
    }),
    {
      name: 'preview of a 2,000-row CSV into the account',
      one: one.csv.previewMs,
      many: many.csv.previewMs,
      unit: 'ms',
      linear: false,
    },
    { name: 'its import into the account', one: one.csv.importMs, many: many.csv.importMs, unit: 'ms', linear: false },
    { name: 'whole-account export', one: one.account.exportMs, many: many.account.exportMs, unit: 'ms', linear: true },
    {
      name: 'whole-account import into a fresh account',
      one: one.account.importMs,
      many: many.account.importMs,
      unit: 'ms',
      linear: true,
    },
  ];
  return pairs.map((p) => {
    const ratio = p.one > 0 ? p.many / p.one : p.many > 0 ? Infinity : 1;
    const limit = p.linear ? linearLimit : FLAT;
    return {
      group: `${one.scale}× → ${many.scale}×`,
      name: p.name,
      value: `${show(p.one, p.unit)} → ${show(p.many, p.unit)} (×${ratio.toFixed(2)})`,
      target: `×${p.linear ? `${limit.toFixed(0)} (linear)` : limit.toFixed(1)}`,
      pass: ratio <= limit,
    };
  });
}
