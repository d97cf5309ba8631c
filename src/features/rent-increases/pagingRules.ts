/**
 * The page to show when the one shown came back empty (its last rows deleted or applied since it
 * was counted): the last page of the list as now counted, and always an earlier one, so it settles.
 * A count of 0 (PostgREST answers nothing, not even the count, past the end) goes back to the first page.
 */
export function pageAfterEmpty(page: number, total: number, pageSize: number): number {
  return Math.max(0, Math.min(page - 1, Math.ceil(total / pageSize) - 1));
}

/** The planner's list opens on its first page of 50 increases. */
export const FIRST_PLANNED_PAGE = { page: 0, pageSize: 50 };
