import { useNavigate } from 'react-router-dom';
import { useNotify } from '../../components/feedback/FeedbackProvider';
import { useSignOutMutation } from '../../features/auth/authApi';
import { selectSession } from '../../features/auth/authSlice';
import { paths } from '../../config/paths';
import { errorMessage } from '../../api/errors';
import { useAppStore } from '../hooks';

/**
 * Signs out and returns to the start; a failure reaches the user instead of vanishing. The session
 * gone means the sign-out took effect, whatever the call reports: the change of user resets the
 * API's state, which aborts the sign-out's own request as it returns.
 */
export function useSignOut() {
  const [signOut] = useSignOutMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  const store = useAppStore();
  return async () => {
    const result = await signOut();
    if (selectSession(store.getState()) === null) navigate(paths.dashboard, { replace: true });
    else if ('error' in result) notify(errorMessage(result.error), 'error');
  };
}
