import { addYears, format, parseISO } from 'date-fns';
import { addDaysTo, yearOf } from '../../utils/landlordToday';
import { formatDate } from '../../utils/format';
import { moneyError, moneyValue } from '../../utils/money';

export type RentBasis = 'Percent' | 'FixedAmount';

/** The fields of an increase the rules need; rows from the database fit. */
export interface ChainItem {
  id: string;
  basis: string;
  percent: number | null;
  amount: number | null;
  effective_date: string;
  planned_new_rent: number;
  status: string;
}

const ymd = (date: Date) => format(date, 'yyyy-MM-dd');

/**
 * Rounds num/den to the nearest integer, half-way values up. Integers only, so
 * the result matches PostgreSQL's exact numeric round() in the migration.
 */
const roundDiv = (num: number, den: number) => Math.floor((2 * num + den) / (2 * den));
const cents = (value: number) => Math.round(value * 100);

/**
 * SPEC §9: Percent: rent × (1 + percent/100); FixedAmount: rent + amount;
 * rounded to the nearest 5. Computed in cents and thousandths of a percent
 * (the column's precision) so 1002.50 is exactly half-way and goes to 1005.
 */
export function plannedNewRent(
  base: number | null,
  basis: string,
  percent: number | null,
  amount: number | null,
): number {
  const baseCents = cents(base ?? 0);
  if (basis === 'Percent') {
    const thousandths = Math.round((percent ?? 0) * 1000);
    return roundDiv(baseCents * (100_000 + thousandths), 100_000 * 500) * 5;
  }
  return roundDiv(baseCents + cents(amount ?? 0), 500) * 5;
}

/**
 * SPEC §9 chaining: the planned rent of the latest earlier Scheduled or Applied
 * increase, else the unit's rent. Overdue is a Scheduled one whose date passed
 * (the database stores it as Scheduled), so it chains too.
 */
export function chainedBase(unitRent: number | null, increases: ChainItem[], effectiveDate: string): number {
  const earlier = increases
    .filter(
      (i) =>
        (i.status === 'Scheduled' || i.status === 'Overdue' || i.status === 'Applied') &&
        i.effective_date < effectiveDate,
    )
    .sort((a, b) => b.effective_date.localeCompare(a.effective_date));
  return earlier.length > 0 ? Number(earlier[0].planned_new_rent) : Number(unitRent ?? 0);
}

/**
 * SPEC §9: 30 days from today, or the lease end date for a fixed-term unit.
 * Never a past date: an expired lease's default is its next
 * anniversary from today on (the first of its date choices).
 */
export function defaultEffectiveDate(
  unit: { lease_status: string; lease_end_date: string | null },
  today: string,
): string {
  if (unit.lease_status === 'FixedTerm' && unit.lease_end_date) {
    return unit.lease_end_date >= today ? unit.lease_end_date : fixedTermDateChoices(unit.lease_end_date, today)[0];
  }
  return addDaysTo(today, 30);
}

/**
 * SPEC §2: a fixed-term unit's date choices are its lease anniversary in four
 * consecutive years, from this year, or from next year once this year's
 * anniversary has passed. A 29 February anniversary falls on 28 February in
 * other years (addYears clamps it; setYear would roll over to 1 March).
 */
export function fixedTermDateChoices(leaseEndDate: string, today: string): string[] {
  const end = parseISO(leaseEndDate);
  const inYear = (year: number) => addYears(end, year - end.getFullYear());
  const thisYear = yearOf(today);
  const first = ymd(inYear(thisYear)) < today ? thisYear + 1 : thisYear;
  return [0, 1, 2, 3].map((offset) => ymd(inYear(first + offset)));
}

/** The planner's date options for a unit: the default first, then the fixed-term choices; empty means a free date. */
export function effectiveDateChoices(
  unit: { lease_status: string; lease_end_date: string | null },
  today: string,
): string[] {
  if (unit.lease_status !== 'FixedTerm' || !unit.lease_end_date) return [];
  return [...new Set([defaultEffectiveDate(unit, today), ...fixedTermDateChoices(unit.lease_end_date, today)])].sort();
}

/** SPEC §5: one live (not cancelled) increase per unit and date; the database refuses it too. */
export function isDuplicateIncrease(
  increases: Array<{ unit_id: string; effective_date: string; status: string }>,
  unitId: string,
  date: string,
) {
  return increases.some((i) => i.unit_id === unitId && i.effective_date === date && i.status !== 'Cancelled');
}

/** SPEC §8 duplicate alert. */
export const duplicateMessage = (date: string) =>
  `A rent increase for this unit on ${formatDate(date)} already exists. Please choose a different effective date.`;

export interface RentIncreaseDraft {
  unitId: string;
  basis: RentBasis;
  value: string;
  effectiveDate: string;
}

/** The draft's percent, or its amount as landlords type it ("$50"): null when blank or not a number. */
export function draftValue(draft: Pick<RentIncreaseDraft, 'basis' | 'value'>): number | null {
  if (draft.basis === 'FixedAmount') return moneyValue(draft.value);
  const value = Number(draft.value);
  return draft.value.trim() && Number.isFinite(value) ? value : null;
}

/** SPEC §5: the planner needs a unit, a positive value and an effective date to save. */
export function validateDraft(draft: RentIncreaseDraft): string | null {
  if (!draft.unitId) return 'Choose a unit';
  const amountError = draft.basis === 'FixedAmount' ? moneyError(draft.value) : undefined;
  if (amountError) return amountError;
  const value = draftValue(draft);
  if (value === null || value <= 0) {
    return draft.basis === 'Percent' ? 'Enter a percent greater than 0' : 'Enter an amount greater than 0';
  }
  if (draft.basis === 'Percent' && value > 100) return 'Percent cannot be more than 100';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.effectiveDate)) return 'Choose an effective date';
  return null;
}

/** The live preview: null until the value is a usable number. */
export function previewRent(unitRent: number | null, increases: ChainItem[], draft: RentIncreaseDraft): number | null {
  const value = draftValue(draft);
  if (value === null || value <= 0 || !draft.effectiveDate) return null;
  const base = chainedBase(unitRent, increases, draft.effectiveDate);
  return draft.basis === 'Percent'
    ? plannedNewRent(base, 'Percent', value, null)
    : plannedNewRent(base, 'FixedAmount', null, value);
}
