import type { AccountExport } from './accountExport';
import {
  clearImportInSteps,
  exportInSteps,
  importInSteps,
  linkProblem,
  linksAsSaved,
  STANDINGS_STEP_TENANCIES,
  StepError,
  type RpcCall,
} from './accountSteps';

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
    const { counts } = await importInSteps(rpc, data, 2);
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
    await importInSteps(rpc, data, 100);
    const steps = calls.filter((c) => c.fn === 'refresh_missing_standings');
    expect(steps).toHaveLength(4);
    expect(steps[0].args).toEqual({ p_limit: STANDINGS_STEP_TENANCIES });

    const stuck = fakeRpc(({ fn }) =>
      fn === 'import_account_begin' ? begun : ok(fn === 'refresh_missing_standings' ? 5 : 1),
    );
    await importInSteps(stuck.rpc, data, 100);
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
    await expect(importInSteps(rpc, data, 2)).rejects.toThrow(/^Payment 1: amount 0 must be more than 0$/);
  });

  it('refuses a broken row before sending anything, naming the row and the field', async () => {
    const { rpc, calls } = fakeRpc(() => ok(null));
    const broken = structuredClone(data);
    broken.tables.units[2].lease_status = 'Rented';
    await expect(importInSteps(rpc, broken)).rejects.toThrow(
      'Unit 3: lease status "Rented" is not one of Vacant, MonthToMonth, FixedTerm',
    );
    expect(calls).toEqual([]);
  });

  it('undoes what was written when a step fails, clearing in steps until none is left, then throws the reason', async () => {
    const left = [4000, 0];
    const { rpc, calls } = fakeRpc(({ fn, args }) => {
      if (fn === 'import_account_begin') return begun;
      if (fn === 'import_account_clear') return ok(left.shift());
      if (args?.p_table === 'units')
        return { data: null, error: { message: 'Unit 2: unit label is required', details: 'row 2' } };
      return ok(1);
    });
    await expect(importInSteps(rpc, data, 2)).rejects.toThrow('Unit 2: unit label is required');
    expect(calls.map((c) => c.fn).slice(-3)).toEqual([
      'import_account_rows',
      'import_account_clear',
      'import_account_clear',
    ]);
    expect(calls.at(-1)!.args).toEqual({ p_import: 'imp-1', p_limit: 5000 });
  });

  it('refuses a table that is not a list before sending anything', async () => {
    const { rpc, calls } = fakeRpc(({ fn }) => (fn === 'import_account_begin' ? begun : ok(0)));
    await expect(importInSteps(rpc, { ...data, tables: { properties: 'nope' as never } })).rejects.toThrow(
      "The export's properties are not a list",
    );
    expect(calls).toEqual([]);
  });

  it('writes nothing when the first step is refused', async () => {
    const { rpc, calls } = fakeRpc(() => ({
      data: null,
      error: { message: 'This account already has data (properties).' },
    }));
    await expect(importInSteps(rpc, data)).rejects.toThrow('This account already has data (properties).');
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
      importInSteps(rpc, exported({ property_managers: [{ portal_link: 'vbscript:msgbox(1)' }] })),
    ).rejects.toBeInstanceOf(StepError);
    expect(rpc).not.toHaveBeenCalled();
  });
});

describe('clearImportInSteps', () => {
  it('calls until none is left, reporting the rows left after each step', async () => {
    const left = [20000, 15000, 10000, 5000, 0];
    const { rpc, calls } = fakeRpc(() => ok(left.shift()));
    const seen: number[] = [];
    await clearImportInSteps(rpc, 'imp-1', (n) => seen.push(n), 5000);
    expect(seen).toEqual([20000, 15000, 10000, 5000, 0]);
    expect(
      calls.every((c) => c.fn === 'import_account_clear' && c.args!.p_import === 'imp-1' && c.args!.p_limit === 5000),
    ).toBe(true);
  });

  it('stops with a sentence when a step removes nothing, instead of calling forever', async () => {
    const { rpc, calls } = fakeRpc(() => ok(700));
    await expect(clearImportInSteps(rpc, 'imp-1')).rejects.toThrow(
      'The unfinished import could not be removed (a step removed nothing). Try again in a moment.',
    );
    expect(calls).toHaveLength(2);
  });
});
