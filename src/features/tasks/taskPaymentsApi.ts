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
  /** A mortgage task's payment: how the loan split it (escrow is taxes and insurance together). */
  split: { principal: number; interest: number; escrow: number } | null;
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
        // A mortgage task's completions are loan payments, split by the loan.
        const loan = await runQuery(
          () =>
            supabase
              .from('loan_payments')
              .select('id, amount, paid_on, occurrence, principal, interest, escrow_taxes, escrow_insurance')
              .eq('task_id', taskId)
              .order('paid_on', { ascending: false })
              .order('created_at', { ascending: false })
              .limit(TASK_PAYMENT_HISTORY),
          [],
        );
        const flagged = await jumps;
        if (result.error) return result;
        if (loan.error) return loan;
        if (flagged.error) return flagged;
        const ratios = new Map(flagged.data.map((j) => [j.id, Number(j.ratio)]));
        const expenses: TaskPayment[] = result.data.map((p) => ({
          ...p,
          amount: Number(p.amount),
          jumpRatio: ratios.get(p.id) ?? null,
          split: null,
        }));
        const mortgage: TaskPayment[] = loan.data.map((p) => ({
          id: p.id,
          amount: Number(p.amount),
          paid_on: p.paid_on,
          occurrence: p.occurrence,
          jumpRatio: null,
          split: {
            principal: Number(p.principal),
            interest: Number(p.interest),
            escrow: Number(p.escrow_taxes) + Number(p.escrow_insurance),
          },
        }));
        // Newest first; a task turned into a mortgage task keeps its earlier expense payments.
        const data = [...expenses, ...mortgage]
          .sort((a, b) => (a.paid_on < b.paid_on ? 1 : a.paid_on > b.paid_on ? -1 : 0))
          .slice(0, TASK_PAYMENT_HISTORY);
        return { data };
      },
      // Completing refreshes the Task list and the task; /expenses edits refresh the Payment list,
      // the property's mortgage card the LoanPayment list.
      providesTags: (data, _e, taskId) => [
        idTag('Task', taskId),
        ...listTags(
          'Payment',
          data?.filter((p) => !p.split),
        ),
        ...listTags(
          'LoanPayment',
          data?.filter((p) => p.split),
        ),
      ],
    }),
  }),
});

export const { useGetTaskPaymentsQuery } = taskPaymentsApi;
