import { baseApi } from '../../api/baseApi';
import type { Tables } from '../../api/database.types';
import { runMutation, runQuery } from '../../api/query';
import { supabase } from '../../api/supabase';
import { idTag, listTag, listTags } from '../../api/tags';

export type OwnerDrawRow = Tables<'owner_draws'>;
export interface OwnerDrawFields {
  id: string;
  property_id: string;
  drawn_on: string;
  amount: number;
  memo: string | null;
}
/** One month of public.owner_statement: cash in and out of a property, and where it left the balance. */
export interface StatementMonth {
  month: number;
  opening_balance: number;
  rent_received: number;
  other_income: number;
  expenses: Array<{ line: number; amount: number }>;
  expenses_total: number;
  capital_improvements: number;
  mortgage_payments: number;
  owner_draws: number;
  closing_balance: number;
}
export interface OwnerStatement {
  property: { id: string; name: string; address: string };
  year: number;
  months: StatementMonth[];
}

const LIST = listTag('OwnerDraw');

export const ownerStatementsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A property's twelve statements of a year; null for a property the landlord cannot see. */
    getOwnerStatement: build.query<OwnerStatement | null, { propertyId: string; year: number }>({
      queryFn: async ({ propertyId, year }) => {
        const [property, months] = await Promise.all([
          runQuery(() =>
            supabase
              .from('properties')
              .select('id, name, address_line1, address_line2, city, state, zip')
              .eq('id', propertyId)
              .maybeSingle(),
          ),
          runQuery(() => supabase.rpc('owner_statement', { p_property: propertyId, p_year: year }), []),
        ]);
        if (property.error) return property;
        if (months.error) return months;
        const p = property.data;
        if (!p) return { data: null };
        const address = [p.address_line1, p.address_line2, p.city, `${p.state} ${p.zip}`]
          .filter((part) => part && part.trim())
          .join(', ');
        return {
          data: { property: { id: p.id, name: p.name, address }, year, months: months.data as StatementMonth[] },
        };
      },
      // Everything the statement sums: rent (tenancies and their ledger), payments, loan payments, draws.
      providesTags: (_d, _e, { propertyId }) => [
        idTag('Property', propertyId),
        listTag('Payment'),
        listTag('LoanPayment'),
        listTag('Tenancy'),
        listTag('RentLedger'),
        LIST,
      ],
    }),
    /** A property's draws of one year, newest first (a handful a year). */
    getOwnerDraws: build.query<OwnerDrawRow[], { propertyId: string; year: number }>({
      queryFn: ({ propertyId, year }) =>
        runQuery(
          () =>
            supabase
              .from('owner_draws')
              .select('*')
              .eq('property_id', propertyId)
              .gte('drawn_on', `${year}-01-01`)
              .lte('drawn_on', `${year}-12-31`)
              .order('drawn_on', { ascending: false })
              .order('created_at', { ascending: false }),
          [],
        ),
      providesTags: (data) => listTags('OwnerDraw', data),
    }),
    recordOwnerDraw: build.mutation<null, OwnerDrawFields>({
      queryFn: (fields) => runMutation(() => supabase.from('owner_draws').insert(fields)),
      invalidatesTags: [LIST],
    }),
    deleteOwnerDraw: build.mutation<null, string>({
      queryFn: (id) => runMutation(() => supabase.from('owner_draws').delete().eq('id', id)),
      invalidatesTags: (_r, _e, id) => [LIST, idTag('OwnerDraw', id)],
    }),
  }),
});

export const {
  useGetOwnerStatementQuery,
  useGetOwnerDrawsQuery,
  useRecordOwnerDrawMutation,
  useDeleteOwnerDrawMutation,
} = ownerStatementsApi;
