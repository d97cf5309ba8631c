import type { SupabaseClient } from '@supabase/supabase-js';
import { createPortfolio, insertRow, type Portfolio } from './portfolio';
import { signedInClient } from './support';

/** The write calls of SPEC §7, as the app makes them, each as the owner through RLS. */
describe('SPEC §7 calls through @supabase/supabase-js', () => {
  let client: SupabaseClient;
  let userId: string;
  let p: Portfolio;

  beforeAll(async () => {
    const signedIn = await signedInClient();
    client = signedIn.client;
    userId = signedIn.user.id;
    p = await createPortfolio(client);
  });

  it('property_managers: insert with user_id, select ordered by name, update and delete by id', async () => {
    const created = await insertRow<{ id: string }>(client, 'property_managers', {
      name: 'Aaron Abbott',
      email: 'aaron@example.test',
      phone: '+15550100',
      portal_link: 'https://portal.example.test',
      user_id: userId,
    });
    const list = await client.from('property_managers').select('*').order('name');
    expect(list.data?.map((m) => m.name)).toEqual(['Aaron Abbott', 'Owner Manager']);
    expect((await client.from('property_managers').update({ phone: '5550101' }).eq('id', created.id)).error).toBeNull();
    expect((await client.from('property_managers').delete().eq('id', created.id)).error).toBeNull();
  });

  it('units: insert, update, delete', async () => {
    const unit = await insertRow<{ id: string }>(client, 'units', {
      property_id: p.property.id,
      unit_label: 'B',
      lease_status: 'FixedTerm',
      lease_end_date: '2031-06-30',
      bedrooms: 'Studio',
      section_8_tenant: true,
      security_deposit_held_by: 'Property Manager',
    });
    const updated = await client
      .from('units')
      .update({ lease_status: 'MonthToMonth', lease_end_date: null })
      .eq('id', unit.id)
      .select()
      .single();
    expect(updated.data).toMatchObject({ lease_status: 'MonthToMonth', lease_end_date: null });
    expect((await client.from('units').delete().eq('id', unit.id)).error).toBeNull();
  });

  it('unit_notes: insert, list newest first by unit, flip resolved, edit body; the view gives the latest', async () => {
    const older = await insertRow<{ id: string }>(client, 'unit_notes', {
      unit_id: p.unit.id,
      body: 'Older',
      is_resolved: false,
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = await insertRow<{ id: string }>(client, 'unit_notes', {
      unit_id: p.unit.id,
      body: 'Newer',
      is_resolved: false,
    });
    const list = await client
      .from('unit_notes')
      .select('*')
      .eq('unit_id', p.unit.id)
      .order('created_at', { ascending: false });
    expect(list.data?.slice(0, 2).map((n) => n.id)).toEqual([newer.id, older.id]);
    expect((await client.from('unit_notes').update({ is_resolved: true }).eq('id', older.id)).error).toBeNull();
    expect((await client.from('unit_notes').update({ body: 'Older, edited' }).eq('id', older.id)).error).toBeNull();
    const latest = await client.from('unit_latest_notes').select('*');
    expect(latest.data).toEqual([expect.objectContaining({ unit_id: p.unit.id, note_id: newer.id, body: 'Newer' })]);
  });

  it('vendor_property_accounts: list newest first for a vendor, update, delete', async () => {
    const second = await insertRow<{ id: string }>(client, 'properties', {
      name: 'Second',
      address_line1: 'a',
      city: 'c',
      state: 's',
      zip: 'z',
    });
    const account = await insertRow<{ id: string }>(client, 'vendor_property_accounts', {
      vendor_id: p.vendor.id,
      property_id: second.id,
      account_number: 'ACC-2',
    });
    const list = await client
      .from('vendor_property_accounts')
      .select('*')
      .eq('vendor_id', p.vendor.id)
      .order('created_at', { ascending: false });
    expect(list.data?.map((a) => a.id)).toEqual([account.id, p.account.id]);
    expect(
      (await client.from('vendor_property_accounts').update({ account_number: 'ACC-2b' }).eq('id', account.id)).error,
    ).toBeNull();
    expect((await client.from('vendor_property_accounts').delete().eq('id', account.id)).error).toBeNull();
  });

  it('tasks and activities: update, complete with actual cost, log the activity', async () => {
    const { error } = await client
      .from('tasks')
      .update({ status: 'Completed', actual_cost: 42.5, notes: 'Paid online' })
      .eq('id', p.task.id);
    expect(error).toBeNull();
    await insertRow(client, 'activities', {
      task_id: p.task.id,
      action: 'Completed',
      details: { actual_cost: 42.5, notes: 'Paid online' },
    });
    const task = await client.from('tasks').select('*, activities(*)').eq('id', p.task.id).single();
    expect(task.data).toMatchObject({ status: 'Completed', actual_cost: 42.5 });
    expect(task.data?.activities.map((a: { action: string }) => a.action).sort()).toEqual(['Completed', 'Created']);
  });

  it('scheduled_rent_increases: the e-mail preview query, apply, cancel, re-plan and delete', async () => {
    const inMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const soon = await insertRow<{ id: string }>(client, 'scheduled_rent_increases', {
      unit_id: p.unit.id,
      basis: 'FixedAmount',
      amount: 25,
      effective_date: inMonth,
      planned_new_rent: 1025,
    });
    const in90 = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    const preview = await client
      .from('scheduled_rent_increases')
      .select('id, unit_id, effective_date, planned_new_rent, applied')
      .in('unit_id', [p.unit.id])
      .eq('applied', false)
      .lte('effective_date', in90);
    expect(preview.data?.map((r) => r.id)).toEqual([soon.id]);

    const applied = await client
      .from('scheduled_rent_increases')
      .update({ status: 'Applied', applied: true, applied_at: new Date().toISOString() })
      .eq('id', soon.id)
      .select()
      .single();
    expect(applied.data).toMatchObject({ status: 'Applied', applied: true });
    expect(
      (await client.from('scheduled_rent_increases').update({ status: 'Cancelled' }).eq('id', p.increase.id)).error,
    ).toBeNull();
    expect(
      (await client.from('scheduled_rent_increases').update({ planned_new_rent: 1100 }).eq('id', p.increase.id)).error,
    ).toBeNull();
    expect((await client.from('scheduled_rent_increases').delete().eq('id', p.increase.id)).error).toBeNull();
  });

  it('user_settings: upsert keyed on user_id', async () => {
    const { data, error } = await client
      .from('user_settings')
      .upsert(
        { user_id: userId, daily_digest_time: '05:30', weekly_digest_day: 0, timezone: 'Pacific/Honolulu' },
        { onConflict: 'user_id' },
      )
      .select()
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ daily_digest_time: '05:30:00', weekly_digest_day: 0, timezone: 'Pacific/Honolulu' });
  });
});
