import { Box, Typography } from '@mui/material';
import type { ChosenFile } from '../../features/documents/chosenFile';
import type { CompletedOccurrence, CompletionReceipt } from '../../features/tasks/CompleteTaskDialog';
import { useGetTaskPaymentsQuery } from '../../features/tasks/taskPaymentsApi';
import { paymentOfCompletion } from '../../features/tasks/taskRules';
import { DocumentsPanel, ReceiptFileField } from './documentParts';

/**
 * The receipts of a completion just made, in its payment's list once the payment is found: the
 * file chosen in the form is already in the upload queue (CompletionReceipt.send), and its progress
 * shows there once it has found the payment too.
 */
export function TaskReceipt({ taskId, occurrence }: CompletedOccurrence) {
  const { data } = useGetTaskPaymentsQuery(taskId);
  const payment = paymentOfCompletion(data, occurrence);
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
  // The queue's code came with the field's (the file was chosen there).
  send:
    (chosen, { saveId, taskId, occurrence }) =>
    (dispatch) =>
      void import('../../features/documents/chosenFile').then((m) =>
        m.sendChosenFile(dispatch, chosen, { forCompletion: { saveId, payment: { task_id: taskId, occurrence } } }),
      ),
  step: (completed) => <TaskReceipt {...completed} />,
};
