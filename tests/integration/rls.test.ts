import type { SupabaseClient } from '@supabase/supabase-js';
import { createPortfolio, type Portfolio } from './portfolio';
import { createTestClient, signedInClient } from './support';

/** Table → the key that identifies a row of it, and a harmless update. */
const TABLES: Array<[table: string, key: keyof Portfolio, idColumn: string, update: Record<string, unknown>]> = [
  ['property_managers', 'manager', 'id', { name: 'Hacked' }],
  ['properties', 'property', 'id', { name: 'Hacked' }],
  ['units', 'unit', 'id', { unit_label: 'Hacked' }],
  ['vendors', 'vendor', 'id', { name: 'Hacked' }],
  ['vendor_property_accounts', 'account', 'id', { account_number: 'Hacked' }],
  ['tasks', 'task', 'id', { title: 'Hacked' }],
  ['activities', 'activity', 'id', { action: 'Edited' }],
  ['unit_notes', 'note', 'id', { body: 'Hacked' }],
  ['scheduled_rent_increases', 'increase', 'id', { planned_new_rent: 1 }],
  ['user_settings', 'settings', 'user_id', { timezone: 'America/Chicago' }],
];

function idOf(portfolio: Portfolio, key: keyof Portfolio, idColumn: string): string {
  return (portfolio[key] as Record<string, string>)[idColumn];
}

describe('row-level security: a second user, tried as an attacker would', () => {
  let owner: SupabaseClient;
  let attacker: SupabaseClient;
  let mine: Portfolio;
  let theirs: Portfolio;
  let ownerId: string;

  beforeAll(async () => {
    const first = await signedInClient();
    owner = first.client;
    ownerId = first.user.id;
    attacker = (await signedInClient()).client;
    mine = await createPortfolio(owner, 'Owner');
    theirs = await createPortfolio(attacker, 'Attacker');
  });

  describe.each(TABLES)('%s', (table, key, idColumn, update) => {
    const id = () => idOf(mine, key, idColumn);

    it('cannot be selected or listed by another user', async () => {
      const byId = await attacker.from(table).select('*').eq(idColumn, id());
      expect(byId.error).toBeNull();
      expect(byId.data).toEqual([]);
      const list = await attacker.from(table).select(idColumn);
      expect(list.error).toBeNull();
      expect((list.data as unknown as Record<string, string>[]).map((r) => r[idColumn])).toEqual([
        idOf(theirs, key, idColumn),
      ]);
    });

    it('cannot be updated or deleted by another user', async () => {
      const updated = await attacker.from(table).update(update).eq(idColumn, id()).select();
      expect(updated.data).toEqual([]);
      const deleted = await attacker.from(table).delete().eq(idColumn, id()).select();
      expect(deleted.data).toEqual([]);
      const still = await owner.from(table).select('*').eq(idColumn, id()).single();
      expect(still.error).toBeNull();
      expect(still.data).toMatchObject(mine[key] as object);
    });

    it('is invisible to anon', async () => {
      const { data } = await createTestClient().from(table).select('*');
      expect(data ?? []).toEqual([]);
    });

    it('cannot be inserted under another user_id', async () => {
      const { data: row } = await owner.from(table).select('*').eq(idColumn, id()).single();
      // What the database computes (tasks.due_on) is not written.
      const { id: _id, created_at: _c, updated_at: _u, due_on: _d, ...values } = row as Record<string, unknown>;
      const { error } = await attacker.from(table).insert(values);
      expect(error?.code).toBe('42501');
    });

    it('cannot be handed over: their own row never moves to the first user', async () => {
      const { error } = await attacker
        .from(table)
        .update({ user_id: ownerId })
        .eq(idColumn, idOf(theirs, key, idColumn));
      expect(error?.code).toBe('42501');
    });
  });

  it('hides the latest-notes view of another user', async () => {
    const theirsView = await attacker.from('unit_latest_notes').select('unit_id');
    expect(theirsView.data).toEqual([{ unit_id: theirs.unit.id }]);
    const anon = await createTestClient().from('unit_latest_notes').select('unit_id');
    expect(anon.data ?? []).toEqual([]);
  });

  describe('attaching to the first user data', () => {
    it.each<[string, () => Record<string, unknown>]>([
      ['units', () => ({ property_id: mine.property.id, unit_label: 'Intruder' })],
      ['tasks', () => ({ title: 'Intruder', scope: 'Property', property_id: mine.property.id })],
      ['tasks', () => ({ title: 'Intruder', scope: 'Business', vendor_id: mine.vendor.id })],
      ['tasks', () => ({ title: 'Intruder', scope: 'Unit', property_id: theirs.property.id, unit_id: mine.unit.id })],
      ['activities', () => ({ task_id: mine.task.id, action: 'Edited' })],
      ['unit_notes', () => ({ unit_id: mine.unit.id, body: 'Intruder' })],
      [
        'scheduled_rent_increases',
        () => ({
          unit_id: mine.unit.id,
          basis: 'FixedAmount',
          amount: 5,
          effective_date: '2031-01-01',
          planned_new_rent: 5,
        }),
      ],
      [
        'vendor_property_accounts',
        () => ({ vendor_id: mine.vendor.id, property_id: theirs.property.id, account_number: 'X' }),
      ],
      [
        'vendor_property_accounts',
        () => ({ vendor_id: theirs.vendor.id, property_id: mine.property.id, account_number: 'X' }),
      ],
      [
        'properties',
        () => ({
          name: 'Intruder',
          address_line1: 'x',
          city: 'x',
          state: 'x',
          zip: 'x',
          property_manager_id: mine.manager.id,
        }),
      ],
    ])('refuses a %s row under the first user parent', async (table, values) => {
      const { error } = await attacker.from(table).insert(values());
      expect(error?.code).toBe('23503');
    });

    it.each<[string, () => string, () => Record<string, unknown>]>([
      ['units', () => theirs.unit.id, () => ({ property_id: mine.property.id })],
      ['tasks', () => theirs.task.id, () => ({ property_id: mine.property.id, unit_id: null })],
      ['tasks', () => theirs.task.id, () => ({ vendor_id: mine.vendor.id })],
      ['activities', () => theirs.activity.id, () => ({ task_id: mine.task.id })],
      ['unit_notes', () => theirs.note.id, () => ({ unit_id: mine.unit.id })],
      [
        'scheduled_rent_increases',
        () => theirs.increase.id,
        () => ({ unit_id: mine.unit.id, effective_date: '2032-05-05' }),
      ],
      ['vendor_property_accounts', () => theirs.account.id, () => ({ property_id: mine.property.id })],
      ['properties', () => theirs.property.id, () => ({ property_manager_id: mine.manager.id })],
    ])('refuses moving their own %s row under the first user parent', async (table, id, values) => {
      const { error } = await attacker.from(table).update(values()).eq('id', id());
      expect(error?.code).toBe('23503');
    });
  });

  it('lets the owner read everything through the calls of SPEC §7', async () => {
    const tasks = await owner
      .from('tasks')
      .select('*, property:properties(id, name), unit:units(id, unit_label), vendor:vendors(*)')
      .order('next_due_date', { ascending: true });
    expect(tasks.error).toBeNull();
    expect(tasks.data?.[0]).toMatchObject({
      property: { name: 'Owner Court' },
      unit: { unit_label: 'A' },
      vendor: { name: 'Owner Water' },
    });

    const task = await owner.from('tasks').select('*, activities(*)').eq('id', mine.task.id).single();
    expect(task.data?.activities).toHaveLength(1);

    const properties = await owner
      .from('properties')
      .select('*, units(*), property_manager:property_managers(*)')
      .order('name');
    expect(properties.data?.[0]).toMatchObject({
      units: [{ unit_label: 'A' }],
      property_manager: { name: 'Owner Manager' },
    });

    const property = await owner.from('properties').select('*, tasks(*)').eq('id', mine.property.id).single();
    expect(property.data?.tasks).toHaveLength(1);

    const vendors = await owner.from('vendors').select('*, vendor_property_accounts(*)').order('name');
    expect(vendors.data?.[0].vendor_property_accounts).toHaveLength(1);

    const vendor = await owner.from('vendors').select('*, tasks(*)').eq('id', mine.vendor.id).single();
    expect(vendor.data?.tasks).toHaveLength(1);

    const accounts = await owner
      .from('vendor_property_accounts')
      .select('*, property:properties(name)')
      .eq('vendor_id', mine.vendor.id)
      .order('created_at', { ascending: false });
    expect(accounts.data?.[0]).toMatchObject({ property: { name: 'Owner Court' } });

    const increases = await owner
      .from('scheduled_rent_increases')
      .select('*, unit:units(unit_label, monthly_rent, property:properties(id, name))')
      .eq('status', 'Scheduled')
      .gte('effective_date', '2030-01-01')
      .lte('effective_date', '2030-12-31')
      .order('effective_date');
    expect(increases.data?.[0]).toMatchObject({ unit: { unit_label: 'A', property: { name: 'Owner Court' } } });

    const settings = await owner.from('user_settings').select('*').single();
    expect(settings.data).toMatchObject({
      daily_digest_enabled: true,
      weekly_digest_day: 1,
      timezone: 'America/New_York',
    });
  });
});
