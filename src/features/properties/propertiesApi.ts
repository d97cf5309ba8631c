import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import type { Tables } from '../../api/database.types';
import { runMutation, runQuery } from '../../api/query';
import { supabase } from '../../api/supabase';
import { embedTags, idTag, listTag, listTags } from '../../api/tags';
import { propertyCardsPage, type PropertyCardsArgs, type PropertyListItem } from './propertyQueries';
import {
  byUnitLabel,
  toPropertyRow,
  toUnitRow,
  type PropertyForm,
  type PropertyRow,
  type UnitForm,
  type UnitRow,
} from './propertyRules';

export type { PropertyListItem } from './propertyQueries';

export type ManagerRow = Tables<'property_managers'>;
export type PropertyWithUnits = PropertyRow & { units: UnitRow[]; property_manager: ManagerRow | null };
/** What the detail page shows while the full property loads: the card's name, address and manager. */
export type PropertySummary = Pick<
  PropertyListItem,
  'id' | 'name' | 'address_line1' | 'address_line2' | 'city' | 'state' | 'zip' | 'property_manager'
>;
/** One page of cards keyed by id, in the database's order, and the exact count over all pages. */
export interface PropertiesPageData {
  cards: EntityState<PropertyListItem, string>;
  total: number;
}
export type PropertyTask = Pick<Tables<'tasks'>, 'id' | 'title' | 'status' | 'scope' | 'due_on' | 'estimated_cost'>;
export type PropertyDetail = PropertyWithUnits & { tasks: PropertyTask[] };
export type PropertyRentIncrease = Pick<
  Tables<'scheduled_rent_increases'>,
  'id' | 'effective_date' | 'planned_new_rent' | 'status' | 'basis' | 'percent' | 'amount'
> & { unit: Pick<UnitRow, 'id' | 'unit_label' | 'monthly_rent'> };

export const propertiesAdapter = createEntityAdapter<PropertyListItem>();
export const propertySelectors = propertiesAdapter.getSelectors();

const LIST = listTag('Property');
const PROPERTY_SUMMARY_SELECT =
  'id, name, address_line1, address_line2, city, state, zip, property_manager:property_managers(id, name)';
const PROPERTY_DETAIL_SELECT = '*, units(*), property_manager:property_managers(*)';
const withSortedUnits = <T extends { units: Array<Pick<UnitRow, 'unit_label'>> }>(p: T): T => ({
  ...p,
  units: byUnitLabel(p.units),
});

export const propertiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // SPEC §7 list ordered by name with units and manager; one page of cards, searched,
    // filtered on lease end and counted in the database, each with the 3 units it shows.
    getPropertiesPage: build.query<PropertiesPageData, PropertyCardsArgs>({
      queryFn: async (args) => {
        const result = await propertyCardsPage(supabase, args);
        if (result.error) return result;
        return {
          data: {
            cards: propertiesAdapter.setAll(propertiesAdapter.getInitialState(), result.data.cards),
            total: result.data.total,
          },
        };
      },
      // Each card seeds its per-id entry: a property opened from the list shows at once.
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        const entries = propertySelectors
          .selectAll(answer.data.cards)
          .map((p) => ({ endpointName: 'getPropertySummary' as const, arg: p.id, value: p }));
        dispatch(propertiesApi.util.upsertQueryEntries(entries));
      },
      // Unit LIST: a unit added, edited or deleted anywhere can change a card's count or the lease window's matches.
      providesTags: (data) => {
        const items = data ? propertySelectors.selectAll(data.cards) : [];
        return [
          ...listTags('Property', items),
          ...listTags(
            'Unit',
            items.flatMap((p) => p.units),
          ),
          ...embedTags(
            'PropertyManager',
            items.map((p) => p.property_manager),
          ),
        ];
      },
    }),
    /** A property as its list card shows it: seeded by getPropertiesPage, read by the detail page while the full one loads. */
    getPropertySummary: build.query<PropertySummary | null, string>({
      queryFn: (id) =>
        runQuery(() => supabase.from('properties').select(PROPERTY_SUMMARY_SELECT).eq('id', id).maybeSingle()),
      providesTags: (data, _e, id) => [
        idTag('Property', id),
        ...embedTags('PropertyManager', [data?.property_manager]),
      ],
      keepUnusedDataFor: 300,
    }),
    // SPEC §7: get by id with tasks; null when missing or not the user's.
    getProperty: build.query<PropertyDetail | null, string>({
      queryFn: async (id) => {
        const result = await runQuery(() =>
          supabase
            .from('properties')
            .select(`${PROPERTY_DETAIL_SELECT}, tasks(id, title, status, scope, due_on, estimated_cost)`)
            .eq('id', id)
            .maybeSingle(),
        );
        if (result.error) return result;
        return { data: result.data ? withSortedUnits(result.data as PropertyDetail) : null };
      },
      providesTags: (data, _error, id) => [
        idTag('Property', id),
        ...listTags('Unit', data?.units),
        ...listTags('Task', data?.tasks),
        ...embedTags('PropertyManager', [data?.property_manager]),
      ],
    }),
    // Upcoming (not applied, Scheduled or Overdue) increases of the property's units.
    getPropertyRentIncreases: build.query<PropertyRentIncrease[], { propertyId: string; from: string }>({
      queryFn: async ({ propertyId, from }) => {
        const result = await runQuery(() =>
          supabase
            .from('scheduled_rent_increases')
            .select(
              'id, effective_date, planned_new_rent, status, basis, percent, amount, unit:units!inner(id, unit_label, monthly_rent)',
            )
            .eq('unit.property_id', propertyId)
            .eq('applied', false)
            .in('status', ['Scheduled', 'Overdue'])
            .gte('effective_date', from)
            .order('effective_date'),
        );
        return result.error ? result : { data: result.data };
      },
      providesTags: (data = [], _e, { propertyId }) => [
        ...listTags('RentIncrease', data),
        ...embedTags(
          'Unit',
          data.map((r) => r.unit),
        ),
        idTag('Property', propertyId),
      ],
    }),
    getManagerChoices: build.query<Array<Pick<ManagerRow, 'id' | 'name'>>, void>({
      queryFn: () => runQuery(() => supabase.from('property_managers').select('id, name').order('name'), []),
      providesTags: (data) => listTags('PropertyManager', data),
    }),
    createProperty: build.mutation<PropertyRow, PropertyForm>({
      queryFn: (form) => runMutation(() => supabase.from('properties').insert(toPropertyRow(form)).select().single()),
      invalidatesTags: [LIST],
    }),
    updateProperty: build.mutation<PropertyRow, { id: string; changes: Partial<ReturnType<typeof toPropertyRow>> }>({
      queryFn: ({ id, changes }) =>
        runMutation(() => supabase.from('properties').update(changes).eq('id', id).select().single()),
      // LIST too: lists are ordered by name.
      invalidatesTags: (_r, _e, { id }) => [LIST, idTag('Property', id)],
    }),
    // The database deletes the property's units (with their notes and increases), tasks, payments and vendor accounts with it.
    deleteProperty: build.mutation<null, string>({
      queryFn: (id) => runMutation(() => supabase.from('properties').delete().eq('id', id)),
      invalidatesTags: (_r, _e, id) => [
        LIST,
        idTag('Property', id),
        listTag('Unit'),
        listTag('Task'),
        listTag('RentIncrease'),
        listTag('UnitNote'),
        listTag('VendorAccount'),
        listTag('Payment'),
        listTag('Dashboard'),
      ],
    }),
    createUnit: build.mutation<UnitRow, { propertyId: string; form: UnitForm }>({
      queryFn: ({ propertyId, form }) =>
        runMutation(() =>
          supabase
            .from('units')
            .insert({ ...toUnitRow(form), property_id: propertyId })
            .select()
            .single(),
        ),
      invalidatesTags: [listTag('Unit')],
    }),
    updateUnit: build.mutation<UnitRow, { id: string; propertyId: string; form: UnitForm }>({
      queryFn: ({ id, form }) =>
        runMutation(() => supabase.from('units').update(toUnitRow(form)).eq('id', id).select().single()),
      // Increases and notes embed the unit (label, rent), so its id refetches them; LIST too: a new
      // lease end can move the unit's property in or out of the list's lease window (a paged list
      // cannot name every unit it filtered on).
      invalidatesTags: (_r, _e, { id }) => [idTag('Unit', id), listTag('Unit')],
    }),
    deleteUnit: build.mutation<null, { id: string; propertyId: string }>({
      queryFn: ({ id }) => runMutation(() => supabase.from('units').delete().eq('id', id)),
      // The database deletes the unit's notes and increases with it.
      invalidatesTags: (_r, _e, { id }) => [
        listTag('Unit'),
        idTag('Unit', id),
        listTag('RentIncrease'),
        listTag('UnitNote'),
        listTag('Dashboard'),
      ],
    }),
    // SPEC §4: the property page's quick note is a new unit note.
    // The id is made in the browser, so a queued note sent again cannot make two.
    addQuickNote: build.mutation<null, { id: string; unitId: string; body: string }>({
      queryFn: ({ id, unitId, body }) =>
        runMutation(() => supabase.from('unit_notes').insert({ id, unit_id: unitId, body, is_resolved: false })),
      invalidatesTags: [listTag('UnitNote')],
    }),
  }),
});

export const {
  useGetPropertiesPageQuery,
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
