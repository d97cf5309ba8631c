import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../api/database.types';
import { runQuery, type QueryResult } from '../../api/query';
import type { LatestNote, NotesFilters, NoteUnit } from './types';
import { NO_MANAGER } from './types';

type Client = SupabaseClient<Database>;
/**
 * PostgREST answers at most max-rows rows a request (1,000 on Supabase, as on the local stack);
 * a full answer may have been cut.
 */
export const MAX_ROWS = 1000;

/** Reads beside the bulk notes page's, given a client: the app passes its own, the tests a signed-in one. */
export const notesQueries = {
  /** Which of these units the signed-in user owns (row-level security answers only theirs); throws when it cannot tell. */
  async ownedUnitIds(client: Client, unitIds: string[]): Promise<Set<string>> {
    const { data, error } = await client.from('units').select('id').in('id', unitIds);
    if (error) throw new Error(error.message);
    return new Set(data.map((unit) => unit.id));
  },
};

/** One unit of a bulk notes page, with its latest note (nulls without one) and the exact counts of the filtered list. */
export interface NotesPageRow {
  unit_id: string;
  unit_label: string;
  property_id: string;
  property_name: string;
  manager_id: string | null;
  manager_name: string | null;
  note_id: string | null;
  body: string | null;
  is_resolved: boolean | null;
  created_at: string | null;
  updated_at: string | null;
  note_count: number;
  manager_units: number;
  total: number;
}

export interface NotesPage {
  units: NoteUnit[];
  /** Latest notes of the page's units that have one. */
  latest: LatestNote[];
  /** Filtered units per manager key (manager id or NO_MANAGER), over all pages. */
  managerUnits: Record<string, number>;
  /** Filtered units over all pages. */
  total: number;
}

/** SPEC §2 filters as the bulk_note_units function takes them (filtered and paged on the server). */
export function notesFilterArgs(filters: NotesFilters) {
  const managers = filters.managerIds.filter((id) => id !== NO_MANAGER);
  const anyManager = filters.managerIds.length > 0;
  return {
    p_manager_ids: anyManager ? managers : undefined,
    p_no_manager: anyManager && filters.managerIds.includes(NO_MANAGER),
    p_property_ids: filters.propertyIds.length ? filters.propertyIds : undefined,
    p_search: filters.search.trim() || undefined,
    p_only_unresolved: filters.onlyUnresolved,
  };
}

export function toNotesPage(rows: NotesPageRow[]): NotesPage {
  const managerUnits: Record<string, number> = {};
  for (const row of rows) managerUnits[row.manager_id ?? NO_MANAGER] = Number(row.manager_units);
  return {
    units: rows.map((r) => ({
      id: r.unit_id,
      unitLabel: r.unit_label,
      propertyId: r.property_id,
      propertyName: r.property_name,
      managerId: r.manager_id,
    })),
    latest: rows.flatMap((r) =>
      r.note_id
        ? [
            {
              unit_id: r.unit_id,
              note_id: r.note_id,
              body: r.body ?? '',
              is_resolved: r.is_resolved ?? false,
              created_at: r.created_at ?? '',
              updated_at: r.updated_at ?? '',
              note_count: r.note_count,
            },
          ]
        : [],
    ),
    managerUnits,
    total: Number(rows[0]?.total ?? 0),
  };
}

export const bulkNotesQueries = {
  /** One page of the filtered units in the screen's order, with their latest notes and exact counts. */
  page: (client: Client, filters: NotesFilters, page: number, pageSize: number): Promise<QueryResult<NotesPage>> =>
    runQuery(
      () =>
        client.rpc('bulk_note_units', { ...notesFilterArgs(filters), p_limit: pageSize, p_offset: page * pageSize }),
      [],
    ).then((r) => (r.error ? r : { data: toNotesPage(r.data as NotesPageRow[]) })),

  /** Every filtered unit (the e-mail preview of one manager), read a max-rows page at a time. */
  async all(client: Client, filters: NotesFilters): Promise<QueryResult<NotesPage>> {
    const rows: NotesPageRow[] = [];
    for (let offset = 0; ; offset += MAX_ROWS) {
      const page = await runQuery(
        () => client.rpc('bulk_note_units', { ...notesFilterArgs(filters), p_limit: MAX_ROWS, p_offset: offset }),
        [],
      );
      if (page.error) return page;
      rows.push(...(page.data as NotesPageRow[]));
      if (page.data.length < MAX_ROWS) return { data: toNotesPage(rows) };
    }
  },
};
