import { errorMessage } from '../../api/errors';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { useNotify } from '../../components/feedback/FeedbackProvider';
import { formatCurrency, formatDate } from '../../utils/format';
import { whereLabel } from './paymentLabels';
import { useDeletePaymentMutation, type PaymentListItem } from './expensesApi';

/** Deletes a payment after a confirmation that says what goes with it. */
export function DeleteExpenseDialog({ payment, onClose }: { payment: PaymentListItem; onClose: () => void }) {
  const [remove, { isLoading, error }] = useDeletePaymentMutation();
  const notify = useNotify();
  const taskNote = payment.task
    ? ` The task "${payment.task.title}" stays completed; only this payment leaves the ledger.`
    : '';
  return (
    <ConfirmDialog
      open
      title="Delete expense?"
      message={`Delete ${formatCurrency(payment.amount)} paid on ${formatDate(payment.paid_on)} (${whereLabel(payment)})?${taskNote}`}
      busy={isLoading}
      error={error ? `Could not delete: ${errorMessage(error)}` : null}
      onClose={onClose}
      onConfirm={async () => {
        const result = await remove(payment.id);
        if (!result.error) {
          notify('Expense deleted');
          onClose();
        }
      }}
    />
  );
}
