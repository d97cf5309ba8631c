import { formatDate } from './format';
import { parseMoney } from './money';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface PaidMoneyErrors {
  amount?: string;
  paidOn?: string;
}

/**
 * Money already paid or received, as a form types it: an amount over $0 (as landlords type it) on a
 * day up to the landlord's today. `say` names what is missing in the form's own words.
 */
export function readPaidMoney(
  form: { amount: string; paidOn: string },
  today: string,
  say: { noAmount: string; noDay: string },
): { amount?: number; errors: PaidMoneyErrors } {
  const errors: PaidMoneyErrors = {};
  const amount = parseMoney(form.amount);
  if (amount.error !== undefined) errors.amount = amount.error;
  else if (!amount.value) errors.amount = say.noAmount;
  if (!DATE.test(form.paidOn)) errors.paidOn = say.noDay;
  else if (form.paidOn > today) errors.paidOn = `The payment date cannot be after today (${formatDate(today)})`;
  return Object.keys(errors).length > 0 ? { errors } : { amount: amount.value!, errors };
}
