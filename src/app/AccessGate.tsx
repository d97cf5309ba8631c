import { useState, type ReactNode } from 'react';
import { LoadingState } from '../components/feedback/LoadingState';
import { parseAuthRedirectError } from '../features/auth/authRules';
import { useAuth } from '../features/auth/AuthProvider';
import { SignInPage } from '../features/auth/SignInPage';

/** SPEC §2 access gate: 'Loading...' until the first session lookup; signed-out users see only sign-in. */
export function AccessGate({ children }: { children: ReactNode }) {
  const { session, loading } = useAuth();
  // Read once: supabase-js clears the fragment after a successful link, never after a failed one.
  const [linkError] = useState(() => parseAuthRedirectError(window.location.hash));
  if (loading) return <LoadingState fullScreen />;
  if (!session) return <SignInPage notice={linkError} />;
  return <>{children}</>;
}
