import { Typography } from '@mui/material';
import { queuedSaveText, useQueuedSave } from '../../api/saveQueue/useQueuedSave';

/** 'Waiting to save', then 'Saved 2:05 PM', for the newest queued save under a key. */
export function QueuedSaveStatus({ saveKey, label }: { saveKey: string; label: string }) {
  const save = useQueuedSave(saveKey);
  if (!save) return null;
  return (
    <Typography role="status" variant="body2" color={save.status === 'refused' ? 'error' : 'textSecondary'}>
      {label}: {queuedSaveText(save)}
    </Typography>
  );
}
