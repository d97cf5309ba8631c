import { baseApi } from '../../api/baseApi';
import type { Tables } from '../../api/database.types';
import { runMutation } from '../../api/query';
import { supabase } from '../../api/supabase';
import { embedTags, idTag, listTag, listTags, unitTenancyTags } from '../../api/tags';
import {
  rentIncreaseQueries,
  type PlannedPage,
  type PlannerUnitDetail,
  type UnitSearchResult,
  type UpcomingPage,
  type UpcomingRow,
  type UpcomingWindow,
} from './rentIncreaseQueries';
import type { RentIncreaseDraft } from './rentRules';

export type RentIncreaseRow = Tables<'scheduled_rent_increases'>;
export interface PageArgs {
  page: number;
  pageSize: number;
}
export interface UpcomingPageArgs extends PageArgs {
  window: UpcomingWindow;
}

const LIST = listTag('RentIncrease');
const DASHBOARD = listTag('Dashboard');

export const rentIncreasesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The planner's unit picker asks the database for the units matching what was typed
    // (property name or unit label), one page, instead of loading every unit with its increases.
    searchPlannerUnits: build.query<UnitSearchResult, string>({
      queryFn: (search) => rentIncreaseQueries.searchUnits(supabase, search),
      providesTags: (data) => [
        ...listTags('Unit', data?.units),
        ...listTags(
          'Property',
          data?.units.map((u) => u.propertyId),
        ),
      ],
    }),
    // The chosen unit, read by id: its rent and lease for the date choices, its chain for the preview.
    getPlannerUnit: build.query<PlannerUnitDetail | null, string>({
      queryFn: (unitId) => rentIncreaseQueries.unit(supabase, unitId),
      providesTags: (data, _e, unitId) => [
        idTag('Unit', unitId),
        ...embedTags('Property', [data?.property]),
        ...listTags('RentIncrease', data?.increases),
      ],
    }),
    // SPEC §7: the planner's list by effective date, one page at a time with the exact count.
    // Read through the view, whose status says Overdue once a Scheduled date has passed.
    getPlannedIncreases: build.query<PlannedPage, PageArgs>({
      queryFn: ({ page, pageSize }) => rentIncreaseQueries.plannedPage(supabase, page, pageSize),
      providesTags: (data) => {
        const units = data?.increases.map((i) => i.unit) ?? [];
        return [
          ...listTags('RentIncrease', data?.increases),
          ...embedTags('Unit', units),
          ...embedTags(
            'Property',
            units.map((u) => u.property),
          ),
        ];
      },
    }),
    // SPEC §2/§4 upcoming: one page of the window, ordered, stepped and counted by the database.
    getUpcomingIncreases: build.query<UpcomingPage, UpcomingPageArgs>({
      queryFn: ({ window, page, pageSize }) => rentIncreaseQueries.upcomingPage(supabase, window, page, pageSize),
      providesTags: (data) => upcomingTags(data?.rows),
    }),
    // The CSV export: the whole window, read when asked for.
    getUpcomingIncreasesExport: build.query<UpcomingRow[], UpcomingWindow>({
      queryFn: (window) => rentIncreaseQueries.upcomingAll(supabase, window),
      providesTags: (data) => upcomingTags(data),
    }),
    // The database computes planned_new_rent (chained, rounded) and refuses duplicates.
    createRentIncrease: build.mutation<RentIncreaseRow, RentIncreaseDraft>({
      queryFn: ({ unitId, basis, value, effectiveDate }) =>
        runMutation(() =>
          supabase.rpc('create_rent_increase', {
            p_unit_id: unitId,
            p_basis: basis,
            p_effective_date: effectiveDate,
            p_percent: basis === 'Percent' ? Number(value) : undefined,
            p_amount: basis === 'FixedAmount' ? Number(value) : undefined,
          }),
        ),
      invalidatesTags: [LIST, DASHBOARD],
    }),
    // SPEC §4: writes the unit's rent and marks the increase Applied in one transaction.
    applyRentIncrease: build.mutation<RentIncreaseRow, string>({
      queryFn: (id) => runMutation(() => supabase.rpc('apply_rent_increase', { p_id: id })),
      // The unit's rent changed too: everything that shows that unit refetches.
      invalidatesTags: (increase, _e, id) => [
        LIST,
        idTag('RentIncrease', id),
        ...embedTags('Unit', [increase?.unit_id]),
        ...unitTenancyTags(),
        DASHBOARD,
      ],
    }),
    // Until its effective date: the unit's rent goes back and its later increases re-chain.
    undoRentIncrease: build.mutation<RentIncreaseRow, string>({
      queryFn: (id) => runMutation(() => supabase.rpc('undo_rent_increase', { p_id: id })),
      invalidatesTags: (increase, _e, id) => [
        LIST,
        idTag('RentIncrease', id),
        ...embedTags('Unit', [increase?.unit_id]),
        ...unitTenancyTags(),
        DASHBOARD,
      ],
    }),
    cancelRentIncrease: build.mutation<RentIncreaseRow, string>({
      queryFn: (id) => runMutation(() => supabase.rpc('cancel_rent_increase', { p_id: id })),
      invalidatesTags: (_r, _e, id) => [LIST, idTag('RentIncrease', id), DASHBOARD],
    }),
    deleteRentIncrease: build.mutation<null, string>({
      queryFn: async (id) => {
        const result = await runMutation(() => supabase.rpc('delete_rent_increase', { p_id: id }));
        return result.error ? result : { data: null };
      },
      invalidatesTags: (_r, _e, id) => [LIST, idTag('RentIncrease', id), DASHBOARD],
    }),
  }),
});

const upcomingTags = (rows: UpcomingRow[] = []) => [
  ...listTags('RentIncrease', rows),
  ...embedTags(
    'Unit',
    rows.map((r) => r.unitId),
  ),
  ...embedTags(
    'Property',
    rows.map((r) => r.propertyId),
  ),
];

export const {
  useSearchPlannerUnitsQuery,
  useGetPlannerUnitQuery,
  useGetPlannedIncreasesQuery,
  useGetUpcomingIncreasesQuery,
  useLazyGetUpcomingIncreasesExportQuery,
  useCreateRentIncreaseMutation,
  useApplyRentIncreaseMutation,
  useUndoRentIncreaseMutation,
  useCancelRentIncreaseMutation,
  useDeleteRentIncreaseMutation,
} = rentIncreasesApi;
