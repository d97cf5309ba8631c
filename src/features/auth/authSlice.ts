import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Session, User } from '@supabase/supabase-js';

/** SPEC §3 session/auth context: loading stays true until the first session lookup returns. */
export interface AuthState {
  session: Session | null;
  user: User | null;
  loading: boolean;
  /** Set when the user arrived from a password-recovery link. */
  recovering: boolean;
}

/** Same tokens and same user: a refresh or a change to the user (a new password) is a new session. */
export function sameSession(a: Session | null, b: Session | null): boolean {
  if (!a || !b) return a === b;
  return (
    a.access_token === b.access_token &&
    a.refresh_token === b.refresh_token &&
    JSON.stringify(a.user) === JSON.stringify(b.user)
  );
}

const initialState: AuthState = { session: null, user: null, loading: true, recovering: false };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionChanged(state, action: PayloadAction<{ session: Session | null; recovering?: boolean }>) {
      // The same session again (auth-js's first event, after the stored session was read without
      // it) keeps the state as it is, so nothing that reads it renders again.
      if (state.loading || !sameSession(state.session, action.payload.session)) {
        state.session = action.payload.session;
        state.user = action.payload.session?.user ?? null;
      }
      state.loading = false;
      if (action.payload.recovering !== undefined) state.recovering = action.payload.recovering;
      if (!action.payload.session) state.recovering = false;
    },
    recoveryFinished(state) {
      state.recovering = false;
    },
  },
  selectors: {
    selectSession: (state) => state.session,
    selectUser: (state) => state.user,
    selectAuthLoading: (state) => state.loading,
    selectRecovering: (state) => state.recovering,
  },
});

export const { sessionChanged, recoveryFinished } = authSlice.actions;
export const { selectSession, selectUser, selectAuthLoading, selectRecovering } = authSlice.selectors;
