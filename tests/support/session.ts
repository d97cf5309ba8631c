import { makeSession, testUser } from '../../mocks/fixtures';
import { AUTH_STORAGE_KEY } from '../../src/api/authStorage';

/** Starts a test signed in, as if the user had signed in earlier in this browser. */
export function storeSession(session = makeSession()) {
  window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
}

/** Where the test user's persisted slice lives in this browser (kept per signed-in user). */
export const userStateKey = (slice: string, userId = testUser.id) => `persist:landlordhq:${userId}:${slice}`;
