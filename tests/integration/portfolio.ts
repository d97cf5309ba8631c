import type { SupabaseClient } from '@supabase/supabase-js';

/** Inserts a row through the API and returns it, failing loudly with PostgREST's message. */
export async function insertRow<T = Record<string, unknown>>(
  client: SupabaseClient,
  table: string,
  values: Record<string, unknown>,
): Promise<T> {
  const { data, error } = await client.from(table).insert(values).select().single();
  if (error) throw new Error(`insert into ${table}: ${error.message}`);
  return data as T;
}

type Row = { id: string } & Record<string, unknown>;

/** One of everything a landlord owns, created as that landlord through the API. */
export async function createPortfolio(client: SupabaseClient, label = 'Owner') {
  const manager = await insertRow<Row>(client, 'property_managers', {
    name: `${label} Manager`,
    email: 'pm@example.test',
  });
  const property = await insertRow<Row>(client, 'properties', {
    name: `${label} Court`,
    address_line1: '1 Main St',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    property_manager_id: manager.id,
  });
  const unit = await insertRow<Row>(client, 'units', { property_id: property.id, unit_label: 'A', monthly_rent: 1000 });
  const vendor = await insertRow<Row>(client, 'vendors', { name: `${label} Water`, category: 'Water' });
  const account = await insertRow<Row>(client, 'vendor_property_accounts', {
    vendor_id: vendor.id,
    property_id: property.id,
    account_number: 'ACC-1',
  });
  const task = await insertRow<Row>(client, 'tasks', {
    title: 'Water bill',
    scope: 'Unit',
    property_id: property.id,
    unit_id: unit.id,
    vendor_id: vendor.id,
    due_date: '2030-01-01',
  });
  const activity = await insertRow<Row>(client, 'activities', { task_id: task.id, action: 'Created', details: {} });
  const note = await insertRow<Row>(client, 'unit_notes', { unit_id: unit.id, body: 'Leaky faucet' });
  const increase = await insertRow<Row>(client, 'scheduled_rent_increases', {
    unit_id: unit.id,
    basis: 'Percent',
    percent: 5,
    effective_date: '2030-02-01',
    planned_new_rent: 1050,
  });
  const settings = await insertRow<{ user_id: string }>(client, 'user_settings', {});
  return { manager, property, unit, vendor, account, task, activity, note, increase, settings };
}

export type Portfolio = Awaited<ReturnType<typeof createPortfolio>>;
