import { startTransition, useEffect, useState } from 'react';

/** A list's first render with data: more than a phone's or a desktop's first screenful of rows or cards. */
export const FIRST_BATCH = 12;
/** A card grid's first screenful: two rows of three on a desktop, more than a phone shows. */
export const FIRST_CARDS = 6;

/**
 * Issue 22: a page of 50 rich rows (or 24 cards, or a 200-row summary) costs a phone most of a
 * second to render and lay out. When the data arrives the first screenful renders with it and
 * the rest follows at once, in a transition the browser may paint before and input may
 * interrupt. Every later render (another page, a filter) draws everything. Returns how many of
 * `total` items to draw now; `first` is a screenful of this list's items (taller items, fewer).
 */
export function useFirstBatch(total: number, first = FIRST_BATCH): number {
  const [all, setAll] = useState(false);
  const batching = !all && total > first;
  // Only the first render with data is cut short: a list that grows later (a unit added) draws whole.
  const hasData = total > 0;
  useEffect(() => {
    if (hasData && !all) startTransition(() => setAll(true));
  }, [hasData, all]);
  return batching ? first : total;
}

/**
 * Whether a part of a screen that lies below its first screenful draws now. As with a list's
 * rest, it skips the first render with data and follows at once; `below` false (a layout where
 * the part shows at once, such as a desktop's side column) draws it with the rest of the data.
 */
export function useBelowFirstScreenful(hasData: boolean, below: boolean): boolean {
  return useFirstBatch(hasData ? 1 : 0, below ? 0 : 1) > 0;
}
