import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../src/api/database.types';
import { KEY_LANES, MAX_ROWS, notesQueries } from '../../src/features/notes/notesQueries';
import { EARLIER_NOTES_LIMIT, earlierThan } from '../../src/features/notes/notesRules';
import { createPortfolio, insertRow } from './portfolio';
import { signedInClient } from './support';

type AppClient = SupabaseClient<Database>;

/** n notes for a unit, an hour apart, oldest first; bodies 'note 1' ... 'note n'. */
const notesFor = (unitId: string, n: number, start = Date.UTC(2026, 0, 1)) =>
  Array.from({ length: n }, (_, i) => ({
    unit_id: unitId,
    body: `note ${i + 1}`,
    created_at: new Date(start + i * 3_600_000).toISOString(),
  }));

describe('unit notes (SPEC §2, §4, §7)', () => {
  let client: SupabaseClient;
  let unitId: string;
  let propertyId: string;

  beforeAll(async () => {
    client = (await signedInClient()).client;
    const portfolio = await createPortfolio(client, 'Notes');
    propertyId = portfolio.property.id;
    unitId = (
      await insertRow<{ id: string }>(client, 'units', { property_id: propertyId, unit_label: 'B', monthly_rent: 900 })
    ).id;
    const { error } = await client.from('unit_notes').insert(notesFor(unitId, 8));
    expect(error).toBeNull();
  });

  it('gives each unit its latest note and how many notes it has', async () => {
    const { data, error } = await client
      .from('unit_latest_notes')
      .select('unit_id, note_id, body, is_resolved, note_count')
      .eq('unit_id', unitId);
    expect(error).toBeNull();
    expect(data).toEqual([expect.objectContaining({ body: 'note 8', is_resolved: false, note_count: 8 })]);
  });

  it('reads up to 5 notes before the latest, newest first (the bulk expander; the saved latest comes too, for a note still waiting)', async () => {
    const { data } = await client
      .from('unit_notes')
      .select('id, body')
      .eq('unit_id', unitId)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .range(0, EARLIER_NOTES_LIMIT);
    const latest = (await client.from('unit_latest_notes').select('note_id').eq('unit_id', unitId).single()).data!;
    expect(earlierThan(latest.note_id!, data ?? []).map((n) => n.body)).toEqual([
      'note 7',
      'note 6',
      'note 5',
      'note 4',
      'note 3',
    ]);
    expect(earlierThan('a-note-waiting-in-the-browser', data ?? []).map((n) => n.body)).toEqual([
      'note 8',
      'note 7',
      'note 6',
      'note 5',
      'note 4',
    ]);
  });

  it('flips is_resolved and edits the body of one note; the view follows and updated_at moves', async () => {
    const latest = (await client.from('unit_latest_notes').select('note_id, updated_at').eq('unit_id', unitId).single())
      .data!;
    const resolved = await client
      .from('unit_notes')
      .update({ is_resolved: true })
      .eq('id', latest.note_id)
      .select()
      .single();
    expect(resolved.error).toBeNull();
    const edited = await client
      .from('unit_notes')
      .update({ body: 'note 8, edited' })
      .eq('id', latest.note_id)
      .select()
      .single();
    expect(edited.data).toMatchObject({ body: 'note 8, edited', is_resolved: true });
    expect(edited.data!.updated_at > latest.updated_at!).toBe(true);
    const view = await client
      .from('unit_latest_notes')
      .select('body, is_resolved, note_count')
      .eq('unit_id', unitId)
      .single();
    expect(view.data).toEqual({ body: 'note 8, edited', is_resolved: true, note_count: 8 });
  });

  it('refuses a blank note', async () => {
    const { error } = await client.from('unit_notes').insert({ unit_id: unitId, body: '   ' });
    expect(error?.code).toBe('23514');
  });

  it("hides one landlord's notes and counts from another", async () => {
    const other = (await signedInClient()).client;
    expect((await other.from('unit_latest_notes').select('unit_id')).data).toEqual([]);
    expect((await other.from('unit_notes').insert({ unit_id: unitId, body: 'sneaky' })).error).not.toBeNull();
  });

  it("answers the e-mail preview query: the units' increases not applied, up to 90 days ahead", async () => {
    const soon = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const late = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
    const past = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    const until = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    for (const date of [past, soon, late]) {
      expect(
        (
          await client.rpc('create_rent_increase', {
            p_unit_id: unitId,
            p_basis: 'Percent',
            p_effective_date: date,
            p_percent: 2,
          })
        ).error,
      ).toBeNull();
    }
    const { data, error } = await client
      .from('scheduled_rent_increases')
      .select('id, unit_id, effective_date, planned_new_rent, applied, unit:units(monthly_rent)')
      .in('unit_id', [unitId])
      .eq('applied', false)
      .in('status', ['Scheduled', 'Overdue'])
      .lte('effective_date', until)
      .order('effective_date');
    expect(error).toBeNull();
    expect(data?.map((r) => [r.effective_date, r.planned_new_rent, r.unit])).toEqual([
      [past, 920, { monthly_rent: 900 }],
      [soon, 940, { monthly_rent: 900 }],
    ]);
  });

  it('serves the bulk page of a 2,000-unit, 20,000-note portfolio in requests that all start at once', async () => {
    const big = (await signedInClient()).client;
    const ids: string[] = [];
    for (let p = 0; p < 20; p++) {
      const property = await insertRow<{ id: string }>(big, 'properties', {
        name: `Block ${p + 1}`,
        address_line1: '1 High St',
        city: 'X',
        state: 'NC',
        zip: '1',
      });
      const units = await big
        .from('units')
        .insert(
          Array.from({ length: 100 }, (_, i) => ({
            property_id: property.id,
            unit_label: `Unit ${i + 1}`,
            monthly_rent: 1000,
          })),
        )
        .select('id');
      expect(units.error).toBeNull();
      ids.push(...units.data!.map((u) => u.id));
      const notes = await big.from('unit_notes').insert(units.data!.flatMap((u) => notesFor(u.id, 10)));
      expect(notes.error).toBeNull();
    }

    // The bulk page's reads, as the app makes them, side by side.
    const fetched = jest.spyOn(global, 'fetch');
    const started = performance.now();
    const [units, latest] = await Promise.all([
      notesQueries.units(big as AppClient),
      notesQueries.latestNotes(big as AppClient),
    ]);
    const ms = performance.now() - started;
    // One read of the units through their properties, and the view in four key ranges side by side.
    expect(fetched.mock.calls.map(([url]) => new URL(String(url)).pathname).sort()).toEqual([
      '/rest/v1/properties',
      ...Array(KEY_LANES.length).fill('/rest/v1/unit_latest_notes'),
    ]);
    fetched.mockRestore();
    expect(units.error).toBeUndefined();
    expect(latest.error).toBeUndefined();
    expect(new Set(units.data!.map((u) => u.id))).toEqual(new Set(ids));
    expect(units.data).toHaveLength(ids.length);
    expect(latest.data).toHaveLength(ids.length);
    expect(new Set(latest.data!.map((n) => n.unit_id))).toEqual(new Set(ids));
    expect(latest.data!.every((n) => n.note_count === 10 && n.body === 'note 10')).toBe(true);
    // A figure for the README, not an assertion: timings depend on the machine.
    console.log(
      `bulk notes reads: 2,000 units / 20,000 notes in ${ms.toFixed(0)} ms, ${JSON.stringify(latest.data).length + JSON.stringify(units.data).length} bytes of JSON`,
    );
  });

  it('reads every unit and latest note when one property, and one key range, hold more units than one answer carries', async () => {
    const tower = (await signedInClient()).client;
    const property = await insertRow<{ id: string; name: string }>(tower, 'properties', {
      name: 'Tower',
      address_line1: '1 High St',
      city: 'X',
      state: 'NC',
      zip: '1',
    });
    const count = MAX_ROWS + 5;
    // Every id in the first key range, so each read has to page on after a full answer from the
    // real PostgREST, not only spread over the ranges.
    const firstRangeId = () => `1${randomUUID().slice(1)}`;
    expect(firstRangeId() < KEY_LANES[1]).toBe(true);
    const units = await tower
      .from('units')
      .insert(
        Array.from({ length: count }, (_, i) => ({
          id: firstRangeId(),
          property_id: property.id,
          unit_label: `Apt ${i + 1}`,
          monthly_rent: 1000,
        })),
      )
      .select('id');
    expect(units.error).toBeNull();
    const ids = units.data!.map((u) => u.id);
    expect(
      (await tower.from('unit_notes').insert(ids.map((id) => ({ unit_id: id, body: `about ${id}` })))).error,
    ).toBeNull();
    // Through the property, its units come back cut at max-rows: the reason for the fallback.
    const embedded = await tower.from('properties').select('units(id)').eq('id', property.id).single();
    expect((embedded.data as { units: unknown[] }).units).toHaveLength(MAX_ROWS);

    const fetched = jest.spyOn(global, 'fetch');
    const [read, latest] = await Promise.all([
      notesQueries.units(tower as AppClient),
      notesQueries.latestNotes(tower as AppClient),
    ]);
    const paths = fetched.mock.calls.map(([url]) => new URL(String(url)).pathname);
    fetched.mockRestore();
    // The properties read, then each read by key range: two pages in the crowded range, one in each other.
    const requestsPerRead = KEY_LANES.length + 1;
    expect(paths.filter((p) => p === '/rest/v1/properties')).toHaveLength(1);
    expect(paths.filter((p) => p === '/rest/v1/units')).toHaveLength(requestsPerRead);
    expect(paths.filter((p) => p === '/rest/v1/unit_latest_notes')).toHaveLength(requestsPerRead);
    expect(read.data).toHaveLength(count);
    expect(new Set(read.data!.map((u) => u.id))).toEqual(new Set(ids));
    expect(
      read.data!.every((u) => u.propertyId === property.id && u.propertyName === 'Tower' && u.managerId === null),
    ).toBe(true);
    expect(latest.data).toHaveLength(count);
    expect(latest.data!.every((n) => n.body === `about ${n.unit_id}` && n.note_count === 1)).toBe(true);
  });

  it("answers both history reads of a malformed unit id with 22P02, which the screen shows as 'Unit not found'", async () => {
    const unit = await client
      .from('units')
      .select('id, unit_label, property:properties(id, name)')
      .eq('id', 'not-a-uuid')
      .maybeSingle();
    const notes = await client
      .from('unit_notes')
      .select('id')
      .eq('unit_id', 'not-a-uuid')
      .order('created_at', { ascending: false });
    expect([unit.status, unit.error?.code, notes.status, notes.error?.code]).toEqual([400, '22P02', 400, '22P02']);
  });
});
