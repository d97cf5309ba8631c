import type { FirstReads } from '../../api/firstReads';
import { notesApi } from './notesApi';
import { selectNotesFilters } from './notesFiltersSlice';
import { NOTES_FIRST_PAGE_SIZE } from './notesRules';

/** /notes/bulk reads its first page with the filters the landlord left, and the filters' options (BulkNotesPage). */
export const bulkNotesReads: FirstReads = (dispatch, { state }) => {
  dispatch(
    notesApi.util.prefetch(
      'getNotesPage',
      { filters: selectNotesFilters(state), page: 0, pageSize: NOTES_FIRST_PAGE_SIZE },
      {},
    ),
  );
  dispatch(notesApi.util.prefetch('getNotesFilterOptions', undefined, {}));
};
