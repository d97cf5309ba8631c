import { loadAuth } from '../../api/auth';
import { baseApi } from '../../api/baseApi';
import { runMutation } from '../../api/query';
import { sendPasswordReset } from './authClient';

/** The auth calls of signed-in screens; the sign-in screen's own are in authClient. */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signOut: build.mutation<null, void>({
      queryFn: () =>
        runMutation(async () => {
          const { error } = await (await loadAuth()).signOut();
          return { data: null, error };
        }),
    }),
    // Settings' password reset button: the same e-mail as the sign-in screen's.
    sendPasswordReset: build.mutation<null, string>({ queryFn: sendPasswordReset }),
    updatePassword: build.mutation<null, string>({
      queryFn: (password) =>
        runMutation(async () => {
          const { error } = await (await loadAuth()).updateUser({ password });
          return { data: null, error };
        }),
    }),
  }),
});

export const { useSignOutMutation, useSendPasswordResetMutation, useUpdatePasswordMutation } = authApi;
