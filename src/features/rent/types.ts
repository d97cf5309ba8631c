/**
 * The rent feature's shapes, as the database's readers answer them (migration
 * 20261202000400_rent_readers.sql). Statuses, balances and what is late are computed there only.
 */
export const RENT_STATUSES = ['paid', 'partly paid', 'unpaid', 'late', 'credit', 'vacant'] as const;
export type RentStatus = (typeof RENT_STATUSES)[number];

export const PAYMENT_METHODS = ['Check', 'Cash', 'Bank transfer', 'Zelle', 'Venmo', 'Money order', 'Other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const DEDUCTION_KINDS = ['Unpaid rent', 'Damages', 'Cleaning', 'Other'] as const;
export type DeductionKind = (typeof DEDUCTION_KINDS)[number];

export type LeaseType = 'MonthToMonth' | 'FixedTerm';
export type DepositHolder = 'Owner' | 'Property Manager';
export type LateFeeKind = 'flat' | 'percent';

export interface Tenant {
  name: string;
  email?: string;
  phone?: string;
}

export interface RentRollRow {
  unit_id: string;
  unit_label: string;
  property_id: string;
  property_name: string;
  tenancy_id: string | null;
  tenants: string | null;
  start_on: string | null;
  ended_on: string | null;
  lease_type: LeaseType | null;
  lease_end_on: string | null;
  monthly_rent: number | null;
  deposit_amount: number | null;
  deposit_held_by: DepositHolder | null;
  status: RentStatus | null;
  balance: number | null;
  month_rent: number | null;
  month_open: number | null;
  late_since: string | null;
}

export interface RentRollTotals {
  units: number;
  occupied: number;
  monthly_rent: number;
  deposits_held: number;
  balance: number;
}

export interface RentRoll {
  today: string;
  rows: RentRollRow[];
  total: number;
  totals: RentRollTotals;
}

export interface RentRollFilters {
  search: string;
  property: string | null;
  status: RentStatus | null;
}

export interface Tenancy {
  id: string;
  unit_id: string;
  tenants: Tenant[];
  start_on: string | null;
  ended_on: string | null;
  lease_type: LeaseType;
  lease_end_on: string | null;
  monthly_rent: number | null;
  rent_due_day: number;
  grace_days: number;
  late_fee_kind: LateFeeKind | null;
  late_fee_value: number | null;
  deposit_amount: number | null;
  deposit_held_by: DepositHolder | null;
  rent_tracked_from: string;
  notes: string | null;
}

export type LedgerEntryKind =
  'rent' | 'late_fee' | 'charge' | 'credit' | 'payment' | 'deposit_received' | 'deposit_settled';

export interface LedgerEntry {
  id: string;
  kind: LedgerEntryKind;
  on: string;
  period: string | null;
  memo: string | null;
  amount: number;
  /** The signed effect on the balance. */
  effect: number;
  waived: boolean;
  paid: number | null;
  open: number | null;
  paid_on: string | null;
  late: boolean;
  late_since: string | null;
  method: string | null;
  reference: string | null;
  settlement_id: string | null;
  /** The running balance after this entry. */
  balance: number;
}

export interface LateFeeProposal {
  period: string;
  rent_due_on: string;
  late_since: string;
  amount: number;
}

export interface Deduction {
  kind: DeductionKind;
  description: string;
  amount: number;
}

export interface Settlement {
  id: string;
  settled_on: string;
  deductions: Deduction[];
  returned_amount: number;
  notes: string | null;
}

export interface Standing {
  balance: number;
  month_rent: number | null;
  month_open: number | null;
  late_open: number;
  late_since: string | null;
  status: Exclude<RentStatus, 'vacant'> | null;
}

export interface UnitTenancy {
  id: string;
  tenants: string | null;
  start_on: string | null;
  ended_on: string | null;
}

export interface TenancyLedger {
  today: string;
  tenancy: Tenancy;
  tenant_names: string | null;
  rent_now: number | null;
  rent_changes: Array<{ id: string; effective_on: string; monthly_rent: number }>;
  unit: { id: string; unit_label: string };
  property: { id: string; name: string; deposit_return_days: number };
  standing: Standing;
  entries: LedgerEntry[];
  proposals: LateFeeProposal[];
  settlement: Settlement | null;
  deposit_return_by: string | null;
  unit_tenancies: UnitTenancy[];
}

export interface UnpaidRent {
  tenancy_id: string;
  unit_id: string;
  unit_label: string;
  property_id: string;
  property_name: string;
  tenants: string | null;
  month_rent: number;
  month_open: number;
  late: boolean;
  late_since: string | null;
  balance: number;
}

export interface RentThisMonth {
  month: string;
  today: string;
  expected: number;
  received: number;
  outstanding: number;
  unpaid_count: number;
  unpaid: UnpaidRent[];
}

/** One tenancy in a property's history, per unit. */
export interface PropertyTenancy extends UnitTenancy {
  unit_id: string;
}

export interface MoveInFields {
  unit_id: string;
  tenants: Tenant[];
  start_on: string;
  lease_type: LeaseType;
  lease_end_on: string | null;
  monthly_rent: number;
  rent_due_day: number;
  grace_days: number;
  late_fee_kind: LateFeeKind | null;
  late_fee_value: number | null;
  deposit_amount: number | null;
  deposit_held_by: DepositHolder | null;
  rent_tracked_from: string;
}

export interface RentPaymentFields {
  /** Generated once per submission: a resend that meets its own row counts as saved. */
  id: string;
  tenancy_id: string;
  amount: number;
  paid_on: string;
  method: PaymentMethod;
  reference: string | null;
  memo: string | null;
}

export interface ChargeFields {
  tenancy_id: string;
  kind: 'charge' | 'credit';
  due_on: string;
  amount: number;
  memo: string;
}
