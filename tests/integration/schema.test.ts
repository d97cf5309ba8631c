import type { SupabaseClient } from '@supabase/supabase-js';
import { createPortfolio, insertRow, type Portfolio } from './portfolio';
import { signedInClient } from './support';

describe('schema constraints, sent straight through the API', () => {
  let client: SupabaseClient;
  let p: Portfolio;

  beforeAll(async () => {
    client = (await signedInClient()).client;
    p = await createPortfolio(client);
  });

  const property = () => ({ name: 'P', address_line1: 'a', city: 'c', state: 's', zip: 'z' });
  const unit = () => ({ property_id: p.property.id, unit_label: 'U' });
  const task = () => ({ title: 'T', scope: 'Business' });
  const increase = () => ({
    unit_id: p.unit.id,
    basis: 'Percent',
    percent: 3,
    effective_date: '2035-01-01',
    planned_new_rent: 1030,
  });

  it.each<[string, string, () => Record<string, unknown>, RegExp]>([
    ['properties', 'blank name', () => ({ ...property(), name: '  ' }), /properties_name_check/],
    ['properties', 'missing zip', () => ({ ...property(), zip: null }), /null value in column "zip"/],
    ['properties', 'negative loan amount', () => ({ ...property(), loan_amount: -1 }), /properties_loan_amount_check/],
    ['units', 'blank label', () => ({ ...unit(), unit_label: '' }), /units_unit_label_check/],
    ['units', 'unknown lease status', () => ({ ...unit(), lease_status: 'Yearly' }), /units_lease_status_check/],
    [
      'units',
      'lease end without fixed term',
      () => ({ ...unit(), lease_status: 'MonthToMonth', lease_end_date: '2030-01-01' }),
      /units_lease_end_only_fixed_term/,
    ],
    ['units', 'bedrooms 5', () => ({ ...unit(), bedrooms: '5' }), /units_bedrooms_check/],
    [
      'units',
      'unknown deposit holder',
      () => ({ ...unit(), security_deposit_held_by: 'Tenant' }),
      /units_security_deposit_held_by_check/,
    ],
    ['units', 'negative rent', () => ({ ...unit(), monthly_rent: -5 }), /units_monthly_rent_check/],
    [
      'units',
      'negative deposit',
      () => ({ ...unit(), security_deposit_amount: -5 }),
      /units_security_deposit_amount_check/,
    ],
    ['vendors', 'unknown category', () => ({ name: 'V', category: 'Gas' }), /vendors_category_check/],
    ['vendors', 'blank name', () => ({ name: '', category: 'Water' }), /vendors_name_check/],
    [
      'vendor_property_accounts',
      'blank account number',
      () => ({ vendor_id: p.vendor.id, property_id: p.property.id, account_number: ' ' }),
      /vendor_property_accounts_account_number_check/,
    ],
    ['property_managers', 'bad e-mail', () => ({ name: 'M', email: 'not-an-email' }), /property_managers_email_check/],
    [
      'property_managers',
      'phone with punctuation',
      () => ({ name: 'M', phone: '555-1234' }),
      /property_managers_phone_check/,
    ],
    [
      'property_managers',
      'phone of 17 digits',
      () => ({ name: 'M', phone: '12345678901234567' }),
      /property_managers_phone_check/,
    ],
    ['tasks', 'unknown scope', () => ({ ...task(), scope: 'Global' }), /tasks_scope_check/],
    ['tasks', 'unknown status', () => ({ ...task(), status: 'Done' }), /tasks_status_check/],
    [
      'tasks',
      'business task with a property',
      () => ({ ...task(), property_id: p.property.id }),
      /tasks_scope_matches_links/,
    ],
    [
      'tasks',
      'property task without a property',
      () => ({ ...task(), scope: 'Property' }),
      /tasks_scope_matches_links/,
    ],
    ['tasks', 'negative estimated cost', () => ({ ...task(), estimated_cost: -1 }), /tasks_estimated_cost_check/],
    ['tasks', 'negative actual cost', () => ({ ...task(), actual_cost: -1 }), /tasks_actual_cost_check/],
    [
      'tasks',
      'interval 13',
      () => ({ ...task(), recurrence: { type: 'everyXMonths', interval: 13 } }),
      /Interval must be a whole number of months from 1 to 12/,
    ],
    [
      'tasks',
      'interval 0',
      () => ({ ...task(), recurrence: { type: 'everyXMonths', interval: 0 } }),
      /Interval must be a whole number of months from 1 to 12/,
    ],
    [
      'tasks',
      'day of month 32',
      () => ({ ...task(), recurrence: { type: 'monthly', dayOfMonth: 32 } }),
      /Day of month must be a whole number from 1 to 31/,
    ],
    [
      'tasks',
      'day of week 7',
      () => ({ ...task(), recurrence: { type: 'weekly', dayOfWeek: 7 } }),
      /Day of week must be Sunday to Saturday/,
    ],
    [
      'tasks',
      'unknown recurrence type',
      () => ({ ...task(), recurrence: { type: 'yearly' } }),
      /Choose how the task repeats/,
    ],
    ['tasks', 'links not a list', () => ({ ...task(), links: { label: 'x' } }), /tasks_links_check/],
    ['activities', 'unknown action', () => ({ task_id: p.task.id, action: 'Deleted' }), /activities_action_check/],
    ['unit_notes', 'blank body', () => ({ unit_id: p.unit.id, body: '   ' }), /unit_notes_body_check/],
    [
      'scheduled_rent_increases',
      'unknown basis',
      () => ({ ...increase(), basis: 'Ratio' }),
      /scheduled_rent_increases_basis_check/,
    ],
    [
      'scheduled_rent_increases',
      'percent basis without percent',
      () => ({ ...increase(), percent: null }),
      /scheduled_rent_increases_basis_value/,
    ],
    [
      'scheduled_rent_increases',
      'fixed basis without amount',
      () => ({ ...increase(), basis: 'FixedAmount' }),
      /scheduled_rent_increases_basis_value/,
    ],
    [
      'scheduled_rent_increases',
      'percent over 100',
      () => ({ ...increase(), percent: 150 }),
      /scheduled_rent_increases_percent_check/,
    ],
    [
      'scheduled_rent_increases',
      'negative percent',
      () => ({ ...increase(), percent: -2 }),
      /scheduled_rent_increases_percent_check/,
    ],
    [
      'scheduled_rent_increases',
      'unknown status',
      () => ({ ...increase(), status: 'Pending' }),
      /scheduled_rent_increases_status_check/,
    ],
    [
      'scheduled_rent_increases',
      'applied without applied_at',
      () => ({ ...increase(), status: 'Applied', applied: true }),
      /scheduled_rent_increases_applied_state/,
    ],
    [
      'scheduled_rent_increases',
      'negative planned rent',
      () => ({ ...increase(), planned_new_rent: -1 }),
      /scheduled_rent_increases_planned_new_rent_check/,
    ],
  ])('%s: rejects %s', async (table, _label, values, message) => {
    const { error } = await client.from(table).insert(values());
    expect(error).not.toBeNull();
    expect(error!.message).toMatch(message);
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['weekly day 7', { weekly_digest_day: 7 }, /user_settings_weekly_digest_day_check/],
    ['weekly day -1', { weekly_digest_day: -1 }, /user_settings_weekly_digest_day_check/],
    ['a timezone not offered', { timezone: 'Europe/Paris' }, /user_settings_timezone_check/],
  ])('user_settings: rejects %s', async (_label, values, message) => {
    const { error } = await client.from('user_settings').update(values).eq('user_id', p.settings.user_id);
    expect(error!.message).toMatch(message);
  });

  it('refuses a second live increase for the same unit and date, but allows it once the first is cancelled', async () => {
    const first = await insertRow<{ id: string }>(client, 'scheduled_rent_increases', {
      ...increase(),
      effective_date: '2036-03-01',
    });
    const duplicate = await client
      .from('scheduled_rent_increases')
      .insert({ ...increase(), effective_date: '2036-03-01' });
    expect(duplicate.error?.code).toBe('23505');
    await client.from('scheduled_rent_increases').update({ status: 'Cancelled' }).eq('id', first.id);
    const again = await client.from('scheduled_rent_increases').insert({ ...increase(), effective_date: '2036-03-01' });
    expect(again.error).toBeNull();
  });

  it('refuses linking a property to a vendor twice', async () => {
    const { error } = await client
      .from('vendor_property_accounts')
      .insert({ vendor_id: p.vendor.id, property_id: p.property.id, account_number: 'again' });
    expect(error?.code).toBe('23505');
  });

  it('keeps updated_at by trigger', async () => {
    const before = p.vendor.updated_at as string;
    const { data } = await client.from('vendors').update({ notes: 'touched' }).eq('id', p.vendor.id).select().single();
    expect(new Date(data!.updated_at).getTime()).toBeGreaterThan(new Date(before).getTime());
  });

  it('shows only the newest note per unit in unit_latest_notes', async () => {
    await insertRow(client, 'unit_notes', { unit_id: p.unit.id, body: 'Faucet fixed' });
    const { data } = await client.from('unit_latest_notes').select('unit_id, body').eq('unit_id', p.unit.id);
    expect(data).toEqual([{ unit_id: p.unit.id, body: 'Faucet fixed' }]);
  });
});

describe('delete behaviour', () => {
  let client: SupabaseClient;
  beforeEach(async () => {
    client = (await signedInClient()).client;
  });

  const count = async (table: string, column: string, value: string) =>
    (await client.from(table).select('*', { count: 'exact', head: true }).eq(column, value)).count;

  it('deleting a property deletes its units, tasks, accounts, notes and increases', async () => {
    const p = await createPortfolio(client);
    expect((await client.from('properties').delete().eq('id', p.property.id)).error).toBeNull();
    expect(await count('units', 'property_id', p.property.id)).toBe(0);
    expect(await count('tasks', 'id', p.task.id)).toBe(0);
    expect(await count('activities', 'task_id', p.task.id)).toBe(0);
    expect(await count('vendor_property_accounts', 'id', p.account.id)).toBe(0);
    expect(await count('unit_notes', 'id', p.note.id)).toBe(0);
    expect(await count('scheduled_rent_increases', 'id', p.increase.id)).toBe(0);
    expect(await count('vendors', 'id', p.vendor.id)).toBe(1);
  });

  it('deleting a vendor removes it from its tasks and deletes its accounts', async () => {
    const p = await createPortfolio(client);
    await client.from('vendors').delete().eq('id', p.vendor.id);
    const { data } = await client.from('tasks').select('vendor_id, title').eq('id', p.task.id).single();
    expect(data).toEqual({ vendor_id: null, title: 'Water bill' });
    expect(await count('vendor_property_accounts', 'id', p.account.id)).toBe(0);
  });

  it('deleting a manager removes it from its properties', async () => {
    const p = await createPortfolio(client);
    await client.from('property_managers').delete().eq('id', p.manager.id);
    const { data } = await client
      .from('properties')
      .select('property_manager_id, name')
      .eq('id', p.property.id)
      .single();
    expect(data).toEqual({ property_manager_id: null, name: 'Owner Court' });
  });

  it('deleting a unit deletes its notes and increases and keeps its tasks on the property', async () => {
    const p = await createPortfolio(client);
    await client.from('units').delete().eq('id', p.unit.id);
    expect(await count('unit_notes', 'unit_id', p.unit.id)).toBe(0);
    expect(await count('scheduled_rent_increases', 'unit_id', p.unit.id)).toBe(0);
    const { data } = await client.from('tasks').select('unit_id, property_id').eq('id', p.task.id).single();
    expect(data).toEqual({ unit_id: null, property_id: p.property.id });
  });

  it('deleting a task deletes its activities', async () => {
    const p = await createPortfolio(client);
    await client.from('tasks').delete().eq('id', p.task.id);
    expect(await count('activities', 'id', p.activity.id)).toBe(0);
  });
});
