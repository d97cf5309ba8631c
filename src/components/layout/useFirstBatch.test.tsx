import { act, renderHook } from '@testing-library/react';
import { useFirstBatch } from './useFirstBatch';

describe('useFirstBatch', () => {
  it('cuts the first render with data to a screenful, then draws everything', async () => {
    const seen: number[] = [];
    const { rerender } = renderHook(({ total }) => {
      const shown = useFirstBatch(total, 4);
      seen.push(shown);
      return shown;
    }, { initialProps: { total: 0 } });
    await act(async () => rerender({ total: 10 }));
    expect(seen).toContain(4);
    expect(seen.at(-1)).toBe(10);
  });

  it('draws a list that starts within a screenful and grows later whole, never cut', async () => {
    const seen: number[] = [];
    const { rerender } = renderHook(({ total }) => {
      const shown = useFirstBatch(total, 4);
      seen.push(shown);
      return shown;
    }, { initialProps: { total: 3 } });
    await act(async () => undefined);
    await act(async () => rerender({ total: 5 }));
    expect(seen.filter((n) => n < 3 || n === 4)).toEqual([]);
    expect(seen.at(-1)).toBe(5);
  });
});
