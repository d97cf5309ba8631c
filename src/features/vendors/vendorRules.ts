import { addDaysTo } from '../../utils/landlordToday';
import type { Tables, TablesInsert } from '../../api/database.types';
import { linkError, linkValue } from '../../utils/links';

export type VendorRow = Tables<'vendors'>;
export type VendorAccountRow = Tables<'vendor_property_accounts'>;
/** SPEC §3: an account carries its linked property's name. */
export type VendorAccount = VendorAccountRow & { property: { id: string; name: string } | null };
export type VendorTask = Pick<Tables<'tasks'>, 'id' | 'title' | 'status' | 'due_on' | 'actual_cost'>;
export type VendorDetail = VendorRow & { tasks: VendorTask[] };
export type PropertyChoice = { id: string; name: string };

/** SPEC §3 vendor categories, the same list as the CHECK constraint on vendors.category. */
export const VENDOR_CATEGORIES = [
  'Water',
  'Power',
  'Trash',
  'Internet',
  'HOA',
  'Tax',
  'Maintenance',
  'Insurance',
  'Other',
] as const;

/** What the landlord types, kept as entered until a save succeeds. */
export interface VendorForm {
  name: string;
  category: string;
  website_url: string;
  account_number: string;
  payment_method: string;
  notes: string;
  w9_on_file: boolean;
  tax_id: string;
}
/** The form's text fields: all but the W-9 box. */
export type VendorTextField = Exclude<keyof VendorForm, 'w9_on_file'>;
export type VendorFormErrors = Partial<Record<keyof VendorForm, string>>;
export type VendorFields = Omit<TablesInsert<'vendors'>, 'id' | 'user_id' | 'created_at' | 'updated_at'>;

export const EMPTY_VENDOR_FORM: VendorForm = {
  name: '',
  category: '',
  website_url: '',
  account_number: '',
  payment_method: '',
  notes: '',
  w9_on_file: false,
  tax_id: '',
};

export function toVendorForm(vendor: VendorRow | null | undefined): VendorForm {
  if (!vendor) return EMPTY_VENDOR_FORM;
  return {
    name: vendor.name,
    category: vendor.category,
    website_url: vendor.website_url ?? '',
    account_number: vendor.account_number ?? '',
    payment_method: vendor.payment_method ?? '',
    notes: vendor.notes ?? '',
    w9_on_file: vendor.w9_on_file,
    tax_id: vendor.tax_id ?? '',
  };
}

/**
 * The database keeps a tax id as an SSN (123-45-6789) or an EIN (12-3456789), reading spaces or
 * dots typed for the dashes as dashes (check_vendor_tax_id); the form says so before the round trip.
 */
export const TAX_ID_MESSAGE = 'Tax ID must be an SSN like 123-45-6789 or an EIN like 12-3456789';
const taxIdAsKept = (typed: string) => typed.trim().replace(/[\s.]+/g, '-');
export const taxIdError = (typed: string) => {
  const kept = taxIdAsKept(typed);
  return kept === '' || /^\d{3}-\d{2}-\d{4}$/.test(kept) || /^\d{2}-\d{7}$/.test(kept) ? null : TAX_ID_MESSAGE;
};

/** The last four digits in the shape of the id, as form_1099_totals shows it: ***-**-6789 or **-***6789. */
export function maskTaxId(taxId: string | null): string | null {
  if (!taxId) return null;
  return /^\d{2}-/.test(taxId) ? `**-***${taxId.slice(-4)}` : `***-**-${taxId.slice(-4)}`;
}

/** SPEC §5 vendor: name and category required. */
export function validateVendor(form: VendorForm): VendorFormErrors {
  const errors: VendorFormErrors = {};
  if (!form.name.trim()) errors.name = 'Vendor name is required';
  if (!form.category.trim()) errors.category = 'Category is required';
  const website = linkError(form.website_url);
  if (website) errors.website_url = website;
  const taxId = taxIdError(form.tax_id);
  if (taxId) errors.tax_id = taxId;
  return errors;
}

/** The row to save: trimmed, the website given https:// when it has no scheme (SPEC §5), empty optional fields as null. */
export function toVendorFields(form: VendorForm): VendorFields {
  const optional = (value: string) => value.trim() || null;
  return {
    name: form.name.trim(),
    category: form.category,
    website_url: linkValue(form.website_url),
    account_number: optional(form.account_number),
    payment_method: optional(form.payment_method),
    notes: optional(form.notes),
    w9_on_file: form.w9_on_file,
    tax_id: taxIdAsKept(form.tax_id) || null,
  };
}

export const vendorSaveError = (message: string) => `Error saving vendor: ${message}`;

/** SPEC §5 confirmation: the database keeps the vendor's tasks and clears their vendor. */
export function deleteVendorMessage(name: string, taskCount: number): string {
  const tasks = taskCount === 1 ? '1 task stays' : `${taskCount} tasks stay`;
  return `Delete "${name}"? Its property accounts are deleted with it; its ${tasks}, without a vendor.`;
}

// ------------------------------------------------------------ property accounts

export interface NewAccount {
  propertyId: string;
  accountNumber: string;
}

/**
 * SPEC §5 account add: the first unmet rule, or null. A new vendor's accounts are typed before
 * the vendor exists and saved with it, so a missing vendor is no longer a rule.
 */
export function validateNewAccount({ propertyId, accountNumber }: NewAccount): string | null {
  if (!propertyId) return 'Please select a property';
  if (!accountNumber.trim()) return 'Please enter an account number';
  return null;
}

/** SPEC §5 account edit. */
export function validateAccountEdit(accountNumber: string): string | null {
  return accountNumber.trim() ? null : 'Account number is required';
}

/** SPEC §8 property account errors. */
export const accountError = (action: 'adding' | 'updating' | 'deleting', message: string) =>
  `Error ${action} property account: ${message}`;

/** SPEC §5: only properties not yet linked to the vendor are offered. */
export function propertiesOffered(
  properties: PropertyChoice[],
  accounts: Pick<VendorAccountRow, 'property_id'>[],
): PropertyChoice[] {
  const linked = new Set(accounts.map((a) => a.property_id));
  return properties.filter((p) => !linked.has(p.id));
}

/** The card's one-line account summary. */
export function accountSummary(vendor: { account_number: string | null; account_count: number }): string {
  const count = vendor.account_count;
  const perProperty =
    count === 0 ? 'No property accounts' : count === 1 ? '1 property account' : `${count} property accounts`;
  return vendor.account_number ? `Account ${vendor.account_number} · ${perProperty}` : perProperty;
}

// ------------------------------------------------------------------- spending

/** SPEC §9 spending windows in days; the first is the default. */
export const SPENDING_WINDOWS = [30, 90, 180, 365] as const;
export type SpendingWindow = (typeof SPENDING_WINDOWS)[number];
/** The widest window: the API fetches this much once and the summary narrows it. */
export const MAX_SPENDING_WINDOW: SpendingWindow = 365;
export const RECENT_SPENDING_COUNT = 3;

/** A payment to the vendor in the ledger, with its task's title when it settled one. */
export interface SpendingPayment {
  id: string;
  amount: number;
  /** yyyy-MM-dd */
  paid_on: string;
  memo: string | null;
  task: { id: string; title: string } | null;
}

export interface SpendingSummary {
  total: number;
  count: number;
  /** 0 when nothing was spent, never NaN. */
  average: number;
  recent: SpendingPayment[];
}

/** The first day of a window of `days` days ending on the landlord's today, both ends inclusive. */
export function spendingWindowStart(today: string, days: number): string {
  return addDaysTo(today, 1 - days);
}

/** What a payment is called in the list: its task, else its memo. */
export const paymentTitle = (p: SpendingPayment) => p.task?.title ?? (p.memo?.trim() || 'Expense');

/**
 * SPEC §9 with the ledger: payments to the vendor paid on one of the last
 * `days` days, today included; one dated after today is not spent yet.
 */
export function spendingSummary(payments: SpendingPayment[], days: number, today: string): SpendingSummary {
  const first = spendingWindowStart(today, days);
  const last = today;
  const inWindow = payments
    .filter((p) => p.paid_on >= first && p.paid_on <= last)
    .sort((a, b) => b.paid_on.localeCompare(a.paid_on) || a.id.localeCompare(b.id));
  // Cents, so that sums of 2-decimal amounts do not drift.
  const cents = inWindow.reduce((sum, p) => sum + Math.round(Number(p.amount) * 100), 0);
  const count = inWindow.length;
  return {
    total: cents / 100,
    count,
    average: count ? Math.round(cents / count) / 100 : 0,
    recent: inWindow.slice(0, RECENT_SPENDING_COUNT),
  };
}

/** The vendor page's task summary. */
export function taskSummary(tasks: Pick<VendorTask, 'status'>[]) {
  return {
    total: tasks.length,
    open: tasks.filter((t) => t.status === 'Open').length,
    completed: tasks.filter((t) => t.status === 'Completed').length,
    skipped: tasks.filter((t) => t.status === 'Skipped').length,
  };
}

/**
 * The spending card's read; the detail page starts it with the vendor's own, so neither waits for
 * the other. From the start of that day: a superset the summary narrows, and the same cache entry
 * all day, so a return visit reads nothing again.
 */
export const spendingQuery = (vendorId: string, today: string) => ({
  vendorId,
  since: spendingWindowStart(today, MAX_SPENDING_WINDOW),
});

/** Vendors per page; the list reads one page at a time. */
export const VENDOR_PAGE_SIZES = [24, 48, 96];
