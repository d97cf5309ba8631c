import type { SupabaseClient } from '@supabase/supabase-js';
import { Client } from 'pg';
import { exportInSteps } from '../../src/features/data-transfer/accountSteps';
import { importBundle, rowsOnly, rpcOf } from './accountTransfer';
import { loadDigestData } from '../../supabase/functions/_shared/digests/digestData.ts';
import cases from '../cases/form1099Cases.json';
import { insertRow } from './portfolio';
import { createTestClient, DB_URL, SERVICE_ROLE_KEY, signedInClient } from './support';

// The 1099 rules, in the database only, against one table of hand-computed cases: the threshold
// of each year, how a tax id is kept and masked, and the year's totals per vendor.
type Totals = {
  vendor_id: string;
  vendor_name: string;
  tax_id_masked: string | null;
  w9_on_file: boolean;
  paid: number;
  card_paid: number;
  threshold: number;
  needs_1099: boolean;
  missing_w9: boolean;
};
const cents = (value: string | number) => Number(value).toFixed(2);

async function totals(client: SupabaseClient, year: number) {
  const { data, error } = await client.rpc('form_1099_totals', { p_year: year });
  if (error) throw new Error(error.message);
  return data as Totals[];
}

describe('1099 totals against the shared cases', () => {
  let db: Client;
  beforeAll(async () => {
    db = new Client({ connectionString: DB_URL });
    await db.connect();
  });
  afterAll(() => db.end());

  it.each(cases.thresholds)('form_1099_threshold($year) is $threshold', async ({ year, threshold }) => {
    const { rows } = await db.query<{ t: string }>('select private.form_1099_threshold($1)::text as t', [year]);
    expect(cents(rows[0].t)).toBe(threshold);
  });

  describe('as a landlord', () => {
    let client: SupabaseClient;
    beforeAll(async () => {
      client = (await signedInClient()).client;
    });

    it.each(cases.taxIds)('tax id: $name', async (c) => {
      const saved = await client
        .from('vendors')
        .insert({ name: `Tax ${c.typed}`, category: 'Other', tax_id: c.typed })
        .select('tax_id')
        .maybeSingle();
      if ('error' in c) {
        expect(saved.error?.message).toBe('Tax ID must be an SSN like 123-45-6789 or an EIN like 12-3456789');
        expect(saved.error?.code).toBe('23514');
        return;
      }
      expect(saved.error).toBeNull();
      expect(saved.data!.tax_id).toBe(c.kept);
      const { rows } = await db.query<{ m: string | null }>('select private.mask_tax_id($1) as m', [c.kept]);
      expect(rows[0].m).toBe(c.masked);
    });
  });

  it.each(cases.totals)('form_1099_totals: $name', async ({ year, vendors, payments, rows }) => {
    const { client } = await signedInClient();
    const ids = new Map<string, string>();
    for (const v of vendors as Array<{ name: string; w9?: boolean; taxId?: string }>) {
      const saved = await insertRow<{ id: string }>(client, 'vendors', {
        name: v.name,
        category: 'Maintenance',
        w9_on_file: v.w9 ?? false,
        tax_id: v.taxId ?? null,
      });
      ids.set(v.name, saved.id);
    }
    for (const p of payments)
      await insertRow(client, 'payments', {
        vendor_id: p.vendor === null ? null : ids.get(p.vendor),
        category: 'Maintenance',
        tax_line: 14,
        amount: p.amount,
        paid_on: p.paidOn,
        paid_with: p.paidWith,
      });
    const got = await totals(client, year);
    expect(
      got.map((r) => ({
        vendor: r.vendor_name,
        paid: cents(r.paid),
        cardPaid: cents(r.card_paid),
        threshold: cents(r.threshold),
        needs1099: r.needs_1099,
        missingW9: r.missing_w9,
        masked: r.tax_id_masked,
      })),
    ).toEqual(rows.map((r) => ({ masked: null, ...r })));
    expect(got.every((r) => r.vendor_id === ids.get(r.vendor_name))).toBe(true);
  });
});

describe('1099 totals and what else reads the new columns', () => {
  let owner: Awaited<ReturnType<typeof signedInClient>>;
  let vendorId: string;
  beforeAll(async () => {
    owner = await signedInClient();
    const { data, error } = await owner.client.rpc('create_vendor_with_accounts', {
      p_vendor: { name: 'Form Co', category: 'Maintenance', w9_on_file: true, tax_id: '98 7654321' },
      p_accounts: [],
    });
    if (error) throw new Error(error.message);
    const vendor = data as { id: string; w9_on_file: boolean; tax_id: string };
    expect([vendor.w9_on_file, vendor.tax_id]).toEqual([true, '98-7654321']);
    vendorId = vendor.id;
    await insertRow(owner.client, 'payments', {
      vendor_id: vendorId,
      category: 'Maintenance',
      tax_line: 14,
      amount: '2400.00',
      paid_on: '2026-03-03',
      paid_with: 'Bank transfer',
    });
  });

  it('another landlord sees none of it', async () => {
    const other = await signedInClient();
    expect(await totals(other.client, 2026)).toEqual([]);
    const { data } = await other.client.from('vendors').select('tax_id').eq('id', vendorId);
    expect(data).toEqual([]);
    expect((await totals(owner.client, 2026)).map((r) => r.vendor_name)).toEqual(['Form Co']);
  });

  it('read past RLS (the digests), it is the named landlord only, and nobody without one', async () => {
    await signedInClient().then(({ client }) =>
      insertRow(client, 'payments', { category: 'Other', tax_line: 19, amount: 5000, paid_on: '2026-02-02' }),
    );
    const service = createTestClient(SERVICE_ROLE_KEY);
    const named = await service.rpc('form_1099_totals', { p_year: 2026, p_user: owner.user.id });
    expect(named.error).toBeNull();
    expect((named.data as Totals[]).map((r) => [r.vendor_name, r.tax_id_masked])).toEqual([['Form Co', '**-***4321']]);
    const nobody = await service.rpc('form_1099_totals', { p_year: 2026 });
    expect(nobody.data).toEqual([]);
    // A year out of range: no rows, not a date error.
    for (const year of [0, 1999, 2100, 99999])
      expect(await service.rpc('form_1099_totals', { p_year: year, p_user: owner.user.id })).toMatchObject({
        data: [],
        error: null,
      });
    // Signed in, naming another landlord shows nothing of theirs.
    const other = await signedInClient();
    const theirs = await other.client.rpc('form_1099_totals', { p_year: 2026, p_user: owner.user.id });
    expect(theirs.data).toEqual([]);
  });

  it('refuses a way of paying it does not know, and a bad tax id on edit, saving nothing', async () => {
    const bad = await owner.client.from('payments').insert({
      vendor_id: vendorId,
      category: 'Other',
      tax_line: 19,
      amount: 5,
      paid_on: '2026-01-02',
      paid_with: 'Bitcoin',
    });
    expect(bad.error?.code).toBe('23514');
    const edit = await owner.client.from('vendors').update({ tax_id: '12345' }).eq('id', vendorId);
    expect(edit.error?.message).toBe('Tax ID must be an SSN like 123-45-6789 or an EIN like 12-3456789');
    const { data } = await owner.client.from('vendors').select('tax_id').eq('id', vendorId).single();
    expect(data!.tax_id).toBe('98-7654321');
  });

  it('the whole-account export and import carry the W-9, the tax id and how a payment was paid', async () => {
    const file = await exportInSteps(rpcOf(owner.client));
    expect(file.tables.vendors[0]).toMatchObject({ w9_on_file: true, tax_id: '98-7654321' });
    const fresh = await signedInClient();
    await importBundle(fresh.client, rowsOnly(file));
    const [row] = await totals(fresh.client, 2026);
    expect(row).toMatchObject({
      vendor_name: 'Form Co',
      w9_on_file: true,
      tax_id_masked: '**-***4321',
      needs_1099: true,
    });
    const { data } = await fresh.client.from('payments').select('paid_with');
    expect(data).toEqual([{ paid_with: 'Bank transfer' }]);
  });
});

describe('the digest read of 1099s', () => {
  it('reads, past RLS, the named landlord’s vendors that need a 1099 and have no W-9, in January and October only', async () => {
    const { client, user } = await signedInClient();
    for (const [name, w9, amount] of [
      ['No Form Co', false, '2500.00'],
      ['Has Form Co', true, '9000.00'],
      ['Small Co', false, '1999.99'],
    ] as const) {
      const vendor = await insertRow<{ id: string }>(client, 'vendors', {
        name,
        category: 'Maintenance',
        w9_on_file: w9,
        tax_id: '123-45-6789',
      });
      await insertRow(client, 'payments', {
        vendor_id: vendor.id,
        category: 'Maintenance',
        tax_line: 14,
        amount,
        paid_on: '2026-06-01',
      });
    }
    const service = createTestClient(SERVICE_ROLE_KEY);
    const read = (iso: string) =>
      loadDigestData(service, user.id, { now: new Date(iso), timezone: 'America/New_York' });
    const january = await read('2027-01-11T12:00:00Z');
    expect(january.missingW9).toEqual([{ vendorId: expect.any(String), vendorName: 'No Form Co', paid: 2500 }]);
    expect(JSON.stringify(january)).not.toContain('6789');
    expect((await read('2026-10-12T12:00:00Z')).missingW9.map((v) => v.vendorName)).toEqual(['No Form Co']);
    expect((await read('2026-11-23T12:00:00Z')).missingW9).toEqual([]);
    // Signed in as the landlord (the Settings preview), the same.
    const own = await loadDigestData(client, user.id, {
      now: new Date('2027-01-11T12:00:00Z'),
      timezone: 'America/New_York',
    });
    expect(own.missingW9.map((v) => v.vendorName)).toEqual(['No Form Co']);
  });
});
