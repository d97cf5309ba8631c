import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { Session, User } from '@supabase/supabase-js';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { syncSession } from './authSession';
import { selectAuthLoading, selectSession } from './authSlice';

export interface AuthContextValue {
  user: User | null;
  session: Session | null;
  loading: boolean;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** The session lives in the store; this provider keeps it in sync and hands it to components. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const loading = useAppSelector(selectAuthLoading);

  useEffect(() => syncSession(dispatch), [dispatch]);

  const value = useMemo(() => ({ session, user: session?.user ?? null, loading }), [session, loading]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
