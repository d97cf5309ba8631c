import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import type { Tables } from '../../api/database.types';
import { runMutation, runQuery } from '../../api/query';
import { supabase } from '../../api/supabase';
import { embedTags, idTag, listTag, listTags } from '../../api/tags';
import type { RentIncreaseDraft } from './rentRules';

export type RentIncreaseRow = Tables<'scheduled_rent_increases'>;
export type PlannerUnit = Pick<Tables<'units'>, 'id' | 'unit_label' | 'monthly_rent' | 'lease_status' | 'lease_end_date'>;
export type PlannerProperty = { id: string; name: string; units: PlannerUnit[] };
/** SPEC §3: a listed increase is joined to its unit and the unit's property. */
export type RentIncreaseListItem = RentIncreaseRow & {
  unit: Pick<Tables<'units'>, 'id' | 'unit_label' | 'monthly_rent'> & { property: { id: string; name: string } };
};
export interface RentIncreaseFilters {
  status?: string[];
  from?: string;
  to?: string;
}

export const rentIncreasesAdapter = createEntityAdapter<RentIncreaseListItem>();
export const rentIncreaseSelectors = rentIncreasesAdapter.getSelectors();

const LIST = listTag('RentIncrease');
const DASHBOARD = listTag('Dashboard');
const LIST_SELECT = '*, unit:units!inner(id, unit_label, monthly_rent, property:properties!inner(id, name))';

/**
 * The generator types every column of a view as nullable; the view is the table's rows with their
 * status, so its key columns are never null. Checked here, once, rather than cast.
 */
type ViewRow = { id: string | null; unit_id: string | null; effective_date: string | null; status: string | null };
const isListedIncrease = <R extends ViewRow>(row: R): row is R & RentIncreaseListItem =>
  row.id !== null && row.unit_id !== null && row.effective_date !== null && row.status !== null;

export const rentIncreasesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // SPEC §7: with unit and property, by effective_date, optionally by status and from/to dates.
    // Read through the view, whose status says Overdue once a Scheduled date has passed (issue 19).
    getRentIncreases: build.query<EntityState<RentIncreaseListItem, string>, RentIncreaseFilters>({
      queryFn: async ({ status, from, to }) => {
        const result = await runQuery(() => {
          let query = supabase.from('rent_increases_with_status').select(LIST_SELECT);
          if (status?.length) query = query.in('status', status);
          if (from) query = query.gte('effective_date', from);
          if (to) query = query.lte('effective_date', to);
          return query.order('effective_date').order('id');
        });
        if (result.error) return result;
        return { data: rentIncreasesAdapter.setAll(rentIncreasesAdapter.getInitialState(), result.data.filter(isListedIncrease)) };
      },
      providesTags: (data) => {
        const units = Object.values(data?.entities ?? {}).map((r) => r.unit);
        return [...listTags('RentIncrease', data?.ids), ...embedTags('Unit', units), ...embedTags('Property', units.map((u) => u.property))];
      },
    }),
    // The planner's unit picker: units grouped by property, properties by name.
    getPlannerUnits: build.query<PlannerProperty[], void>({
      queryFn: () =>
        runQuery(
          () =>
            supabase
              .from('properties')
              .select('id, name, units(id, unit_label, monthly_rent, lease_status, lease_end_date)')
              .order('name')
              .order('unit_label', { referencedTable: 'units' }),
          [],
        ),
      providesTags: (data = []) => [...listTags('Property', data), ...listTags('Unit', data.flatMap((p) => p.units))],
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
      invalidatesTags: (increase, _e, id) => [LIST, idTag('RentIncrease', id), ...embedTags('Unit', [increase?.unit_id]), DASHBOARD],
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

export const {
  useGetRentIncreasesQuery,
  useGetPlannerUnitsQuery,
  useCreateRentIncreaseMutation,
  useApplyRentIncreaseMutation,
  useCancelRentIncreaseMutation,
  useDeleteRentIncreaseMutation,
} = rentIncreasesApi;
