import { Alert } from '@mui/material';
import { useAppSelector } from '../hooks';
import { selectApiUnreachable } from '../../api/saveQueue/connectionSlice';
import { selectWaitingSaveCount } from '../../api/saveQueue/saveQueueSlice';
import { useBrowserOnline, useSaveQueueRunner } from '../../api/saveQueue/useSaveQueueRunner';

/**
 * Says so while the browser is offline or the API stopped answering, and that what
 * the screens show (RTK Query's cache) may be out of date; it also runs the save queue.
 */
export function OfflineBanner() {
  useSaveQueueRunner();
  const online = useBrowserOnline();
  const unreachable = useAppSelector(selectApiUnreachable);
  const waiting = useAppSelector(selectWaitingSaveCount);
  if (online && !unreachable) return null;
  const title = online ? 'The server is not answering' : "You're offline";
  const saves =
    waiting === 0
      ? ''
      : waiting === 1
        ? ' 1 save is waiting and will be sent by itself.'
        : ` ${waiting} saves are waiting and will be sent by themselves.`;
  return (
    <Alert severity="warning" role="alert" aria-label={title} sx={{ borderRadius: 0 }}>
      {title} — what you see may be out of date; nothing you typed is lost.{saves}
    </Alert>
  );
}
