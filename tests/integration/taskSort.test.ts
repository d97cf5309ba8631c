import type { SupabaseClient } from '@supabase/supabase-js';
import { insertRow } from './portfolio';
import { signedInClient } from './support';

type Row = { id: string };

// The tasks grid sorts by Vendor and Scope in the database, ordering the tasks by their
// to-one embeds (order=vendor(name)), and by Cost through the computed field shown_cost (actual,
// else estimated), which the local PostgREST must understand as tasksApi sends them.
describe('ordering tasks by an embedded name', () => {
  let client: SupabaseClient;

  beforeAll(async () => {
    client = (await signedInClient()).client;
    const zeta = await insertRow<Row>(client, 'vendors', { name: 'Zeta Plumbing', category: 'Water' });
    const alpha = await insertRow<Row>(client, 'vendors', { name: 'Alpha Roofing', category: 'Water' });
    const birch = await insertRow<Row>(client, 'properties', {
      name: 'Birch',
      address_line1: '1 B St',
      city: 'X',
      state: 'IL',
      zip: '62701',
    });
    const aspen = await insertRow<Row>(client, 'properties', {
      name: 'Aspen',
      address_line1: '1 A St',
      city: 'X',
      state: 'IL',
      zip: '62701',
    });
    // Costs shown: Z task $300 (actual, over an estimate of $50), A task $100 (estimate), No vendor none.
    await insertRow(client, 'tasks', {
      title: 'Z task',
      scope: 'Property',
      property_id: birch.id,
      vendor_id: zeta.id,
      due_date: '2099-01-01',
      estimated_cost: 50,
      actual_cost: 300,
    });
    await insertRow(client, 'tasks', {
      title: 'A task',
      scope: 'Property',
      property_id: aspen.id,
      vendor_id: alpha.id,
      due_date: '2099-01-02',
      estimated_cost: 100,
    });
    await insertRow(client, 'tasks', { title: 'No vendor', scope: 'Business', due_date: '2099-01-03' });
  });

  const titles = async (columns: string[], ascending: boolean) => {
    let query = client
      .from('tasks')
      .select('title, property:properties(name), unit:units(unit_label), vendor:vendors(name)');
    for (const column of columns) query = query.order(column, { ascending, nullsFirst: false });
    const { data, error } = await query.order('id', { ascending });
    expect(error).toBeNull();
    return (data ?? []).map((t) => t.title);
  };

  it('orders by the vendor name, tasks without a vendor last, both ways', async () => {
    expect(await titles(['vendor(name)'], true)).toEqual(['A task', 'Z task', 'No vendor']);
    expect(await titles(['vendor(name)'], false)).toEqual(['Z task', 'A task', 'No vendor']);
  });

  it('orders by the property name, then the unit label, Business tasks last', async () => {
    expect(await titles(['property(name)', 'unit(unit_label)'], true)).toEqual(['A task', 'Z task', 'No vendor']);
  });

  it('orders by the cost shown (actual, else estimated), tasks without a cost last, both ways', async () => {
    expect(await titles(['shown_cost'], true)).toEqual(['A task', 'Z task', 'No vendor']);
    expect(await titles(['shown_cost'], false)).toEqual(['Z task', 'A task', 'No vendor']);
  });
});
