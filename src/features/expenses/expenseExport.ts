import type { PaymentListItem } from './expensesApi';
import { csvFixed, toCsv } from '../../utils/csv';
import { taxLineLabel } from './expenseRules';

/** The whole filtered list as CSV: what the grid shows, amounts as plain numbers for a spreadsheet. */
export function paymentsCsv(rows: PaymentListItem[]): string {
  return toCsv(
    ['Date', 'Property', 'Unit', 'Vendor', 'Category', 'Tax line', 'Amount', 'Memo', 'Task', 'Paid with'],
    rows.map((p) => [
      p.paid_on,
      p.property?.name ?? 'Business',
      p.unit?.unit_label ?? '',
      p.vendor?.name ?? '',
      p.category,
      taxLineLabel(p.tax_line),
      csvFixed(p.amount),
      p.memo ?? '',
      p.task?.title ?? '',
      p.paid_with ?? '',
    ]),
  );
}
