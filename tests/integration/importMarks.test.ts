import type { SupabaseClient } from '@supabase/supabase-js';
import { Client } from 'pg';
import { exportInSteps } from '../../src/features/data-transfer/accountSteps';
import { clearImport, importBundle, rowsOnly, rpcOf } from './accountTransfer';
import { createPortfolio, insertRow } from './portfolio';
import { DB_URL, signedInClient } from './support';

/**
 * An unfinished whole-account import (a closed tab) is its own rows only (migration
 * 20261129000200): the landlord's data never goes with it, removing it takes short steps that
 * always make progress, and a refused row is named with its field.
 */
async function count(client: SupabaseClient, table: string) {
  const { count: n, error } = await client.from(table).select('*', { count: 'exact', head: true });
  if (error) throw new Error(error.message);
  return n;
}

async function unfinishedOf(client: SupabaseClient) {
  const { data, error } = await client.rpc('account_unfinished_import');
  if (error) throw new Error(error.message);
  return data as { import: string; started_at: string; rows: number } | null;
}

async function sourceExport() {
  const owner = await signedInClient();
  await createPortfolio(owner.client, 'Source');
  return exportInSteps(rpcOf(owner.client));
}

describe('an unfinished whole-account import', () => {
  it("is removed by its own rows only: the landlord's data added since stays, also on an imported property", async () => {
    const data = await sourceExport();
    const { client } = await signedInClient();
    // A closed tab: begin and one chunk of each of the first tables.
    const begun = await client.rpc('import_account_begin', { p_version: 1 });
    const importId = (begun.data as { import: string }).import;
    for (const table of ['property_managers', 'properties', 'units']) {
      expect(
        await client.rpc('import_account_rows', { p_import: importId, p_table: table, p_rows: data.tables[table] }),
      ).toMatchObject({ error: null });
    }
    const imported = await client.from('properties').select('id').single();

    // The landlord goes on: a property of their own, and a task on the imported property.
    const own = await insertRow<{ id: string }>(client, 'properties', {
      name: 'My Own',
      address_line1: '9 Oak St',
      city: 'Durham',
      state: 'NC',
      zip: '27701',
    });
    await insertRow(client, 'units', { property_id: own.id, unit_label: '1', monthly_rent: 900 });
    const task = await insertRow<{ id: string }>(client, 'tasks', {
      title: 'Roof',
      scope: 'Property',
      property_id: imported.data!.id,
      due_date: '2030-01-01',
    });

    const importedRows =
      data.tables.property_managers.length + data.tables.properties.length + data.tables.units.length;
    expect(await unfinishedOf(client)).toMatchObject({ import: importId, rows: importedRows });

    // A new import is refused with a reason the app recognises, touching nothing.
    const again = await client.rpc('import_account_begin', { p_version: 1 });
    expect(again.error).toMatchObject({
      code: '55000',
      message: `An earlier import did not finish: ${importedRows} of its rows are still in this account. Remove them (Settings, Your data), then import again.`,
    });
    await expect(importBundle(client, rowsOnly(data))).rejects.toThrow(/^An earlier import did not finish/);
    expect(await count(client, 'properties')).toBe(2);
    expect(await count(client, 'tasks')).toBe(1);

    await clearImport(client, importId);
    expect(await unfinishedOf(client)).toBeNull();
    // Gone: the imported unit. Kept: the landlord's property, unit and task, the imported property
    // the task hangs on and that property's manager (both the landlord's now).
    const { data: properties } = await client.from('properties').select('id, name, import_id').order('name');
    expect(properties).toEqual([
      { id: own.id, name: 'My Own', import_id: null },
      { id: imported.data!.id, name: 'Source Court', import_id: null },
    ]);
    expect(await count(client, 'property_managers')).toBe(1);
    const { data: units } = await client.from('units').select('unit_label');
    expect(units).toEqual([{ unit_label: '1' }]);
    expect((await client.from('tasks').select('id').single()).data).toEqual({ id: task.id });

    // The account has data now, so the next import says so and writes nothing.
    await expect(importBundle(client, rowsOnly(data))).rejects.toThrow(
      /^This account already has data \(property managers, properties, units, tasks\)/,
    );
    expect(await count(client, 'properties')).toBe(2);
  });

  it('of 25,000 rows is removed in steps, each smaller than the whole, the rows left falling to 0; then a new import starts', async () => {
    const { client, user } = await signedInClient();
    const begun = await client.rpc('import_account_begin', { p_version: 1 });
    const importId = (begun.data as { import: string }).import;
    const db = new Client({ connectionString: DB_URL });
    await db.connect();
    try {
      // Fast: the rows as an import leaves them, written directly (5,000 properties, 4 units each).
      await db.query(
        `insert into public.properties (id, user_id, name, address_line1, city, state, zip, import_id)
         select gen_random_uuid(), $1, 'P' || g, g || ' Main St', 'Raleigh', 'NC', '27601', $2 from generate_series(1, 5000) g`,
        [user.id, importId],
      );
      await db.query(
        `insert into public.units (user_id, property_id, unit_label, import_id)
         select $1, p.id, 'U' || g, $2 from public.properties p cross join generate_series(1, 4) g where p.user_id = $1`,
        [user.id, importId],
      );
    } finally {
      await db.end();
    }
    expect(await unfinishedOf(client)).toMatchObject({ import: importId, rows: 25000 });
    expect((await client.rpc('import_account_begin', { p_version: 1 })).error).toMatchObject({ code: '55000' });

    const left: number[] = [];
    await clearImport(client, importId, (n) => left.push(n), 5000);
    expect(left.length).toBeGreaterThan(1);
    expect(left.every((n, i) => n < (i === 0 ? 25000 : left[i - 1]))).toBe(true);
    expect(left.at(-1)).toBe(0);
    expect(await count(client, 'units')).toBe(0);
    expect(await count(client, 'properties')).toBe(0);
    expect(await unfinishedOf(client)).toBeNull();

    const data = await sourceExport();
    const { counts } = await importBundle(client, rowsOnly(data));
    expect(counts.properties).toBe(1);
    // Finished: nothing is left to remove.
    expect(await unfinishedOf(client)).toBeNull();
  });

  it('is visible to its owner only, and no one else can remove its rows', async () => {
    const data = await sourceExport();
    const owner = await signedInClient();
    const importId = ((await owner.client.rpc('import_account_begin', { p_version: 1 })).data as { import: string })
      .import;
    await owner.client.rpc('import_account_rows', {
      p_import: importId,
      p_table: 'property_managers',
      p_rows: data.tables.property_managers,
    });

    const stranger = await signedInClient();
    expect(await unfinishedOf(stranger.client)).toBeNull();
    expect((await stranger.client.rpc('import_account_clear', { p_import: importId })).data).toBe(0);
    expect(await unfinishedOf(owner.client)).toMatchObject({ import: importId, rows: 1 });
    expect(await count(owner.client, 'property_managers')).toBe(1);
  });

  it('marks the payments a trigger writes during the import too', async () => {
    const owner = await signedInClient();
    const { task } = await createPortfolio(owner.client, 'Ledger');
    await insertRow(owner.client, 'activities', {
      task_id: task.id,
      action: 'Completed',
      details: { actual_cost: 80, completion_date: '2026-03-01' },
    });
    const data = await exportInSteps(rpcOf(owner.client));
    // An export without its ledger: the activity's trigger writes the payment again.
    data.tables.payments = [];
    const { client } = await signedInClient();
    const importId = ((await client.rpc('import_account_begin', { p_version: 1 })).data as { import: string }).import;
    for (const table of ['property_managers', 'properties', 'units', 'vendors', 'tasks', 'activities']) {
      expect(
        (await client.rpc('import_account_rows', { p_import: importId, p_table: table, p_rows: data.tables[table] }))
          .error,
      ).toBeNull();
    }
    expect(await count(client, 'payments')).toBe(1);
    await clearImport(client, importId);
    for (const table of ['payments', 'activities', 'tasks', 'properties']) expect(await count(client, table)).toBe(0);
  });
});

describe('a refused row of an import in steps', () => {
  it('is named with its table, number and field, and nothing of the import stays', async () => {
    const data = await sourceExport();
    const increase = data.tables.scheduled_rent_increases[0];
    data.tables.scheduled_rent_increases = [1, 2, 3].map((n) => ({
      ...increase,
      id: `00000000-0000-4000-8000-00000000000${n}`,
      status: n === 3 ? 'Bogus' : increase.status,
    }));
    const { client } = await signedInClient();

    // The database names it the same way when the browser's check is skipped.
    const importId = ((await client.rpc('import_account_begin', { p_version: 1 })).data as { import: string }).import;
    for (const table of ['property_managers', 'properties', 'units'])
      await client.rpc('import_account_rows', { p_import: importId, p_table: table, p_rows: data.tables[table] });
    const refused = await client.rpc('import_account_rows', {
      p_import: importId,
      p_table: 'scheduled_rent_increases',
      p_rows: data.tables.scheduled_rent_increases.slice(1),
      p_first_row: 2,
    });
    expect(refused.error).toMatchObject({
      code: '22023',
      message: 'Rent increase 3: status "Bogus" is not one of Scheduled, Applied, Cancelled, Overdue',
      details: 'row 3',
    });
    expect(await count(client, 'scheduled_rent_increases')).toBe(0);

    const cases: Array<[string, Record<string, unknown>, string]> = [
      [
        'units',
        { lease_status: 'Vacant', lease_end_date: '2027-01-01' },
        'Unit 1: lease status, lease end date do not go together (lease end only fixed term)',
      ],
      [
        'units',
        { property_id: '00000000-0000-4000-8000-0000000000ff' },
        'Unit 1: property id refers to a row that is not in the file',
      ],
      ['units', { unit_label: null }, 'Unit 1: unit label is required'],
      ['units', { monthly_rent: -5 }, 'Unit 1: monthly rent -5 is below 0'],
      [
        'units',
        { lease_end_date: '2027-02-30' },
        'Unit 1: a value has the wrong format (date/time field value out of range: "2027-02-30")',
      ],
    ];
    for (const [index, [table, change, sentence]] of cases.entries()) {
      const rows = [
        {
          ...data.tables[table][0],
          id: `00000000-0000-4000-8000-0000000001${String(index).padStart(2, '0')}`,
          ...change,
        },
      ];
      const answer = await client.rpc('import_account_rows', {
        p_import: importId,
        p_table: table,
        p_rows: rows,
        p_first_row: 1,
      });
      expect(answer.error?.message).toBe(sentence);
    }
    await clearImport(client, importId);

    // Through the app's steps: refused before anything is sent.
    await expect(importBundle(client, rowsOnly(data))).rejects.toThrow(
      'Rent increase 3: status "Bogus" is not one of Scheduled, Applied, Cancelled, Overdue',
    );
    expect(await unfinishedOf(client)).toBeNull();
    for (const table of ['property_managers', 'properties', 'units']) expect(await count(client, table)).toBe(0);
  });
});
