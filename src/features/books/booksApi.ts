import { baseApi } from '../../api/baseApi';
import type { Tables, TablesInsert } from '../../api/database.types';
import { runMutation, runQuery } from '../../api/query';
import { supabase } from '../../api/supabase';
import { idTag, listTag, listTags } from '../../api/tags';

/** A mortgage payment as the database split it. */
export type LoanPaymentRow = Tables<'loan_payments'>;
export interface LoanSplit {
  interest: number;
  escrow_taxes: number;
  escrow_insurance: number;
  principal: number;
  balance_before: number;
}
export interface LoanPaymentFields {
  id: string;
  property_id: string;
  paid_on: string;
  amount: number;
  memo: string | null;
}

/** The payments shown on a property's page: the latest two years' worth. */
export const RECENT_LOAN_PAYMENTS = 24;
const LIST = listTag('LoanPayment');

export const booksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLoanPayments: build.query<LoanPaymentRow[], string>({
      queryFn: (propertyId) =>
        runQuery(
          () =>
            supabase
              .from('loan_payments')
              .select('*')
              .eq('property_id', propertyId)
              .order('paid_on', { ascending: false })
              .order('created_at', { ascending: false })
              .limit(RECENT_LOAN_PAYMENTS),
          [],
        ),
      providesTags: (data, _e, propertyId) => [...listTags('LoanPayment', data), idTag('Property', propertyId)],
    }),
    /** How the database would split a payment of that amount on that day: the dialog's preview. */
    getLoanSplit: build.query<LoanSplit | null, { propertyId: string; paidOn: string; amount: number }>({
      queryFn: async ({ propertyId, paidOn, amount }) => {
        const result = await runQuery(() =>
          supabase.rpc('split_loan_payment', { p_property: propertyId, p_paid_on: paidOn, p_amount: amount }),
        );
        if (result.error) return result;
        const [row] = (result.data ?? []) as LoanSplit[];
        return { data: row ?? null };
      },
      // The balance before it is the loan less the principal paid; the loan's terms are the property's.
      providesTags: (_d, _e, { propertyId }) => [LIST, idTag('Property', propertyId)],
    }),
    recordLoanPayment: build.mutation<null, LoanPaymentFields>({
      // Without a split: the database writes interest, escrow and principal (check_loan_payment).
      queryFn: (fields) =>
        runMutation(() => supabase.from('loan_payments').insert(fields as TablesInsert<'loan_payments'>)),
      invalidatesTags: [LIST],
    }),
    deleteLoanPayment: build.mutation<null, string>({
      queryFn: (id) => runMutation(() => supabase.from('loan_payments').delete().eq('id', id)),
      invalidatesTags: (_r, _e, id) => [LIST, idTag('LoanPayment', id)],
    }),
  }),
});

export const {
  useGetLoanPaymentsQuery,
  useGetLoanSplitQuery,
  useRecordLoanPaymentMutation,
  useDeleteLoanPaymentMutation,
} = booksApi;
