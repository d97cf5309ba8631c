import type { FirstReads } from '../../api/firstReads';
import { notesApi } from './notesApi';

/** /notes/unit/:unitId reads the unit and its notes at once (NotesHistoryPage). */
export const notesHistoryReads: FirstReads = (dispatch, { params }) => {
  const unitId = params.unitId ?? '';
  dispatch(notesApi.util.prefetch('getNoteUnit', unitId, {}));
  dispatch(notesApi.util.prefetch('getUnitNotes', unitId, {}));
};
