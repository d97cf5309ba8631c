import type { ListTotal } from '../../utils/listTotal';

/** Where a pager stands: the page shown (clamped to the last), its first and last row (1-based), and the bounds. */
export interface PagerPosition {
  page: number;
  /** Infinity while the list's end is not known (more rows than the database counts). */
  lastPage: number;
  from: number;
  to: number;
  /** The list's size, when known. */
  size: number | null;
}

/**
 * The page a list of `total` rows shows at `pageSize` a page. A page past the end (rows deleted
 * since, a smaller page size) shows the last page; an empty list shows 0–0. When the total is only
 * "more than", the page's own rows (`pageRows`) say where the list ends: a page that is not full is
 * the last one.
 */
export function pagerPosition(total: ListTotal, page: number, pageSize: number, pageRows = pageSize): PagerPosition {
  if (!total.exact) {
    const shown = Math.max(0, page);
    if (pageRows >= pageSize) {
      return { page: shown, lastPage: Infinity, from: shown * pageSize + 1, to: (shown + 1) * pageSize, size: null };
    }
    const size = shown * pageSize + pageRows;
    return {
      page: shown,
      lastPage: shown,
      from: pageRows === 0 ? 0 : shown * pageSize + 1,
      to: pageRows === 0 ? 0 : size,
      size,
    };
  }
  const { count } = total;
  const lastPage = Math.max(0, Math.ceil(count / pageSize) - 1);
  const shown = Math.min(Math.max(0, page), lastPage);
  return {
    page: shown,
    lastPage,
    from: count === 0 ? 0 : shown * pageSize + 1,
    to: Math.min(count, (shown + 1) * pageSize),
    size: count,
  };
}

/** '25–48 of 60', or '1–100 of more than 100' while the end is not known, as the data grid says it. */
export function pagerRange({ from, to, size }: PagerPosition): string {
  return `${from}–${to} of ${size ?? `more than ${to}`}`;
}
