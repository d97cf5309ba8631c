/** What the task page needs to say where its bill is paid. */
export interface TaskAccountSource {
  /** The database's vendor_account: the vendor's account for the task's property, else its default. */
  vendor_account: string | null;
  /** The task's own account numbers (SPEC §3). */
  account_numbers: string[];
  property: { name: string } | null;
  vendor: { account_number: string | null } | null;
}

export interface AccountLine {
  label: string;
  number: string;
}

/**
 * The vendor card's account lines: the account the bill is paid under first, named after its
 * property when it is that property's own; then the vendor's default, when it is another number.
 */
export function vendorAccountLines({ vendor_account, property, vendor }: TaskAccountSource): AccountLine[] {
  const fallback = vendor?.account_number?.trim() || null;
  if (!vendor || !vendor_account) return fallback ? [{ label: 'Account', number: fallback }] : [];
  if (vendor_account === fallback || !property) return [{ label: 'Account', number: vendor_account }];
  const lines = [{ label: `${property.name} account`, number: vendor_account }];
  return fallback ? [...lines, { label: 'Default account', number: fallback }] : lines;
}

/** The "Account numbers" the task shows: the one its bill is paid under first, then the task's own, each once. */
export function shownAccountNumbers({ vendor_account, account_numbers }: TaskAccountSource): string[] {
  return [...new Set([vendor_account, ...account_numbers].filter((n): n is string => Boolean(n?.trim())))];
}
