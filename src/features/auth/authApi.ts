import { baseApi } from '../../api/baseApi';
import { runMutation } from '../../api/query';
import { supabase } from '../../api/supabase';
import { paths } from '../../config/paths';

export interface Credentials {
  email: string;
  password: string;
}

const resetRedirect = () => `${window.location.origin}${paths.resetPassword}`;

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<null, Credentials>({
      queryFn: (credentials) =>
        runMutation(async () => {
          const { error } = await supabase.auth.signInWithPassword(credentials);
          return { data: null, error };
        }),
    }),
    signUp: build.mutation<null, Credentials>({
      queryFn: (credentials) =>
        runMutation(async () => {
          const { error } = await supabase.auth.signUp({
            ...credentials,
            options: { emailRedirectTo: window.location.origin },
          });
          return { data: null, error };
        }),
    }),
    signOut: build.mutation<null, void>({
      queryFn: () =>
        runMutation(async () => {
          const { error } = await supabase.auth.signOut();
          return { data: null, error };
        }),
    }),
    // SPEC §7: the reset e-mail redirects to /reset-password.
    sendPasswordReset: build.mutation<null, string>({
      queryFn: (email) =>
        runMutation(async () => {
          const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: resetRedirect() });
          return { data: null, error };
        }),
    }),
    updatePassword: build.mutation<null, string>({
      queryFn: (password) =>
        runMutation(async () => {
          const { error } = await supabase.auth.updateUser({ password });
          return { data: null, error };
        }),
    }),
  }),
});

export const {
  useSignInMutation,
  useSignUpMutation,
  useSignOutMutation,
  useSendPasswordResetMutation,
  useUpdatePasswordMutation,
} = authApi;
