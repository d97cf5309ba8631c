import type { ListTotal } from '../../utils/listTotal';

/**
 * The page to show when the one shown came back empty (its last rows deleted or applied since it
 * was counted): the last page of the list as now counted, and always an earlier one, so it settles.
 * A count of 0 (PostgREST answers nothing, not even the count, past the end) goes back to the first
 * page; a count that is only "more than" says nothing of the end, so one page back.
 */
export function pageAfterEmpty(page: number, total: ListTotal, pageSize: number): number {
  const last = total.exact ? Math.ceil(total.count / pageSize) - 1 : page - 1;
  return Math.max(0, Math.min(page - 1, last));
}

/** The planner's list opens on its first page of 50 increases. */
export const FIRST_PLANNED_PAGE = { page: 0, pageSize: 50 };
