import { useCallback, useMemo, useState } from 'react';
import { shallowEqual } from 'react-redux';
import { queueSave } from '../../api/saveQueue/saveQueue';
import { selectLatestSave, selectPendingSaves, type QueuedSave } from '../../api/saveQueue/saveQueueSlice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formatTime } from '../../utils/format';
import { noteDraftSaved } from './noteDraftsSlice';
import { decideSave, latestShown, type WaitingNote } from './notesRules';
import type { LatestNote } from './types';

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'waiting'; message: string }
  | { kind: 'error'; message: string };

/** SPEC §2 status text: 'Saving...', 'Saved 2:05 PM' (the app's one time format), or the error ('Save failed' without a message); offline: 'Waiting to save'. */
export function saveStatusText(status: SaveStatus): string {
  if (status.kind === 'saving') return 'Saving...';
  if (status.kind === 'saved') return `Saved ${formatTime(status.at)}`;
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
 * Saves a unit's draft on blur (SPEC §4) through the save queue: a save that fails for
 * a transport reason waits and is sent again when the connection returns. The draft leaves the
 * browser's storage only once the note is saved, so the text stays in its box meanwhile.
 * Answers the latest note to show: one still waiting to be saved shows at once.
 */
export function useNoteSave(unitId: string, cachedLatest: LatestNote | undefined) {
  const dispatch = useAppDispatch();
  const [local, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const key = noteSaveKey(unitId);
  const latestSave = useAppSelector((state) => selectLatestSave(state, key));
  const pendingSaves = useAppSelector((state) => selectPendingSaves(state, key), shallowEqual);
  const latest = useMemo(
    () => latestShown(unitId, cachedLatest, pendingSaves.map(toWaitingNote)),
    [unitId, cachedLatest, pendingSaves],
  );
  const pending = pendingSaves.length > 0;
  const queued = queuedStatus(latestSave);
  // The queue speaks for a save in it (also one from before a reload) unless this box has news of its own.
  const status =
    queued && (local.kind === 'idle' || local.kind === 'waiting' || local.kind === 'saving') ? queued : local;
  const latestBody = latest?.body;

  const save = useCallback(
    async (text: string) => {
      // While a note waits it is the latest shown: leaving the box again with its text sends the
      // queue rather than a second note, which the queue decides (`same`).
      const decision = decideSave(text, pending ? undefined : latestBody);
      if (decision.kind === 'nothing') return;
      if (decision.kind === 'unchanged') {
        dispatch(noteDraftSaved({ unitId, text }));
        setStatus({ kind: 'saved', at: new Date() });
        return;
      }
      setStatus({ kind: 'saving' });
      const save = await dispatch(
        queueSave({
          key,
          endpoint: 'addUnitNote',
          args: { id: crypto.randomUUID(), unitId, body: decision.body },
          same: decision.body,
        }),
      );
      setStatus(queuedStatus(save) ?? { kind: 'error', message: 'Save failed' });
      if (save?.status === 'saved') dispatch(noteDraftSaved({ unitId, text }));
    },
    [dispatch, key, latestBody, pending, unitId],
  );

  return { status, setStatus, save, latest, pending };
}

function toWaitingNote(save: QueuedSave): WaitingNote {
  const { id, body } = save.args as { id: string; body: string };
  return { id, body, at: save.queuedAt ?? new Date().toISOString() };
}
