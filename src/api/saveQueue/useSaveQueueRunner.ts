import { useEffect, useSyncExternalStore } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { drainSaveQueue, type SaveQueueDispatch, type SaveQueueState } from './saveQueue';
import { selectWaitingSaveCount } from './saveQueueSlice';

/** While saves wait and no 'online' event comes (the API, not the browser, was down): try again this often. */
const RETRY_MS = 15_000;

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** The browser's own idea of being online. */
export function useBrowserOnline() {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Sends the queued saves when the app starts, when the browser is back online, and every so often while some wait. */
export function useSaveQueueRunner() {
  const dispatch = useDispatch<SaveQueueDispatch>();
  const online = useBrowserOnline();
  const waiting = useSelector((state: SaveQueueState) => selectWaitingSaveCount(state)) > 0;

  useEffect(() => {
    const drain = () => void dispatch(drainSaveQueue());
    if (navigator.onLine) drain();
    window.addEventListener('online', drain);
    return () => window.removeEventListener('online', drain);
  }, [dispatch]);

  useEffect(() => {
    if (!online || !waiting) return;
    const timer = window.setInterval(() => dispatch(drainSaveQueue()), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [dispatch, online, waiting]);
}
