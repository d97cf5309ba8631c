import { http, HttpResponse } from 'msw';
import { testUser } from './fixtures';
import { rpcUrl } from './rentIncreases';

type Body = { p_kind: string; p_rows: Array<Record<string, unknown>>; p_dry_run?: boolean };

/** What import_csv_rows answers for rows the account does not have yet: every part new. */
function allNew({ p_kind, p_rows }: Body) {
  return p_rows.map((row) => {
    const parts: Record<string, string> =
      p_kind === 'properties'
        ? { property: 'new', ...(row.unit ? { unit: 'new' } : {}) }
        : p_kind === 'vendors'
          ? { vendor: 'new', ...(row.account ? { account: 'new' } : {}) }
          : { task: 'new' };
    return { outcome: 'new', parts };
  });
}

export const demoExport = {
  format: 'landlord-hq-export',
  version: 1,
  exported_at: '2026-11-24T12:00:00Z',
  tables: {
    properties: [
      { id: 'p1', name: 'Maple Duplex', address_line1: '12 Maple St', city: 'Raleigh', state: 'NC', zip: '27601' },
    ],
    units: [{ id: 'u1', property_id: 'p1', unit_label: 'A', lease_status: 'Vacant' }],
    tasks: [],
  },
};

export const dataTransferHandlers = [
  http.post(rpcUrl('import_csv_rows'), async ({ request }) => {
    const rows = allNew((await request.json()) as Body);
    return HttpResponse.json({ rows, errors: 0 });
  }),
  http.post(rpcUrl('export_account'), () => HttpResponse.json(demoExport)),
  http.post(rpcUrl('import_account'), () => HttpResponse.json({ counts: { properties: 1, units: 1 } })),
  // The steps the app takes (accountSteps.ts).
  http.post(rpcUrl('export_account_manifest'), () =>
    HttpResponse.json({
      format: demoExport.format,
      version: demoExport.version,
      exported_at: demoExport.exported_at,
      tables: Object.keys(demoExport.tables),
    }),
  ),
  http.post(rpcUrl('export_account_table'), async ({ request }) => {
    const { p_table } = (await request.json()) as { p_table: keyof typeof demoExport.tables };
    return HttpResponse.json(demoExport.tables[p_table] ?? []);
  }),
  http.post(rpcUrl('import_account_begin'), () =>
    HttpResponse.json({ import: 'import-1', tables: Object.keys(demoExport.tables) }),
  ),
  http.post(rpcUrl('import_account_rows'), async ({ request }) =>
    HttpResponse.json(((await request.json()) as { p_rows: unknown[] }).p_rows.length),
  ),
  http.post(rpcUrl('import_account_finish'), () => new HttpResponse(null, { status: 204 })),
  http.post(rpcUrl('import_account_abort'), () => HttpResponse.json(true)),
  http.post(rpcUrl('import_account_clear'), () => HttpResponse.json(0)),
  // Where each exported file goes: the migration's rule ('<user>/<new id>/<file name>'), with the
  // new id here the old one prefixed, so a test can see the move.
  http.post(rpcUrl('import_account_object_names'), async ({ request }) => {
    const { p_documents } = (await request.json()) as { p_documents: Array<{ id: string; object_name: string }> };
    return HttpResponse.json(
      p_documents.map(({ id, object_name }) => ({
        exported: object_name,
        imported: `${testUser.id}/new-${id}/${object_name.split('/').slice(2).join('/')}`,
      })),
    );
  }),
  http.post(rpcUrl('import_account_object_names_of'), () => HttpResponse.json([])),
  // No import left unfinished: the answer of a function that returns null.
  http.post(rpcUrl('account_unfinished_import'), () => HttpResponse.json(null)),
];
