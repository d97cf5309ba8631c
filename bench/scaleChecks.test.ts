import type { QueryResult } from './queries';
import { compareRuns, type ScaleRun } from './scaleChecks';

const query = (name: string, p50: number, bytes: number, wholePortfolio = false): QueryResult => ({
  name,
  runs: 15,
  rows: 1,
  bytes,
  wholePortfolio,
  p50,
  p95: p50 * 2,
  explained: false,
  indexes: [],
  seqScans: [],
  planMs: 0,
});

const run = (scale: number, over: Partial<ScaleRun>): ScaleRun => ({
  scale,
  seedMs: 25_000,
  queries: [],
  csv: { previewMs: 400, importMs: 2000 },
  account: {
    exportMs: 5000,
    importMs: 20_000,
    mb: 30,
    documents: 500,
    filesMb: 2,
    zipMb: 8,
    exportLongest: { name: 'x', ms: 1 },
    importLongest: { name: 'x', ms: 1 },
  },
  ...over,
});

const byName = (one: ScaleRun, many: ScaleRun) =>
  Object.fromEntries(compareRuns(one, many).map((c) => [c.name, { value: c.value, target: c.target, pass: c.pass }]));

describe('compareRuns', () => {
  it('holds a page to ×1.2 and a whole-portfolio read, the seed and the transfers to 1.2 × the scale', () => {
    const one = run(1, {
      queries: [query('tasks page', 10, 20_000), query('four counts', 4, 100, true)],
    });
    const many = run(10, {
      seedMs: 290_000, // ×11.6: linear enough
      queries: [query('tasks page', 12.5, 20_100), query('four counts', 40, 110, true)],
      csv: { previewMs: 470, importMs: 2600 }, // ×1.175 and ×1.3
      account: { ...one.account, exportMs: 61_000, importMs: 250_000 }, // ×12.2 and ×12.5
    });
    expect(byName(one, many)).toEqual({
      'seed:large': { value: '25.0 s → 290.0 s (×11.60)', target: '×12 (linear)', pass: true },
      'tasks page: time, p50': { value: '10.0 ms → 12.5 ms (×1.25)', target: '×1.2', pass: false },
      'tasks page: bytes': { value: '19.5 KB → 19.6 KB (×1.00)', target: '×1.2', pass: true },
      'four counts [whole portfolio]: time, p50': {
        value: '4.0 ms → 40.0 ms (×10.00)',
        target: '×12 (linear)',
        pass: true,
      },
      'four counts [whole portfolio]: bytes': { value: '0.1 KB → 0.1 KB (×1.10)', target: '×12 (linear)', pass: true },
      'preview of a 2,000-row CSV into the account': {
        value: '400.0 ms → 470.0 ms (×1.18)',
        target: '×1.2',
        pass: true,
      },
      'its import into the account': { value: '2.0 s → 2.6 s (×1.30)', target: '×1.2', pass: false },
      'whole-account export': { value: '5.0 s → 61.0 s (×12.20)', target: '×12 (linear)', pass: false },
      'whole-account import into a fresh account': {
        value: '20.0 s → 250.0 s (×12.50)',
        target: '×12 (linear)',
        pass: false,
      },
    });
  });

  it('compares only the reads measured at both scales', () => {
    const names = compareRuns(run(1, { queries: [query('a', 1, 1)] }), run(3, { queries: [] })).map((c) => c.name);
    expect(names.some((n) => n.startsWith('a:'))).toBe(false);
  });
});
