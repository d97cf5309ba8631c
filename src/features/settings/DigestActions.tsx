import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { ResultBanner } from '../../components/feedback/ResultBanner';
import { NOTHING_TO_REPORT_NOTE } from '../../../supabase/functions/_shared/digests/digestRules.ts';
import { DigestPreviewDialog } from './DigestPreviewDialog';
import { preloadDigestRules, testDigestKind, useRequestTestDigestMutation } from './digestsApi';
import type { DigestSettings } from './settingsRules';

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
          onPointerEnter={preloadDigestRules}
          onTouchStart={preloadDigestRules}
          onFocus={preloadDigestRules}
        >
          Preview digest
        </Button>
        <Button variant="outlined" onClick={sendTest} disabled={isLoading}>
          {isLoading ? 'Sending...' : 'Send me a test digest now'}
        </Button>
      </Stack>
      {previewOpen && (
        <DigestPreviewDialog open onClose={() => setPreviewOpen(false)} userId={userId} settings={settings} />
      )}
    </Stack>
  );
}
