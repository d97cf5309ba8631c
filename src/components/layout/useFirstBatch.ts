import { startTransition, useEffect, useState } from 'react';

/** A list's first render with data: more than a phone's or a desktop's first screenful of rows or cards. */
export const FIRST_BATCH = 12;
/** A card grid's first screenful: two rows of three on a desktop, more than a phone shows. */
export const FIRST_CARDS = 6;

/**
 * A page of 50 rich rows (or 24 cards, or a 200-row summary) costs a phone most of a
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
 * Whether a part of a screen draws now. Below the first screenful (`below`), it waits for the
 * screen's data and skips the render that brings it, following at once, as a list's rest does;
 * elsewhere (a desktop's side column) it always draws.
 */
export function useBelowFirstScreenful(hasData: boolean, below: boolean): boolean {
  const afterFirst = useFirstBatch(hasData ? 1 : 0, 0) > 0;
  return !below || afterFirst;
}
