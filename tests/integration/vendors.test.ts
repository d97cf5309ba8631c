import type { SupabaseClient } from '@supabase/supabase-js';
import { format } from 'date-fns';
import { spendingWindowStart } from '../../src/features/vendors/vendorRules';
import { vendorSpendingQuery } from '../../src/features/vendors/vendorQueries';
import { createPortfolio, insertRow, type Portfolio } from './portfolio';
import { signedInClient } from './support';

type Task = {
  id: string;
  vendor_id: string | null;
  actual_cost: number | null;
  actual_cost_recorded_at: string | null;
  updated_at: string;
};

describe('vendors and their property accounts, through the API', () => {
  let client: SupabaseClient;
  let p: Portfolio;

  beforeAll(async () => {
    client = (await signedInClient()).client;
    p = await createPortfolio(client, 'Vendor');
  });

  it('refuses a second account for the same vendor and property (23505)', async () => {
    const { error } = await client
      .from('vendor_property_accounts')
      .insert({ vendor_id: p.vendor.id, property_id: p.property.id, account_number: 'ACC-2' });
    expect(error?.code).toBe('23505');
    expect(error?.message).toMatch(/vendor_property_accounts_vendor_property_key/);
  });

  it('lists a vendor with its accounts and their property names, as the app asks', async () => {
    const { data, error } = await client
      .from('vendors')
      .select('*, vendor_property_accounts(*, property:properties(id, name))')
      .eq('id', p.vendor.id)
      .single();
    expect(error).toBeNull();
    expect(data!.vendor_property_accounts).toEqual([
      expect.objectContaining({ account_number: 'ACC-1', property: { id: p.property.id, name: 'Vendor Court' } }),
    ]);
  });

  it('deleting a vendor deletes its accounts and leaves its tasks without a vendor', async () => {
    const vendor = await insertRow<{ id: string }>(client, 'vendors', { name: 'Short-lived', category: 'Trash' });
    await insertRow(client, 'vendor_property_accounts', {
      vendor_id: vendor.id,
      property_id: p.property.id,
      account_number: 'T-1',
    });
    const task = await insertRow<Task>(client, 'tasks', {
      title: 'Trash pickup',
      scope: 'Property',
      property_id: p.property.id,
      vendor_id: vendor.id,
    });

    const { error } = await client.from('vendors').delete().eq('id', vendor.id);
    expect(error).toBeNull();
    const { data: kept } = await client.from('tasks').select('id, vendor_id, property_id').eq('id', task.id).single();
    expect(kept).toEqual({ id: task.id, vendor_id: null, property_id: p.property.id });
    const { data: accounts } = await client.from('vendor_property_accounts').select('id').eq('vendor_id', vendor.id);
    expect(accounts).toEqual([]);
  });

  it('another user cannot read a vendor or its accounts', async () => {
    const other = (await signedInClient()).client;
    const { data: accounts, error } = await other
      .from('vendor_property_accounts')
      .select('*')
      .eq('vendor_id', p.vendor.id);
    expect(error).toBeNull();
    expect(accounts).toEqual([]);
    const { data: vendors } = await other
      .from('vendors')
      .select('*, vendor_property_accounts(*)')
      .eq('id', p.vendor.id);
    expect(vendors).toEqual([]);
  });
});

describe('tasks.actual_cost_recorded_at (kept by the database)', () => {
  let client: SupabaseClient;
  let p: Portfolio;
  const read = async (id: string) => (await client.from('tasks').select('*').eq('id', id).single()).data as Task;
  const update = async (id: string, values: Record<string, unknown>) => {
    const { error } = await client.from('tasks').update(values).eq('id', id);
    expect(error).toBeNull();
    return read(id);
  };

  beforeAll(async () => {
    client = (await signedInClient()).client;
    p = await createPortfolio(client, 'Cost');
  });

  it('is empty until a cost is recorded', async () => {
    expect((await read(p.task.id)).actual_cost_recorded_at).toBeNull();
  });

  it('is set on completion with a cost, kept while the cost stays, moved when it changes, cleared when removed', async () => {
    const before = Date.now();
    const completed = await update(p.task.id, { status: 'Completed', actual_cost: 42.5, notes: 'Paid' });
    expect(completed.actual_cost_recorded_at).not.toBeNull();
    const recordedAt = completed.actual_cost_recorded_at!;
    expect(Date.parse(recordedAt)).toBeGreaterThanOrEqual(before - 5000);

    // An edit that does not change the cost (even one that resends it) keeps the moment.
    const edited = await update(p.task.id, { notes: 'Paid by check', actual_cost: 42.5 });
    expect(edited.actual_cost_recorded_at).toBe(recordedAt);
    expect(edited.updated_at).not.toBe(completed.updated_at);

    await new Promise((resolve) => setTimeout(resolve, 20));
    const changed = await update(p.task.id, { actual_cost: 45 });
    expect(Date.parse(changed.actual_cost_recorded_at!)).toBeGreaterThan(Date.parse(recordedAt));

    const cleared = await update(p.task.id, { actual_cost: null });
    expect(cleared.actual_cost_recorded_at).toBeNull();
  });

  it('is set on insert with a cost, and a statement may set it itself', async () => {
    const fresh = await insertRow<Task>(client, 'tasks', {
      title: 'Paid at once',
      scope: 'Business',
      status: 'Completed',
      actual_cost: 10,
    });
    expect(fresh.actual_cost_recorded_at).not.toBeNull();
    const imported = await insertRow<Task>(client, 'tasks', {
      title: 'Imported',
      scope: 'Business',
      status: 'Completed',
      actual_cost: 10,
      actual_cost_recorded_at: '2026-01-02T03:04:05+00:00',
    });
    expect(Date.parse(imported.actual_cost_recorded_at!)).toBe(Date.parse('2026-01-02T03:04:05Z'));
    const moved = await update(imported.id, { actual_cost: 12, actual_cost_recorded_at: '2026-02-01T00:00:00+00:00' });
    expect(Date.parse(moved.actual_cost_recorded_at!)).toBe(Date.parse('2026-02-01T00:00:00Z'));
    const noCost = await insertRow<Task>(client, 'tasks', {
      title: 'No cost',
      scope: 'Business',
      actual_cost_recorded_at: '2026-01-02T00:00:00+00:00',
    });
    expect(noCost.actual_cost_recorded_at).toBeNull();
  });

  it("answers the vendor spending query from the ledger: the vendor's payments since a day, a recurring bill's every time", async () => {
    const since = spendingWindowStart(format(new Date(), 'yyyy-MM-dd'), 365);
    const bill = await insertRow<Task>(client, 'tasks', {
      title: 'Monthly bill',
      scope: 'Business',
      vendor_id: p.vendor.id,
      start_date: '2026-01-01',
      next_due_date: '2026-02-01',
      recurrence: { type: 'monthly', dayOfMonth: 1 },
    });
    const paidTwice = [
      { at: '2026-02-01', cost: 30 },
      { at: '2026-03-01', cost: 31 },
    ];
    for (const { at, cost } of paidTwice) {
      await insertRow(client, 'activities', {
        task_id: bill.id,
        action: 'Completed',
        details: { actual_cost: cost, occurrence: at, completion_date: new Date().toISOString().slice(0, 10) },
      });
    }
    await insertRow(client, 'payments', {
      vendor_id: p.vendor.id,
      category: 'Water',
      tax_line: 17,
      amount: 99,
      paid_on: '2001-01-01',
    });
    await insertRow(client, 'tasks', {
      title: 'Open with cost',
      scope: 'Business',
      vendor_id: p.vendor.id,
      actual_cost: 5,
    });
    const { data, error } = await vendorSpendingQuery(client, { vendorId: p.vendor.id, since });
    expect(error).toBeNull();
    expect(
      data!
        .filter((row) => row.task?.id === bill.id)
        .map((row) => Number(row.amount))
        .sort(),
    ).toEqual([30, 31]);
    expect(data!.map((row) => Number(row.amount))).not.toContain(99);
    expect(data!.map((row) => Number(row.amount))).not.toContain(5);
  });
});
