import { moneyText } from '../../utils/money';
import { readPaidMoney } from '../../utils/paidMoney';
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
  const { amount, errors } = readPaidMoney(form, today, {
    noAmount: 'Enter the amount received',
    noDay: 'Enter the day the money arrived',
  });
  if (amount === undefined) return { errors };
  return {
    errors,
    fields: {
      id,
      tenancy_id: tenancyId,
      amount,
      paid_on: form.paidOn,
      method: form.method,
      reference: form.reference.trim() || null,
      memo: form.memo.trim() || null,
    },
  };
}

/** The save queue's key of a tenancy's payments: its status line shows the newest. */
export const paymentSaveKey = (tenancyId: string) => `rent-payment:${tenancyId}`;
