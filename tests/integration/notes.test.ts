import type { SupabaseClient } from '@supabase/supabase-js';
import { EARLIER_NOTES_LIMIT, earlierThan } from '../../src/features/notes/notesRules';
import { createPortfolio, insertRow } from './portfolio';
import { signedInClient } from './support';

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
