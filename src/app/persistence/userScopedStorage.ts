import type { WebStorage } from 'redux-persist';
import { draftUnitIds, keepDraftsFor, legacyRule } from './legacyStateRules';

const PREFIX = 'persist:landlordhq:';

/** `persist:landlordhq:calculatorDraft` → `persist:landlordhq:<user id>:calculatorDraft`. */
export const userStorageKey = (userId: string, key: string) =>
  `${PREFIX}${userId}:${key.startsWith(PREFIX) ? key.slice(PREFIX.length) : key}`;

export interface UserScopedStorage extends WebStorage {
  /** The user whose state is read and written now; null: nothing is. */
  user(): string | null;
  setUser(userId: string | null): void;
}

interface Options {
  /** localStorage in the app; tests may bring another. */
  backing?: Storage;
  /** Which of these units the signed-in user owns (asked of the database); throws when it cannot tell. */
  ownedUnitIds(unitIds: string[]): Promise<Set<string>>;
}

/**
 * redux-persist fixes each slice's storage key when the store is made; this storage maps every
 * key to the signed-in user's own, at the moment it reads or writes, so one store serves whoever
 * is signed in and nobody reads another's drafts, deals or filters. Switching users is
 * userSwitch.ts's job: it flushes the old user's writes before the user changes here.
 */
export function createUserScopedStorage({ backing = window.localStorage, ownedUnitIds }: Options): UserScopedStorage {
  let userId: string | null = null;

  async function claimLegacy(user: string, key: string): Promise<string | null> {
    const legacy = backing.getItem(key);
    if (legacy === null) return null;
    const rule = legacyRule(key.slice(PREFIX.length));
    let claimed: string | null = null;
    if (rule === 'claim') claimed = legacy;
    if (rule === 'ownedUnitsOnly') {
      const unitIds = draftUnitIds(legacy);
      // When ownership cannot be asked (offline), the drafts stay where they are for a later claim: never lose a note.
      const owned = unitIds.length ? await ownedUnitIds(unitIds).catch(() => undefined) : new Set<string>();
      if (!owned) return null;
      claimed = keepDraftsFor(legacy, owned);
    }
    if (claimed !== null) backing.setItem(userStorageKey(user, key), claimed);
    backing.removeItem(key);
    return claimed;
  }

  return {
    user: () => userId,
    setUser(next) {
      userId = next;
    },
    async getItem(key) {
      const user = userId;
      if (!user) return null;
      return backing.getItem(userStorageKey(user, key)) ?? claimLegacy(user, key);
    },
    async setItem(key, value) {
      if (userId) backing.setItem(userStorageKey(userId, key), value);
    },
    async removeItem(key) {
      if (userId) backing.removeItem(userStorageKey(userId, key));
    },
  };
}
