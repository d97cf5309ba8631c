import { moneyText, parseMoney } from '../../utils/money';
import { formatDate } from '../../utils/format';
import type { PaymentMethod, RentPaymentFields } from './types';

export interface PaymentForm {
  amount: string;
  paidOn: string;
  method: PaymentMethod;
  reference: string;
  memo: string;
}
export type PaymentErrors = Partial<Record<'amount' | 'paidOn', string>>;

/** What a tenant owes as the database counts it: the balance, else this month's rent still open. */
export function suggestedPayment(standing: { balance: number; month_open: number | null }): string {
  if (standing.balance > 0) return moneyText(standing.balance);
  return standing.month_open && standing.month_open > 0 ? moneyText(standing.month_open) : '';
}

export const newPaymentForm = (amount: string, today: string): PaymentForm => ({
  amount,
  paidOn: today,
  method: 'Check',
  reference: '',
  memo: '',
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Money already received: an amount over $0, on a day up to the landlord's today. `id` is made
 * by the caller once per submission, so the save queue's resend of it counts once.
 */
export function parsePayment(
  id: string,
  tenancyId: string,
  form: PaymentForm,
  today: string,
): { fields?: RentPaymentFields; errors: PaymentErrors } {
  const errors: PaymentErrors = {};
  const amount = parseMoney(form.amount);
  if (amount.error !== undefined) errors.amount = amount.error;
  else if (!amount.value) errors.amount = 'Enter the amount received';
  if (!DATE.test(form.paidOn)) errors.paidOn = 'Enter the day the money arrived';
  else if (form.paidOn > today) errors.paidOn = `The payment date cannot be after today (${formatDate(today)})`;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    fields: {
      id,
      tenancy_id: tenancyId,
      amount: amount.value!,
      paid_on: form.paidOn,
      method: form.method,
      reference: form.reference.trim() || null,
      memo: form.memo.trim() || null,
    },
  };
}

/** The save queue's key of a tenancy's payments: its status line shows the newest. */
export const paymentSaveKey = (tenancyId: string) => `rent-payment:${tenancyId}`;
