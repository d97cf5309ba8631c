import { formatCurrency, formatDate } from '../../utils/format';
import type { PaymentListItem } from './expensesApi';

/** Where a payment belongs: the property · unit, or the business. */
export const whereLabel = (p: Pick<PaymentListItem, 'property' | 'unit'>) =>
  p.property ? [p.property.name, p.unit?.unit_label].filter(Boolean).join(' · ') : 'Business';

/** A payment named in its actions' labels: '$48.00 on Mar 5, 2027'. */
export const describePayment = (p: Pick<PaymentListItem, 'amount' | 'paid_on'>) =>
  `${formatCurrency(p.amount)} on ${formatDate(p.paid_on)}`;
