import { createAction, createListenerMiddleware } from '@reduxjs/toolkit';
import type { Persistor } from 'redux-persist';
import { baseApi } from '../../api/baseApi';
import { sessionChanged } from '../../features/auth/authSlice';
import type { UserScopedStorage } from './userScopedStorage';

/** Drops every persisted slice back to its initial state, ready to read the next user's. */
export const userStateCleared = createAction('app/userStateCleared');

/**
 * Follows the signed-in user: when the session's user changes (sign-out, another user signing
 * in, here or in another tab), the previous user's cached server data goes at once; their
 * browser state is written out under their own keys, the store's copy is emptied, and the next
 * user's is read in. Switches run one after another, so a quick sign-out and sign-in cannot
 * interleave their writes.
 */
export function followSignedInUser(storage: UserScopedStorage, persistor: () => Persistor) {
  const listener = createListenerMiddleware();
  let target = storage.user();
  let switching = Promise.resolve();

  listener.startListening({
    actionCreator: sessionChanged,
    effect: (action, api) => {
      const next = action.payload.session?.user.id ?? null;
      if (next === target) return;
      target = next;
      api.dispatch(baseApi.util.resetApiState());
      switching = switching.then(async () => {
        const store = persistor();
        store.pause();
        await store.flush();
        storage.setUser(next);
        api.dispatch(userStateCleared());
        store.persist();
      });
    },
  });
  return listener.middleware;
}
