import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { User } from '@supabase/supabase-js';
import { useState } from 'react';
import { ResultBanner } from '../../components/feedback/ResultBanner';
import { useSendPasswordResetMutation } from './authApi';
import { RESET_EMAIL_SENT } from './authRules';
import { errorMessage } from '../../api/errors';
import { formatDateTime } from '../../utils/format';

export function AccountCard({ user }: { user: User }) {
  const [sendReset, { isLoading }] = useSendPasswordResetMutation();
  const [result, setResult] = useState<{ message: string; severity: 'success' | 'error' } | null>(null);

  const reset = async () => {
    const response = await sendReset(user.email ?? '');
    setResult(
      'error' in response
        ? { message: errorMessage(response.error), severity: 'error' }
        : { message: RESET_EMAIL_SENT, severity: 'success' },
    );
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h2" gutterBottom>
          Account information
        </Typography>
        <Stack
          component="dl"
          spacing={1.5}
          sx={{ m: 0, mb: 3, '& dt': { color: 'text.secondary', fontSize: '0.875rem' }, '& dd': { m: 0 } }}
        >
          <div>
            <dt>Email</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>Member since</dt>
            <dd>{formatDateTime(user.created_at)}</dd>
          </div>
          <div>
            <dt>Last sign-in</dt>
            <dd>{formatDateTime(user.last_sign_in_at)}</dd>
          </div>
        </Stack>
        <ResultBanner message={result?.message ?? null} severity={result?.severity ?? 'info'} />
        <Button variant="outlined" onClick={reset} disabled={isLoading}>
          {isLoading ? 'Sending...' : 'Send password reset email'}
        </Button>
      </CardContent>
    </Card>
  );
}
