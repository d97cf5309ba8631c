import { addDaysTo, yearOf } from '../../utils/landlordToday';
import type { Tables, TablesInsert } from '../../api/database.types';
import { linkError, linkValue } from '../../utils/links';
import { moneyError, moneyText, moneyValue } from '../../utils/money';

export type PropertyRow = Tables<'properties'>;
export type UnitRow = Tables<'units'>;
export type LeaseStatus = 'Vacant' | 'MonthToMonth' | 'FixedTerm';

export const LEASE_STATUSES: Array<{ value: LeaseStatus; label: string }> = [
  { value: 'Vacant', label: 'Vacant' },
  { value: 'MonthToMonth', label: 'Month-to-month' },
  { value: 'FixedTerm', label: 'Fixed term' },
];
export const BEDROOMS = ['Studio', '1', '2', '3', '4'] as const;
export const DEPOSIT_HOLDERS = ['Owner', 'Property Manager'] as const;

/** SPEC §9: a property card shows its first 3 units, then '+N more units'. */
export const UNITS_ON_CARD = 3;

// ------------------------------------------------------------------ property form

export interface PropertyForm {
  name: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  zip: string;
  notes: string;
  property_manager_id: string;
  loan_amount: string;
  loan_number: string;
  lender_name: string;
  lender_website: string;
  /** Percent a year, as typed ("6.75" or "6.75%"). */
  loan_interest_rate: string;
  loan_term_years: string;
  loan_first_payment_on: string;
  loan_escrow_taxes: string;
  loan_escrow_insurance: string;
}

export type PropertyErrors = Partial<Record<keyof PropertyForm, string>>;

export const EMPTY_PROPERTY_FORM: PropertyForm = {
  name: '',
  address_line1: '',
  address_line2: '',
  city: '',
  state: '',
  zip: '',
  notes: '',
  property_manager_id: '',
  loan_amount: '',
  loan_number: '',
  lender_name: '',
  lender_website: '',
  loan_interest_rate: '',
  loan_term_years: '',
  loan_first_payment_on: '',
  loan_escrow_taxes: '',
  loan_escrow_insurance: '',
};

const REQUIRED: Array<[keyof PropertyForm, string]> = [
  ['name', 'Property name is required'],
  ['address_line1', 'Address is required'],
  ['city', 'City is required'],
  ['state', 'State is required'],
  ['zip', 'ZIP code is required'],
];

type LoanFields = Pick<
  PropertyForm,
  | 'loan_amount'
  | 'loan_number'
  | 'lender_name'
  | 'lender_website'
  | 'loan_interest_rate'
  | 'loan_term_years'
  | 'loan_first_payment_on'
  | 'loan_escrow_taxes'
  | 'loan_escrow_insurance'
>;

export const RATE_MESSAGE = 'Interest rate must be between 0% and 30%';
export const TERM_MESSAGE = 'Loan term must be between 1 and 50 years';

/** A rate as typed ("6.75", "6.75 %"): the number, null for none, NaN for anything else. */
export function rateValue(text: string): number | null {
  const trimmed = text.replace(/%/g, '').trim();
  if (!trimmed) return null;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A term in whole years as typed: the number, null for none, NaN for anything else. */
function yearsValue(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * The loan's fields: amounts as landlords type them ("$250,000"), a rate between 0% and 30% and a
 * term of 1 to 50 years (the database's own limits), a link the database takes for the lender's website.
 */
export function validateLoan(form: LoanFields): Partial<Record<keyof LoanFields, string>> {
  const errors: Partial<Record<keyof LoanFields, string>> = {};
  for (const key of ['loan_amount', 'loan_escrow_taxes', 'loan_escrow_insurance'] as const) {
    const amount = moneyError(form[key]);
    if (amount) errors[key] = amount;
  }
  const website = linkError(form.lender_website);
  if (website) errors.lender_website = website;
  const rate = rateValue(form.loan_interest_rate);
  if (rate !== null && !(rate >= 0 && rate <= 30)) errors.loan_interest_rate = RATE_MESSAGE;
  const years = yearsValue(form.loan_term_years);
  if (years !== null && !(years >= 1 && years <= 50)) errors.loan_term_years = TERM_MESSAGE;
  return errors;
}

/** SPEC §5 property rules. */
export function validateProperty(form: PropertyForm): PropertyErrors {
  const errors: PropertyErrors = {};
  for (const [field, message] of REQUIRED) if (!form[field].trim()) errors[field] = message;
  return { ...errors, ...validateLoan(form) };
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);

export function toPropertyRow(form: PropertyForm): Omit<TablesInsert<'properties'>, 'user_id'> {
  return {
    name: form.name.trim(),
    address_line1: form.address_line1.trim(),
    address_line2: orNull(form.address_line2),
    city: form.city.trim(),
    state: form.state.trim(),
    zip: form.zip.trim(),
    notes: orNull(form.notes),
    property_manager_id: form.property_manager_id || null,
    ...toLoanRow(form),
  };
}

export function toLoanRow(form: LoanFields) {
  const years = yearsValue(form.loan_term_years);
  return {
    loan_amount: moneyValue(form.loan_amount),
    loan_number: orNull(form.loan_number),
    lender_name: orNull(form.lender_name),
    // A website typed without a scheme gets https://, as the vendor and manager forms do (SPEC §5).
    lender_website: linkValue(form.lender_website),
    loan_interest_rate: rateValue(form.loan_interest_rate),
    loan_term_months: years === null ? null : years * 12,
    loan_first_payment_on: form.loan_first_payment_on || null,
    loan_escrow_taxes: moneyValue(form.loan_escrow_taxes),
    loan_escrow_insurance: moneyValue(form.loan_escrow_insurance),
  };
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function toPropertyForm(row: PropertyRow): PropertyForm {
  return {
    name: row.name,
    address_line1: row.address_line1,
    address_line2: text(row.address_line2),
    city: row.city,
    state: row.state,
    zip: row.zip,
    notes: text(row.notes),
    property_manager_id: text(row.property_manager_id),
    loan_amount: moneyText(row.loan_amount),
    loan_number: text(row.loan_number),
    lender_name: text(row.lender_name),
    lender_website: text(row.lender_website),
    loan_interest_rate: text(row.loan_interest_rate),
    loan_term_years: row.loan_term_months === null ? '' : String(row.loan_term_months / 12),
    loan_first_payment_on: text(row.loan_first_payment_on),
    loan_escrow_taxes: moneyText(row.loan_escrow_taxes),
    loan_escrow_insurance: moneyText(row.loan_escrow_insurance),
  };
}

export function formatAddress(
  p: Pick<PropertyRow, 'address_line1' | 'address_line2' | 'city' | 'state' | 'zip'>,
): string {
  const street = [p.address_line1, p.address_line2].filter(Boolean).join(', ');
  return `${street}, ${p.city}, ${p.state} ${p.zip}`;
}

// ---------------------------------------------------------------------- units

export interface UnitForm {
  unit_label: string;
  monthly_rent: string;
  lease_status: LeaseStatus;
  lease_end_date: string;
  tenant_name: string;
  bedrooms: string;
  section_8_tenant: boolean;
  security_deposit_amount: string;
  security_deposit_held_by: string;
  notes: string;
}

export type UnitErrors = Partial<Record<keyof UnitForm, string>>;

export const EMPTY_UNIT_FORM: UnitForm = {
  unit_label: '',
  monthly_rent: '',
  lease_status: 'Vacant',
  lease_end_date: '',
  tenant_name: '',
  bedrooms: '',
  section_8_tenant: false,
  security_deposit_amount: '',
  security_deposit_held_by: '',
  notes: '',
};

export function validateUnit(form: UnitForm): UnitErrors {
  const errors: UnitErrors = {};
  if (!form.unit_label.trim()) errors.unit_label = 'Unit label is required';
  const rent = moneyError(form.monthly_rent);
  if (rent) errors.monthly_rent = rent;
  const deposit = moneyError(form.security_deposit_amount);
  if (deposit) errors.security_deposit_amount = deposit;
  return errors;
}

/** SPEC §4: switching away from FixedTerm clears the lease end date. */
export function withLeaseStatus(form: UnitForm, status: LeaseStatus): UnitForm {
  return { ...form, lease_status: status, lease_end_date: status === 'FixedTerm' ? form.lease_end_date : '' };
}

/** SPEC §4: the end date is saved only for FixedTerm. */
export function toUnitRow(form: UnitForm) {
  return {
    unit_label: form.unit_label.trim(),
    monthly_rent: moneyValue(form.monthly_rent),
    lease_status: form.lease_status,
    lease_end_date: form.lease_status === 'FixedTerm' && form.lease_end_date ? form.lease_end_date : null,
    tenant_name: orNull(form.tenant_name),
    bedrooms: form.bedrooms || null,
    section_8_tenant: form.section_8_tenant,
    security_deposit_amount: moneyValue(form.security_deposit_amount),
    security_deposit_held_by: form.security_deposit_held_by || null,
    notes: orNull(form.notes),
  };
}

export function toUnitForm(row: UnitRow): UnitForm {
  return {
    unit_label: row.unit_label,
    monthly_rent: moneyText(row.monthly_rent),
    lease_status: row.lease_status as LeaseStatus,
    lease_end_date: text(row.lease_end_date),
    tenant_name: text(row.tenant_name),
    bedrooms: text(row.bedrooms),
    section_8_tenant: row.section_8_tenant,
    security_deposit_amount: moneyText(row.security_deposit_amount),
    security_deposit_held_by: text(row.security_deposit_held_by),
    notes: text(row.notes),
  };
}

export const leaseStatusLabel = (status: string) => LEASE_STATUSES.find((s) => s.value === status)?.label ?? status;

/** SPEC §4: a unit is occupied when its lease status is not Vacant. */
export const isOccupied = (unit: Pick<UnitRow, 'lease_status'>) => unit.lease_status !== 'Vacant';

export function unitCounts(units: Array<Pick<UnitRow, 'lease_status' | 'monthly_rent'>>) {
  const occupied = units.filter(isOccupied);
  return {
    total: units.length,
    occupied: occupied.length,
    vacant: units.length - occupied.length,
    rentRoll: occupied.reduce((sum, unit) => sum + Number(unit.monthly_rent ?? 0), 0),
  };
}

/** Unit labels in natural order (2 before 10). One collator: localeCompare with options builds one per call. */
const labelOrder = new Intl.Collator(undefined, { numeric: true });

export function byUnitLabel<T extends Pick<UnitRow, 'unit_label'>>(units: T[]): T[] {
  return [...units].sort((a, b) => labelOrder.compare(a.unit_label, b.unit_label));
}

/** The first units a card shows, and how many more of `total` there are (a page's card carries only its first units). */
export function unitsPreview<T extends Pick<UnitRow, 'unit_label'>>(
  units: T[],
  total = units.length,
  shown = UNITS_ON_CARD,
) {
  const sorted = byUnitLabel(units).slice(0, shown);
  return { shown: sorted, more: Math.max(0, total - sorted.length) };
}

/**
 * SPEC §2 lease-end filter: a lease ending between today and today + days, both inclusive, as the
 * dates the database filters on (yyyy-MM-dd in the landlord's own calendar).
 */
export function leaseWindowBounds(days: number, today: string): { from: string; to: string } {
  return { from: today, to: addDaysTo(today, days) };
}

/** Cards per page; the list reads one page at a time. */
export const PROPERTY_PAGE_SIZES = [24, 48, 96];

/** The arguments of /properties/:id's reads, from the landlord's today (yyyy-MM-dd). */
export const propertyDetailArgs = (propertyId: string, today: string) => ({
  increases: { propertyId, from: today },
  expenses: { propertyId, year: yearOf(today) },
});
