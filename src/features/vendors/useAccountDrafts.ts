import { useState } from 'react';
import { accountsToSave, EMPTY_ACCOUNT_DRAFT, isBlankDraft, type AccountDraft } from './accountDrafts';

/**
 * The property accounts typed in the vendor form and not saved yet: the row being typed, for a new
 * vendor the rows added to be saved with it, and saved accounts changed in place. Kept by the form,
 * so its save and its close see them.
 */
export function useAccountDrafts() {
  const [added, setAdded] = useState<AccountDraft[]>([]);
  const [draft, setDraft] = useState<AccountDraft>(EMPTY_ACCOUNT_DRAFT);
  const [message, setMessage] = useState<string | null>(null);
  // Saved accounts open for editing with changes not saved yet, by id.
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  const markChanged = (id: string, isChanged: boolean) =>
    setChanged((ids) => {
      if (ids.has(id) === isChanged) return ids;
      const next = new Set(ids);
      if (isChanged) next.add(id);
      else next.delete(id);
      return next;
    });

  /** The accounts a save sends, or null (and the section's message) when a half-typed row stops it. */
  const toSave = () => {
    const result = accountsToSave(added, draft);
    setMessage(result.error);
    return result.accounts;
  };

  return {
    added,
    setAdded,
    draft,
    setDraft,
    message,
    setMessage,
    toSave,
    markChanged,
    unsaved: added.length > 0 || !isBlankDraft(draft) || changed.size > 0,
  };
}

export type AccountDrafts = ReturnType<typeof useAccountDrafts>;
