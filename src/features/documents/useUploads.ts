import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import { selectWaitingSaveCount } from '../../api/saveQueue/saveQueueSlice';
import { selectSignedInUserId } from '../../api/signedInUser';
import { useAppDispatch } from '../../app/hooks';
import { keptUploads } from './keptFiles';
import { keepOnlyUploadsOf, restoreUploads, sendWaitingUploads, uploadQueue, type QueuedUpload } from './uploadQueue';

/** The signed-in landlord's uploads on their way into one list (ownerKey). */
export function useUploads(key: string): QueuedUpload[] {
  const userId = useSelector(selectSignedInUserId);
  const all = useSyncExternalStore(uploadQueue.subscribe, uploadQueue.snapshot, uploadQueue.snapshot);
  return useMemo(() => all.filter((u) => u.ownerKey === key && u.userId === userId), [all, key, userId]);
}

/** The landlords whose interrupted uploads this page has put back already. */
const restored = new Set<string>();

/**
 * Sends the signed-in landlord's waiting uploads when the connection returns, and once per page
 * load and landlord puts back those a reload interrupted (their files were kept in IndexedDB).
 * When another landlord signs in, the previous one's uploads leave this page's memory. A receipt
 * waiting for its completion goes on once a save is taken (the queue of saves got shorter).
 */
export function useUploadQueueRunner() {
  const dispatch = useAppDispatch();
  const userId = useSelector(selectSignedInUserId);
  useEffect(() => {
    keepOnlyUploadsOf(userId);
    // Signed out here, another landlord's uploads come back from IndexedDB when they sign in again.
    for (const other of restored) if (other !== userId) restored.delete(other);
    if (!userId) return;
    const send = () => void sendWaitingUploads(dispatch, userId);
    if (!restored.has(userId)) {
      restored.add(userId);
      void keptUploads(userId).then((items) => {
        restoreUploads(items);
        if (navigator.onLine) send();
      });
    }
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [dispatch, userId]);

  const savesWaiting = useSelector(selectWaitingSaveCount);
  const previous = useRef(savesWaiting);
  useEffect(() => {
    const fewer = savesWaiting < previous.current;
    previous.current = savesWaiting;
    if (fewer && userId && navigator.onLine) void sendWaitingUploads(dispatch, userId);
  }, [savesWaiting, dispatch, userId]);
}
