import { act, renderHook } from '@testing-library/react';
import { useBelowFirstScreenful, useFirstBatch } from './useFirstBatch';

/** Renders the hook with a screenful of 4 from `total` items, recording every count it returned. */
function renderBatch(total: number) {
  const seen: number[] = [];
  const hook = renderHook(
    ({ total: items }) => {
      const shown = useFirstBatch(items, 4);
      seen.push(shown);
      return shown;
    },
    { initialProps: { total } },
  );
  return { seen, rerender: (next: number) => hook.rerender({ total: next }) };
}

describe('useFirstBatch', () => {
  it('cuts the first render with data to a screenful, then draws everything', async () => {
    const { seen, rerender } = renderBatch(0);
    await act(async () => rerender(10));
    expect(seen).toContain(4);
    expect(seen.at(-1)).toBe(10);
  });

  it('draws a list that starts within a screenful and grows later whole, never cut', async () => {
    const { seen, rerender } = renderBatch(3);
    await act(async () => undefined);
    await act(async () => rerender(5));
    expect(seen.filter((n) => n < 3 || n === 4)).toEqual([]);
    expect(seen.at(-1)).toBe(5);
  });
});

describe('useBelowFirstScreenful', () => {
  function renderPart(below: boolean) {
    const seen: boolean[] = [];
    const hook = renderHook(
      ({ hasData }) => {
        const drawn = useBelowFirstScreenful(hasData, below);
        seen.push(drawn);
        return drawn;
      },
      { initialProps: { hasData: false } },
    );
    return { seen, rerender: (hasData: boolean) => hook.rerender({ hasData }) };
  }

  it('below the first screenful: not with the first render with data, right after it', async () => {
    const { seen, rerender } = renderPart(true);
    expect(seen).toEqual([false]);
    await act(async () => rerender(true));
    // Skipped by the render that brought the data, drawn by the next.
    expect(seen.slice(0, 2)).toEqual([false, false]);
    expect(seen.at(-1)).toBe(true);
  });

  it('in the first screenful (a desktop side column): drawn from the start, data or not', async () => {
    const { seen, rerender } = renderPart(false);
    await act(async () => rerender(true));
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.every(Boolean)).toBe(true);
  });
});
