import { Button, Link, Stack } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { ResultBanner } from '../../components/feedback/ResultBanner';
import { sendPasswordReset } from './authClient';
import { RESET_EMAIL_SENT, validateEmail } from './authRules';
import { EmailField } from './EmailField';
import { errorMessage } from '../../api/errors';
import { useAuthCall } from './useAuthCall';

export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<{ message: string; severity: 'error' | 'success' } | null>(null);
  const [sendReset, isLoading] = useAuthCall(sendPasswordReset);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateEmail(email);
    setError(found);
    if (found) return;
    const response = await sendReset(email.trim());
    setResult(
      response.error
        ? { message: errorMessage(response.error), severity: 'error' }
        : { message: RESET_EMAIL_SENT, severity: 'success' },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <ResultBanner message={result?.message ?? null} severity={result?.severity ?? 'info'} />
      <Stack spacing={2.5}>
        <EmailField value={email} onChange={setEmail} error={error} />
        <Button type="submit" variant="contained" size="large" disabled={isLoading} fullWidth>
          {isLoading ? 'Sending...' : 'Send reset link'}
        </Button>
        <Link component="button" type="button" onClick={onBack} sx={{ alignSelf: 'flex-start' }}>
          Back to sign in
        </Link>
      </Stack>
    </form>
  );
}
