import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../src/api/database.types';
import { bulkNotesQueries } from '../../src/features/notes/notesQueries';
import type { NotesFilters } from '../../src/features/notes/types';
import { NO_MANAGER } from '../../src/features/notes/types';
import { insertRow } from './portfolio';
import { signedInClient } from './support';

type AppClient = SupabaseClient<Database>;

const ALL: NotesFilters = { managerIds: [], propertyIds: [], search: '', onlyUnresolved: false };

/**
 * The bulk notes screen reads one page of a 2,000-unit portfolio at a time, filtered
 * and counted on the server by bulk_note_units. Two managers (Alder with 10 properties, Birch
 * with 8) and 2 properties without one, 100 units each; every fifth unit has two notes, the
 * latest resolved on every tenth.
 */
describe('bulk notes paging', () => {
  let client: AppClient;
  let other: AppClient;
  const managers: Record<string, string> = {};
  const properties: Array<{ id: string; name: string; manager: string | null }> = [];

  beforeAll(async () => {
    client = (await signedInClient()).client as AppClient;
    other = (await signedInClient()).client as AppClient;
    for (const name of ['Birch Homes', 'Alder Realty'])
      managers[name] = (await insertRow<{ id: string }>(client, 'property_managers', { name })).id;
    for (let p = 0; p < 20; p++) {
      const manager = p < 10 ? 'Alder Realty' : p < 18 ? 'Birch Homes' : null;
      const name = `Block ${String(p + 1).padStart(2, '0')}`;
      const property = await insertRow<{ id: string }>(client, 'properties', {
        name,
        address_line1: '1 High St',
        city: 'X',
        state: 'NC',
        zip: '1',
        property_manager_id: manager ? managers[manager] : null,
      });
      properties.push({ id: property.id, name, manager });
      const units = await client
        .from('units')
        .insert(
          Array.from({ length: 100 }, (_, i) => ({
            property_id: property.id,
            unit_label: `Unit ${i + 1}`,
            monthly_rent: 1000,
          })),
        )
        .select('id, unit_label');
      expect(units.error).toBeNull();
      const noted = units.data!.filter((u) => Number(u.unit_label.slice(5)) % 5 === 0);
      const notes = await client.from('unit_notes').insert(
        noted.flatMap((u) => [
          { unit_id: u.id, body: 'first', created_at: '2026-01-01T00:00:00Z', is_resolved: false },
          {
            unit_id: u.id,
            body: `latest ${name} ${u.unit_label}`,
            created_at: '2026-02-01T00:00:00Z',
            is_resolved: Number(u.unit_label.slice(5)) % 10 === 0,
          },
        ]),
      );
      expect(notes.error).toBeNull();
    }
  });

  it('reads the first page in the screen order, with its latest notes and exact counts', async () => {
    const { data, error } = await bulkNotesQueries.page(client, ALL, 0, 50);
    expect(error).toBeUndefined();
    expect(data!.total).toBe(2000);
    expect(data!.units).toHaveLength(50);
    // Managers by name (Alder first), properties by name, units in natural order (Unit 2 before Unit 10).
    expect(data!.units.slice(0, 11).map((u) => `${u.propertyName} ${u.unitLabel}`)).toEqual(
      Array.from({ length: 11 }, (_, i) => `Block 01 Unit ${i + 1}`),
    );
    expect(data!.managerUnits).toEqual({ [managers['Alder Realty']]: 1000 });
    expect(data!.latest.map((n) => [n.body, n.note_count, n.is_resolved])).toEqual([
      ...[5, 10, 15, 20, 25, 30, 35, 40, 45, 50].map((i) => [`latest Block 01 Unit ${i}`, 2, i % 10 === 0]),
    ]);
  });

  it("reads the last page: the units without a manager, 'No Manager' last", async () => {
    const { data } = await bulkNotesQueries.page(client, ALL, 39, 50);
    expect(data!.units).toHaveLength(50);
    expect(data!.units.at(-1)).toMatchObject({ propertyName: 'Block 20', unitLabel: 'Unit 100', managerId: null });
    expect(data!.managerUnits).toEqual({ [NO_MANAGER]: 200 });
    const beyond = await bulkNotesQueries.page(client, ALL, 40, 50);
    expect(beyond.data!.units).toEqual([]);
  });

  it('reaches every unit exactly once across the pages', async () => {
    const seen = new Set<string>();
    for (let page = 0; page < 20; page++)
      (await bulkNotesQueries.page(client, ALL, page, 100)).data!.units.forEach((u) => seen.add(u.id));
    expect(seen.size).toBe(2000);
  });

  it('searches unit and property names on the server, case-insensitively, with wildcards taken literally', async () => {
    const byUnit = await bulkNotesQueries.page(client, { ...ALL, search: 'unit 100' }, 0, 50);
    expect(byUnit.data!.total).toBe(20);
    expect(byUnit.data!.units.every((u) => u.unitLabel === 'Unit 100')).toBe(true);
    const byProperty = await bulkNotesQueries.page(client, { ...ALL, search: 'block 07' }, 1, 50);
    expect(byProperty.data).toMatchObject({ total: 100 });
    expect(byProperty.data!.units.map((u) => u.unitLabel)).toEqual(
      Array.from({ length: 50 }, (_, i) => `Unit ${i + 51}`),
    );
    expect((await bulkNotesQueries.page(client, { ...ALL, search: '%' }, 0, 50)).data!.total).toBe(0);
    expect((await bulkNotesQueries.page(client, { ...ALL, search: 'Unit_1' }, 0, 50)).data!.total).toBe(0);
  });

  it('filters by manager (and No Manager), property and only unresolved, with exact counts', async () => {
    const birch = await bulkNotesQueries.page(
      client,
      { ...ALL, managerIds: [managers['Birch Homes'], NO_MANAGER] },
      0,
      50,
    );
    expect(birch.data!.total).toBe(1000);
    expect(birch.data!.managerUnits).toEqual({ [managers['Birch Homes']]: 800 });
    const one = await bulkNotesQueries.page(client, { ...ALL, propertyIds: [properties[3].id] }, 0, 500);
    expect(one.data!.total).toBe(100);
    expect(one.data!.units.every((u) => u.propertyId === properties[3].id)).toBe(true);
    // Units whose latest note is resolved (every tenth) drop out; units without a note stay.
    const open = await bulkNotesQueries.page(client, { ...ALL, onlyUnresolved: true }, 0, 50);
    expect(open.data!.total).toBe(2000 - 200);
  });

  it('reads a whole filtered list beyond one answer (the e-mail preview of a manager)', async () => {
    const all = await bulkNotesQueries.all(client, { ...ALL, managerIds: [managers['Alder Realty']] });
    expect(all.data!.units).toHaveLength(1000);
    const everything = await bulkNotesQueries.all(client, ALL);
    expect(new Set(everything.data!.units.map((u) => u.id)).size).toBe(2000);
  });

  it('shows another landlord none of these units', async () => {
    const { data } = await bulkNotesQueries.page(other, ALL, 0, 50);
    expect(data).toEqual({ units: [], latest: [], managerUnits: {}, total: 0 });
  });
});
