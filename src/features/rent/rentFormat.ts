import { formatCurrency, formatDate, formatMonth } from '../../utils/format';
import type { LateFeeKind, LedgerEntry, LeaseType } from './types';

interface Lease {
  start_on: string | null;
  ended_on: string | null;
  lease_type: LeaseType | null;
  lease_end_on: string | null;
}

/** "Since 3/17/2026 · lease to 2/28/2027", "Before records · month to month", "3/17/2026 – 5/31/2026". */
export function leaseText({ start_on, ended_on, lease_type, lease_end_on }: Lease): string {
  const start = start_on ? formatDate(start_on) : 'Before records';
  if (ended_on) return `${start} – ${formatDate(ended_on)}`;
  const term = lease_type === 'FixedTerm' && lease_end_on ? `lease to ${formatDate(lease_end_on)}` : 'month to month';
  return `${start_on ? `Since ${start}` : start} · ${term}`;
}

/** A balance as a landlord reads it: what is owed, or a credit. */
export function balanceText(balance: number | null | undefined): string {
  if (balance === null || balance === undefined) return '';
  return balance < 0 ? `${formatCurrency(-balance)} credit` : formatCurrency(balance);
}

/** "Ana Diaz & Ben Diaz" or a word for a tenancy without names (one the database made from a unit). */
export const tenantsText = (names: string | null | undefined) => names || 'Unnamed tenant';

interface EntryWords {
  kind: LedgerEntry['kind'];
  period: string | null;
  memo: string | null;
  method: string | null;
  reference: string | null;
  amount: number;
}

/** What a ledger line is, in words: "Rent for Nov 2026", "Payment · Check #1042", "Charge: Water bill". */
export function entryText(e: EntryWords): string {
  switch (e.kind) {
    case 'rent':
      return `Rent for ${e.period ? formatMonth(e.period) : ''}`.trim();
    case 'late_fee':
      return e.memo ?? 'Late fee';
    case 'charge':
      return `Charge: ${e.memo ?? ''}`.trim();
    case 'credit':
      return `Credit: ${e.memo ?? ''}`.trim();
    case 'payment':
      return ['Payment', [e.method, e.reference].filter(Boolean).join(' '), e.memo].filter(Boolean).join(' · ');
    case 'deposit_received':
      return `Deposit received, ${formatCurrency(e.amount)}${e.memo ? ` (${e.memo})` : ''}`;
    case 'deposit_settled':
      return `Deposit settled: ${formatCurrency(e.amount)} returned`;
  }
}

/** A ledger line's effect: +$1,200.00 owed, −$500.00 paid or credited; nothing for the deposit's own lines. */
export function effectText(effect: number, kind: LedgerEntry['kind']): string {
  if (kind === 'deposit_received' || kind === 'deposit_settled') return '';
  return effect < 0 ? `−${formatCurrency(-effect)}` : `+${formatCurrency(effect)}`;
}

/** The late-fee rule in words: "$50.00 after 5 grace days", "5% of rent after 3 grace days", "No late fee". */
export function lateFeeRuleText(kind: LateFeeKind | null, value: number | null, graceDays: number): string {
  if (!kind || value === null) return 'No late fee';
  const fee = kind === 'flat' ? formatCurrency(value) : `${value}% of rent`;
  return `${fee} after ${graceDays} grace ${graceDays === 1 ? 'day' : 'days'}`;
}

/** "1st", "15th", "last day". */
export function dueDayText(day: number): string {
  if (day === 31) return 'the last day';
  const suffix =
    day % 10 === 1 && day !== 11
      ? 'st'
      : day % 10 === 2 && day !== 12
        ? 'nd'
        : day % 10 === 3 && day !== 13
          ? 'rd'
          : 'th';
  return `the ${day}${suffix}`;
}
