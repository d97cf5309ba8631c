import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { LoadingState } from '../../components/feedback/LoadingState';
import { ResultBanner } from '../../components/feedback/ResultBanner';
import { onDemand } from '../../components/lazyComponent';
import { NOTHING_TO_REPORT_NOTE } from '../../../supabase/functions/_shared/digests/digestRules.ts';
import { preloadDigestRules, testDigestKind, useRequestTestDigestMutation } from './digestsApi';
import type { DigestSettings } from './settingsRules';

/**
 * The preview (its tabs, and the digest's rules) follows Settings instead of coming with
 * it. Pointing at, touching or focusing 'Preview digest' starts it; a tap before it is here opens
 * the dialog at once, loading; if its code cannot arrive, it closes and the snackbar says so.
 */
const DigestPreviewDialog = onDemand(() => import('./DigestPreviewDialog').then((m) => m.DigestPreviewDialog));
const preloadPreview = () => {
  DigestPreviewDialog.preload().catch(() => undefined);
  preloadDigestRules();
};

/** The preview's frame while its code arrives: the same size, title, loading text and Close. */
function PreviewLoading({ onClose }: { onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="digest-preview-loading-title"
    >
      <DialogTitle id="digest-preview-loading-title">Digest preview</DialogTitle>
      <DialogContent>
        <LoadingState text="Loading preview..." />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * 'Preview digest' (the form's current choices) and 'Send me a test digest now'
 * (the saved ones: the sender reads them from the database).
 */
export function DigestActions({
  userId,
  email,
  settings,
  saved,
}: {
  userId: string;
  email: string;
  settings: DigestSettings;
  saved: DigestSettings;
}) {
  const [previewOpen, setPreviewOpen] = useState(false);
  const [requestTest, { isLoading }] = useRequestTestDigestMutation();
  const [result, setResult] = useState<{ message: string; severity: 'success' | 'error' } | null>(null);
  const kind = testDigestKind(saved);

  const sendTest = async () => {
    const response = await requestTest({ kind });
    setResult(
      'error' in response
        ? { message: errorMessage(response.error), severity: 'error' }
        : {
            message: `A test ${kind} digest is on its way to ${email}. It arrives within a minute.`,
            severity: 'success',
          },
    );
  };

  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="textSecondary">
        {NOTHING_TO_REPORT_NOTE}
      </Typography>
      <ResultBanner message={result?.message ?? null} severity={result?.severity ?? 'info'} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="outlined"
          onClick={() => setPreviewOpen(true)}
          onPointerEnter={preloadPreview}
          onTouchStart={preloadPreview}
          onFocus={preloadPreview}
        >
          Preview digest
        </Button>
        <Button variant="outlined" onClick={sendTest} disabled={isLoading}>
          {isLoading ? 'Sending...' : 'Send me a test digest now'}
        </Button>
      </Stack>
      {previewOpen && (
        <DigestPreviewDialog
          open
          onClose={() => setPreviewOpen(false)}
          userId={userId}
          settings={settings}
          loading={<PreviewLoading onClose={() => setPreviewOpen(false)} />}
        />
      )}
    </Stack>
  );
}
