import { parseMoney } from '../../utils/money';
import type { OwnerDrawFields } from './ownerStatementsApi';

export interface OwnerDrawForm {
  amount: string;
  drawnOn: string;
  memo: string;
}
export type OwnerDrawErrors = Partial<Record<'amount' | 'drawnOn', string>>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const newOwnerDrawForm = (today: string): OwnerDrawForm => ({ amount: '', drawnOn: today, memo: '' });

/** What the form can tell before saving: an amount over $0 and a day. The years allowed are the database's to say. */
export function parseOwnerDraw(
  id: string,
  propertyId: string,
  form: OwnerDrawForm,
): { fields?: OwnerDrawFields; errors: OwnerDrawErrors } {
  const errors: OwnerDrawErrors = {};
  const amount = parseMoney(form.amount);
  if (amount.error !== undefined) errors.amount = amount.error;
  else if (!amount.value) errors.amount = 'Enter the amount drawn';
  if (!DATE.test(form.drawnOn)) errors.drawnOn = 'Enter the day it was drawn';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    fields: {
      id,
      property_id: propertyId,
      drawn_on: form.drawnOn,
      amount: amount.value!,
      memo: form.memo.trim() || null,
    },
  };
}
