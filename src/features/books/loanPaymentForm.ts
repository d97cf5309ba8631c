import { loanPayment } from '../../utils/loan';
import { moneyText } from '../../utils/money';
import { readPaidMoney } from '../../utils/paidMoney';
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

/** Money already paid: over $0, on a day up to the landlord's today. */
export function parseLoanPayment(
  id: string,
  propertyId: string,
  form: LoanPaymentForm,
  today: string,
): { fields?: LoanPaymentFields; errors: LoanPaymentErrors } {
  const { amount, errors } = readPaidMoney(form, today, {
    noAmount: 'Enter the amount paid',
    noDay: 'Enter the day it was paid',
  });
  if (amount === undefined) return { errors };
  return {
    errors,
    fields: { id, property_id: propertyId, paid_on: form.paidOn, amount, memo: form.memo.trim() || null },
  };
}
