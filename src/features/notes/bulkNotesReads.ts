import type { FirstReads } from '../../api/firstReads';
import { notesApi } from './notesApi';
import { selectNotesFilters } from './notesFiltersSlice';

/** Issue 22: units per page; the screen reads one page at a time, 50 to begin with. */
export const NOTES_PAGE_SIZES = [25, 50, 100];
export const NOTES_FIRST_PAGE_SIZE = 50;

/** /notes/bulk reads its first page with the filters the landlord left, and the filters' options (BulkNotesPage). */
export const bulkNotesReads: FirstReads = (dispatch, { state }) => {
  dispatch(notesApi.util.prefetch('getNotesPage', { filters: selectNotesFilters(state), page: 0, pageSize: NOTES_FIRST_PAGE_SIZE }, {}));
  dispatch(notesApi.util.prefetch('getNotesFilterOptions', undefined, {}));
};
