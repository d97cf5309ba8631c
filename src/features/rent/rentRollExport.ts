import { csvFixed, toCsv } from '../../utils/csv';
import { rentStatusLabel } from './rentRollRules';
import type { RentRollRow } from './types';

const HEADER = [
  'Property',
  'Unit',
  'Tenants',
  'Start',
  'End',
  'Lease',
  'Lease ends',
  'Monthly rent',
  'Deposit',
  'Deposit held by',
  'Status',
  'Balance',
];

const money = (value: number | null) => (value === null ? null : csvFixed(value));

/** The rent roll as a spreadsheet: one row per unit, dates as the database writes them (yyyy-MM-dd). */
export function rentRollCsv(rows: RentRollRow[]): string {
  return toCsv(
    HEADER,
    rows.map((r) => [
      r.property_name,
      r.unit_label,
      r.tenants,
      r.start_on,
      r.ended_on,
      r.tenancy_id ? (r.lease_type === 'FixedTerm' ? 'Fixed term' : 'Month to month') : 'Vacant',
      r.lease_end_on,
      money(r.monthly_rent),
      r.tenancy_id ? money(r.deposit_amount) : null,
      r.tenancy_id ? r.deposit_held_by : null,
      r.status ? rentStatusLabel(r.status) : null,
      money(r.balance),
    ]),
  );
}
