import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import type { Tables } from '../../api/database.types';
import { runMutation, runQuery } from '../../api/query';
import { supabase } from '../../api/supabase';
import { listProperties } from './propertyQueries';
import { byUnitLabel, toPropertyRow, toUnitRow, type PropertyForm, type PropertyRow, type UnitForm, type UnitRow } from './propertyRules';

export type ManagerRow = Tables<'property_managers'>;
export type PropertyWithUnits = PropertyRow & { units: UnitRow[]; property_manager: ManagerRow | null };
/** A card of the list (propertyQueries.listProperties). */
export type PropertyListItem = Pick<PropertyRow, 'id' | 'name' | 'address_line1' | 'address_line2' | 'city' | 'state' | 'zip'> & {
  units: Array<Pick<UnitRow, 'id' | 'unit_label' | 'monthly_rent' | 'lease_status' | 'lease_end_date'>>;
  property_manager: Pick<ManagerRow, 'id' | 'name'> | null;
};
export type PropertyTask = Pick<Tables<'tasks'>, 'id' | 'title' | 'status' | 'scope' | 'due_date' | 'next_due_date' | 'estimated_cost'>;
export type PropertyDetail = PropertyWithUnits & { tasks: PropertyTask[] };
export type PropertyRentIncrease = Pick<
  Tables<'scheduled_rent_increases'>,
  'id' | 'effective_date' | 'planned_new_rent' | 'status' | 'basis' | 'percent' | 'amount'
> & { unit: Pick<UnitRow, 'id' | 'unit_label' | 'monthly_rent'> };

export const propertiesAdapter = createEntityAdapter<PropertyListItem>();
export const propertySelectors = propertiesAdapter.getSelectors();

const LIST = { type: 'Property' as const, id: 'LIST' };
const PROPERTY_DETAIL_SELECT = '*, units(*), property_manager:property_managers(*)';
const withSortedUnits = <T extends { units: Array<Pick<UnitRow, 'unit_label'>> }>(p: T): T => ({ ...p, units: byUnitLabel(p.units) });

export const propertiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // SPEC §7: list ordered by name with units and property manager.
    getProperties: build.query<EntityState<PropertyListItem, string>, void>({
      queryFn: async () => {
        const result = await runQuery(() => listProperties(supabase));
        if (result.error) return result;
        return { data: propertiesAdapter.setAll(propertiesAdapter.getInitialState(), (result.data as PropertyListItem[]).map(withSortedUnits)) };
      },
      providesTags: (data) => [LIST, ...(data?.ids ?? []).map((id) => ({ type: 'Property' as const, id }))],
    }),
    // SPEC §7: get by id with tasks; null when missing or not the user's.
    getProperty: build.query<PropertyDetail | null, string>({
      queryFn: async (id) => {
        const result = await runQuery(() =>
          supabase
            .from('properties')
            .select(`${PROPERTY_DETAIL_SELECT}, tasks(id, title, status, scope, due_date, next_due_date, estimated_cost)`)
            .eq('id', id)
            .maybeSingle(),
        );
        if (result.error) return result;
        return { data: result.data ? withSortedUnits(result.data as PropertyDetail) : null };
      },
      providesTags: (_data, _error, id) => [{ type: 'Property', id }],
    }),
    // Upcoming (not applied, Scheduled or Overdue) increases of the property's units.
    getPropertyRentIncreases: build.query<PropertyRentIncrease[], { propertyId: string; from: string }>({
      queryFn: async ({ propertyId, from }) => {
        const result = await runQuery(() =>
          supabase
            .from('scheduled_rent_increases')
            .select('id, effective_date, planned_new_rent, status, basis, percent, amount, unit:units!inner(id, unit_label, monthly_rent)')
            .eq('unit.property_id', propertyId)
            .eq('applied', false)
            .in('status', ['Scheduled', 'Overdue'])
            .gte('effective_date', from)
            .order('effective_date'),
        );
        return result.error ? result : { data: result.data as unknown as PropertyRentIncrease[] };
      },
      providesTags: [{ type: 'RentIncrease', id: 'LIST' }],
    }),
    getManagerChoices: build.query<Array<Pick<ManagerRow, 'id' | 'name'>>, void>({
      queryFn: () => runQuery(() => supabase.from('property_managers').select('id, name').order('name'), []),
      providesTags: (data = []) => [{ type: 'PropertyManager', id: 'LIST' }, ...data.map((m) => ({ type: 'PropertyManager' as const, id: m.id }))],
    }),
    createProperty: build.mutation<PropertyRow, PropertyForm>({
      queryFn: (form) => runMutation(() => supabase.from('properties').insert(toPropertyRow(form)).select().single()),
      invalidatesTags: [LIST],
    }),
    updateProperty: build.mutation<PropertyRow, { id: string; changes: Partial<ReturnType<typeof toPropertyRow>> }>({
      queryFn: ({ id, changes }) => runMutation(() => supabase.from('properties').update(changes).eq('id', id).select().single()),
      invalidatesTags: (_r, _e, { id }) => [LIST, { type: 'Property', id }],
    }),
    // The database deletes the property's units and tasks with it.
    deleteProperty: build.mutation<null, string>({
      queryFn: (id) => runMutation(() => supabase.from('properties').delete().eq('id', id)),
      invalidatesTags: (_r, _e, id) => [LIST, { type: 'Property', id }, { type: 'Task', id: 'LIST' }, { type: 'RentIncrease', id: 'LIST' }],
    }),
    createUnit: build.mutation<UnitRow, { propertyId: string; form: UnitForm }>({
      queryFn: ({ propertyId, form }) =>
        runMutation(() => supabase.from('units').insert({ ...toUnitRow(form), property_id: propertyId }).select().single()),
      invalidatesTags: (_r, _e, { propertyId }) => [LIST, { type: 'Property', id: propertyId }],
    }),
    updateUnit: build.mutation<UnitRow, { id: string; propertyId: string; form: UnitForm }>({
      queryFn: ({ id, form }) => runMutation(() => supabase.from('units').update(toUnitRow(form)).eq('id', id).select().single()),
      invalidatesTags: (_r, _e, { propertyId }) => [LIST, { type: 'Property', id: propertyId }, { type: 'RentIncrease', id: 'LIST' }],
    }),
    deleteUnit: build.mutation<null, { id: string; propertyId: string }>({
      queryFn: ({ id }) => runMutation(() => supabase.from('units').delete().eq('id', id)),
      invalidatesTags: (_r, _e, { propertyId }) => [
        LIST,
        { type: 'Property', id: propertyId },
        { type: 'RentIncrease', id: 'LIST' },
        { type: 'UnitNote', id: 'LIST' },
      ],
    }),
    // SPEC §4: the property page's quick note is a new unit note.
    // The id is made in the browser, so a queued note sent again cannot make two (issue 26).
    addQuickNote: build.mutation<null, { id: string; unitId: string; body: string }>({
      queryFn: ({ id, unitId, body }) => runMutation(() => supabase.from('unit_notes').insert({ id, unit_id: unitId, body, is_resolved: false })),
      invalidatesTags: [{ type: 'UnitNote', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetPropertiesQuery,
  useGetPropertyQuery,
  useGetPropertyRentIncreasesQuery,
  useGetManagerChoicesQuery,
  useCreatePropertyMutation,
  useUpdatePropertyMutation,
  useDeletePropertyMutation,
  useCreateUnitMutation,
  useUpdateUnitMutation,
  useDeleteUnitMutation,
  useAddQuickNoteMutation,
} = propertiesApi;
