import { useSelector } from 'react-redux';
import { selectLatestSave, type QueuedSave } from './saveQueueSlice';
import type { SaveQueueState } from './saveQueue';
import { formatTime } from '../../utils/format';

/** The line under a queued save: 'Waiting to save' with why, then 'Saved 2:05 PM'; a refusal says why. */
export function queuedSaveText(save: QueuedSave | undefined): string {
  if (!save) return '';
  if (save.status === 'sending') return 'Saving...';
  if (save.status === 'waiting') return save.message ? `Waiting to save · ${save.message}` : 'Waiting to save';
  if (save.status === 'saved') return `Saved ${formatTime(save.savedAt!)}`;
  return save.message ?? 'Save failed';
}

/** The newest queued save under a key, as the screen shows it. */
export function useQueuedSave(key: string) {
  return useSelector((state: SaveQueueState) => selectLatestSave(state, key));
}
