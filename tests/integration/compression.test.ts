import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { insertRow } from './portfolio';
import { ANON_KEY, API_URL, signedInClient } from './support';

/** A raw GET (Node's fetch would decode the body and hide Content-Encoding). */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${API_URL}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('gateway compression (as hosted Supabase)', () => {
  let headers: Record<string, string>;
  let expected: unknown[];

  beforeAll(async () => {
    const { client, session } = await signedInClient();
    const property = await insertRow<{ id: string }>(client, 'properties', {
      name: 'Compression Court',
      address_line1: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
    });
    const { error } = await client.from('units').insert(
      Array.from({ length: 120 }, (_, i) => ({
        property_id: property.id,
        unit_label: `Unit ${i}`,
        monthly_rent: 1000 + i,
      })),
    );
    if (error) throw new Error(error.message);
    headers = { apikey: ANON_KEY, authorization: `Bearer ${session.access_token}` };
    const plain = await rawGet('/rest/v1/units?select=*&order=unit_label.asc', headers);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expected = JSON.parse(plain.body.toString('utf8')) as unknown[];
    expect(expected).toHaveLength(120);
  });

  it.each([
    ['br', 'gzip, deflate, br', brotliDecompressSync],
    ['gzip', 'gzip, deflate', gunzipSync],
  ] as const)('sends a large REST read as %s that decodes to the same JSON', async (encoding, accept, decode) => {
    const res = await rawGet('/rest/v1/units?select=*&order=unit_label.asc', { ...headers, 'accept-encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(decode(res.body).toString('utf8'))).toEqual(expected);
    expect(res.body.length).toBeLessThan(JSON.stringify(expected).length / 2);
  });

  it('sends a small REST read as it is', async () => {
    const res = await rawGet('/rest/v1/units?select=id&limit=1', {
      ...headers,
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toHaveLength(1);
  });

  it('compresses a page of rows (206 Partial Content, a row range)', async () => {
    const res = await rawGet('/rest/v1/units?select=*&order=unit_label.asc&offset=10&limit=50', {
      ...headers,
      prefer: 'count=exact',
      'accept-encoding': 'gzip',
    });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe('10-59/120');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.body).toString('utf8'))).toEqual(expected.slice(10, 60));
  });

  it('keeps CSV answers and the Content-Range header intact', async () => {
    const res = await rawGet('/rest/v1/units?select=unit_label,monthly_rent&order=unit_label.asc', {
      ...headers,
      accept: 'text/csv',
      prefer: 'count=exact',
      'accept-encoding': 'gzip',
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-range']).toBe('0-119/120');
    expect(gunzipSync(res.body).toString('utf8').trim().split('\n')).toHaveLength(121);
  });
});
