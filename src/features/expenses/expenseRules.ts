import { isValid, parseISO } from 'date-fns';
import { moneyValue, parseMoney } from '../../utils/money';
import { TAX_LINE_NUMBERS, type TaxLine } from '../../utils/scheduleE';

export { TAX_LINE_NUMBERS, TAX_LINES, taxLineLabel, type TaxLine } from '../../utils/scheduleE';

export const EXPENSE_CATEGORIES = [
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

/**
 * The Schedule E line a vendor category defaults to. The database's default_tax_line is the
 * same table (it files a completion's payment); both run against tests/cases/taxLineCases.json.
 */
export function defaultTaxLine(category: string): TaxLine {
  switch (category) {
    case 'Water':
    case 'Power':
    case 'Trash':
    case 'Internet':
      return 17;
    case 'Tax':
      return 16;
    case 'Insurance':
      return 9;
    case 'Maintenance':
      return 14;
    default:
      return 19;
  }
}

// ---------------------------------------------------------------- filters

/** /expenses filters as they stand in the address bar. property: '' all, 'business', or an id. */
export interface ExpenseFilters {
  property: string;
  vendor: string;
  category: string;
  /** A tax year, e.g. '2026'; ignored when from or to is set. */
  year: string;
  from: string;
  to: string;
}
export const NO_FILTERS: ExpenseFilters = { property: '', vendor: '', category: '', year: '', from: '', to: '' };

/** What the database filters on (filtered_payments / payments_totals arguments, also the cache key). */
export interface ExpenseQueryFilters {
  p_property?: string;
  p_vendor_id?: string;
  p_category?: string;
  p_from?: string;
  p_to?: string;
}

const isDay = (value: string | null): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parseISO(value));
const isYear = (value: string | null): value is string => !!value && /^(20\d{2})$/.test(value);
// The database matches nothing for an id that is not one of the landlord's.
const isId = (value: string | null): value is string => !!value && /^[\w-]{1,64}$/.test(value);

/** Reads the filters; anything malformed means "all" rather than an error from the database. */
export function parseExpenseFilters(params: URLSearchParams): ExpenseFilters {
  const property = params.get('property');
  return {
    property: property === 'business' || isId(property) ? property : '',
    vendor: isId(params.get('vendor')) ? params.get('vendor')! : '',
    category: (EXPENSE_CATEGORIES as readonly string[]).includes(params.get('category') ?? '')
      ? params.get('category')!
      : '',
    year: isYear(params.get('year')) ? params.get('year')! : '',
    from: isDay(params.get('from')) ? params.get('from')! : '',
    to: isDay(params.get('to')) ? params.get('to')! : '',
  };
}

/** Writes them back, defaults left out, so a clean list has a clean address. */
export function toExpenseSearchParams(filters: ExpenseFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['property', 'vendor', 'category', 'year', 'from', 'to'] as const)
    if (filters[key]) params.set(key, filters[key]);
  return params;
}

export const hasExpenseFilters = (filters: ExpenseFilters) => toExpenseSearchParams(filters).toString() !== '';

/** On a phone the six filter fields fill the screen: they wait behind "Filters" until a filter is chosen. */
export const EXPENSE_FILTERS_COLLAPSIBLE = 'phone';

/** A date range wins over a year; a year is 1 January through 31 December. */
export function toExpenseQuery(filters: ExpenseFilters): ExpenseQueryFilters {
  const range =
    filters.from || filters.to
      ? { from: filters.from, to: filters.to }
      : filters.year
        ? { from: `${filters.year}-01-01`, to: `${filters.year}-12-31` }
        : { from: '', to: '' };
  return {
    ...(filters.property ? { p_property: filters.property } : {}),
    ...(filters.vendor ? { p_vendor_id: filters.vendor } : {}),
    ...(filters.category ? { p_category: filters.category } : {}),
    ...(range.from ? { p_from: range.from } : {}),
    ...(range.to ? { p_to: range.to } : {}),
  };
}

// ------------------------------------------------------------------- form

/** How a payment was paid (payments.paid_with, the database's list); Card is left out of the 1099 totals. */
export const PAID_WITH = ['Check', 'Bank transfer', 'Cash', 'Card', 'Other'] as const;
export type PaidWith = (typeof PAID_WITH)[number];

export interface ExpenseForm {
  amount: string;
  paidOn: string;
  propertyId: string;
  unitId: string;
  vendorId: string;
  category: string;
  taxLine: string;
  memo: string;
  /** Capital, not an expense: depreciated from the day placed in service (a property's only). */
  isImprovement: boolean;
  placedInService: string;
  /** '' when not recorded. */
  paidWith: string;
}
export type ExpenseFormErrors = Partial<Record<keyof ExpenseForm, string>>;
export interface ExpenseFields {
  amount: number;
  paid_on: string;
  property_id: string | null;
  unit_id: string | null;
  vendor_id: string | null;
  category: string;
  tax_line: number;
  memo: string | null;
  is_improvement: boolean;
  placed_in_service_on: string | null;
  paid_with: PaidWith | null;
}

/** The same rules the database enforces (check_payment), said before the round trip. */
export function validateExpense(form: ExpenseForm, units: Array<{ id: string }> = []): ExpenseFormErrors {
  const errors: ExpenseFormErrors = {};
  const amount = parseMoney(form.amount);
  if (amount.error !== undefined) errors.amount = amount.error;
  else if (amount.value === null) errors.amount = 'Enter the amount paid';
  else if (amount.value <= 0) errors.amount = 'Amount must be more than $0';
  if (!isDay(form.paidOn)) errors.paidOn = 'Enter the date it was paid';
  else if (form.paidOn < '2000-01-01' || form.paidOn > '2099-12-31')
    errors.paidOn = 'Paid on must be a date between 2000 and 2099';
  if (form.unitId && (!form.propertyId || !units.some((u) => u.id === form.unitId)))
    errors.unitId = 'That unit is not part of the chosen property';
  if (!(EXPENSE_CATEGORIES as readonly string[]).includes(form.category)) errors.category = 'Choose a category';
  if (!TAX_LINE_NUMBERS.includes(Number(form.taxLine))) errors.taxLine = 'Choose a Schedule E line';
  if (form.memo.length > 500) errors.memo = 'Keep the memo under 500 characters';
  if (form.isImprovement && !form.propertyId) errors.isImprovement = 'An improvement belongs to a property';
  else if (form.isImprovement && !isDay(form.placedInService))
    errors.placedInService = 'An improvement needs the date it was placed in service';
  return errors;
}

export function toExpenseFields(form: ExpenseForm): ExpenseFields {
  return {
    amount: moneyValue(form.amount) ?? 0,
    paid_on: form.paidOn,
    property_id: form.propertyId || null,
    unit_id: (form.propertyId && form.unitId) || null,
    vendor_id: form.vendorId || null,
    category: form.category,
    tax_line: Number(form.taxLine),
    memo: form.memo.trim() || null,
    is_improvement: form.isImprovement,
    placed_in_service_on: form.isImprovement ? form.placedInService : null,
    paid_with: (PAID_WITH as readonly string[]).includes(form.paidWith) ? (form.paidWith as PaidWith) : null,
  };
}
