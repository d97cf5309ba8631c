import { errorMessage } from '../../api/errors';
import { formatDate } from '../../utils/format';
import type { LedgerAction } from './LedgerTable';
import { useDeleteRentPaymentMutation, useDeleteTenancyChargeMutation, useRemoveLateFeeMutation } from './rentApi';
import { entryText } from './rentFormat';

/** Deleting a payment, charge or credit, or removing a posted fee, after the confirmation asks. */
export function useLedgerAction(tenancyId: string) {
  const [deletePayment, paymentState] = useDeleteRentPaymentMutation();
  const [deleteCharge, chargeState] = useDeleteTenancyChargeMutation();
  const [removeFee, feeState] = useRemoveLateFeeMutation();
  const states = [paymentState, chargeState, feeState];

  const run = async ({ kind, entry }: LedgerAction) => {
    const result =
      kind === 'remove fee'
        ? await removeFee({ feeId: entry.id, tenancyId })
        : entry.kind === 'payment'
          ? await deletePayment({ id: entry.id, tenancyId })
          : await deleteCharge({ id: entry.id, tenancyId });
    return !result.error;
  };
  const confirmation = ({ kind, entry }: LedgerAction) => ({
    title: kind === 'remove fee' ? 'Remove late fee' : 'Delete from the ledger',
    message:
      kind === 'remove fee'
        ? `Remove "${entryText(entry)}"? It stays in the ledger as waived and is not proposed again.`
        : `Delete "${entryText(entry)}" of ${formatDate(entry.on)}? The balance is counted again without it.`,
    confirmLabel: kind === 'remove fee' ? 'Remove' : 'Delete',
  });
  const failed = states.find((s) => s.error)?.error;
  return {
    run,
    confirmation,
    busy: states.some((s) => s.isLoading),
    error: failed ? errorMessage(failed) : null,
    reset: () => states.forEach((s) => s.reset()),
  };
}
