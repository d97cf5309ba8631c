import { baseApi } from '../../api/baseApi';
import type { Json } from '../../api/database.types';
import { runMutation, runQuery, type QueryResult } from '../../api/query';
import { supabase } from '../../api/supabase';
import { embedTags, idTag, listTag, listTags, type Tag } from '../../api/tags';
import { tenantNames } from './rentRules';
import type {
  ChargeFields,
  Deduction,
  MoveInFields,
  PropertyTenancy,
  RentPaymentFields,
  RentRoll,
  RentRollFilters,
  RentRollRow,
  RentThisMonth,
  TenancyLedger,
} from './types';

export interface RentRollQuery {
  filters: RentRollFilters;
  page: number;
  pageSize: number;
}

/**
 * Tags: 'Tenancy' for the tenancy rows (who, when, which unit); 'RentLedger' for the money of one
 * tenancy (its id) and for figures summed over tenancies (LIST: the rent roll's statuses and
 * totals, this month's rent). A payment changes money only; moving in or out changes both, and
 * the unit's columns the database keeps in step with the tenancy in force (the properties' reads).
 */
const MONEY = listTag('RentLedger');
const moneyOf = (tenancyId: string) => [idTag('RentLedger', tenancyId), MONEY];
/**
 * The database writes the unit's tenant, lease, rent and deposit columns from its tenancy in force:
 * as a unit edit does, LIST too (a new lease end can move the unit's property in or out of a
 * lease-window list, which cannot name every unit it filtered on).
 */
const unitWrittenBy = (unitId: string): Tag[] => [idTag('Unit', unitId), listTag('Unit')];

const rollArgs = ({ search, property, status }: RentRollFilters) => ({
  p_search: search.trim() || undefined,
  p_property: property ?? undefined,
  p_status: status ?? undefined,
});
const rollTags = (rows: RentRollRow[] = []): Tag[] => [
  ...listTags(
    'Unit',
    rows.map((r) => r.unit_id),
  ),
  ...embedTags(
    'Property',
    rows.map((r) => r.property_id),
  ),
  ...listTags(
    'Tenancy',
    rows.map((r) => r.tenancy_id),
  ),
  MONEY,
];
/** The rent roll answers at most 500 rows a call. */
const EXPORT_PAGE = 500;
const rollPage = (filters: RentRollFilters, page: number, pageSize: number) =>
  runQuery(() => supabase.rpc('rent_roll', { ...rollArgs(filters), p_limit: pageSize, p_offset: page * pageSize }));

/** A write whose answer the screens do not use: they read the ledger again. */
async function nothingBack<R extends { data: unknown; error: unknown; status?: number }>(
  call: () => PromiseLike<R>,
): Promise<QueryResult<null>> {
  const result = await runMutation(call);
  return result.error ? { error: result.error } : { data: null };
}

export const rentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRentRoll: build.query<RentRoll, RentRollQuery>({
      queryFn: async ({ filters, page, pageSize }) => {
        const result = await rollPage(filters, page, pageSize);
        return result.error ? result : { data: result.data as unknown as RentRoll };
      },
      providesTags: (data) => rollTags(data?.rows),
    }),
    /** Every row the filters match, for the CSV export. */
    getRentRollExport: build.query<RentRollRow[], RentRollFilters>({
      queryFn: async (filters) => {
        const rows: RentRollRow[] = [];
        for (let page = 0; ; page++) {
          const result = await rollPage(filters, page, EXPORT_PAGE);
          if (result.error) return result;
          const batch = (result.data as unknown as RentRoll).rows;
          rows.push(...batch);
          if (batch.length < EXPORT_PAGE) return { data: rows };
        }
      },
      providesTags: (data) => rollTags(data),
      keepUnusedDataFor: 0,
    }),
    getRentRollProperties: build.query<Array<{ id: string; name: string }>, void>({
      queryFn: () => runQuery(() => supabase.from('properties').select('id, name').order('name'), []),
      providesTags: (data) => listTags('Property', data),
    }),
    getTenancyLedger: build.query<TenancyLedger, string>({
      queryFn: async (id) => {
        const result = await runQuery(() => supabase.rpc('tenancy_ledger', { p_tenancy: id }));
        return result.error ? result : { data: result.data as unknown as TenancyLedger };
      },
      providesTags: (data, _e, id) => [
        idTag('Tenancy', id),
        idTag('RentLedger', id),
        ...embedTags('Tenancy', data?.unit_tenancies),
        ...embedTags('Unit', [data?.unit]),
        ...embedTags('Property', [data?.property]),
      ],
    }),
    getRentThisMonth: build.query<RentThisMonth, number>({
      queryFn: async (limit) => {
        const result = await runQuery(() => supabase.rpc('rent_this_month', { p_limit: limit }));
        return result.error ? result : { data: result.data as unknown as RentThisMonth };
      },
      providesTags: (data) => [
        ...listTags(
          'Tenancy',
          data?.unpaid.map((r) => r.tenancy_id),
        ),
        MONEY,
        ...embedTags(
          'Unit',
          data?.unpaid.map((r) => r.unit_id),
        ),
        ...embedTags(
          'Property',
          data?.unpaid.map((r) => r.property_id),
        ),
      ],
    }),
    /** A property's tenancies, newest first, for the history under each unit. */
    getPropertyTenancies: build.query<PropertyTenancy[], string>({
      queryFn: async (propertyId) => {
        const result = await runQuery(
          () =>
            supabase
              .from('tenancies')
              .select('id, unit_id, tenants, start_on, ended_on, unit:units!inner(property_id)')
              .eq('unit.property_id', propertyId)
              .order('start_on', { ascending: false, nullsFirst: false }),
          [],
        );
        if (result.error) return result;
        return {
          data: result.data.map((r) => ({
            id: r.id,
            unit_id: r.unit_id,
            tenants: tenantNames(r.tenants),
            start_on: r.start_on,
            ended_on: r.ended_on,
          })),
        };
      },
      providesTags: (data, _e, propertyId) => [
        idTag('Property', propertyId),
        ...listTags('Tenancy', data),
        ...embedTags(
          'Unit',
          data?.map((r) => r.unit_id),
        ),
      ],
    }),
    /** Move-in: a new tenancy of a unit. Answers its id. */
    moveIn: build.mutation<string, MoveInFields>({
      queryFn: async (fields) => {
        const result = await runMutation(() =>
          supabase
            .from('tenancies')
            .insert({ ...fields, tenants: fields.tenants as unknown as Json[] })
            .select('id')
            .single(),
        );
        return result.error ? result : { data: result.data.id };
      },
      invalidatesTags: (_r, _e, { unit_id }) => [listTag('Tenancy'), MONEY, ...unitWrittenBy(unit_id)],
    }),
    /** Move-out: the database prorates the last month and removes later charges. */
    endTenancy: build.mutation<null, { id: string; unitId: string; endedOn: string }>({
      queryFn: ({ id, endedOn }) =>
        runMutation(() => supabase.from('tenancies').update({ ended_on: endedOn }).eq('id', id)),
      invalidatesTags: (_r, _e, { id, unitId }) => [idTag('Tenancy', id), ...moneyOf(id), ...unitWrittenBy(unitId)],
    }),
    /** Sent through the save queue: the client id makes a resend count once. */
    recordRentPayment: build.mutation<null, RentPaymentFields>({
      queryFn: (fields) => runMutation(() => supabase.from('rent_payments').insert(fields)),
      invalidatesTags: (_r, _e, { tenancy_id }) => moneyOf(tenancy_id),
    }),
    deleteRentPayment: build.mutation<null, { id: string; tenancyId: string }>({
      queryFn: ({ id }) => runMutation(() => supabase.from('rent_payments').delete().eq('id', id)),
      invalidatesTags: (_r, _e, { tenancyId }) => moneyOf(tenancyId),
    }),
    addTenancyCharge: build.mutation<null, ChargeFields>({
      queryFn: (fields) => runMutation(() => supabase.from('tenancy_charges').insert(fields)),
      invalidatesTags: (_r, _e, { tenancy_id }) => moneyOf(tenancy_id),
    }),
    deleteTenancyCharge: build.mutation<null, { id: string; tenancyId: string }>({
      queryFn: ({ id }) => runMutation(() => supabase.from('tenancy_charges').delete().eq('id', id)),
      invalidatesTags: (_r, _e, { tenancyId }) => moneyOf(tenancyId),
    }),
    /** Posts or waives the late fee the database proposes for one month's rent (once only). */
    decideLateFee: build.mutation<null, { tenancyId: string; period: string; waive: boolean }>({
      queryFn: ({ tenancyId, period, waive }) =>
        nothingBack(() => supabase.rpc('decide_late_fee', { p_tenancy: tenancyId, p_period: period, p_waive: waive })),
      invalidatesTags: (_r, _e, { tenancyId }) => moneyOf(tenancyId),
    }),
    removeLateFee: build.mutation<null, { feeId: string; tenancyId: string }>({
      queryFn: ({ feeId }) => nothingBack(() => supabase.rpc('remove_late_fee', { p_fee: feeId })),
      invalidatesTags: (_r, _e, { tenancyId }) => moneyOf(tenancyId),
    }),
    settleDeposit: build.mutation<
      null,
      { tenancyId: string; settledOn: string; deductions: Deduction[]; notes: string | null }
    >({
      queryFn: ({ tenancyId, settledOn, deductions, notes }) =>
        nothingBack(() =>
          supabase.rpc('settle_deposit', {
            p_tenancy: tenancyId,
            p_settled_on: settledOn,
            p_deductions: deductions as unknown as Json,
            p_notes: notes ?? undefined,
          }),
        ),
      invalidatesTags: (_r, _e, { tenancyId }) => moneyOf(tenancyId),
    }),
  }),
});

/** The database's 'Tenancy not found', or an address whose id is no id at all. */
export const isMissingTenancy = (error: unknown) =>
  !!error && typeof error === 'object' && 'code' in error && (error.code === 'P0002' || error.code === '22P02');

export const {
  useGetRentRollQuery,
  useLazyGetRentRollExportQuery,
  useGetRentRollPropertiesQuery,
  useGetTenancyLedgerQuery,
  useGetRentThisMonthQuery,
  useGetPropertyTenanciesQuery,
  useMoveInMutation,
  useEndTenancyMutation,
  useDeleteRentPaymentMutation,
  useAddTenancyChargeMutation,
  useDeleteTenancyChargeMutation,
  useDecideLateFeeMutation,
  useRemoveLateFeeMutation,
  useSettleDepositMutation,
} = rentApi;
