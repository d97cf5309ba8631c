import { Button, Stack } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { ResultBanner } from '../../components/feedback/ResultBanner';
import { useNotify } from '../../components/feedback/FeedbackProvider';
import { paths } from '../../config/paths';
import { useUpdatePasswordMutation } from './authApi';
import { AuthCard } from './AuthCard';
import { validatePassword } from './authRules';
import { recoveryFinished } from './authSlice';
import { PasswordField } from './PasswordField';
import { errorMessage } from '../../api/errors';

/** Where the reset e-mail lands: the link has signed the user in; they choose a new password. */
export function ResetPasswordPage() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [updatePassword, { isLoading, error }] = useUpdatePasswordMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notify = useNotify();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      password: validatePassword(password),
      confirm: confirm !== password ? 'Passwords do not match' : undefined,
    };
    setErrors(found);
    if (found.password || found.confirm) return;
    const result = await updatePassword(password);
    if ('data' in result) {
      dispatch(recoveryFinished());
      notify('Your password has been updated.');
      navigate(paths.dashboard, { replace: true });
    }
  };

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="You're signed in from your reset link. Pick a new password to finish."
    >
      <form onSubmit={submit} noValidate>
        <ResultBanner message={error ? errorMessage(error) : null} severity="error" />
        <Stack spacing={2.5}>
          <PasswordField
            label="New password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={!!errors.password}
            helperText={errors.password ?? 'At least 6 characters'}
            fullWidth
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={!!errors.confirm}
            helperText={errors.confirm}
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" disabled={isLoading} fullWidth>
            {isLoading ? 'Saving...' : 'Set new password'}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
