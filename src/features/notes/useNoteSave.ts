import { format } from 'date-fns';
import { useCallback, useState } from 'react';
import { drainSaveQueue, queueSave } from '../../api/saveQueue/saveQueue';
import { selectLatestSave, type QueuedSave } from '../../api/saveQueue/saveQueueSlice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { noteDraftSaved } from './noteDraftsSlice';
import { decideSave } from './notesRules';

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'waiting'; message: string }
  | { kind: 'error'; message: string };

/** SPEC §2 status text: 'Saving...', 'Saved HH:mm', or the error ('Save failed' without a message); issue 26: 'Waiting to save'. */
export function saveStatusText(status: SaveStatus): string {
  if (status.kind === 'saving') return 'Saving...';
  if (status.kind === 'saved') return `Saved ${format(status.at, 'HH:mm')}`;
  if (status.kind === 'waiting') return `Waiting to save · ${status.message}`;
  if (status.kind === 'error') return status.message;
  return '';
}

/** A queued note save as the status under its box. */
export function queuedStatus(save: QueuedSave | undefined): SaveStatus | null {
  if (!save) return null;
  if (save.status === 'sending') return { kind: 'saving' };
  if (save.status === 'waiting') return { kind: 'waiting', message: save.message ?? '' };
  if (save.status === 'saved') return { kind: 'saved', at: new Date(save.savedAt!) };
  return { kind: 'error', message: save.message ?? 'Save failed' };
}

export const noteSaveKey = (unitId: string) => `note:${unitId}`;

/**
 * Saves a unit's draft on blur (SPEC §4) through the save queue (issue 26): a save that fails for
 * a transport reason waits and is sent again when the connection returns. The draft leaves the
 * browser's storage only once the note is saved, so the text stays in its box meanwhile.
 */
export function useNoteSave(unitId: string, latestBody: string | undefined) {
  const dispatch = useAppDispatch();
  const [local, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const latestSave = useAppSelector((state) => selectLatestSave(state, noteSaveKey(unitId)));
  const queued = queuedStatus(latestSave);
  const waitingBody = latestSave && (latestSave.status === 'waiting' || latestSave.status === 'sending') ? (latestSave.args as { body: string }).body : null;
  // The queue speaks for a save in it (also one from before a reload) unless this box has news of its own.
  const status = queued && (local.kind === 'idle' || local.kind === 'waiting' || local.kind === 'saving') ? queued : local;

  const save = useCallback(
    async (text: string) => {
      const decision = decideSave(text, latestBody);
      if (decision.kind === 'nothing') return;
      if (decision.kind === 'unchanged') {
        dispatch(noteDraftSaved({ unitId, text }));
        setStatus({ kind: 'saved', at: new Date() });
        return;
      }
      // The same text already waits in the queue: leaving the box again sends the queue, not a second note.
      if (decision.body === waitingBody) {
        setStatus({ kind: 'idle' });
        await dispatch(drainSaveQueue());
        return;
      }
      setStatus({ kind: 'saving' });
      const save = await dispatch(queueSave({ key: noteSaveKey(unitId), endpoint: 'addUnitNote', args: { id: crypto.randomUUID(), unitId, body: decision.body } }));
      setStatus(queuedStatus(save) ?? { kind: 'error', message: 'Save failed' });
      if (save?.status === 'saved') dispatch(noteDraftSaved({ unitId, text }));
    },
    [dispatch, latestBody, unitId, waitingBody],
  );

  return { status, setStatus, save };
}
