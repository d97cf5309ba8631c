import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../api/database.types';
import { runQuery, type QueryResult } from '../../api/query';
import type { LatestNote, NoteUnit } from './types';

type Client = SupabaseClient<Database>;
type Answer = { data: unknown; error: unknown; status?: number };

/**
 * PostgREST answers at most max-rows rows a request, and as many per embed under each parent row
 * (1,000 on Supabase, as on the local stack); a full answer may have been cut.
 */
export const MAX_ROWS = 1000;
const LATEST_COLUMNS = 'unit_id, note_id, body, is_resolved, created_at, updated_at, note_count';

type PropertyUnits = { id: string; name: string; property_manager_id: string | null; units: Array<{ id: string; unit_label: string }> };
type UnitWithProperty = { id: string; unit_label: string; property: { id: string; name: string; property_manager_id: string | null } };

/**
 * The bulk notes page's whole-portfolio reads, given a client: the app passes its own, the
 * integration tests a signed-in one, so both run exactly these.
 *
 * Each is one request through properties (200 rows carry 2,000 units), so the page's reads all
 * start at once. When the answer may have been cut (1,000 properties, or a property with 1,000
 * units), the read starts over page by page, in a stable order, until a short page.
 */
export const notesQueries = {
  async units(client: Client): Promise<QueryResult<NoteUnit[]>> {
    const byProperty = await runQuery(() => client.from('properties').select('id, name, property_manager_id, units(id, unit_label)').order('id').limit(MAX_ROWS));
    if (byProperty.error) return byProperty;
    const properties = byProperty.data as PropertyUnits[];
    if (!mayBeCut(properties, (p) => p.units)) {
      return { data: properties.flatMap((p) => p.units.map((u) => toNoteUnit({ ...u, property: p }))) };
    }
    const pages = await readAllPages<UnitWithProperty>((from, to) =>
      client.from('units').select('id, unit_label, property:properties!inner(id, name, property_manager_id)').order('id').range(from, to),
    );
    return pages.error ? pages : { data: pages.data.map(toNoteUnit) };
  },

  // SPEC §7: the view unit_latest_notes, select all: one row per unit with a note.
  async latestNotes(client: Client): Promise<QueryResult<LatestNote[]>> {
    const byProperty = await runQuery(() => client.from('properties').select(`units(latest:unit_latest_notes(${LATEST_COLUMNS}))`).order('id').limit(MAX_ROWS));
    if (byProperty.error) return byProperty;
    const properties = byProperty.data as unknown as Array<{ units: Array<{ latest: LatestNote[] }> }>;
    if (!mayBeCut(properties, (p) => p.units)) return { data: properties.flatMap((p) => p.units.flatMap((u) => u.latest)) };
    return readAllPages<LatestNote>((from, to) => client.from('unit_latest_notes').select(LATEST_COLUMNS).order('unit_id').range(from, to));
  },
};

function mayBeCut<P>(parents: P[], children: (parent: P) => unknown[]): boolean {
  return parents.length >= MAX_ROWS || parents.some((parent) => children(parent).length >= MAX_ROWS);
}

async function readAllPages<T>(page: (from: number, to: number) => PromiseLike<Answer>): Promise<QueryResult<T[]>> {
  const rows: T[] = [];
  for (let from = 0; ; from += MAX_ROWS) {
    const result = await runQuery(() => page(from, from + MAX_ROWS - 1), []);
    if (result.error) return result;
    const data = result.data as T[];
    rows.push(...data);
    if (data.length < MAX_ROWS) return { data: rows };
  }
}

function toNoteUnit(unit: UnitWithProperty): NoteUnit {
  return { id: unit.id, unitLabel: unit.unit_label, propertyId: unit.property.id, propertyName: unit.property.name, managerId: unit.property.property_manager_id };
}
