import { validateNewAccount } from './vendorRules';

/** A property account as typed, before it is saved. */
export interface AccountDraft {
  propertyId: string;
  accountNumber: string;
  notes: string;
}

export const EMPTY_ACCOUNT_DRAFT: AccountDraft = { propertyId: '', accountNumber: '', notes: '' };

/** An account row as create_vendor_with_accounts and the table take it (a type: it is sent as JSON). */
export type NewVendorAccount = {
  property_id: string;
  account_number: string;
  notes: string | null;
};

export const isBlankDraft = (draft: AccountDraft) =>
  !draft.propertyId && !draft.accountNumber.trim() && !draft.notes.trim();

export const toNewAccount = (draft: AccountDraft): NewVendorAccount => ({
  property_id: draft.propertyId,
  account_number: draft.accountNumber.trim(),
  notes: draft.notes.trim() || null,
});

export type AccountsToSave = { accounts: NewVendorAccount[]; error: null } | { accounts: null; error: string };

/**
 * What a save sends with the vendor: the rows already added, and the row still being typed when
 * it is complete (a landlord who typed an account and pressed Save Vendor meant it to be saved).
 * A half-typed row stops the save with its sentence, so nothing typed is dropped unseen.
 */
export function accountsToSave(added: AccountDraft[], draft: AccountDraft): AccountsToSave {
  if (isBlankDraft(draft)) return { accounts: added.map(toNewAccount), error: null };
  const error = validateNewAccount(draft);
  return error ? { accounts: null, error } : { accounts: [...added, draft].map(toNewAccount), error: null };
}

/** The notice after a new vendor is saved. */
export function vendorAddedMessage(accountCount: number): string {
  if (accountCount === 0) return 'Vendor added';
  return `Vendor added with ${accountCount === 1 ? '1 property account' : `${accountCount} property accounts`}`;
}
