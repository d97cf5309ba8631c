import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../api/database.types';
import { runQuery, type QueryResult } from '../../api/query';
import type { LatestNote, NotesFilters, NoteUnit } from './types';
import { NO_MANAGER } from './types';

type Client = SupabaseClient<Database>;
type Answer = { data: unknown; error: unknown; status?: number };

/**
 * PostgREST answers at most max-rows rows a request, and as many per embed under each parent row
 * (1,000 on Supabase, as on the local stack); a full answer may have been cut.
 */
export const MAX_ROWS = 1000;
/**
 * Four ranges of the uuid space, read side by side: random ids split a portfolio about evenly, so
 * 2,000 units take four requests of some 500 rows at once instead of two pages one after the other.
 */
export const KEY_LANES = [
  '00000000-0000-0000-0000-000000000000',
  '40000000-0000-0000-0000-000000000000',
  '80000000-0000-0000-0000-000000000000',
  'c0000000-0000-0000-0000-000000000000',
];
const LATEST_COLUMNS = 'unit_id, note_id, body, is_resolved, created_at, updated_at, note_count';

type PropertyUnits = {
  id: string;
  name: string;
  property_manager_id: string | null;
  units: Array<{ id: string; unit_label: string }>;
};
type UnitWithProperty = {
  id: string;
  unit_label: string;
  property: { id: string; name: string; property_manager_id: string | null };
};

/** A range of keys to read: from `from` (after it, once a page has ended there) up to `to`, exclusive. */
export interface KeyRange {
  from: string;
  after: boolean;
  to: string | null;
}

/**
 * The bulk notes page's whole-portfolio reads, given a client: the app passes its own, the
 * integration tests and the benchmark a signed-in one, so all run exactly these.
 */
export const notesQueries = {
  /** Which of these units the signed-in user owns (row-level security answers only theirs); throws when it cannot tell. */
  async ownedUnitIds(client: Client, unitIds: string[]): Promise<Set<string>> {
    const { data, error } = await client.from('units').select('id').in('id', unitIds);
    if (error) throw new Error(error.message);
    return new Set(data.map((unit) => unit.id));
  },

  // One request through properties (200 rows carry 2,000 units); when that answer may have been
  // cut (1,000 properties, or a property with 1,000 units), the units themselves, by id ranges.
  async units(client: Client): Promise<QueryResult<NoteUnit[]>> {
    const byProperty = await runQuery(() =>
      client
        .from('properties')
        .select('id, name, property_manager_id, units(id, unit_label)')
        .order('id')
        .limit(MAX_ROWS),
    );
    if (byProperty.error) return byProperty;
    const properties = byProperty.data as PropertyUnits[];
    if (properties.length < MAX_ROWS && properties.every((p) => p.units.length < MAX_ROWS)) {
      return { data: properties.flatMap((p) => p.units.map((u) => toNoteUnit({ ...u, property: p }))) };
    }
    const units = await readKeyRanges<UnitWithProperty>('id', (range) =>
      inRange(
        client.from('units').select('id, unit_label, property:properties!inner(id, name, property_manager_id)'),
        'id',
        range,
      ),
    );
    return units.error ? units : { data: units.data.map(toNoteUnit) };
  },

  // SPEC §7: the view unit_latest_notes, select all: one row per unit with a note.
  latestNotes: (client: Client): Promise<QueryResult<LatestNote[]>> =>
    readKeyRanges<LatestNote>('unit_id', (range) =>
      inRange(client.from('unit_latest_notes').select(LATEST_COLUMNS), 'unit_id', range),
    ),
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

type Filterable<Q> = {
  gt(column: string, value: string): Q;
  gte(column: string, value: string): Q;
  lt(column: string, value: string): Q;
  order(column: string): Q;
  limit(count: number): Q;
};

function inRange<Q extends Filterable<Q>>(query: Q, key: string, { from, after, to }: KeyRange): Q {
  const started = after ? query.gt(key, from) : query.gte(key, from);
  return (to ? started.lt(key, to) : started).order(key).limit(MAX_ROWS);
}

/**
 * Every row, read by key ranges side by side; a range whose page comes back full goes on after
 * its last key (keyset paging), so no answer is ever cut by max-rows.
 */
export async function readKeyRanges<T>(
  key: keyof T & string,
  read: (range: KeyRange) => PromiseLike<Answer>,
): Promise<QueryResult<T[]>> {
  const ranges = await Promise.all(
    KEY_LANES.map(async (start, i): Promise<QueryResult<T[]>> => {
      const rows: T[] = [];
      let range: KeyRange = { from: start, after: false, to: KEY_LANES[i + 1] ?? null };
      for (;;) {
        const page = await runQuery(() => read(range), []);
        if (page.error) return page;
        const data = page.data as T[];
        rows.push(...data);
        if (data.length < MAX_ROWS) return { data: rows };
        range = { ...range, from: String(data[data.length - 1][key]), after: true };
      }
    }),
  );
  const failed = ranges.find((r) => r.error);
  return failed ?? { data: ranges.flatMap((r) => r.data ?? []) };
}

function toNoteUnit(unit: UnitWithProperty): NoteUnit {
  return {
    id: unit.id,
    unitLabel: unit.unit_label,
    propertyId: unit.property.id,
    propertyName: unit.property.name,
    managerId: unit.property.property_manager_id,
  };
}
