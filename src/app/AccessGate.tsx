import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { AUTH_STORAGE_KEY } from '../api/authStorage';
import { LoadingState } from '../components/feedback/LoadingState';
import { lazyComponent } from '../components/lazyComponent';
import { parseAuthRedirectError } from '../features/auth/authRules';
import { SignInPage } from '../features/auth/SignInPage';
import { sessionMayExist } from '../features/auth/storedSession';
import type { AppStore } from './store';

export const SignedInRoot = lazyComponent(() => import('./SignedInRoot').then((m) => m.SignedInRoot));

/**
 * SPEC §2 access gate. With no session stored and none arriving in the address, the sign-in
 * screen shows at once, from the entry alone; otherwise (or once the user signs in, here or in
 * another tab) the signed-in part loads and looks the session up, showing 'Loading...' meanwhile.
 */
export function AccessGate({ store, children }: { store?: AppStore; children: ReactNode }) {
  // Read once: supabase-js clears the fragment after a successful link, never after a failed one.
  const [linkError] = useState(() => parseAuthRedirectError(window.location.hash));
  const [signedInPart, setSignedInPart] = useState(sessionMayExist);

  useEffect(() => {
    if (signedInPart) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY && event.newValue) setSignedInPart(true);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [signedInPart]);

  if (!signedInPart) return <SignInPage notice={linkError} onSignedIn={() => setSignedInPart(true)} />;
  return (
    <Suspense fallback={<LoadingState fullScreen />}>
      <SignedInRoot store={store} notice={linkError}>
        {children}
      </SignedInRoot>
    </Suspense>
  );
}
