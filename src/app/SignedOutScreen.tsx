import { useEffect } from 'react';
import { AUTH_STORAGE_KEY } from '../api/authStorage';
import { SignInPage } from '../features/auth/SignInPage';

/** The sign-in screen with no session stored: `onSignedIn` once the user signs in, here or in another tab; `onWarmUp` once they start to. */
export function SignedOutScreen({
  notice,
  onSignedIn,
  onWarmUp,
}: {
  notice: string | null;
  onSignedIn: () => void;
  onWarmUp?: () => void;
}) {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY && event.newValue) onSignedIn();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [onSignedIn]);
  return <SignInPage notice={notice} onSignedIn={onSignedIn} onWarmUp={onWarmUp} />;
}
