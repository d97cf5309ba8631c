import { formatDate } from '../../utils/format';
import { loanPayment } from '../../utils/loan';
import { moneyText, parseMoney } from '../../utils/money';
import type { LoanPaymentFields } from './booksApi';

export interface LoanPaymentForm {
  amount: string;
  paidOn: string;
  memo: string;
}
export type LoanPaymentErrors = Partial<Record<'amount' | 'paidOn', string>>;

/** The loan's terms a payment is suggested from (a property's columns). */
export interface LoanTerms {
  loan_amount: number | null;
  loan_interest_rate: number | null;
  loan_term_months: number | null;
  loan_escrow_taxes: number | null;
  loan_escrow_insurance: number | null;
}

/** What the lender collects each month: principal and interest by the schedule, plus escrow. */
export function scheduledPayment(loan: LoanTerms): string {
  if (loan.loan_amount === null || loan.loan_interest_rate === null || loan.loan_term_months === null) return '';
  const pi = Math.round(loanPayment(loan.loan_amount, loan.loan_interest_rate, loan.loan_term_months / 12) * 100);
  const escrow = Math.round(((loan.loan_escrow_taxes ?? 0) + (loan.loan_escrow_insurance ?? 0)) * 100);
  return moneyText((pi + escrow) / 100);
}

/** A loan can split a payment once it has an amount and a rate (the database's own condition). */
export const canSplit = (loan: LoanTerms) => loan.loan_amount !== null && loan.loan_interest_rate !== null;

export const newLoanPaymentForm = (loan: LoanTerms, today: string): LoanPaymentForm => ({
  amount: scheduledPayment(loan),
  paidOn: today,
  memo: '',
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Money already paid: over $0, on a day up to the landlord's today. */
export function parseLoanPayment(
  id: string,
  propertyId: string,
  form: LoanPaymentForm,
  today: string,
): { fields?: LoanPaymentFields; errors: LoanPaymentErrors } {
  const errors: LoanPaymentErrors = {};
  const amount = parseMoney(form.amount);
  if (amount.error !== undefined) errors.amount = amount.error;
  else if (!amount.value) errors.amount = 'Enter the amount paid';
  if (!DATE.test(form.paidOn)) errors.paidOn = 'Enter the day it was paid';
  else if (form.paidOn > today) errors.paidOn = `The payment date cannot be after today (${formatDate(today)})`;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    fields: {
      id,
      property_id: propertyId,
      paid_on: form.paidOn,
      amount: amount.value!,
      memo: form.memo.trim() || null,
    },
  };
}
