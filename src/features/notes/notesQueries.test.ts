import { ERROR_TEXT } from '../../api/errors';
import { KEY_LANES, MAX_ROWS, readKeyRanges, type KeyRange } from './notesQueries';

/** Sortable uuid-like keys: `prefix` then a zero-padded counter. */
const keys = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(7, '0')}-0000-0000-0000-000000000000`);

/** A table answering as PostgREST does: the range's rows in key order, at most MAX_ROWS of them. */
function table(ids: string[]) {
  const sorted = [...ids].sort();
  const reads: KeyRange[] = [];
  const read = (range: KeyRange) => {
    reads.push(range);
    const rows = sorted
      .filter((id) => (range.after ? id > range.from : id >= range.from) && (range.to === null || id < range.to))
      .slice(0, MAX_ROWS);
    return Promise.resolve({ data: rows.map((id) => ({ id })), error: null });
  };
  return { read, reads };
}

describe('readKeyRanges', () => {
  it('reads each key range once when no range fills a page', async () => {
    const ids = [...keys('1', 300), ...keys('5', 300), ...keys('9', 300), ...keys('d', 300)];
    const { read, reads } = table(ids);
    const result = await readKeyRanges<{ id: string }>('id', read);
    expect(result.data?.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(reads).toEqual(KEY_LANES.map((from, i) => ({ from, after: false, to: KEY_LANES[i + 1] ?? null })));
  });

  it('goes on after the last key of a full page until a short one, so nothing is cut', async () => {
    const crowded = keys('2', 2 * MAX_ROWS + 1);
    const { read, reads } = table([...crowded, ...keys('e', 10)]);
    const result = await readKeyRanges<{ id: string }>('id', read);
    expect(result.data).toHaveLength(crowded.length + 10);
    expect(new Set(result.data!.map((r) => r.id)).size).toBe(crowded.length + 10);
    const firstLane = reads.filter((r) => r.to === KEY_LANES[1]);
    expect(firstLane.map((r) => [r.from, r.after])).toEqual([
      [KEY_LANES[0], false],
      [crowded[MAX_ROWS - 1], true],
      [crowded[2 * MAX_ROWS - 1], true],
    ]);
  });

  it('answers with the error when any range fails', async () => {
    const { read } = table(keys('3', 5));
    const failing = (range: KeyRange) =>
      range.from === KEY_LANES[2]
        ? Promise.resolve({
            data: null,
            error: { message: 'permission denied for view unit_latest_notes', status: 403 },
          })
        : read(range);
    const result = await readKeyRanges<{ id: string }>('id', failing);
    expect(result.error?.message).toBe(ERROR_TEXT.forbidden);
    expect(result.data).toBeUndefined();
  });
});
