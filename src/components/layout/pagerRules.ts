/** Where a pager stands: the page shown (clamped to the last), its first and last row (1-based), and the bounds. */
export interface PagerPosition {
  page: number;
  lastPage: number;
  from: number;
  to: number;
}

/**
 * The page a list of `count` rows shows at `pageSize` a page. A page past the end (rows deleted
 * since, a smaller page size) shows the last page; an empty list shows 0–0.
 */
export function pagerPosition(count: number, page: number, pageSize: number): PagerPosition {
  const lastPage = Math.max(0, Math.ceil(count / pageSize) - 1);
  const shown = Math.min(Math.max(0, page), lastPage);
  return {
    page: shown,
    lastPage,
    from: count === 0 ? 0 : shown * pageSize + 1,
    to: Math.min(count, (shown + 1) * pageSize),
  };
}

/** '25–48 of 60', as the pager reads it out. */
export function pagerRange({ from, to }: PagerPosition, count: number): string {
  return `${from}–${to} of ${count}`;
}
