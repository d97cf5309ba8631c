import type { SupabaseClient } from '@supabase/supabase-js';
import { LARGE_ACCOUNT, seedLarge } from '../../scripts/seedLarge';
import type { AccountExport } from '../../src/features/data-transfer/accountExport';
import { randomUUID } from 'node:crypto';
import { exportZip, readExportFile, type ExportBundle } from '../../src/features/data-transfer/accountArchive';
import { exportInSteps, importInSteps, type RpcCall } from '../../src/features/data-transfer/accountSteps';
import { clearImport, exportBundle, filesOf, importBundle, rowsOnly, rpcOf } from './accountTransfer';
import { createPortfolio, insertRow } from './portfolio';
import { API_URL, createTestClient, DB_URL, signedInClient, withDb } from './support';

type Row = Record<string, unknown>;
type ImportAnswer = {
  rows: Array<{ outcome: string; message?: string; parts?: Record<string, string> }>;
  errors: number;
};

async function importCsv(client: SupabaseClient, kind: string, rows: Row[], dryRun = false) {
  return client.rpc('import_csv_rows', { p_kind: kind, p_rows: rows, p_dry_run: dryRun }) as unknown as Promise<{
    data: ImportAnswer | null;
    error: { message: string } | null;
  }>;
}

async function count(client: SupabaseClient, table: string) {
  const { count: n, error } = await client.from(table).select('*', { count: 'exact', head: true });
  if (error) throw new Error(error.message);
  return n;
}

const property = (name: string, unit: Row | null, extra: Row = {}) => ({
  property: { name, address_line1: `${name.length} Main St`, city: 'Raleigh', state: 'NC', zip: '27601', ...extra },
  unit,
});

describe('CSV import (import_csv_rows)', () => {
  it('imports valid rows in one transaction, or nothing when any row fails', async () => {
    const { client } = await signedInClient();
    const rows = [
      property('Maple', { unit_label: 'A', monthly_rent: 1250 }),
      property('Maple', { unit_label: 'B', lease_status: 'Vacant', lease_end_date: '2027-03-01' }),
    ];

    const failed = await importCsv(client, 'properties', rows);
    expect(failed.error?.message).toBe(
      'Nothing was imported: row 2: A lease end date is kept only for fixed-term leases',
    );
    expect(await count(client, 'properties')).toBe(0);
    expect(await count(client, 'units')).toBe(0);

    const preview = await importCsv(client, 'properties', rows, true);
    expect(preview.data!.rows.map((r) => [r.outcome, r.message ?? null])).toEqual([
      ['new', null],
      ['error', 'A lease end date is kept only for fixed-term leases'],
    ]);
    expect(await count(client, 'properties')).toBe(0);

    const imported = await importCsv(client, 'properties', [rows[0]]);
    expect(imported.error).toBeNull();
    expect(await count(client, 'units')).toBe(1);
  });

  it('says per row what the database refuses, in the words of the forms', async () => {
    const { client } = await signedInClient();
    const { data } = await importCsv(
      client,
      'properties',
      [
        { property: { address_line1: '1 A St', city: 'X', state: 'NC', zip: '1' }, unit: null },
        { property: { name: 'No city', address_line1: '1 A St', state: 'NC', zip: '1' }, unit: null },
        property('Oak', { unit_label: ' ' }),
        property('Oak', { unit_label: 'A', lease_status: 'Rented' }),
      ],
      true,
    );
    expect(data!.rows.map((r) => r.message)).toEqual([
      'Property name is required',
      'City is required',
      'Unit label is required',
      'Lease status must be Vacant, Month-to-month or Fixed term',
    ]);
  });

  it('re-importing the same rows changes nothing; a changed cell is an update', async () => {
    const { client } = await signedInClient();
    const props = [
      property(
        'Maple',
        { unit_label: 'A', monthly_rent: 1250, lease_status: 'FixedTerm', lease_end_date: '2027-03-01' },
        { manager_name: 'Pat Manager' },
      ),
      property('Maple', { unit_label: 'B', monthly_rent: 1195 }, { manager_name: 'Pat Manager' }),
      property('Oak', null),
    ];
    const first = await importCsv(client, 'properties', props);
    expect(first.data!.rows.map((r) => r.parts)).toEqual([
      { manager: 'new', property: 'new', unit: 'new' },
      { property: 'unchanged', unit: 'new' },
      { property: 'new' },
    ]);
    const vendors = [
      {
        vendor: { name: 'City Water', category: 'Water' },
        account: { property_name: 'maple ', account_number: 'W-1' },
      },
      { vendor: { name: 'City Water', category: 'Water' }, account: { property_name: 'Oak', account_number: 'W-2' } },
    ];
    const tasks = [
      {
        task: {
          title: 'Smoke detectors',
          property_name: 'Maple',
          unit_label: 'A',
          due_date: '2027-01-15',
          estimated_cost: 40,
          recurrence: null,
        },
      },
      {
        task: {
          title: 'Water bill',
          property_name: 'Oak',
          vendor_name: 'City Water',
          due_date: '2026-12-15',
          recurrence: { type: 'monthly', dayOfMonth: 15 },
        },
      },
      { task: { title: 'Taxes', due_date: '2027-04-15', recurrence: null } },
    ];
    expect((await importCsv(client, 'vendors', vendors)).data!.rows.map((r) => r.outcome)).toEqual(['new', 'new']);
    expect((await importCsv(client, 'tasks', tasks)).data!.rows.map((r) => r.outcome)).toEqual(['new', 'new', 'new']);
    const counts = async () =>
      Promise.all(
        ['property_managers', 'properties', 'units', 'vendors', 'vendor_property_accounts', 'tasks', 'activities'].map(
          (t) => count(client, t),
        ),
      );
    const before = await counts();
    expect(before).toEqual([1, 2, 2, 1, 2, 3, 3]);

    for (const [kind, rows] of [
      ['properties', props],
      ['vendors', vendors],
      ['tasks', tasks],
    ] as const) {
      const again = await importCsv(client, kind, rows as Row[]);
      expect(again.data!.rows.every((r) => r.outcome === 'unchanged')).toBe(true);
    }
    expect(await counts()).toEqual(before);

    const { data: recurring } = await client
      .from('tasks')
      .select('scope, due_date, start_date, recurrence, vendor_id')
      .eq('title', 'Water bill')
      .single();
    expect(recurring).toMatchObject({
      scope: 'Property',
      due_date: null,
      start_date: '2026-12-15',
      recurrence: { type: 'monthly', dayOfMonth: 15 },
    });

    const changed = await importCsv(client, 'properties', [property('MAPLE', { unit_label: 'b', monthly_rent: 1250 })]);
    expect(changed.data!.rows[0]).toMatchObject({ outcome: 'update', parts: { property: 'update', unit: 'update' } });
    expect(await counts()).toEqual(before);
  });

  it("cannot import into another user's property: rows see only the caller's own", async () => {
    const owner = await signedInClient();
    const portfolio = await createPortfolio(owner.client, 'Owner');
    const intruder = await signedInClient();

    const { data } = await importCsv(intruder.client, 'tasks', [
      { task: { title: 'Sneaky', property_name: 'Owner Court', due_date: '2027-01-01' } },
      // Ids and owners in a row are never read.
      { task: { title: 'Sneaky 2', property_id: portfolio.property.id, user_id: owner.user.id, scope: 'Property' } },
    ]);
    expect(data).toBeNull();
    const vendors = await importCsv(
      intruder.client,
      'vendors',
      [{ vendor: { name: 'V', category: 'Water' }, account: { property_name: 'Owner Court', account_number: 'X' } }],
      true,
    );
    expect(vendors.data!.rows[0]).toEqual({ outcome: 'error', message: 'Property "Owner Court" not found' });
    const preview = await importCsv(
      intruder.client,
      'tasks',
      [{ task: { title: 'Sneaky 2', property_id: portfolio.property.id, user_id: owner.user.id, scope: 'Property' } }],
      true,
    );
    expect(preview.data!.rows[0]).toEqual({
      outcome: 'error',
      message: 'Property is required for Property and Unit tasks; Business tasks have none',
    });

    expect(await count(owner.client, 'tasks')).toBe(1);
    expect(await count(owner.client, 'vendor_property_accounts')).toBe(1);
    expect(await count(intruder.client, 'tasks')).toBe(0);
  });
});

// ----------------------------------------------------------------- whole account

// The tables and id columns of private.transfer_tables, parents first.
const REFS: Array<[string, string[]]> = [
  ['property_managers', []],
  ['properties', ['property_manager_id']],
  ['owner_draws', ['property_id']],
  ['units', ['property_id']],
  ['tenancies', ['unit_id']],
  ['vendors', []],
  ['vendor_property_accounts', ['vendor_id', 'property_id']],
  ['tasks', ['property_id', 'unit_id', 'vendor_id']],
  ['payments', ['property_id', 'unit_id', 'vendor_id', 'task_id']],
  ['activities', ['task_id']],
  ['unit_notes', ['unit_id']],
  ['scheduled_rent_increases', ['unit_id']],
  ['user_settings', []],
  ['documents', ['payment_id', 'property_id', 'unit_id', 'tenancy_id', 'vendor_id']],
];

/**
 * An export without its ids: each row becomes its fields with every reference replaced
 * by the referenced row's own canonical text, so two exports compare equal exactly when
 * they hold the same rows with the same relationships.
 */
function canonical(data: AccountExport): Record<string, string[]> {
  const byId = new Map<string, string>();
  const out: Record<string, string[]> = {};
  for (const [table, refs] of REFS) {
    out[table] = (data.tables[table] ?? [])
      .map((row) => {
        const fields: Row = { ...row };
        delete fields.id;
        // A document's file is named under its account and id ('<user>/<document>/<file>'): the file name stays.
        if (typeof fields.object_name === 'string')
          fields.object_name = fields.object_name.split('/').slice(2).join('/');
        for (const ref of refs)
          fields[ref] = row[ref] === null ? null : (byId.get(row[ref] as string) ?? `missing ${row[ref]}`);
        const text = `${table}${JSON.stringify(Object.entries(fields).sort(([a], [b]) => a.localeCompare(b)))}`;
        if (row.id) byId.set(row.id as string, text);
        return text;
      })
      .sort();
  }
  return out;
}

// The app's own driver of the stepped calls (accountSteps.ts), each call short.
const exportOf = (client: SupabaseClient) => exportInSteps(rpcOf(client));

/** Export (rows and files) → import into a fresh account → export again. */
async function roundTrip(source: SupabaseClient) {
  const bundle = await exportBundle(source);
  const fresh = await signedInClient();
  const { counts } = await importBundle(fresh.client, bundle);
  const second = await exportOf(fresh.client);
  return { first: bundle.data, files: bundle.files, second, counts, fresh };
}

describe('whole-account export and import', () => {
  it('the demo account: export → import into a fresh account → export again gives the same data, new ids', async () => {
    const demo = createTestClient();
    const { error } = await demo.auth.signInWithPassword({ email: 'demo@landlordhq.test', password: 'demo-landlord' });
    if (error) throw error;
    const { first, files, second, counts } = await roundTrip(demo);
    expect(first).toMatchObject({ format: 'landlord-hq-export', version: 1 });
    // The demo's documents come with their files, and so the import gives each its file.
    expect(first.tables.documents.length).toBeGreaterThan(0);
    expect(files.size).toBe(first.tables.documents.length);
    expect(first.tables.properties.length).toBeGreaterThan(0);
    expect(counts.tasks).toBe(first.tables.tasks.length);
    expect(canonical(second)).toEqual(canonical(first));
    const firstIds = new Set(first.tables.tasks.map((t) => t.id));
    expect(second.tables.tasks.some((t) => firstIds.has(t.id))).toBe(false);
  });

  it('a small large-seed account round-trips the same way', async () => {
    // With the documents' files, through this stack's Storage.
    await seedLarge({ dbUrl: DB_URL, apiUrl: API_URL, scale: 0.05 });
    const large = createTestClient();
    const { error } = await large.auth.signInWithPassword({
      email: LARGE_ACCOUNT.email,
      password: LARGE_ACCOUNT.password,
    });
    if (error) throw error;
    const { first, second, fresh } = await roundTrip(large);
    expect(first.tables.tasks.length).toBe(1000);
    expect(first.tables.rent_payments.length).toBeGreaterThan(1000);
    expect(canonical(second)).toEqual(canonical(first));
    // Where each tenancy stands is worked out again, and the rent roll reads the same.
    const roll = async (c: typeof large) => {
      const { data, error: rollError } = await c.rpc('rent_roll', { p_limit: 500 });
      if (rollError) throw rollError;
      const doc = data as { rows: Array<Record<string, unknown>>; totals: unknown };
      return {
        totals: doc.totals,
        rows: doc.rows.map(({ unit_label, property_name, tenants, status, balance }) => ({
          unit_label,
          property_name,
          tenants,
          status,
          balance,
        })),
      };
    };
    expect(await roll(fresh.client)).toEqual(await roll(large));
  });

  it('refuses, with the reason and writing nothing: a non-empty account, a broken row; an account with only its settings imports', async () => {
    const owner = await signedInClient();
    await createPortfolio(owner.client, 'Mine');
    const data = await exportOf(owner.client);

    await expect(importBundle(owner.client, rowsOnly(data))).rejects.toThrow(
      /^This account already has data \(property managers, properties, units, .*\)\. Import into an account with no data/,
    );

    const empty = await signedInClient();
    const broken = structuredClone(data);
    broken.tables.units[0].lease_status = 'Rented';
    await expect(importBundle(empty.client, rowsOnly(broken))).rejects.toThrow(/^Unit 1: /);
    for (const table of ['property_managers', 'properties', 'units', 'tasks'])
      expect(await count(empty.client, table)).toBe(0);

    await insertRow(empty.client, 'user_settings', { timezone: 'America/Chicago' });
    await importBundle(empty.client, rowsOnly(data));
    expect(await count(empty.client, 'properties')).toBe(1);
  });
});

describe('whole-account export and import in steps (accountSteps.ts, each call short)', () => {
  it('the demo account in small pages and chunks: the same export as in full pages, and the same data again after the import', async () => {
    const demo = createTestClient();
    const { error } = await demo.auth.signInWithPassword({ email: 'demo@landlordhq.test', password: 'demo-landlord' });
    if (error) throw error;
    const stepped = await exportBundle(demo, 7);
    const whole = await exportOf(demo);
    expect(stepped.data).toMatchObject({ format: 'landlord-hq-export', version: 1 });
    expect(canonical(stepped.data)).toEqual(canonical(whole));

    const fresh = await signedInClient();
    const { counts } = await importBundle(fresh.client, stepped, 5);
    expect(counts.tasks).toBe(whole.tables.tasks.length);
    expect(canonical(await exportOf(fresh.client))).toEqual(canonical(whole));
  });

  it('all or nothing: a broken row in a later chunk undoes the chunks before it, and the same account then imports the file', async () => {
    const owner = await signedInClient();
    const { property } = await createPortfolio(owner.client, 'Mine');
    await insertRow(owner.client, 'units', { property_id: property.id, unit_label: 'B', monthly_rent: 1100 });
    const data = await exportInSteps(rpcOf(owner.client));
    expect(data.tables.units.length).toBeGreaterThan(1);

    const empty = await signedInClient();
    const broken = structuredClone(data);
    // A rule of two fields, which only the database checks: the row is named all the same.
    Object.assign(broken.tables.units[broken.tables.units.length - 1], {
      lease_status: 'Vacant',
      lease_end_date: '2027-01-01',
    });
    await expect(importBundle(empty.client, rowsOnly(broken), 1)).rejects.toThrow(
      `Unit ${broken.tables.units.length}: lease status, lease end date do not go together (lease end only fixed term)`,
    );
    for (const table of ['property_managers', 'properties', 'units', 'tasks'])
      expect(await count(empty.client, table)).toBe(0);

    await importBundle(empty.client, rowsOnly(data), 1);
    expect(await count(empty.client, 'units')).toBe(data.tables.units.length);
    // Finished: the account has data now, so a second import is refused with the reason.
    await expect(importBundle(empty.client, rowsOnly(data))).rejects.toThrow(/^This account already has data/);
  });

  it('an import left unfinished (a closed tab) stops the next one until its rows are removed, and no one else can write into it or undo an account', async () => {
    const owner = await signedInClient();
    await createPortfolio(owner.client, 'Mine');
    const data = await exportInSteps(rpcOf(owner.client));

    const empty = await signedInClient();
    const begun = await empty.client.rpc('import_account_begin', { p_version: 1 });
    expect(begun.error).toBeNull();
    const importId = (begun.data as { import: string }).import;
    for (const table of ['property_managers', 'properties']) {
      const step = await empty.client.rpc('import_account_rows', {
        p_import: importId,
        p_table: table,
        p_rows: data.tables[table],
      });
      expect(step).toMatchObject({ error: null, data: data.tables[table].length });
    }

    // Another user cannot write into this import, nor undo it.
    const stranger = await signedInClient();
    const foreign = await stranger.client.rpc('import_account_rows', {
      p_import: importId,
      p_table: 'properties',
      p_rows: data.tables.properties,
    });
    expect(foreign.error?.message).toMatch(/^This import is no longer under way/);
    expect((await stranger.client.rpc('import_account_abort', { p_import: importId })).data).toBe(true);
    // Aborting an id that is not an import under way never touches an account's data.
    expect((await owner.client.rpc('import_account_abort', { p_import: importId })).data).toBe(true);
    expect(await count(owner.client, 'properties')).toBe(1);
    expect(await count(empty.client, 'properties')).toBe(data.tables.properties.length);

    // The tab closed; the next import is refused until the unfinished one is removed, then starts clean and finishes.
    await expect(importBundle(empty.client, rowsOnly(data))).rejects.toThrow(
      /^An earlier import did not finish: \d+ of its rows are still in this account/,
    );
    await clearImport(empty.client, importId);
    const { counts } = await importBundle(empty.client, rowsOnly(data));
    expect(counts.properties).toBe(data.tables.properties.length);
    expect(await count(empty.client, 'properties')).toBe(data.tables.properties.length);
    const late = await empty.client.rpc('import_account_rows', {
      p_import: importId,
      p_table: 'vendors',
      p_rows: data.tables.vendors,
    });
    expect(late.error?.message).toMatch(/^This import is no longer under way/);
  });

  it('refuses a newer format at the first step, writing nothing', async () => {
    const empty = await signedInClient();
    await expect(
      importBundle(empty.client, rowsOnly({ format: 'landlord-hq-export', version: 2, exported_at: '', tables: {} })),
    ).rejects.toThrow(
      'This export was made by a newer version of Landlord HQ (format 2; this one reads up to 1). Update the app, then import it.',
    );
  });
});

describe("the documents' files in the whole-account export and import", () => {
  const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

  /** A landlord with a property and three documents, each with its file uploaded as they would. */
  async function landlordWithDocuments() {
    const owner = await signedInClient();
    const { property } = await createPortfolio(owner.client, 'Filed');
    const docs = [
      { name: 'Lease 2026', file: 'lease 2026.pdf', content_type: 'application/pdf', bytes: pdf('lease') },
      { name: 'Policy', file: 'policy.pdf', content_type: 'application/pdf', bytes: pdf('policy') },
      { name: 'Boiler receipt', file: 'receipt.png', content_type: 'image/png', bytes: png },
    ];
    for (const doc of docs) {
      const id = randomUUID();
      const object_name = `${owner.user.id}/${id}/${doc.file}`;
      const up = await owner.client.storage
        .from('documents')
        .upload(object_name, doc.bytes, { contentType: doc.content_type });
      if (up.error) throw up.error;
      await insertRow(owner.client, 'documents', {
        id,
        object_name,
        name: doc.name,
        content_type: doc.content_type,
        size_bytes: doc.bytes.length,
        property_id: property.id,
      });
    }
    return { owner, docs };
  }

  const objectsUnder = (userId: string) =>
    withDb(async (db) =>
      (
        await db.query<{ name: string }>(
          `select name from storage.objects where bucket_id = 'documents' and name like $1 order by name`,
          [`${userId}/%`],
        )
      ).rows.map((r) => r.name),
    );

  it('exports to a zip with every file; imported into a fresh account each document has its file at its new name, the same bytes, for that landlord only', async () => {
    const { owner, docs } = await landlordWithDocuments();
    const bundle = await exportBundle(owner.client);
    const read = readExportFile(exportZip(bundle));
    if ('error' in read) throw new Error(read.error);
    expect(read.data).toEqual(bundle.data);
    expect([...read.files.keys()].sort()).toEqual(
      bundle.data.tables.documents.map((d) => String(d.object_name).slice(owner.user.id.length + 1)).sort(),
    );

    const fresh = await signedInClient();
    const { counts } = await importBundle(fresh.client, read);
    expect(counts.documents).toBe(3);
    const { data: rows, error } = await fresh.client.from('documents').select('id, name, object_name').order('name');
    if (error) throw error;
    expect(rows).toHaveLength(3);
    const stranger = await signedInClient();
    const anon = createTestClient();
    for (const row of rows!) {
      const doc = docs.find((d) => d.name === row.name)!;
      expect(row.object_name).toBe(`${fresh.user.id}/${row.id}/${doc.file}`);
      const file = await fresh.client.storage.from('documents').download(row.object_name);
      if (file.error) throw file.error;
      expect(Buffer.from(await file.data.arrayBuffer())).toEqual(doc.bytes);
      expect((await stranger.client.storage.from('documents').download(row.object_name)).error).not.toBeNull();
      expect((await anon.storage.from('documents').download(row.object_name)).error).not.toBeNull();
    }
    expect(await objectsUnder(fresh.user.id)).toEqual(rows!.map((r) => r.object_name).sort());
    // The source keeps its own.
    expect(await objectsUnder(owner.user.id)).toHaveLength(3);
  });

  it('a failure after the files went up leaves neither rows nor files; an import left unfinished takes its files with it when removed', async () => {
    const { owner } = await landlordWithDocuments();
    const bundle: ExportBundle = await exportBundle(owner.client);

    const fresh = await signedInClient();
    const failing =
      (refused: string[]): RpcCall =>
      (fn, args) =>
        refused.includes(fn)
          ? Promise.resolve({ data: null, error: { message: `${fn} refused for the test` } })
          : fresh.client.rpc(fn, args);
    const uploads: string[] = [];
    const store = filesOf(fresh.client);
    const watched = {
      ...store,
      upload: (n: string, b: Uint8Array, t: string) => (uploads.push(n), store.upload(n, b, t)),
    };

    await expect(importInSteps(failing(['import_account_finish']), watched, bundle)).rejects.toThrow(
      'import_account_finish refused for the test',
    );
    expect(uploads).toHaveLength(3);
    expect(await objectsUnder(fresh.user.id)).toEqual([]);
    expect(await count(fresh.client, 'documents')).toBe(0);
    expect(await count(fresh.client, 'properties')).toBe(0);

    // The connection went before the undo could run: rows and files stay, marked as the import's, until removed.
    const offline = { ...watched, remove: async () => ({ error: { message: 'offline' } }) };
    await expect(
      importInSteps(failing(['import_account_finish', 'import_account_clear']), offline, bundle),
    ).rejects.toThrow('import_account_finish refused for the test');
    expect(await objectsUnder(fresh.user.id)).toHaveLength(3);
    const { data: unfinished } = await fresh.client.rpc('account_unfinished_import');
    const importId = (unfinished as { import: string }).import;
    const { data: names } = await fresh.client.rpc('import_account_object_names_of', { p_import: importId });
    expect(names).toEqual(await objectsUnder(fresh.user.id));
    // Another landlord learns nothing of it.
    expect((await owner.client.rpc('import_account_object_names_of', { p_import: importId })).data).toEqual([]);

    await clearImport(fresh.client, importId);
    expect(await objectsUnder(fresh.user.id)).toEqual([]);
    expect(await count(fresh.client, 'documents')).toBe(0);
    expect(await importBundle(fresh.client, bundle)).toMatchObject({ counts: { documents: 3 } });
    expect(await objectsUnder(fresh.user.id)).toHaveLength(3);
  });

  it('the database names where each exported file goes for the caller, and nothing for no one', async () => {
    const fresh = await signedInClient();
    const old = randomUUID();
    const { data, error } = await fresh.client.rpc('import_account_object_names', {
      p_documents: [{ id: old, object_name: `${randomUUID()}/${old}/a/b.pdf` }],
    });
    if (error) throw error;
    const newId = await withDb(
      async (db) => (await db.query(`select private.transfer_id($1, $2) as id`, [fresh.user.id, old])).rows[0].id,
    );
    expect(data).toEqual([
      { exported: expect.stringMatching(/\/a\/b\.pdf$/), imported: `${fresh.user.id}/${newId}/a/b.pdf` },
    ]);
    const anon = await createTestClient().rpc('import_account_object_names', { p_documents: [] });
    expect(anon.error).not.toBeNull();
  });
});
