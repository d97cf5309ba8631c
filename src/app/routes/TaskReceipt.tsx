import { Box, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useAppDispatch } from '../hooks';
import type { ChosenFile } from '../../features/documents/chosenFile';
import type { CompletedOccurrence, CompletionReceipt } from '../../features/tasks/CompleteTaskDialog';
import { useGetTaskPaymentsQuery } from '../../features/tasks/taskPaymentsApi';
import { paymentOfCompletion } from '../../features/tasks/taskRules';
import { DocumentsPanel, ReceiptFileField } from './documentParts';

/**
 * The receipt of a completion just made, attached to its payment: the file chosen in the form goes
 * to the upload queue once the payment is found (which keeps it through a bad connection); its
 * progress and then the receipt show in the payment's list.
 */
export function TaskReceipt({ taskId, occurrence, chosen }: CompletedOccurrence & { chosen: ChosenFile | null }) {
  const dispatch = useAppDispatch();
  const { data } = useGetTaskPaymentsQuery(taskId);
  const payment = paymentOfCompletion(data, occurrence);
  const paymentId = payment?.id;
  useEffect(() => {
    if (!paymentId || !chosen) return;
    // The queue's code comes with the documents' (after the page's, as the panel below does).
    void import('../../features/documents/chosenFile').then((m) =>
      m.sendChosenFile(dispatch, chosen, { payment_id: paymentId }),
    );
  }, [dispatch, paymentId, chosen]);
  if (!payment)
    return (
      <Typography role="status" color="textSecondary" sx={{ mt: 1 }}>
        Finding the payment...
      </Typography>
    );
  return <DocumentsPanel standIn={null} owner={{ payment_id: payment.id }} kind="Receipt" label="Receipts" />;
}

/** The completion dialog's receipt (a field of its form, then the step), as the tasks list and a task's page hand it in. */
export const receipt: CompletionReceipt<ChosenFile> = {
  preload: () => void ReceiptFileField.preload().catch(() => undefined),
  // Until its code is here, its height (a row of small buttons): the dialog's buttons stay put.
  field: (chosen, choose) => (
    <ReceiptFileField standIn={<Box sx={{ mt: 2, height: 31 }} />} chosen={chosen} onChoose={choose} />
  ),
  step: (completed, chosen) => <TaskReceipt {...completed} chosen={chosen} />,
};
