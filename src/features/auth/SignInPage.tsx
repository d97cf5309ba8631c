import { Button, Link, Stack } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { ResultBanner } from '../../components/feedback/ResultBanner';
import { AuthCard } from './AuthCard';
import { loadAuth } from '../../api/auth';
import { signIn, signUp } from './authClient';
import { bannerSeverity, SIGN_UP_SUCCESS, validateCredentials, type CredentialErrors } from './authRules';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';
import { errorMessage } from '../../api/errors';
import { useAuthCall } from './useAuthCall';

type Mode = 'signIn' | 'signUp' | 'forgot';

const COPY = {
  signIn: { title: 'Sign in', subtitle: 'Welcome back. Sign in to manage your properties.', submit: 'Sign In' },
  signUp: {
    title: 'Create your account',
    subtitle: 'Start tracking properties, tasks and rent in one place.',
    submit: 'Sign Up',
  },
  forgot: {
    title: 'Reset your password',
    subtitle: "Enter your account's email and we'll send you a reset link.",
    submit: '',
  },
};

/**
 * SPEC §2 sign-in / sign-up screen; `notice` carries the reason a mailed link failed, and
 * `onSignedIn` tells the access gate, which has not loaded the session machinery yet; `onWarmUp`
 * lets it start downloading that machinery once the landlord starts to fill the form in.
 */
export function SignInPage({
  notice = null,
  onSignedIn,
  onWarmUp,
}: {
  notice?: string | null;
  onSignedIn?: () => void;
  onWarmUp?: () => void;
}) {
  const [mode, setMode] = useState<Mode>('signIn');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [linkNotice, setLinkNotice] = useState(notice);
  const [runSignIn, signingIn] = useAuthCall(signIn);
  const [runSignUp, signingUp] = useAuthCall(signUp);
  const busy = signingIn || signingUp;

  const switchMode = (next: Mode) => {
    setMode(next);
    setErrors({});
    setMessage(null);
    setLinkNotice(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateCredentials(email, password);
    setErrors(found);
    if (found.email || found.password) return;
    setMessage(null);
    setLinkNotice(null);
    const credentials = { email: email.trim(), password };
    const result = mode === 'signUp' ? await runSignUp(credentials) : await runSignIn(credentials);
    if (result.error) setMessage(errorMessage(result.error));
    else if (mode === 'signUp') setMessage(SIGN_UP_SUCCESS);
    else onSignedIn?.();
  };

  const copy = COPY[mode];
  return (
    <AuthCard title={copy.title} subtitle={copy.subtitle}>
      {mode === 'forgot' ? (
        <ForgotPasswordForm initialEmail={email} onBack={() => switchMode('signIn')} />
      ) : (
        // Supabase Auth (and the app, when the gate says so) start loading while the landlord
        // types, so Sign In does not wait for them (a failed download is reported by the sign-in itself).
        <form
          onSubmit={submit}
          onFocus={() => {
            loadAuth().catch(() => undefined);
            onWarmUp?.();
          }}
          noValidate
        >
          <ResultBanner message={linkNotice} severity="warning" />
          <ResultBanner message={message} severity={message ? bannerSeverity(message) : 'info'} />
          <Stack spacing={2.5}>
            <EmailField value={email} onChange={setEmail} error={errors.email} />
            <PasswordField
              label="Password"
              autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={!!errors.password}
              helperText={errors.password ?? (mode === 'signUp' ? 'At least 6 characters' : undefined)}
              fullWidth
            />
            <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
              {busy ? 'Please wait...' : copy.submit}
            </Button>
            <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
              <Link
                component="button"
                type="button"
                onClick={() => switchMode(mode === 'signIn' ? 'signUp' : 'signIn')}
              >
                {mode === 'signIn' ? "Don't have an account? Sign up" : 'Already have an account? Sign in'}
              </Link>
              {mode === 'signIn' && (
                <Link component="button" type="button" onClick={() => switchMode('forgot')}>
                  Forgot password?
                </Link>
              )}
            </Stack>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
