/**
 * How many rows a list has. The database counts a list's matches exactly up to EXACT_COUNT_LIMIT
 * and no further: a count that went on would cost each page as much as reading the whole list,
 * and a large account's first page would be ten times as slow at ten times the size.
 *
 * EXACT_COUNT_LIMIT is the API's max rows (supabase/config.toml `max_rows`, hosted Supabase's
 * default), where PostgREST's `count=estimated` stops counting; the database's own list functions
 * stop at the same number.
 */
export const EXACT_COUNT_LIMIT = 1000;

/** PostgREST's option for a list read with its total. */
export const COUNT_UP_TO_LIMIT = { count: 'estimated' } as const;

/**
 * The count option for a page that starts at `offset`. A page past the limit asks for none: the
 * total is "more than the limit" anyway, and PostgREST refuses (416) a range that starts past its
 * own estimate, which can be far below the truth.
 */
export const pageCountOption = (offset: number) => (offset < EXACT_COUNT_LIMIT ? COUNT_UP_TO_LIMIT : {});

/** A list's size: `count` rows exactly, or, when not `exact`, more than `count`. */
export interface ListTotal {
  count: number;
  exact: boolean;
}

/**
 * The total a list read answered with. A count above the limit is PostgREST's estimate (the
 * planner's guess, often far off), so only "more than the limit" is kept; no count at all means the
 * rows are all there are.
 */
export function listTotal(count: number | null | undefined, rows: number): ListTotal {
  if (count == null) return { count: rows, exact: true };
  return count > EXACT_COUNT_LIMIT ? { count: EXACT_COUNT_LIMIT, exact: false } : { count, exact: true };
}

/** The total of a page read with pageCountOption(offset). */
export function pageTotal(count: number | null | undefined, rows: number, offset: number): ListTotal {
  return offset < EXACT_COUNT_LIMIT ? listTotal(count, rows) : { count: EXACT_COUNT_LIMIT, exact: false };
}

/** '1,234', or '1,000+' past the limit: a heading's count. */
export function formatListTotal({ count, exact }: ListTotal): string {
  return `${count.toLocaleString('en-US')}${exact ? '' : '+'}`;
}

/** '1,234', or 'more than 1,000': the same count read out. */
export function describeListTotal({ count, exact }: ListTotal): string {
  return `${exact ? '' : 'more than '}${count.toLocaleString('en-US')}`;
}
