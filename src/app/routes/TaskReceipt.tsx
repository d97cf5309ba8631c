import { Typography } from '@mui/material';
import type { CompletedOccurrence } from '../../features/tasks/CompleteTaskDialog';
import { useGetTaskPaymentsQuery } from '../../features/tasks/taskPaymentsApi';
import { DocumentsPanel } from './documentParts';

/**
 * The receipt of a completion just made. complete_task answers with the task, not its payment, so
 * the payment is the task's with the occurrence completed (the newest one for a task without dates).
 */
export function TaskReceipt({ taskId, occurrence }: CompletedOccurrence) {
  const { data } = useGetTaskPaymentsQuery(taskId);
  const payment = data?.find((p) => p.occurrence === occurrence) ?? (occurrence === null ? data?.[0] : undefined);
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
