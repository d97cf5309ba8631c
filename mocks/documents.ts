import { http, HttpResponse } from 'msw';
import { env } from '../src/config/env';
import type { Tables } from '../src/api/database.types';
import { testUser } from './fixtures';

type DocumentRow = Tables<'documents'>;

const REST = `${env.supabaseUrl}/rest/v1`;
const STORAGE = `${env.supabaseUrl}/storage/v1`;
export const DOCUMENTS_URL = `${REST}/documents`;
/** Storage's upload address for an object in the documents bucket (POST, x-upsert). */
export const UPLOAD_URL = `${STORAGE}/object/documents/*`;

/**
 * The documents table and the bucket, in memory, answering in PostgREST's and Storage's HTTP
 * shapes (the requests storage-js and src/api/storage.ts make). Counts say how often each write
 * arrived, so a test can tell a retry that saved once from one that saved twice.
 */
export const documentsDb = {
  rows: [] as DocumentRow[],
  objects: new Map<string, number>(),
  uploads: 0,
  inserts: 0,
  reset() {
    this.rows = [];
    this.objects.clear();
    this.uploads = 0;
    this.inserts = 0;
  },
};

const stamp = '2026-12-03T10:00:00Z';
export function documentRow(id: string, fields: Partial<DocumentRow> = {}): DocumentRow {
  return {
    id,
    user_id: testUser.id,
    object_name: `${testUser.id}/${id}/${id}.pdf`,
    name: `Document ${id}`,
    kind: 'Other',
    content_type: 'application/pdf',
    size_bytes: 2048,
    payment_id: null,
    property_id: null,
    unit_id: null,
    tenancy_id: null,
    vendor_id: null,
    expires_on: null,
    created_at: stamp,
    updated_at: stamp,
    import_id: null,
    ...fields,
  };
}

const eq = (params: URLSearchParams, column: string) => params.get(column)?.replace(/^eq\./, '');
const asObject = (request: Request) => request.headers.get('accept')?.includes('vnd.pgrst.object') ?? false;

export const documentsHandlers = [
  http.get(DOCUMENTS_URL, ({ request }) => {
    const params = new URL(request.url).searchParams;
    let rows = documentsDb.rows.filter((row) =>
      (['payment_id', 'property_id', 'unit_id', 'tenancy_id', 'vendor_id', 'kind', 'id'] as const).every((column) => {
        const filter = params.get(column);
        if (filter === null) return true;
        // `in.(a,b)`: one of a list (a Schedule E figure's payments).
        const among = /^in\.\((.*)\)$/.exec(filter);
        if (among) return among[1].split(',').includes(String(row[column]));
        return row[column] === eq(params, column);
      }),
    );
    const ilike = params.get('name')?.replace(/^ilike\./, '');
    if (ilike) {
      const part = ilike
        .replace(/^\*|\*$/g, '')
        .replace(/^%|%$/g, '')
        .toLowerCase();
      rows = rows.filter((r) => r.name.toLowerCase().includes(part));
    }
    rows = [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id));
    const offset = Number(params.get('offset') ?? 0);
    const limit = Number(params.get('limit') ?? rows.length);
    const page = rows.slice(offset, offset + limit);
    const headers: Record<string, string> = {
      'content-range': `${offset}-${offset + page.length - 1}/${request.headers.get('prefer')?.includes('count=') ? rows.length : '*'}`,
    };
    return HttpResponse.json(page, { headers });
  }),
  http.post(DOCUMENTS_URL, async ({ request }) => {
    const row = (await request.json()) as Partial<DocumentRow> & { id: string };
    documentsDb.inserts += 1;
    if (documentsDb.rows.some((r) => r.id === row.id))
      return HttpResponse.json(
        { code: '23505', message: 'duplicate key value violates unique constraint "documents_pkey"', details: null },
        { status: 409 },
      );
    const saved = documentRow(row.id, { ...row, created_at: new Date().toISOString() });
    documentsDb.rows.push(saved);
    return HttpResponse.json(asObject(request) ? saved : [saved], { status: 201 });
  }),
  http.patch(DOCUMENTS_URL, async ({ request }) => {
    const id = eq(new URL(request.url).searchParams, 'id');
    const changes = (await request.json()) as Partial<DocumentRow>;
    const row = documentsDb.rows.find((r) => r.id === id);
    if (!row) return HttpResponse.json({ code: 'PGRST116', message: 'no rows' }, { status: 406 });
    Object.assign(row, changes);
    return HttpResponse.json(asObject(request) ? row : [row]);
  }),
  http.delete(DOCUMENTS_URL, ({ request }) => {
    const id = eq(new URL(request.url).searchParams, 'id');
    documentsDb.rows = documentsDb.rows.filter((r) => r.id !== id);
    return new HttpResponse(null, { status: 204 });
  }),
  // Storage: signed addresses, one or many; the upload; removal.
  http.post(`${STORAGE}/object/sign/documents`, async ({ request }) => {
    const { paths } = (await request.json()) as { paths: string[] };
    return HttpResponse.json(
      paths.map((path) => ({
        path,
        error: null,
        signedURL: `/object/sign/documents/${path}?token=t-${encodeURIComponent(path)}`,
      })),
    );
  }),
  http.post(`${STORAGE}/object/sign/documents/*`, ({ request }) => {
    const path = decodeURIComponent(new URL(request.url).pathname.replace(/^.*\/object\/sign\/documents\//, ''));
    return HttpResponse.json({ signedURL: `/object/sign/documents/${path}?token=t-1` });
  }),
  http.post(UPLOAD_URL, async ({ request }) => {
    const path = decodeURIComponent(new URL(request.url).pathname.replace(/^.*\/object\/documents\//, ''));
    const body = await request.arrayBuffer();
    documentsDb.uploads += 1;
    documentsDb.objects.set(path, body.byteLength);
    return HttpResponse.json({ Key: `documents/${path}`, Id: crypto.randomUUID() });
  }),
  http.delete(`${STORAGE}/object/documents`, async ({ request }) => {
    const { prefixes } = (await request.json()) as { prefixes: string[] };
    for (const p of prefixes) documentsDb.objects.delete(p);
    return HttpResponse.json(prefixes.map((name) => ({ name, bucket_id: 'documents' })));
  }),
];
