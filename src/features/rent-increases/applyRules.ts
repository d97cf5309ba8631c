import { formatCurrency, formatDate } from '../../utils/format';
import { landlordToday } from '../../utils/landlordToday';
import type { RentBasis } from './rentRules';

/**
 * Applying before the effective date changes the rent early, so the landlord is asked first;
 * on or after the date applying is simply catching up.
 */
export const appliesEarly = (effectiveDate: string, today: string) => effectiveDate > today;

/**
 * The database takes an applied increase back only until its effective date (undo_rent_increase);
 * the controls offer it only then, so no landlord presses a button that is sure to be refused.
 */
export const canTakeBack = (increase: { applied: boolean; effective_date: string }, today: string) =>
  increase.applied && today <= increase.effective_date;

export const APPLY_NOW_TITLE = 'Mark as applied now?';

export const applyNowQuestion = (newRent: number, effectiveDate: string) =>
  `The new rent of ${formatCurrency(newRent, 'trimmed')} counts from ${formatDate(effectiveDate)}.`;

export const appliedMessage = (newRent: number) => `New rent of ${formatCurrency(newRent, 'trimmed')} applied`;

export const takenBackMessage = (effectiveDate: string) => `Increase of ${formatDate(effectiveDate)} taken back`;

/** The history a row keeps of a take-back: the day it happened where the landlord lives. */
export const takenBackNote = (takenBackAt: string, timeZone: string) =>
  `Applied, then taken back on ${formatDate(landlordToday(timeZone, new Date(takenBackAt)))}`;

/**
 * SPEC §9 says the planned rent is rounded to the nearest $5; the preview says how it got there
 * (the step before rounding), so $1,235 for 3% on $1,200 is no surprise. The rounding itself is
 * the database's, copied in plannedNewRent; this only describes the unrounded sum.
 */
export function roundingNote(base: number, basis: RentBasis, value: number): string {
  const baseCents = Math.round(base * 100);
  const stepCents = basis === 'Percent' ? Math.round((baseCents * value) / 100) : Math.round(value * 100);
  const sum = formatCurrency((baseCents + stepCents) / 100, 'trimmed');
  const step =
    basis === 'Percent'
      ? `${value}% (${formatCurrency(stepCents / 100, 'trimmed')})`
      : formatCurrency(stepCents / 100, 'trimmed');
  return `${formatCurrency(base, 'trimmed')} + ${step} is ${sum}; new rents are rounded to the nearest $5.`;
}
