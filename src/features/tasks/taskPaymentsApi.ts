import { baseApi } from '../../api/baseApi';
import { runQuery } from '../../api/query';
import { supabase } from '../../api/supabase';
import { idTag, listTags } from '../../api/tags';

/** A payment of the task in the ledger. */
export interface TaskPayment {
  id: string;
  amount: number;
  paid_on: string;
  occurrence: string | null;
  /** amount / usual when the database's payment_jumps flags it; null otherwise. */
  jumpRatio: number | null;
}
/** What the variable-bill history shows; the jump rule reads the 6 newest of them. */
export const TASK_PAYMENT_HISTORY = 12;

export const taskPaymentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Newest first, in the order the database's jump rule counts "previous".
    getTaskPayments: build.query<TaskPayment[], string>({
      queryFn: async (taskId) => {
        const jumps = runQuery(
          () =>
            supabase
              .from('payment_jumps')
              .select('id, ratio')
              .eq('task_id', taskId)
              .limit(TASK_PAYMENT_HISTORY * 4),
          [],
        );
        const result = await runQuery(
          () =>
            supabase
              .from('payments')
              .select('id, amount, paid_on, occurrence')
              .eq('task_id', taskId)
              .order('paid_on', { ascending: false })
              .order('created_at', { ascending: false })
              .order('id', { ascending: false })
              .limit(TASK_PAYMENT_HISTORY),
          [],
        );
        const flagged = await jumps;
        if (result.error) return result;
        if (flagged.error) return flagged;
        const ratios = new Map(flagged.data.map((j) => [j.id, Number(j.ratio)]));
        return {
          data: result.data.map((p) => ({
            ...p,
            amount: Number(p.amount),
            jumpRatio: ratios.get(p.id) ?? null,
          })),
        };
      },
      // Completing refreshes the Task list and the task; /expenses edits refresh the Payment list.
      providesTags: (data, _e, taskId) => [idTag('Task', taskId), ...listTags('Payment', data)],
    }),
  }),
});

export const { useGetTaskPaymentsQuery } = taskPaymentsApi;
