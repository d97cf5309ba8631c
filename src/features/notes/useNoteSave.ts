import { format } from 'date-fns';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { useAppDispatch } from '../../app/hooks';
import { noteDraftSaved } from './noteDraftsSlice';
import { useAddUnitNoteMutation } from './notesApi';
import { decideSave } from './notesRules';

export type SaveStatus = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: Date } | { kind: 'error'; message: string };

/** SPEC §2 status text: 'Saving...', 'Saved HH:mm', or the error ('Save failed' without a message). */
export function saveStatusText(status: SaveStatus): string {
  if (status.kind === 'saving') return 'Saving...';
  if (status.kind === 'saved') return `Saved ${format(status.at, 'HH:mm')}`;
  if (status.kind === 'error') return status.message;
  return '';
}

/**
 * Saves a unit's draft on blur (SPEC §4). The draft leaves the browser's storage only once the
 * note is saved, so a failed save keeps the text in its box and the next blur tries again.
 */
export function useNoteSave(unitId: string, latestBody: string | undefined) {
  const dispatch = useAppDispatch();
  const [addNote] = useAddUnitNoteMutation();
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });

  const save = useCallback(
    async (text: string) => {
      const decision = decideSave(text, latestBody);
      if (decision.kind === 'nothing') return;
      if (decision.kind === 'unchanged') {
        dispatch(noteDraftSaved({ unitId, text }));
        setStatus({ kind: 'saved', at: new Date() });
        return;
      }
      setStatus({ kind: 'saving' });
      const result = await addNote({ unitId, body: decision.body });
      if (result.error) {
        setStatus({ kind: 'error', message: errorMessage(result.error, 'Save failed') });
        return;
      }
      dispatch(noteDraftSaved({ unitId, text }));
      setStatus({ kind: 'saved', at: new Date() });
    },
    [addNote, dispatch, latestBody, unitId],
  );

  return { status, setStatus, save };
}
