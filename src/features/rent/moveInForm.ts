import { parseMoney } from '../../utils/money';
import type { DepositHolder, LateFeeKind, LeaseType, MoveInFields } from './types';

/** The move-in form as typed: text, so nothing typed is lost on a refusal. */
export interface MoveInForm {
  tenants: Array<{ name: string; email: string; phone: string }>;
  startOn: string;
  leaseType: LeaseType;
  leaseEndOn: string;
  rent: string;
  /** '1'..'28', or '31' for the last day of the month. */
  dueDay: string;
  graceDays: string;
  lateFeeKind: LateFeeKind | '';
  lateFeeValue: string;
  deposit: string;
  depositHeldBy: DepositHolder | '';
  /** Empty: from the move-in date. */
  trackFrom: string;
}

export type MoveInErrors = Partial<
  Record<'tenants' | 'startOn' | 'leaseEndOn' | 'rent' | 'graceDays' | 'lateFeeValue' | 'deposit', string>
>;

export const emptyMoveInForm = (today: string): MoveInForm => ({
  tenants: [{ name: '', email: '', phone: '' }],
  startOn: today,
  leaseType: 'MonthToMonth',
  leaseEndOn: '',
  rent: '',
  dueDay: '1',
  graceDays: '5',
  lateFeeKind: '',
  lateFeeValue: '',
  deposit: '',
  depositHeldBy: 'Owner',
  trackFrom: '',
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const trimmed = (text: string) => text.trim() || undefined;

/**
 * What the form can tell before the database does: names, dates, amounts as amounts. The rules
 * about them (overlaps, ranges, a fee above 100%) are the database's, which answers in sentences.
 */
export function parseMoveIn(unitId: string, form: MoveInForm): { fields?: MoveInFields; errors: MoveInErrors } {
  const errors: MoveInErrors = {};
  const tenants = form.tenants
    .filter((t) => t.name.trim() || t.email.trim() || t.phone.trim())
    .map((t) => ({ name: t.name.trim(), email: trimmed(t.email), phone: trimmed(t.phone) }));
  if (tenants.length === 0 || tenants.some((t) => !t.name)) errors.tenants = 'Enter each tenant’s name';
  if (!DATE.test(form.startOn)) errors.startOn = 'Enter the move-in date';
  if (form.leaseType === 'FixedTerm' && !DATE.test(form.leaseEndOn)) errors.leaseEndOn = 'Enter the day the lease ends';
  const rent = parseMoney(form.rent);
  if (rent.error !== undefined) errors.rent = rent.error;
  else if (rent.value === null) errors.rent = 'Enter the monthly rent';
  const grace = form.graceDays.trim() === '' ? 0 : Number(form.graceDays);
  if (!Number.isInteger(grace)) errors.graceDays = 'Enter a whole number of days';
  let lateFee: number | null = null;
  if (form.lateFeeKind === 'flat') {
    const fee = parseMoney(form.lateFeeValue);
    if (fee.error !== undefined || fee.value === null) errors.lateFeeValue = fee.error ?? 'Enter the late fee';
    else lateFee = fee.value;
  } else if (form.lateFeeKind === 'percent') {
    const value = Number(form.lateFeeValue.replace('%', '').trim());
    if (!form.lateFeeValue.trim() || !Number.isFinite(value))
      errors.lateFeeValue = 'Enter the late fee in percent, like 5';
    else lateFee = value;
  }
  const deposit = parseMoney(form.deposit);
  if (deposit.error !== undefined) errors.deposit = deposit.error;
  if (Object.keys(errors).length > 0) return { errors };
  const depositAmount = deposit.value ?? null;
  return {
    errors,
    fields: {
      unit_id: unitId,
      tenants,
      start_on: form.startOn,
      lease_type: form.leaseType,
      lease_end_on: form.leaseType === 'FixedTerm' ? form.leaseEndOn : null,
      monthly_rent: rent.value!,
      rent_due_day: Number(form.dueDay),
      grace_days: grace,
      late_fee_kind: form.lateFeeKind || null,
      late_fee_value: form.lateFeeKind ? lateFee : null,
      deposit_amount: depositAmount,
      deposit_held_by: depositAmount ? form.depositHeldBy || null : null,
      rent_tracked_from: DATE.test(form.trackFrom) ? form.trackFrom : form.startOn,
    },
  };
}
