import { useCallback, useState } from 'react';
import { LoadingState } from '../components/feedback/LoadingState';
import { parseAuthRedirectError } from '../features/auth/authRules';
import { ThemeRoot } from '../theme/ThemeRoot';
import { SignedOutScreen } from './SignedOutScreen';

/**
 * A cold start with no session: the sign-in screen from the entry alone, without the
 * router. Once the user signs in, `start` loads the app (router, store, shell) and replaces this
 * (`warmUp` starts its download as they begin to fill the form in);
 * 'Loading...' meanwhile, as the access gate shows it.
 */
export function SignedOutApp({ start, warmUp }: { start: () => Promise<unknown>; warmUp?: () => void }) {
  // Read once: supabase-js clears the fragment after a successful link, never after a failed one.
  const [notice] = useState(() => parseAuthRedirectError(window.location.hash));
  const [signedIn, setSignedIn] = useState(false);
  const onSignedIn = useCallback(() => {
    setSignedIn(true);
    // The app's code failed to arrive: the entry shows StartFailed (src/main.tsx).
    void start();
  }, [start]);
  return (
    <ThemeRoot>
      {signedIn ? (
        <LoadingState fullScreen />
      ) : (
        <SignedOutScreen notice={notice} onSignedIn={onSignedIn} onWarmUp={warmUp} />
      )}
    </ThemeRoot>
  );
}
