import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import type { Tables } from '../../api/database.types';
import { runMutation, runQuery } from '../../api/query';
import { supabase } from '../../api/supabase';
import { embedTags, idTag, listTag, listTags, ofParentTag, unitTenancyTags } from '../../api/tags';
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

/** A unit's latest note, as the property page shows it beside the unit (read from unit_latest_notes). */
export interface UnitLatestNote {
  unit_id: string;
  note_id: string;
  body: string;
  created_at: string;
}
/** The property's units by id, each with its latest note or none. */
export type PropertyUnitNotes = EntityState<{ id: string; note: UnitLatestNote | null }, string>;
const unitNotesAdapter = createEntityAdapter<{ id: string; note: UnitLatestNote | null }>();

type IncreaseViewRow = {
  [K in keyof Omit<PropertyRentIncrease, 'unit'>]: PropertyRentIncrease[K] | null;
} & { unit: PropertyRentIncrease['unit'] };
const isShownIncrease = (row: IncreaseViewRow): row is PropertyRentIncrease =>
  row.id !== null &&
  row.effective_date !== null &&
  row.planned_new_rent !== null &&
  row.status !== null &&
  row.basis !== null;

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
    // Upcoming increases of the property's units: not applied, Scheduled from `from` (the landlord's
    // today, which the view's Overdue depends on) or Overdue, so one whose date passed stays in sight.
    getPropertyRentIncreases: build.query<PropertyRentIncrease[], { propertyId: string; from: string }>({
      queryFn: async ({ propertyId, from }) => {
        const result = await runQuery(
          () =>
            supabase
              .from('rent_increases_with_status')
              .select(
                'id, effective_date, planned_new_rent, status, basis, percent, amount, unit:units!inner(id, unit_label, monthly_rent)',
              )
              .eq('unit.property_id', propertyId)
              .eq('applied', false)
              .or(`status.eq.Overdue,and(status.eq.Scheduled,effective_date.gte.${from})`)
              .order('effective_date'),
          [],
        );
        if (result.error) return result;
        // The view types its columns as nullable; the table's rows behind them have their keys.
        return { data: result.data.filter(isShownIncrease) };
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
    // Each unit's latest note, wherever it was written (bulk notes, the history, the quick note box).
    getPropertyUnitNotes: build.query<PropertyUnitNotes, string>({
      queryFn: async (propertyId) => {
        const result = await runQuery(
          () =>
            supabase
              .from('units')
              .select('id, latest:unit_latest_notes(note_id, body, created_at)')
              .eq('property_id', propertyId),
          [],
        );
        if (result.error) return result;
        const units = result.data.map(({ id, latest }) => {
          const [note] = latest;
          const known = note && note.note_id && note.body !== null && note.created_at;
          return {
            id,
            note: known
              ? { unit_id: id, note_id: note.note_id!, body: note.body!, created_at: note.created_at! }
              : null,
          };
        });
        return { data: unitNotesAdapter.setAll(unitNotesAdapter.getInitialState(), units) };
      },
      // A note saved anywhere invalidates its unit's notes (or the UnitNote LIST): the page reads
      // again. Units added or deleted change the rows; only the labels' edits leave them be.
      providesTags: (data) => {
        const units = data ? Object.values(data.entities) : [];
        return [
          listTag('Unit'),
          ...listTags(
            'UnitNote',
            units.map((u) => u.note?.note_id),
          ),
          ...units.map((u) => ofParentTag('UnitNote', 'Unit', u.id)),
        ];
      },
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
        ...unitTenancyTags(),
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
      invalidatesTags: [listTag('Unit'), ...unitTenancyTags()],
    }),
    updateUnit: build.mutation<UnitRow, { id: string; propertyId: string; form: UnitForm }>({
      queryFn: ({ id, form }) =>
        runMutation(() => supabase.from('units').update(toUnitRow(form)).eq('id', id).select().single()),
      // Increases and notes embed the unit (label, rent), so its id refetches them; LIST too: a new
      // lease end can move the unit's property in or out of the list's lease window (a paged list
      // cannot name every unit it filtered on).
      invalidatesTags: (_r, _e, { id }) => [idTag('Unit', id), listTag('Unit'), ...unitTenancyTags()],
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
        ...unitTenancyTags(),
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
  useGetPropertyUnitNotesQuery,
  useGetManagerChoicesQuery,
  useCreatePropertyMutation,
  useUpdatePropertyMutation,
  useDeletePropertyMutation,
  useCreateUnitMutation,
  useUpdateUnitMutation,
  useDeleteUnitMutation,
  useAddQuickNoteMutation,
} = propertiesApi;
