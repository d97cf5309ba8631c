import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { LoadingState } from '../components/feedback/LoadingState';
import { lazyComponent } from '../components/lazyComponent';
import { parseAuthRedirectError } from '../features/auth/authRules';
import { sessionMayExist } from '../features/auth/storedSession';
import { SignedOutScreen } from './SignedOutScreen';
import type { AppStore } from './store';

export const SignedInRoot = lazyComponent(() => import('./SignedInRoot').then((m) => m.SignedInRoot));

/**
 * SPEC §2 access gate. With no session stored and none arriving in the address, the sign-in
 * screen shows at once (a cold start without a session shows it from the entry, src/app/SignedOutApp.tsx); otherwise (or once the user signs in, here or in
 * another tab) the signed-in part loads and looks the session up, showing 'Loading...' meanwhile.
 */
export function AccessGate({ store, children }: { store?: AppStore; children: ReactNode }) {
  // Read once: supabase-js clears the fragment after a successful link, never after a failed one.
  const [linkError] = useState(() => parseAuthRedirectError(window.location.hash));
  const [signedInPart, setSignedInPart] = useState(sessionMayExist);
  const onSignedIn = useCallback(() => setSignedInPart(true), []);

  if (!signedInPart) return <SignedOutScreen notice={linkError} onSignedIn={onSignedIn} />;
  return (
    <Suspense fallback={<LoadingState fullScreen />}>
      <SignedInRoot store={store} notice={linkError}>
        {children}
      </SignedInRoot>
    </Suspense>
  );
}
