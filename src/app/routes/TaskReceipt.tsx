import { Typography } from '@mui/material';
import type { CompletedOccurrence } from '../../features/tasks/CompleteTaskDialog';
import { useGetTaskPaymentsQuery } from '../../features/tasks/taskPaymentsApi';
import { paymentOfCompletion } from '../../features/tasks/taskRules';
import { DocumentsPanel } from './documentParts';

/** The receipt of a completion just made, attached to its payment. */
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

/** The completion dialog's receipt step, as the tasks list and a task's page hand it in. */
export const receipt = (completed: CompletedOccurrence) => <TaskReceipt {...completed} />;
