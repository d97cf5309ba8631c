import type { PaymentListItem } from '../../features/expenses/expensesApi';
import { ExpensesPage } from '../../features/expenses/ExpensesPage';
import { DocumentsPanel } from './documentParts';

const receipts = (payment: PaymentListItem) => (
  <DocumentsPanel standIn={null} owner={{ payment_id: payment.id }} kind="Receipt" label="Receipts" />
);

/** /expenses: the ledger with each payment's receipts (the documents feature's), from its row and its edit dialog. */
export function ExpensesRoute() {
  return <ExpensesPage receipts={receipts} />;
}
