import { baseApi } from '../../api/baseApi';
import type { Tables } from '../../api/database.types';
import { runMutation, runQuery } from '../../api/query';
import { supabase } from '../../api/supabase';
import { embedTags, idTag, listTag, listTags } from '../../api/tags';
import type { ExpenseFields, ExpenseQueryFilters } from './expenseRules';
import { toForm1099Row, type Form1099Row } from './form1099Rules';
import type { ScheduleEDocument, ScheduleEEntry } from './scheduleERules';

export type PaymentRow = Tables<'payments'>;
/** A grid row: the payment with the names it shows. */
export type PaymentListItem = Omit<PaymentRow, 'amount'> & {
  amount: number;
  property: { id: string; name: string } | null;
  unit: { id: string; unit_label: string } | null;
  vendor: { id: string; name: string } | null;
  task: { id: string; title: string } | null;
};
/** Columns the database orders the list by. */
export type PaymentSortColumn = 'paid_on' | 'amount' | 'category' | 'tax_line';
export interface PaymentPageQuery {
  filters: ExpenseQueryFilters;
  sort: { column: PaymentSortColumn; ascending: boolean };
  page: number;
  pageSize: number;
}
export interface PaymentTotals {
  payments: number;
  total: number;
}
export interface ExpenseOptions {
  properties: Array<{ id: string; name: string }>;
  vendors: Array<{ id: string; name: string; category: string }>;
}

const LIST = listTag('Payment');
/** The names a payment row shows come from its property, unit, vendor and task. */
const paymentTags = (rows: PaymentListItem[] = []) => [
  ...listTags('Payment', rows),
  ...embedTags(
    'Property',
    rows.map((r) => r.property),
  ),
  ...embedTags(
    'Unit',
    rows.map((r) => r.unit),
  ),
  ...embedTags(
    'Vendor',
    rows.map((r) => r.vendor),
  ),
  ...embedTags(
    'Task',
    rows.map((r) => r.task),
  ),
];
const ROW_SELECT =
  '*, property:properties(id, name), unit:units(id, unit_label), vendor:vendors(id, name), task:tasks(id, title)';
/** PostgREST answers at most 1,000 rows a request. */
const EXPORT_PAGE = 1000;

const toItem = (row: unknown): PaymentListItem => {
  const r = row as PaymentListItem;
  return { ...r, amount: Number(r.amount) };
};

/**
 * One page of the filtered payments, ordered in the database. No count here: PostgREST counts a
 * function's rows without inlining it (every payment read); payments_totals counts in the database.
 */
const pageOf = ({ filters, sort, page, pageSize }: PaymentPageQuery) =>
  supabase
    .rpc('filtered_payments', filters)
    .select(ROW_SELECT)
    .order(sort.column, { ascending: sort.ascending })
    .order('id', { ascending: sort.ascending })
    .range(page * pageSize, page * pageSize + pageSize - 1);

export const expensesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPayments: build.query<PaymentListItem[], PaymentPageQuery>({
      queryFn: async (query) => {
        const result = await runQuery(() => pageOf(query), []);
        return result.error ? result : { data: (result.data as unknown[]).map(toItem) };
      },
      providesTags: (data) => paymentTags(data),
    }),
    getPaymentTotals: build.query<PaymentTotals, ExpenseQueryFilters>({
      queryFn: async (filters) => {
        const result = await runQuery(() => supabase.rpc('payments_totals', filters).single());
        if (result.error) return result;
        return { data: { payments: Number(result.data.payments), total: Number(result.data.total) } };
      },
      // Completing a task writes a payment (the database's trigger): it invalidates the Payment LIST.
      providesTags: [LIST],
    }),
    /** Every payment the filters match, for the CSV export: page after page of 1,000. */
    getAllPayments: build.query<PaymentListItem[], ExpenseQueryFilters>({
      queryFn: async (filters) => {
        const rows: PaymentListItem[] = [];
        for (let page = 0; ; page++) {
          const result = await runQuery(() =>
            pageOf({ filters, sort: { column: 'paid_on', ascending: true }, page, pageSize: EXPORT_PAGE }),
          );
          if (result.error) return result;
          const batch = (result.data as unknown[]).map(toItem);
          rows.push(...batch);
          if (batch.length < EXPORT_PAGE) return { data: rows };
        }
      },
      providesTags: (data) => paymentTags(data),
      keepUnusedDataFor: 0,
    }),
    getExpenseOptions: build.query<ExpenseOptions, void>({
      queryFn: async () => {
        const [properties, vendors] = await Promise.all([
          runQuery(() => supabase.from('properties').select('id, name').order('name')),
          runQuery(() => supabase.from('vendors').select('id, name, category').order('name')),
        ]);
        if (properties.error) return properties;
        if (vendors.error) return vendors;
        return { data: { properties: properties.data, vendors: vendors.data } };
      },
      providesTags: (data) => [...listTags('Property', data?.properties), ...listTags('Vendor', data?.vendors)],
    }),
    /** The dialog's unit picker: one property's units, when one is chosen. */
    getPropertyUnitChoices: build.query<Array<{ id: string; unit_label: string }>, string>({
      queryFn: (propertyId) =>
        runQuery(
          () => supabase.from('units').select('id, unit_label').eq('property_id', propertyId).order('unit_label'),
          [],
        ),
      providesTags: (data, _e, propertyId) => [idTag('Property', propertyId), ...listTags('Unit', data)],
    }),
    /** A year's Schedule E, every column in one document (a set of rows would stop at the API's max rows). */
    getScheduleE: build.query<ScheduleEDocument, number>({
      queryFn: async (year) => {
        const result = await runQuery(() => supabase.rpc('schedule_e', { p_year: year }));
        if (result.error) return result;
        return { data: result.data as unknown as ScheduleEDocument };
      },
      // Sums the payments, loan payments and lenders' statements, rent received and kept deposits, the tenancies' days and the properties.
      providesTags: [
        LIST,
        listTag('LoanPayment'),
        listTag('LoanStatement'),
        listTag('Depreciation'),
        listTag('Property'),
        listTag('Tenancy'),
        listTag('RentLedger'),
      ],
    }),
    /** The ledger rows behind one property's figures of a year (a property has far fewer than 1,000). */
    getScheduleEEntries: build.query<ScheduleEEntry[], { year: number; propertyId: string }>({
      queryFn: async ({ year, propertyId }) => {
        const result = await runQuery(() =>
          supabase
            .rpc('schedule_e_entries', { p_year: year, p_property: propertyId })
            .order('line')
            .order('on_day')
            .order('source_id'),
        );
        if (result.error) return result;
        return { data: (result.data as unknown as ScheduleEEntry[]).map((e) => ({ ...e, amount: Number(e.amount) })) };
      },
      providesTags: (_d, _e, { propertyId }) => [
        LIST,
        listTag('LoanPayment'),
        listTag('LoanStatement'),
        listTag('Depreciation'),
        idTag('Property', propertyId),
        listTag('Tenancy'),
        listTag('RentLedger'),
      ],
    }),
    /** A year's payments per vendor against the 1099 threshold (a landlord has far fewer than 1,000 vendors). */
    getForm1099Totals: build.query<Form1099Row[], number>({
      queryFn: async (year) => {
        const result = await runQuery(() => supabase.rpc('form_1099_totals', { p_year: year }), []);
        if (result.error) return result;
        return { data: (result.data as unknown as Array<Record<string, unknown>>).map(toForm1099Row) };
      },
      // Sums the payments; names each vendor and its W-9 and tax id.
      providesTags: (data) => [
        LIST,
        ...embedTags(
          'Vendor',
          (data ?? []).map((r) => r.vendor_id),
        ),
      ],
    }),
    createPayment: build.mutation<null, ExpenseFields>({
      queryFn: (fields) => runMutation(() => supabase.from('payments').insert(fields)),
      invalidatesTags: [LIST, listTag('Dashboard')],
    }),
    updatePayment: build.mutation<null, { id: string; fields: ExpenseFields }>({
      queryFn: ({ id, fields }) => runMutation(() => supabase.from('payments').update(fields).eq('id', id)),
      // Totals, summary and spend figures are lists of payments too.
      invalidatesTags: (_r, _e, { id }) => [LIST, idTag('Payment', id), listTag('Dashboard')],
    }),
    deletePayment: build.mutation<null, string>({
      queryFn: (id) => runMutation(() => supabase.from('payments').delete().eq('id', id)),
      invalidatesTags: (_r, _e, id) => [LIST, idTag('Payment', id), listTag('Dashboard')],
    }),
  }),
});

export const {
  useGetPaymentsQuery,
  useGetPaymentTotalsQuery,
  useLazyGetAllPaymentsQuery,
  useGetExpenseOptionsQuery,
  useGetPropertyUnitChoicesQuery,
  useGetScheduleEQuery,
  useGetScheduleEEntriesQuery,
  useGetForm1099TotalsQuery,
  useCreatePaymentMutation,
  useUpdatePaymentMutation,
  useDeletePaymentMutation,
} = expensesApi;
