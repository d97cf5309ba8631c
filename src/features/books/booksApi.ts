import { baseApi } from '../../api/baseApi';
import type { Tables, TablesInsert } from '../../api/database.types';
import { runMutation, runQuery } from '../../api/query';
import { supabase } from '../../api/supabase';
import { idTag, listTag, listTags } from '../../api/tags';
import type { LoanStatementFields } from './loanStatementForm';

/** A mortgage payment as the database split it. */
export type LoanPaymentRow = Tables<'loan_payments'>;
/** A lender's year-end statement (Form 1098) as stored. */
export type LoanStatementRow = Tables<'loan_statements'>;
export interface LoanSplit {
  interest: number;
  escrow_taxes: number;
  escrow_insurance: number;
  principal: number;
  balance_before: number;
}
/** One year of one asset's depreciation (public.depreciation). */
export interface DepreciationYear {
  asset_id: string;
  property_id: string;
  kind: 'Building' | 'Improvement';
  description: string;
  placed_in_service_on: string;
  basis: number;
  year: number;
  percent: number;
  amount: number;
  accumulated: number;
  remaining: number;
}
/** What a property cost and when it went into service: its depreciable basis. */
export interface PurchaseFields {
  purchased_on: string | null;
  purchase_price: number | null;
  purchase_closing_costs: number | null;
  land_value: number | null;
  land_share_percent: number | null;
  placed_in_service_on: string | null;
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
const STATEMENTS = listTag('LoanStatement');

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
    /** Every asset of a property, year by year: the building and each improvement. */
    getDepreciation: build.query<DepreciationYear[], string>({
      queryFn: async (propertyId) => {
        const result = await runQuery(() => supabase.rpc('depreciation', { p_property: propertyId }), []);
        if (result.error) return result;
        return { data: result.data as unknown as DepreciationYear[] };
      },
      // The building's basis is the property's; an improvement is a payment.
      providesTags: (_d, _e, propertyId) => [
        listTag('Depreciation'),
        idTag('Property', propertyId),
        listTag('Payment'),
      ],
    }),
    /** The property's name and purchase, for its schedule page. */
    getPropertyPurchase: build.query<(PurchaseFields & { id: string; name: string }) | null, string>({
      queryFn: (propertyId) =>
        runQuery(() =>
          supabase
            .from('properties')
            .select(
              'id, name, purchased_on, purchase_price, purchase_closing_costs, land_value, land_share_percent, placed_in_service_on',
            )
            .eq('id', propertyId)
            .maybeSingle(),
        ),
      providesTags: (_d, _e, propertyId) => [idTag('Property', propertyId)],
    }),
    updatePurchase: build.mutation<null, { propertyId: string; fields: PurchaseFields }>({
      queryFn: ({ propertyId, fields }) =>
        runMutation(() => supabase.from('properties').update(fields).eq('id', propertyId)),
      invalidatesTags: (_r, _e, { propertyId }) => [idTag('Property', propertyId), listTag('Depreciation')],
    }),
    recordLoanPayment: build.mutation<null, LoanPaymentFields>({
      // Without a split: the database writes interest, escrow and principal (check_loan_payment).
      queryFn: (fields) =>
        runMutation(() => supabase.from('loan_payments').insert(fields as TablesInsert<'loan_payments'>)),
      invalidatesTags: [LIST],
    }),
    /** The lender's Form 1098s of a property, latest year first. */
    getLoanStatements: build.query<LoanStatementRow[], string>({
      queryFn: (propertyId) =>
        runQuery(
          () =>
            supabase
              .from('loan_statements')
              .select('*')
              .eq('property_id', propertyId)
              .order('year', { ascending: false }),
          [],
        ),
      providesTags: (data, _e, propertyId) => [...listTags('LoanStatement', data), idTag('Property', propertyId)],
    }),
    /** One statement per property and year: entering a year again replaces what was entered. */
    saveLoanStatement: build.mutation<null, LoanStatementFields>({
      queryFn: (fields) =>
        runMutation(() => supabase.from('loan_statements').upsert(fields, { onConflict: 'property_id,year' })),
      invalidatesTags: [STATEMENTS],
    }),
    deleteLoanStatement: build.mutation<null, string>({
      queryFn: (id) => runMutation(() => supabase.from('loan_statements').delete().eq('id', id)),
      invalidatesTags: (_r, _e, id) => [STATEMENTS, idTag('LoanStatement', id)],
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
  useGetDepreciationQuery,
  useGetLoanStatementsQuery,
  useSaveLoanStatementMutation,
  useDeleteLoanStatementMutation,
  useGetPropertyPurchaseQuery,
  useUpdatePurchaseMutation,
} = booksApi;
