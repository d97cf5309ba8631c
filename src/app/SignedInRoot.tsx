import type { ReactNode } from 'react';
import { LoadingState } from '../components/feedback/LoadingState';
import { useAuth } from '../features/auth/AuthProvider';
import { SignInPage } from '../features/auth/SignInPage';
import { DatabaseSetupOverlay } from '../features/schema-check/DatabaseSetupOverlay';
import { AppProviders } from './AppProviders';
import { getAppStore } from './appStore';
import type { AppStore } from './store';

/**
 * Everything past the sign-in screen, in its own chunk: the store (with supabase-js behind
 * RTK Query), the session and the schema check. Loaded once a session may exist (AccessGate).
 */
interface RootProps {
  /** Tests bring their own store; the app makes one, once. */
  store?: AppStore;
  children: ReactNode;
}

/** SPEC §2 access gate, second half: 'Loading...' until the session lookup; sign-in if it found none. */
export function SignedInRoot({ store, notice, children }: RootProps & { notice: string | null }) {
  return (
    <AppProviders store={store ?? getAppStore()}>
      <SessionGate notice={notice}>
        <DatabaseSetupOverlay>{children}</DatabaseSetupOverlay>
      </SessionGate>
    </AppProviders>
  );
}

/** The store without the gate, for screens open to everyone that read the backend (/status). */
export function DataRoot({ store, children }: RootProps) {
  return <AppProviders store={store ?? getAppStore()}>{children}</AppProviders>;
}

function SessionGate({ notice, children }: { notice: string | null; children: ReactNode }) {
  const { session, loading } = useAuth();
  if (loading) return <LoadingState fullScreen />;
  if (!session) return <SignInPage notice={notice} />;
  return <>{children}</>;
}
