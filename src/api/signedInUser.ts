/**
 * The signed-in user's id, as shared code and features other than auth read it: they do not
 * import the auth feature, so they name only the part of the store they need.
 */
export interface SignedInUserState {
  auth: { user: { id: string } | null };
}

export const selectSignedInUserId = (state: SignedInUserState): string | null => state.auth.user?.id ?? null;
