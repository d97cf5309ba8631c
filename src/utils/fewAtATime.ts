/**
 * Runs `work` on every item, at most `atOnce` at a time, answering in the items' order. After the
 * first failure no new item starts; the ones under way finish, then that failure is thrown: a
 * caller undoing what was done sees everything that was.
 */
export async function fewAtATime<T, R>(
  items: readonly T[],
  atOnce: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (next < items.length && !failure) {
      const i = next++;
      try {
        results[i] = await work(items[i], i);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(atOnce, items.length)) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
  return results;
}
