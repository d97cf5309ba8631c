import type { AccountExport } from './accountExport';
import { downloadFiles, FILES_AT_ONCE, type FileStore } from './accountFiles';
import {
  clearImportInSteps,
  exportInSteps,
  importInSteps,
  linkProblem,
  linksAsSaved,
  STANDINGS_STEP_TENANCIES,
  type RpcCall,
} from './accountSteps';
import { StepError } from './stepError';

type Call = { fn: string; args?: Record<string, unknown> };

/** A database that answers from a script and records every call. */
function fakeRpc(answer: (call: Call) => { data: unknown; error: { message: string; details?: string } | null }) {
  const calls: Call[] = [];
  const rpc: RpcCall = async (fn, args) => {
    calls.push({ fn, args });
    return answer({ fn, args });
  };
  return { rpc, calls };
}

const ok = (data: unknown) => ({ data, error: null });

/** A bucket in memory that records every operation; `fail` refuses one. */
function fakeStore(fail: (op: string, name: string) => string | null = () => null) {
  const objects = new Map<string, Uint8Array>();
  const log: string[] = [];
  const answer = (op: string, name: string) => {
    log.push(`${op} ${name}`);
    const refused = fail(op, name);
    return refused ? { message: refused } : null;
  };
  const store: FileStore = {
    download: async (name) => {
      const error = answer('download', name) ?? (objects.has(name) ? null : { message: 'Object not found' });
      return error ? { data: null, error } : { data: objects.get(name)!, error: null };
    },
    upload: async (name, bytes, contentType) => {
      const error = answer('upload', name);
      log.push(`  as ${contentType}`);
      if (!error) objects.set(name, bytes);
      return { error };
    },
    remove: async (names) => {
      const error = answer('remove', names.join(','));
      if (!error) names.forEach((n) => objects.delete(n));
      return { error };
    },
  };
  return { store, objects, log };
}

/** The rows of an export without documents, as the import takes them. */
const importRows = (rpc: RpcCall, data: AccountExport, chunkRows?: number) =>
  importInSteps(rpc, fakeStore().store, { data, files: new Map() }, chunkRows);
const rows = (n: number, extra: (i: number) => Record<string, unknown> = () => ({})) =>
  Array.from({ length: n }, (_, i) => ({ id: `id-${String(i).padStart(3, '0')}`, ...extra(i) }));

describe('exportInSteps', () => {
  it('reads every table page by page after the last id, in the order the database lists them', async () => {
    const units = rows(5);
    const { rpc, calls } = fakeRpc(({ fn, args }) => {
      if (fn === 'export_account_manifest')
        return ok({ format: 'landlord-hq-export', version: 1, exported_at: 'now', tables: ['properties', 'units'] });
      if (args?.p_table === 'properties') return ok([]);
      const after = (args?.p_after as string | null) ?? '';
      return ok(units.filter((u) => u.id > after).slice(0, args?.p_limit as number));
    });
    const data = await exportInSteps(rpc, 2);
    expect(data).toEqual({
      format: 'landlord-hq-export',
      version: 1,
      exported_at: 'now',
      tables: { properties: [], units },
    });
    expect(calls.map((c) => `${c.fn} ${c.args?.p_table ?? ''} ${c.args?.p_after ?? ''}`.trim())).toEqual([
      'export_account_manifest',
      'export_account_table properties',
      'export_account_table units',
      'export_account_table units id-001',
      'export_account_table units id-003',
    ]);
  });

  it('stops at the first refused call with its message', async () => {
    const { rpc } = fakeRpc(() => ({ data: null, error: { message: 'Sign in to export your data' } }));
    await expect(exportInSteps(rpc)).rejects.toThrow('Sign in to export your data');
  });
});

describe('importInSteps', () => {
  const data: AccountExport = {
    format: 'landlord-hq-export',
    version: 1,
    exported_at: 'then',
    tables: {
      units: rows(3, () => ({ property_id: 'id-000', unit_label: 'A' })),
      properties: rows(2, () => ({
        name: 'Elm',
        address_line1: '1 Elm St',
        city: 'Raleigh',
        state: 'NC',
        zip: '27601',
      })),
      payments: rows(4, (i) => ({
        task_id: ['t2', 't1', 't2', 't1'][i],
        category: 'Water',
        amount: 40,
        paid_on: '2026-01-05',
      })),
      something_else: rows(1),
    },
  };
  const begun = ok({ import: 'imp-1', tables: ['properties', 'units', 'payments', 'user_settings'] });

  it("sends each table in the database's order, in chunks, payments grouped by task, then finishes", async () => {
    const { rpc, calls } = fakeRpc(({ fn, args }) =>
      fn === 'import_account_begin'
        ? begun
        : ok(
            fn === 'import_account_rows'
              ? (args!.p_rows as unknown[]).length
              : fn === 'refresh_missing_standings'
                ? 0
                : null,
          ),
    );
    const { counts } = await importRows(rpc, data, 2);
    expect(counts).toEqual({ properties: 2, units: 3, payments: 4, user_settings: 0 });
    expect(
      calls.map((c) =>
        `${c.fn} ${c.args?.p_table ?? ''} ${((c.args?.p_rows as Array<{ id: string }>) ?? []).map((r) => r.id).join(',')}`.trim(),
      ),
    ).toEqual([
      'import_account_begin',
      'import_account_rows properties id-000,id-001',
      'import_account_rows units id-000,id-001',
      'import_account_rows units id-002',
      'import_account_rows payments id-001,id-003',
      'import_account_rows payments id-000,id-002',
      'import_account_finish',
      'refresh_missing_standings',
    ]);
    expect(calls[0].args).toEqual({ p_version: 1 });
    expect(calls.filter((c) => c.fn === 'import_account_rows').map((c) => c.args!.p_first_row)).toEqual([
      1, 1, 3, 1, 3,
    ]);
  });

  it('after finishing, works out tenancy standings a few hundred at a time until none is left, or no call makes progress', async () => {
    const left = [1200, 700, 200, 0];
    const { rpc, calls } = fakeRpc(({ fn }) =>
      fn === 'import_account_begin' ? begun : ok(fn === 'refresh_missing_standings' ? left.shift() : 1),
    );
    await importRows(rpc, data, 100);
    const steps = calls.filter((c) => c.fn === 'refresh_missing_standings');
    expect(steps).toHaveLength(4);
    expect(steps[0].args).toEqual({ p_limit: STANDINGS_STEP_TENANCIES });

    const stuck = fakeRpc(({ fn }) =>
      fn === 'import_account_begin' ? begun : ok(fn === 'refresh_missing_standings' ? 5 : 1),
    );
    await importRows(stuck.rpc, data, 100);
    expect(stuck.calls.filter((c) => c.fn === 'refresh_missing_standings')).toHaveLength(2);
  });

  it('names a refused payment by its number in the file, not in the order sent (grouped by task)', async () => {
    const { rpc } = fakeRpc(({ fn, args }) => {
      if (fn === 'import_account_begin') return begun;
      if (fn === 'import_account_clear') return ok(0);
      if (args?.p_table !== 'payments') return ok(1);
      // The second chunk sent (task t2's payments) starts at row 3 of what was sent: id-000, file row 1.
      if (args.p_first_row === 3)
        return { data: null, error: { message: 'Payment 3: amount 0 must be more than 0', details: 'row 3' } };
      return ok(2);
    });
    await expect(importRows(rpc, data, 2)).rejects.toThrow(/^Payment 1: amount 0 must be more than 0$/);
  });

  it('refuses a broken row before sending anything, naming the row and the field', async () => {
    const { rpc, calls } = fakeRpc(() => ok(null));
    const broken = structuredClone(data);
    broken.tables.units[2].lease_status = 'Rented';
    await expect(importRows(rpc, broken)).rejects.toThrow(
      'Unit 3: lease status "Rented" is not one of Vacant, MonthToMonth, FixedTerm',
    );
    expect(calls).toEqual([]);
  });

  it('undoes what was written when a step fails, clearing in steps until none is left, then throws the reason', async () => {
    const left = [4000, 0];
    const { rpc, calls } = fakeRpc(({ fn, args }) => {
      if (fn === 'import_account_begin') return begun;
      if (fn === 'import_account_clear') return ok(left.shift());
      if (fn === 'import_account_object_names_of') return ok([]);
      if (args?.p_table === 'units')
        return { data: null, error: { message: 'Unit 2: unit label is required', details: 'row 2' } };
      return ok(1);
    });
    await expect(importRows(rpc, data, 2)).rejects.toThrow('Unit 2: unit label is required');
    expect(calls.map((c) => c.fn).slice(-4)).toEqual([
      'import_account_rows',
      'import_account_object_names_of',
      'import_account_clear',
      'import_account_clear',
    ]);
    expect(calls.at(-1)!.args).toEqual({ p_import: 'imp-1', p_limit: 5000 });
  });

  it('refuses a table that is not a list before sending anything', async () => {
    const { rpc, calls } = fakeRpc(({ fn }) => (fn === 'import_account_begin' ? begun : ok(0)));
    await expect(importRows(rpc, { ...data, tables: { properties: 'nope' as never } })).rejects.toThrow(
      "The export's properties are not a list",
    );
    expect(calls).toEqual([]);
  });

  it('writes nothing when the first step is refused', async () => {
    const { rpc, calls } = fakeRpc(() => ({
      data: null,
      error: { message: 'This account already has data (properties).' },
    }));
    await expect(importRows(rpc, data)).rejects.toThrow('This account already has data (properties).');
    expect(calls).toHaveLength(1);
  });
});

describe('linksAsSaved: an older export imported again', () => {
  it('gives links without a scheme https://, and leaves refused ones for the database to refuse', () => {
    expect(linksAsSaved('properties', [{ id: 'p', lender_website: 'www.bank.example', name: 'Oak' }])).toEqual([
      { id: 'p', lender_website: 'https://www.bank.example', name: 'Oak' },
    ]);
    expect(linksAsSaved('vendors', [{ website_url: 'javascript:alert(1)' }, { website_url: null }])).toEqual([
      { website_url: 'javascript:alert(1)' },
      { website_url: null },
    ]);
    expect(linksAsSaved('property_managers', [{ portal_link: 'mailto:pm@x.example' }])).toEqual([
      { portal_link: 'mailto:pm@x.example' },
    ]);
    expect(linksAsSaved('tasks', [{ links: [{ label: 'Pay', url: 'pay.example' }, 'junk'] }])).toEqual([
      { links: [{ label: 'Pay', url: 'https://pay.example' }, 'junk'] },
    ]);
    expect(linksAsSaved('units', [{ notes: 'www.x.example' }])).toEqual([{ notes: 'www.x.example' }]);
  });
});

describe('linkProblem: a link the database would refuse stops the import before it begins', () => {
  const exported = (tables: Record<string, unknown[]>) =>
    ({ format: 'landlord-hq-export', version: 1, exported_at: '', tables }) as unknown as AccountExport;

  it('names the table and row of the first refused link', () => {
    expect(
      linkProblem(
        exported({ vendors: [{ website_url: 'https://ok.example' }, { website_url: 'javascript:alert(1)' }] }),
      ),
    ).toBe("Row 2 of the export's vendors: Links must start with http://, https://, mailto: or tel:");
    expect(linkProblem(exported({ tasks: [{ links: [{ label: 'x', url: 'data:text/html,x' }] }] }))).toBe(
      "Row 1 of the export's tasks: Links must start with http://, https://, mailto: or tel:",
    );
    expect(
      linkProblem(exported({ properties: [{ lender_website: 'bank.example' }], tasks: [{ links: [{ label: 'x' }] }] })),
    ).toBeNull();
  });

  it('writes nothing when the export holds one', async () => {
    const rpc = jest.fn() as unknown as RpcCall;
    await expect(
      importRows(rpc, exported({ property_managers: [{ portal_link: 'vbscript:msgbox(1)' }] })),
    ).rejects.toBeInstanceOf(StepError);
    expect(rpc).not.toHaveBeenCalled();
  });
});

describe('clearImportInSteps', () => {
  it('calls until none is left, reporting the rows left after each step', async () => {
    const left = [20000, 15000, 10000, 5000, 0];
    const { rpc, calls } = fakeRpc(({ fn }) => ok(fn === 'import_account_object_names_of' ? [] : left.shift()));
    const seen: number[] = [];
    await clearImportInSteps(rpc, fakeStore().store, 'imp-1', (n) => seen.push(n), 5000);
    expect(seen).toEqual([20000, 15000, 10000, 5000, 0]);
    const clears = calls.slice(1);
    expect(clears).toHaveLength(5);
    expect(
      clears.every((c) => c.fn === 'import_account_clear' && c.args!.p_import === 'imp-1' && c.args!.p_limit === 5000),
    ).toBe(true);
  });

  it("removes the files of the import's documents first, since its rows name them", async () => {
    const { rpc, calls } = fakeRpc(({ fn }) =>
      ok(fn === 'import_account_object_names_of' ? ['me/n1/lease.pdf', 'me/n2/receipt.png'] : 0),
    );
    const { store, objects, log } = fakeStore();
    objects.set('me/n1/lease.pdf', new Uint8Array([1]));
    objects.set('me/other/keep.pdf', new Uint8Array([2]));
    await clearImportInSteps(rpc, store, 'imp-1');
    expect(calls.map((c) => c.fn)).toEqual(['import_account_object_names_of', 'import_account_clear']);
    expect(calls[0].args).toEqual({ p_import: 'imp-1' });
    expect(log).toEqual(['remove me/n1/lease.pdf,me/n2/receipt.png']);
    expect([...objects.keys()]).toEqual(['me/other/keep.pdf']);

    const refused = fakeStore(() => 'The service is not available');
    await expect(clearImportInSteps(rpc, refused.store, 'imp-1')).rejects.toThrow(
      "The import's files could not be removed: The service is not available",
    );
  });

  it('stops with a sentence when a step removes nothing, instead of calling forever', async () => {
    const { rpc, calls } = fakeRpc(({ fn }) => ok(fn === 'import_account_object_names_of' ? [] : 700));
    await expect(clearImportInSteps(rpc, fakeStore().store, 'imp-1')).rejects.toThrow(
      'The unfinished import could not be removed (a step removed nothing). Try again in a moment.',
    );
    expect(calls).toHaveLength(3);
  });
});

describe('the documents’ files', () => {
  const OLD = 'old-user';
  const documents = [
    { id: 'd1', object_name: `${OLD}/d1/lease.pdf`, name: 'Lease', content_type: 'application/pdf' },
    { id: 'd2', object_name: `${OLD}/d2/receipt.png`, name: 'Plumber receipt', content_type: 'image/png' },
    { id: 'd3', object_name: `${OLD}/d3/policy.pdf`, name: 'Policy', content_type: 'application/pdf' },
  ];
  const data: AccountExport = { format: 'landlord-hq-export', version: 1, exported_at: 'then', tables: { documents } };
  const files = new Map(documents.map((d, i) => [d.object_name.slice(OLD.length + 1), new Uint8Array([i + 1])]));
  const begun = ok({ import: 'imp-1', tables: ['documents'] });
  /** The database: new names as the migration makes them ('me/<new id>/<file>'), any failing call given. */
  const database = (failing?: string) =>
    fakeRpc(({ fn, args }) => {
      if (fn === failing) return { data: null, error: { message: `${fn} refused` } };
      if (fn === 'import_account_begin') return begun;
      if (fn === 'import_account_rows') return ok((args!.p_rows as unknown[]).length);
      if (fn === 'import_account_object_names')
        return ok(
          (args!.p_documents as Array<{ id: string; object_name: string }>).map((d) => ({
            exported: d.object_name,
            imported: d.object_name.replace(`${OLD}/${d.id}/`, `me/new-${d.id}/`),
          })),
        );
      // The rows' own list of files is empty here: what is removed is what the import uploaded.
      if (fn === 'import_account_object_names_of') return ok([]);
      return ok(0);
    });

  it('exports every file by its name without the landlord’s id; an unreadable one stops the export naming its document', async () => {
    const { store, objects } = fakeStore();
    documents.forEach((d, i) => objects.set(d.object_name, new Uint8Array([i + 1])));
    expect(await downloadFiles(store, data)).toEqual(files);

    const broken = fakeStore((_op, name) => (name.endsWith('receipt.png') ? 'Object not found' : null));
    documents.forEach((d) => broken.objects.set(d.object_name, new Uint8Array([9])));
    await expect(downloadFiles(broken.store, data)).rejects.toThrow(
      'The file of document "Plumber receipt" could not be read (Object not found). Nothing was downloaded.',
    );
    expect(FILES_AT_ONCE).toBeGreaterThan(1);
  });

  it('after the rows, asks the database where each file goes, uploads each there with its type, then finishes', async () => {
    const { rpc, calls } = database();
    const { store, objects, log } = fakeStore();
    await importInSteps(rpc, store, { data, files });
    expect(calls.map((c) => c.fn)).toEqual([
      'import_account_begin',
      'import_account_rows',
      'import_account_object_names',
      'import_account_finish',
      'refresh_missing_standings',
    ]);
    expect(calls[2].args).toEqual({ p_documents: documents.map(({ id, object_name }) => ({ id, object_name })) });
    expect(Object.fromEntries(objects)).toEqual({
      'me/new-d1/lease.pdf': new Uint8Array([1]),
      'me/new-d2/receipt.png': new Uint8Array([2]),
      'me/new-d3/policy.pdf': new Uint8Array([3]),
    });
    expect(log.filter((l) => l.startsWith('  as'))).toEqual([
      '  as application/pdf',
      '  as image/png',
      '  as application/pdf',
    ]);
  });

  it('refuses before anything is written when a document’s file is missing, naming the document', async () => {
    const { rpc, calls } = database();
    const { store, log } = fakeStore();
    const some = new Map([...files].slice(0, 2));
    await expect(importInSteps(rpc, store, { data, files: some })).rejects.toThrow(
      'The export has no file for document "Policy" (row 3 of its documents).',
    );
    expect(calls).toEqual([]);
    expect(log).toEqual([]);
  });

  it.each([
    [
      'an upload is refused',
      undefined,
      'The file of document "Plumber receipt" could not be uploaded: The file is too large. Nothing was imported.',
    ],
    ['the last step is refused', 'import_account_finish', 'import_account_finish refused'],
  ])('when %s, undoes the rows and removes every file already uploaded', async (_case, failing, message) => {
    const { rpc, calls } = database(failing);
    const { store, objects, log } = fakeStore((op, name) =>
      !failing && op === 'upload' && name.endsWith('receipt.png') ? 'The file is too large' : null,
    );
    await expect(importInSteps(rpc, store, { data, files }, 2500)).rejects.toThrow(message);
    expect(objects.size).toBe(0);
    expect(log.some((l) => l.startsWith('remove ') && l.includes('me/new-d1/lease.pdf'))).toBe(true);
    expect(calls.map((c) => c.fn).slice(-2)).toEqual(['import_account_object_names_of', 'import_account_clear']);
  });
});
