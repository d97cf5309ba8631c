import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import { runMutation, runQuery } from '../../api/query';
import { supabase } from '../../api/supabase';
import { embedTags, idTag, listTag, listTags } from '../../api/tags';
import {
  vendorListQueries,
  vendorSpendingQuery,
  type VendorListArgs,
  type VendorListFilters,
  type VendorListItem,
} from './vendorQueries';
import type {
  PropertyChoice,
  SpendingPayment,
  VendorAccount,
  VendorDetail,
  VendorFields,
  VendorRow,
} from './vendorRules';
import type { NewVendorAccount } from './accountDrafts';

// No sortComparer: rows keep the database's order (by name unless the table sorts otherwise, SPEC §7).
export const vendorsAdapter = createEntityAdapter<VendorListItem>();
export const vendorSelectors = vendorsAdapter.getSelectors();

/** One page of the list keyed by id, in the database's order, and the exact count over all pages. */
export interface VendorsPageData {
  vendors: EntityState<VendorListItem, string>;
  total: number;
}
/** What the detail page shows while the full vendor loads. */
export type VendorSummary = Pick<VendorRow, 'id' | 'name' | 'category'>;

/** Tags of list rows: each vendor, and the properties whose names it shows; accounts by LIST (their count and search). */
const listRowTags = (rows: VendorListItem[]) => [
  ...listTags('Vendor', rows),
  listTag('VendorAccount'),
  ...embedTags(
    'Property',
    rows.flatMap((v) => v.property_ids),
  ),
];

const LIST = listTag('Vendor');
const ACCOUNTS = listTag('VendorAccount');
const ACCOUNT_SELECT = '*, property:properties(id, name)';

type AccountFields = { account_number: string; notes: string | null };

export const vendorsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // SPEC §7 list ordered by name with its property accounts; one page, searched,
    // filtered and sorted in the database, each vendor with its accounts' count and properties.
    getVendorsPage: build.query<VendorsPageData, VendorListArgs>({
      queryFn: async (args) => {
        const result = await vendorListQueries.page(supabase, args);
        if (result.error) return result;
        // transformResponse does not run with queryFn, so the page is normalized here.
        return {
          data: {
            vendors: vendorsAdapter.setAll(vendorsAdapter.getInitialState(), result.data.vendors),
            total: result.data.total,
          },
        };
      },
      // Each row seeds its per-id entry: a vendor opened from the list shows at once.
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        const entries = vendorSelectors
          .selectAll(answer.data.vendors)
          .map((v) => ({ endpointName: 'getVendorSummary' as const, arg: v.id, value: v }));
        dispatch(vendorsApi.util.upsertQueryEntries(entries));
      },
      providesTags: (data) => listRowTags(data ? vendorSelectors.selectAll(data.vendors) : []),
    }),
    // The CSV export: every vendor of the filtered list in its order, read when the landlord exports.
    getVendorsForExport: build.query<VendorListItem[], VendorListFilters>({
      queryFn: (filters) => vendorListQueries.all(supabase, filters),
      providesTags: (data = []) => listRowTags(data),
      keepUnusedDataFor: 0,
    }),
    /** A vendor as the list shows it: seeded by getVendorsPage, read by the detail page while the full one loads. */
    getVendorSummary: build.query<VendorSummary | null, string>({
      queryFn: (id) => runQuery(() => supabase.from('vendors').select('id, name, category').eq('id', id).maybeSingle()),
      providesTags: (_data, _e, id) => [idTag('Vendor', id)],
      keepUnusedDataFor: 300,
    }),
    // SPEC §7: get by id with tasks; null when missing or not the user's.
    getVendor: build.query<VendorDetail | null, string>({
      queryFn: async (id) => {
        const result = await runQuery(() =>
          supabase
            .from('vendors')
            .select('*, tasks(id, title, status, due_on, actual_cost)')
            .eq('id', id)
            .order('due_on', { referencedTable: 'tasks', ascending: true, nullsFirst: false })
            .maybeSingle(),
        );
        return result.error ? result : { data: result.data ?? null };
      },
      providesTags: (data, _error, id) => [idTag('Vendor', id), ...listTags('Task', data?.tasks)],
    }),
    // SPEC §9 from the ledger: only what the widest window needs; the summary narrows it in vendorRules.
    getVendorSpending: build.query<SpendingPayment[], { vendorId: string; since: string }>({
      queryFn: async (args) => {
        const result = await runQuery(() => vendorSpendingQuery(supabase, args), []);
        return result.error ? result : { data: result.data.map((p) => ({ ...p, amount: Number(p.amount) })) };
      },
      // Completing a task writes a payment: it invalidates the Payment LIST, as /expenses does.
      providesTags: (data = [], _error, { vendorId }) => [
        idTag('Vendor', vendorId),
        ...listTags('Payment', data),
        ...embedTags(
          'Task',
          data.map((p) => p.task),
        ),
      ],
    }),
    getVendorPropertyChoices: build.query<PropertyChoice[], void>({
      queryFn: () => runQuery(() => supabase.from('properties').select('id, name').order('name'), []),
      providesTags: (data) => listTags('Property', data),
    }),
    // The vendor and the property accounts typed with it, in one transaction: a refused account saves
    // nothing. Only the vendor LIST: no task and no cached account list can refer to a vendor just
    // created, and the lists that count its accounts provide that LIST.
    createVendorWithAccounts: build.mutation<VendorRow, { fields: VendorFields; accounts: NewVendorAccount[] }>({
      queryFn: ({ fields, accounts }) =>
        runMutation(() => supabase.rpc('create_vendor_with_accounts', { p_vendor: fields, p_accounts: accounts })),
      invalidatesTags: [LIST],
    }),
    updateVendor: build.mutation<VendorRow, { id: string; fields: VendorFields }>({
      queryFn: ({ id, fields }) =>
        runMutation(() => supabase.from('vendors').update(fields).eq('id', id).select().single()),
      // LIST too: lists are ordered by name. Tasks and payments embed the vendor, so its id refetches them.
      invalidatesTags: (_r, _e, { id }) => [LIST, idTag('Vendor', id)],
    }),
    // The database deletes the vendor's accounts and sets vendor_id to null on its tasks.
    deleteVendor: build.mutation<null, string>({
      queryFn: (id) => runMutation(() => supabase.from('vendors').delete().eq('id', id)),
      invalidatesTags: (_r, _e, id) => [LIST, idTag('Vendor', id), ACCOUNTS],
    }),
    // SPEC §7: ordered by created_at descending, filtered by vendor.
    getVendorAccounts: build.query<VendorAccount[], string>({
      queryFn: async (vendorId) => {
        const result = await runQuery(
          () =>
            supabase
              .from('vendor_property_accounts')
              .select(ACCOUNT_SELECT)
              .eq('vendor_id', vendorId)
              .order('created_at', { ascending: false }),
          [],
        );
        return result.error ? result : { data: result.data };
      },
      providesTags: (data = [], _e, vendorId) => [
        idTag('Vendor', vendorId),
        ...listTags('VendorAccount', data),
        ...embedTags(
          'Property',
          data.map((a) => a.property),
        ),
      ],
    }),
    createVendorAccount: build.mutation<null, { vendorId: string; propertyId: string } & AccountFields>({
      queryFn: ({ vendorId, propertyId, ...fields }) =>
        runMutation(() =>
          supabase.from('vendor_property_accounts').insert({ vendor_id: vendorId, property_id: propertyId, ...fields }),
        ),
      invalidatesTags: [ACCOUNTS],
    }),
    updateVendorAccount: build.mutation<null, { id: string } & AccountFields>({
      queryFn: ({ id, ...fields }) =>
        runMutation(() => supabase.from('vendor_property_accounts').update(fields).eq('id', id)),
      // LIST too: the vendor list searches on account numbers.
      invalidatesTags: (_r, _e, { id }) => [idTag('VendorAccount', id), ACCOUNTS],
    }),
    deleteVendorAccount: build.mutation<null, string>({
      queryFn: (id) => runMutation(() => supabase.from('vendor_property_accounts').delete().eq('id', id)),
      invalidatesTags: (_r, _e, id) => [idTag('VendorAccount', id), ACCOUNTS],
    }),
  }),
});

export const {
  useGetVendorsPageQuery,
  useLazyGetVendorsForExportQuery,
  useGetVendorQuery,
  useGetVendorSpendingQuery,
  useGetVendorPropertyChoicesQuery,
  useCreateVendorWithAccountsMutation,
  useUpdateVendorMutation,
  useDeleteVendorMutation,
  useGetVendorAccountsQuery,
  useCreateVendorAccountMutation,
  useUpdateVendorAccountMutation,
  useDeleteVendorAccountMutation,
} = vendorsApi;
