import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import { runMutation, runQuery, type QueryResult } from '../../api/query';
import { keepUnlessRefused } from '../../api/optimistic';
import { supabase } from '../../api/supabase';
import { embedTags, idTag, listTag, listTags, ofParentTag } from '../../api/tags';
import type { IncreaseForEmail } from './emailRules';
import { bulkNotesQueries, type NotesPage } from './notesQueries';
import { EARLIER_NOTES_LIMIT } from './notesRules';
import type { LatestNote, ManagerRef, NotesFilters, UnitNote } from './types';

export interface NotesPageArgs {
  filters: NotesFilters;
  page: number;
  pageSize: number;
}
/** A page of units with their latest notes keyed by unit id, and the exact counts over all pages. */
export interface NotesPageData extends Omit<NotesPage, 'latest'> {
  latest: EntityState<LatestNote, string>;
}
export interface NotesFilterOptions {
  managers: ManagerRef[];
  properties: Array<{ id: string; name: string; property_manager_id: string | null }>;
}
export interface NoteUnitDetail {
  id: string;
  unit_label: string;
  property: { id: string; name: string };
}
export interface EmailIncreasesResult {
  increases: IncreaseForEmail[];
  /** Some batches failed: SPEC §8 'Some rent increases could not be loaded. Try again.' */
  failed: boolean;
}

export const latestNotesAdapter = createEntityAdapter<LatestNote, string>({ selectId: (note) => note.unit_id });
export const latestNoteSelectors = latestNotesAdapter.getSelectors();

const LIST = listTag('UnitNote');
/** One tag per unit's note history, so a save refetches that unit only, never the 2,000-unit list. */
const unitTag = (unitId: string) => ofParentTag('UnitNote', 'Unit', unitId);
const NOTE_COLUMNS = 'id, unit_id, body, is_resolved, created_at, updated_at';
/** Unit ids per request of the e-mail query: keeps each URL a few kilobytes long. */
const UNIT_ID_BATCH = 150;

/** SPEC §7: a unit's notes, newest first (id breaks ties between notes saved in the same instant). */
const unitNotesNewestFirst = (unitId: string) =>
  supabase
    .from('unit_notes')
    .select(NOTE_COLUMNS)
    .eq('unit_id', unitId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });

export const notesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // One page of the filtered units (SPEC §2 filters, applied on the server) with their
    // latest notes and the exact counts, instead of every unit and every latest note.
    getNotesPage: build.query<NotesPageData, NotesPageArgs>({
      queryFn: async ({ filters, page, pageSize }) => {
        const result = await bulkNotesQueries.page(supabase, filters, page, pageSize);
        return result.error ? result : { data: toPageData(result.data) };
      },
      providesTags: (data) => [
        LIST,
        ...listTags('Unit', data?.units),
        ...listTags(
          'Property',
          data?.units.map((u) => u.propertyId),
        ),
        listTag('PropertyManager'),
        ...embedTags('UnitNote', data ? latestNoteSelectors.selectAll(data.latest).map((note) => note.note_id) : []),
      ],
    }),
    // The filters' choices and the e-mail preview's recipients: managers, and properties by name.
    getNotesFilterOptions: build.query<NotesFilterOptions, void>({
      queryFn: async () => {
        const [properties, managers] = await Promise.all([
          runQuery(
            () => supabase.from('properties').select('id, name, property_manager_id').order('name').order('id'),
            [],
          ),
          runQuery(() => supabase.from('property_managers').select('id, name, email').order('name'), []),
        ]);
        if (properties.error) return properties;
        if (managers.error) return managers;
        return { data: { managers: managers.data, properties: properties.data } };
      },
      providesTags: (data) => [
        ...listTags('Property', data?.properties),
        ...listTags('PropertyManager', data?.managers),
      ],
    }),
    // The e-mail preview: every unit of one manager with its latest note, read when it is chosen.
    getManagerNotes: build.query<NotesPageData, string>({
      queryFn: async (managerId) => {
        const result = await bulkNotesQueries.all(supabase, {
          managerIds: [managerId],
          propertyIds: [],
          search: '',
          onlyUnresolved: false,
        });
        return result.error ? result : { data: toPageData(result.data) };
      },
      providesTags: (data, _e, managerId) => [
        LIST,
        ...listTags('Unit', data?.units),
        ...listTags(
          'Property',
          data?.units.map((u) => u.propertyId),
        ),
        idTag('PropertyManager', managerId),
        ...(data?.units ?? []).map((u) => unitTag(u.id)),
      ],
    }),
    // SPEC §2/§9: up to 5 notes before the latest, read when a unit's history is expanded. The
    // saved latest comes too (one row more): while a newer note waits to be saved it is the first
    // of the earlier ones; otherwise the screen leaves it out.
    getEarlierNotes: build.query<UnitNote[], string>({
      queryFn: (unitId) => runQuery(() => unitNotesNewestFirst(unitId).range(0, EARLIER_NOTES_LIMIT), []),
      providesTags: (data, _e, unitId) => [...listTags('UnitNote', data), unitTag(unitId)],
    }),
    // SPEC §7: unit_notes ordered by created_at descending, filtered by the unit.
    getUnitNotes: build.query<UnitNote[], string>({
      queryFn: (unitId) => runQuery(() => unitNotesNewestFirst(unitId), []),
      providesTags: (data, _e, unitId) => [...listTags('UnitNote', data), unitTag(unitId)],
    }),
    // The history screen's header; null when the unit is missing, not the user's, or the id is malformed.
    getNoteUnit: build.query<NoteUnitDetail | null, string>({
      queryFn: async (unitId) => {
        const result = await runQuery(() =>
          supabase.from('units').select('id, unit_label, property:properties(id, name)').eq('id', unitId).maybeSingle(),
        );
        if (result.error) return result.error.code === '22P02' ? { data: null } : result;
        return { data: result.data };
      },
      providesTags: (data, _e, unitId) => [idTag('Unit', unitId), ...embedTags('Property', [data?.property])],
    }),
    // SPEC §4: a bulk save is a new note, so the history keeps every version.
    // The id is made in the browser, so a save sent again after a lost answer cannot make two notes.
    addUnitNote: build.mutation<UnitNote, { id: string; unitId: string; body: string }>({
      queryFn: ({ id, unitId, body }) =>
        runMutation(async () =>
          saveFailedWithoutMessage(
            await supabase
              .from('unit_notes')
              .insert({ id, unit_id: unitId, body, is_resolved: false })
              .select(NOTE_COLUMNS)
              .single(),
          ),
        ),
      // The new note becomes the unit's latest in place; refetching the whole view per save would not scale.
      onQueryStarted: async (_arg, { dispatch, getState, queryFulfilled }) => {
        const { data: note } = await queryFulfilled.catch(() => ({ data: null }));
        if (!note) return;
        // A read of a page already on its way (e.g. the refetch when the connection returns, while
        // queued notes are sent) may have started before this insert: read again once it is back.
        const state = getState() as Parameters<typeof notesApi.util.selectCachedArgsForQuery>[0];
        const reading = notesApi.util
          .selectCachedArgsForQuery(state, 'getNotesPage')
          .some((args) => notesApi.endpoints.getNotesPage.select(args)(state).status === 'pending');
        if (reading) {
          dispatch(notesApi.util.invalidateTags([LIST]));
          return;
        }
        patchCachedPages(dispatch, getState, note.unit_id, (latest) => {
          const count = latest.entities[note.unit_id]?.note_count ?? 0;
          latestNotesAdapter.setOne(latest, { ...noteToLatest(note), note_count: count + 1 });
        });
      },
      invalidatesTags: (_r, error, { unitId }) => (error ? [] : [unitTag(unitId)]),
    }),
    // SPEC §4: is_resolved flipped (bulk checkbox, history toggle) or the body edited (history screen).
    updateUnitNote: build.mutation<
      UnitNote,
      { id: string; unitId: string; changes: { is_resolved: boolean } | { body: string } }
    >({
      queryFn: ({ id, changes }) =>
        runMutation(async () =>
          saveFailedWithoutMessage(
            await supabase.from('unit_notes').update(changes).eq('id', id).select(NOTE_COLUMNS).single(),
          ),
        ),
      // The change shows at once in the pages of units and the unit's history; a refusal
      // undoes it, a save waiting in the queue for the network keeps it.
      onQueryStarted: async ({ id, unitId, changes }, { dispatch, getState, queryFulfilled }) => {
        const patches = [
          ...patchCachedPages(dispatch, getState, unitId, (latest) => {
            const current = latest.entities[unitId];
            if (current?.note_id === id) Object.assign(current, changes);
          }),
          ...(['getUnitNotes', 'getEarlierNotes'] as const).map((endpoint) =>
            dispatch(
              notesApi.util.updateQueryData(endpoint, unitId, (notes) => {
                const note = notes.find((n) => n.id === id);
                if (note) Object.assign(note, changes);
              }),
            ),
          ),
        ];
        await keepUnlessRefused(patches, queryFulfilled);
        const { data: note } = await queryFulfilled.catch(() => ({ data: null }));
        if (!note) return;
        patchCachedPages(dispatch, getState, note.unit_id, (latest) => {
          const current = latest.entities[note.unit_id];
          if (current?.note_id === note.id) Object.assign(current, noteToLatest(note));
        });
      },
      invalidatesTags: (_r, error, { unitId }) => (error ? [] : [unitTag(unitId)]),
    }),
    // SPEC §7 e-mail preview query: the units' increases not applied, effective up to `until`.
    getEmailIncreases: build.query<EmailIncreasesResult, { unitIds: string[]; until: string }>({
      queryFn: async ({ unitIds, until }) => {
        const batches: string[][] = [];
        for (let i = 0; i < unitIds.length; i += UNIT_ID_BATCH) batches.push(unitIds.slice(i, i + UNIT_ID_BATCH));
        const results = await Promise.all(
          batches.map((ids) =>
            runQuery(
              () =>
                supabase
                  .from('scheduled_rent_increases')
                  .select('id, unit_id, effective_date, planned_new_rent, applied, unit:units(monthly_rent)')
                  .in('unit_id', ids)
                  .eq('applied', false)
                  .in('status', ['Scheduled', 'Overdue'])
                  .lte('effective_date', until)
                  .order('effective_date'),
              [],
            ),
          ),
        );
        const increases = results.flatMap((r: QueryResult<unknown[]>) =>
          (
            (r.data ?? []) as Array<Omit<IncreaseForEmail, 'monthly_rent'> & { unit: { monthly_rent: number } | null }>
          ).map(({ unit, ...row }) => ({
            ...row,
            monthly_rent: unit?.monthly_rent ?? 0,
          })),
        );
        return { data: { increases, failed: results.some((r) => r.error) } };
      },
      providesTags: (data) => [
        ...listTags('RentIncrease', data?.increases),
        ...embedTags(
          'Unit',
          data?.increases.map((i) => i.unit_id),
        ),
      ],
    }),
  }),
});

function toPageData(page: NotesPage): NotesPageData {
  return { ...page, latest: latestNotesAdapter.setAll(latestNotesAdapter.getInitialState(), page.latest) };
}

/** A thunk dispatch: an `updateQueryData` answers with the patch it made, which can be undone. */
type Dispatch = (action: ReturnType<typeof notesApi.util.updateQueryData>) => { undo: () => void };

/**
 * A saved note becomes its unit's latest in place, in every cached page and e-mail read that
 * shows the unit; refetching the pages per save would not scale.
 */
function patchCachedPages(
  dispatch: Dispatch,
  getState: () => unknown,
  unitId: string,
  patch: (latest: EntityState<LatestNote, string>) => void,
) {
  const state = getState() as Parameters<typeof notesApi.util.selectCachedArgsForQuery>[0];
  const patches: Array<{ undo: () => void }> = [];
  for (const args of notesApi.util.selectCachedArgsForQuery(state, 'getNotesPage')) {
    patches.push(
      dispatch(
        notesApi.util.updateQueryData('getNotesPage', args, (draft) => {
          if (draft.units.some((u) => u.id === unitId)) patch(draft.latest);
        }),
      ),
    );
  }
  for (const managerId of notesApi.util.selectCachedArgsForQuery(state, 'getManagerNotes')) {
    patches.push(
      dispatch(
        notesApi.util.updateQueryData('getManagerNotes', managerId, (draft) => {
          if (draft.units.some((u) => u.id === unitId)) patch(draft.latest);
        }),
      ),
    );
  }
  return patches;
}

/** SPEC §8: a failed note save shows the server's message, or 'Save failed' when it sent none. */
function saveFailedWithoutMessage<R extends { error: { message?: string } | null }>(response: R): R {
  return response.error && !response.error.message
    ? { ...response, error: { ...response.error, message: 'Save failed' } }
    : response;
}

function noteToLatest(note: UnitNote): Omit<LatestNote, 'note_count'> {
  return {
    unit_id: note.unit_id,
    note_id: note.id,
    body: note.body,
    is_resolved: note.is_resolved,
    created_at: note.created_at,
    updated_at: note.updated_at,
  };
}

export const {
  useGetNotesPageQuery,
  useGetNotesFilterOptionsQuery,
  useGetManagerNotesQuery,
  useGetEarlierNotesQuery,
  useGetUnitNotesQuery,
  useGetNoteUnitQuery,
  useAddUnitNoteMutation,
  useUpdateUnitNoteMutation,
  useGetEmailIncreasesQuery,
} = notesApi;
