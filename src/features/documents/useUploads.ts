import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { keptUploads } from './keptFiles';
import { restoreUploads, sendWaitingUploads, uploadQueue, type QueuedUpload } from './uploadQueue';

/** The uploads on their way into one list (ownerKey). */
export function useUploads(key: string): QueuedUpload[] {
  const all = useSyncExternalStore(uploadQueue.subscribe, uploadQueue.snapshot, uploadQueue.snapshot);
  return useMemo(() => all.filter((u) => u.ownerKey === key), [all, key]);
}

let restored = false;

/**
 * Sends the waiting uploads when the connection returns, and once per page load puts back those a
 * reload interrupted (their files were kept in IndexedDB).
 */
export function useUploadQueueRunner() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const send = () => void sendWaitingUploads(dispatch);
    if (!restored) {
      restored = true;
      void keptUploads().then((items) => {
        restoreUploads(items);
        if (navigator.onLine) send();
      });
    }
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [dispatch]);
}
