import { useNavigate } from 'react-router-dom';
import { useNotify } from '../../components/feedback/FeedbackProvider';
import { useSignOutMutation } from '../../features/auth/authApi';
import { paths } from '../../config/paths';
import { errorMessage } from '../../api/errors';

/** Signs out and returns to the start; a failure reaches the user instead of vanishing. */
export function useSignOut() {
  const [signOut] = useSignOutMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  return async () => {
    const result = await signOut();
    if ('error' in result) notify(errorMessage(result.error), 'error');
    else navigate(paths.dashboard, { replace: true });
  };
}
