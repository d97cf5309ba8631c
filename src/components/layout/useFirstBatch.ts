import { startTransition, useEffect, useState } from 'react';

/** A list's first render with data: more than a phone's or a desktop's first screenful of rows or cards. */
export const FIRST_BATCH = 12;

/**
 * Issue 22: a page of 50 rich rows (or 24 cards, or a 200-row summary) costs a phone most of a
 * second to render and lay out. When the data arrives the first screenful renders with it and
 * the rest follows at once, in a transition the browser may paint before and input may
 * interrupt. Every later render (another page, a filter) draws everything. Returns how many of
 * `total` items to draw now.
 */
export function useFirstBatch(total: number): number {
  const [all, setAll] = useState(false);
  const batching = !all && total > FIRST_BATCH;
  useEffect(() => {
    if (batching) startTransition(() => setAll(true));
  }, [batching]);
  return batching ? FIRST_BATCH : total;
}
