import { Alert } from '@mui/material';
import { billJump, jumpWarning } from './billJumpRules';
import { useGetTaskPaymentsQuery } from './taskPaymentsApi';

/** As the cost is typed, says when it is far above what this bill usually costs. */
export function BillJumpWarning({ taskId, amount }: { taskId: string; amount: number | null }) {
  const { data: payments } = useGetTaskPaymentsQuery(taskId);
  if (amount === null || !payments) return null;
  const jump = billJump(
    amount,
    payments.map((p) => p.amount),
  );
  if (!jump.isJump) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }} role="status">
      {jumpWarning(amount, jump)}
    </Alert>
  );
}
