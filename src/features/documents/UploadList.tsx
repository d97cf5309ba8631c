import { Box, Button, LinearProgress, List, ListItem, Stack, Typography } from '@mui/material';
import { useAppDispatch } from '../../app/hooks';
import { removeUpload, sendUpload, type QueuedUpload } from './uploadQueue';
import { useUploadQueueRunner, useUploads } from './useUploads';

const STATUS_TEXT: Record<QueuedUpload['status'], string> = {
  uploading: 'Uploading',
  saving: 'Saving',
  waiting: 'Waiting',
  failed: 'Not attached',
};

function UploadRow({ upload }: { upload: QueuedUpload }) {
  const dispatch = useAppDispatch();
  const stuck = upload.status === 'waiting' || upload.status === 'failed';
  return (
    <ListItem disableGutters divider sx={{ display: 'block' }} aria-label={`Upload of ${upload.document.name}`}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {upload.document.name}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ flexShrink: 0 }}>
          {upload.status === 'uploading' ? `${upload.percent}%` : STATUS_TEXT[upload.status]}
        </Typography>
      </Stack>
      {!stuck && (
        <LinearProgress
          variant={upload.status === 'saving' ? 'indeterminate' : 'determinate'}
          value={upload.percent}
          aria-label={`Uploading ${upload.document.name}`}
          sx={{ mt: 0.5 }}
        />
      )}
      {stuck && (
        <Box sx={{ mt: 0.5 }}>
          <Typography variant="body2" color={upload.status === 'failed' ? 'error' : 'textSecondary'} role="alert">
            {upload.message}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, mt: 0.5 }}>
            <Button size="small" variant="outlined" onClick={() => void sendUpload(dispatch, upload.id)}>
              Retry
            </Button>
            <Button size="small" color="inherit" onClick={() => void removeUpload(upload.id)}>
              Remove
            </Button>
          </Stack>
        </Box>
      )}
    </ListItem>
  );
}

/** The files on their way into a list: progress, or why one waits or failed with Retry and Remove. */
export function UploadList({ ownerKey }: { ownerKey: string }) {
  // The shell runs the queue too (UploadQueueRunner), but its code comes after the first screen's:
  // a list puts back its interrupted uploads at once. Both are one queue (a send is never doubled).
  useUploadQueueRunner();
  const uploads = useUploads(ownerKey);
  if (uploads.length === 0) return null;
  return (
    <List dense aria-label="Uploads">
      {uploads.map((u) => (
        <UploadRow key={u.id} upload={u} />
      ))}
    </List>
  );
}
