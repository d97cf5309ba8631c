import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import { runMutation, runQuery, type QueryResult } from '../../api/query';
import { keepUnlessRefused } from '../../api/optimistic';
import { supabase } from '../../api/supabase';
import { embedTags, idTag, listTag, listTags } from '../../api/tags';
import type { IncreaseForEmail } from './emailRules';
import { notesQueries } from './notesQueries';
import { EARLIER_NOTES_LIMIT } from './notesRules';
import type { LatestNote, ManagerRef, NoteUnit, UnitNote } from './types';

export interface NotesUnits {
  managers: ManagerRef[];
  units: NoteUnit[];
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
const unitTag = (unitId: string) => idTag('UnitNote', `unit-${unitId}`);
const NOTE_COLUMNS = 'id, unit_id, body, is_resolved, created_at, updated_at';
/** Unit ids per request of the e-mail query: keeps each URL a few kilobytes long. */
const UNIT_ID_BATCH = 150;

/** SPEC §7: a unit's notes, newest first (id breaks ties between notes saved in the same instant). */
const unitNotesNewestFirst = (unitId: string) =>
  supabase.from('unit_notes').select(NOTE_COLUMNS).eq('unit_id', unitId).order('created_at', { ascending: false }).order('id', { ascending: false });

export const notesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Units with their property and manager, and the managers (for names, e-mails and the filter).
    getNotesUnits: build.query<NotesUnits, void>({
      queryFn: async () => {
        const [units, managers] = await Promise.all([
          notesQueries.units(supabase),
          runQuery(() => supabase.from('property_managers').select('id, name, email').order('name'), []),
        ]);
        if (units.error) return units;
        if (managers.error) return managers;
        return { data: { managers: managers.data, units: units.data } };
      },
      providesTags: (data) => [
        ...listTags('Unit', data?.units),
        ...embedTags('Property', data?.units.map((u) => u.propertyId)),
        ...listTags('PropertyManager', data?.managers),
      ],
    }),
    // SPEC §7: the view unit_latest_notes, select all; one row per unit, keyed by unit id.
    getLatestNotes: build.query<EntityState<LatestNote, string>, void>({
      queryFn: async () => {
        const rows = await notesQueries.latestNotes(supabase);
        if (rows.error) return rows;
        return { data: latestNotesAdapter.setAll(latestNotesAdapter.getInitialState(), rows.data) };
      },
      providesTags: [LIST],
    }),
    // SPEC §9: up to 5 notes before the latest, read when a unit's history is expanded.
    getEarlierNotes: build.query<UnitNote[], string>({
      queryFn: (unitId) =>
        runQuery(() => unitNotesNewestFirst(unitId).range(1, EARLIER_NOTES_LIMIT), []),
      providesTags: (data, _e, unitId) => [...listTags('UnitNote', data), unitTag(unitId)],
    }),
    // SPEC §7: unit_notes ordered by created_at descending, filtered by the unit.
    getUnitNotes: build.query<UnitNote[], string>({
      queryFn: (unitId) =>
        runQuery(() => unitNotesNewestFirst(unitId), []),
      providesTags: (data, _e, unitId) => [...listTags('UnitNote', data), unitTag(unitId)],
    }),
    // The history screen's header; null when the unit is missing, not the user's, or the id is malformed.
    getNoteUnit: build.query<NoteUnitDetail | null, string>({
      queryFn: async (unitId) => {
        const result = await runQuery(() => supabase.from('units').select('id, unit_label, property:properties(id, name)').eq('id', unitId).maybeSingle());
        if (result.error) return result.error.code === '22P02' ? { data: null } : result;
        return { data: result.data as unknown as NoteUnitDetail | null };
      },
      providesTags: (data, _e, unitId) => [idTag('Unit', unitId), ...embedTags('Property', [data?.property])],
    }),
    // SPEC §4: a bulk save is a new note, so the history keeps every version.
    // The id is made in the browser, so a save sent again after a lost answer cannot make two notes (issue 26).
    addUnitNote: build.mutation<UnitNote, { id: string; unitId: string; body: string }>({
      queryFn: ({ id, unitId, body }) =>
        runMutation(async () => saveFailedWithoutMessage(await supabase.from('unit_notes').insert({ id, unit_id: unitId, body, is_resolved: false }).select(NOTE_COLUMNS).single())),
      // The new note becomes the unit's latest in place; refetching the whole view per save would not scale.
      onQueryStarted: async (_arg, { dispatch, getState, queryFulfilled }) => {
        const { data: note } = await queryFulfilled.catch(() => ({ data: null }));
        if (!note) return;
        // A read of the view already on its way (e.g. the refetch when the connection returns, while
        // queued notes are sent) may have started before this insert: read again once it is back.
        if (notesApi.endpoints.getLatestNotes.select()(getState()).status === 'pending') {
          dispatch(notesApi.util.invalidateTags([LIST]));
          return;
        }
        dispatch(
          notesApi.util.updateQueryData('getLatestNotes', undefined, (draft) => {
            const count = draft.entities[note.unit_id]?.note_count ?? 0;
            latestNotesAdapter.setOne(draft, { ...noteToLatest(note), note_count: count + 1 });
          }),
        );
      },
      invalidatesTags: (_r, error, { unitId }) => (error ? [] : [unitTag(unitId)]),
    }),
    // SPEC §4: is_resolved flipped (bulk checkbox, history toggle) or the body edited (history screen).
    updateUnitNote: build.mutation<UnitNote, { id: string; unitId: string; changes: { is_resolved: boolean } | { body: string } }>({
      queryFn: ({ id, changes }) => runMutation(async () => saveFailedWithoutMessage(await supabase.from('unit_notes').update(changes).eq('id', id).select(NOTE_COLUMNS).single())),
      // The change shows at once in the latest-notes view and the unit's history (issue 21); a refusal
      // undoes it, a save waiting in the queue for the network keeps it.
      onQueryStarted: async ({ id, unitId, changes }, { dispatch, queryFulfilled }) => {
        const patches = [
          dispatch(
            notesApi.util.updateQueryData('getLatestNotes', undefined, (draft) => {
              const current = draft.entities[unitId];
              if (current?.note_id === id) Object.assign(current, changes);
            }),
          ),
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
        dispatch(
          notesApi.util.updateQueryData('getLatestNotes', undefined, (draft) => {
            const current = draft.entities[note.unit_id];
            if (current?.note_id === note.id) Object.assign(current, noteToLatest(note));
          }),
        );
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
          ((r.data ?? []) as Array<Omit<IncreaseForEmail, 'monthly_rent'> & { unit: { monthly_rent: number } | null }>).map(({ unit, ...row }) => ({
            ...row,
            monthly_rent: unit?.monthly_rent ?? 0,
          })),
        );
        return { data: { increases, failed: results.some((r) => r.error) } };
      },
      providesTags: (data) => [...listTags('RentIncrease', data?.increases), ...embedTags('Unit', data?.increases.map((i) => i.unit_id))],
    }),
  }),
});

/** SPEC §8: a failed note save shows the server's message, or 'Save failed' when it sent none. */
function saveFailedWithoutMessage<R extends { error: { message?: string } | null }>(response: R): R {
  return response.error && !response.error.message ? { ...response, error: { ...response.error, message: 'Save failed' } } : response;
}

function noteToLatest(note: UnitNote): Omit<LatestNote, 'note_count'> {
  return { unit_id: note.unit_id, note_id: note.id, body: note.body, is_resolved: note.is_resolved, created_at: note.created_at, updated_at: note.updated_at };
}

export const {
  useGetNotesUnitsQuery,
  useGetLatestNotesQuery,
  useGetEarlierNotesQuery,
  useGetUnitNotesQuery,
  useGetNoteUnitQuery,
  useAddUnitNoteMutation,
  useUpdateUnitNoteMutation,
  useGetEmailIncreasesQuery,
} = notesApi;
