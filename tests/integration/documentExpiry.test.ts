import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { composeDigest } from '../../supabase/functions/_shared/digests/digestContent.ts';
import { loadDigestData } from '../../supabase/functions/_shared/digests/digestData.ts';
import { exportedPath } from '../../src/features/data-transfer/accountFiles';
import { exportInSteps } from '../../src/features/data-transfer/accountSteps';
import { importBundle, rpcOf } from './accountTransfer';
import cases from '../cases/documentExpiryCases.json';
import { insertRow } from './portfolio';
import { createTestClient, SERVICE_ROLE_KEY, signedInClient, withDb } from './support';

// What a document's expiry date means is decided once, in the database, on the landlord's day
// (private.document_expiry_status over private.landlord_today); the browser's copy runs the
// same case table (src/features/documents/expiryRules.test.ts).

type Row = { id: string } & Record<string, unknown>;
/** The day the readers below are asked about (p_on), so the dates here are hand-written. */
const ON = '2026-12-03';

async function landlord() {
  const { client, user } = await signedInClient();
  const property = await insertRow<Row>(client, 'properties', {
    name: 'Oakwood Fourplex',
    address_line1: '1 Oak St',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
  });
  const unit = await insertRow<Row>(client, 'units', { property_id: property.id, unit_label: 'Unit 2' });
  const tenancy = await insertRow<Row>(client, 'tenancies', {
    unit_id: unit.id,
    tenants: [{ name: 'Tasha Green' }],
    start_on: '2026-01-01',
    monthly_rent: 1200,
    rent_tracked_from: '2026-01-01',
  });
  const vendor = await insertRow<Row>(client, 'vendors', { name: 'Ace Plumbing', category: 'Maintenance' });
  /** A document row as the upload saves it (no file is needed to read its dates). */
  const addDocument = (values: Record<string, unknown>) => {
    const id = randomUUID();
    return insertRow<Row>(client, 'documents', {
      id,
      object_name: `${user.id}/${id}/${String(values.name).toLowerCase().replace(/\W+/g, '-')}.pdf`,
      content_type: 'application/pdf',
      size_bytes: 1024,
      ...values,
    });
  };
  return { client, user, property, unit, tenancy, vendor, addDocument };
}

const expiring = async (client: SupabaseClient, args: Record<string, unknown> = { p_on: ON }) => {
  const { data, error } = await client.rpc('documents_expiring', args);
  if (error) throw new Error(error.message);
  return data as Array<Record<string, unknown>>;
};

const insurance = async (client: SupabaseClient, propertyId: string) => {
  const { data, error } = await client.rpc('property_insurance', { p_property: propertyId }).single();
  if (error) throw new Error(error.message);
  return data as { state: string; expires_on: string | null; document_id: string | null; document_name: string | null };
};

describe('the expiry rule, on the landlord’s day (tests/cases/documentExpiryCases.json)', () => {
  // Dates come back as text, so no JavaScript Date (and its zone) gets between.
  it.each(cases)('$name', async ({ now, timeZone, expiresOn, status, daysLeft }) => {
    const row = await withDb(
      async (db) =>
        (
          await db.query(
            `select private.document_expiry_status($3::date, private.local_date($1::timestamptz, $2)) as status,
                    $3::date - private.local_date($1::timestamptz, $2) as days_left`,
            [now, timeZone, expiresOn],
          )
        ).rows[0],
    );
    expect({ status: row.status, daysLeft: row.days_left }).toEqual({ status, daysLeft });
  });
});

describe('documents_expiring: what to renew', () => {
  it('lists expired and expiring documents soonest first, with what they belong to; another landlord sees none', async () => {
    const l = await landlord();
    await l.addDocument({
      name: 'Insurance policy 2026',
      kind: 'Insurance policy',
      property_id: l.property.id,
      expires_on: '2026-12-23',
    });
    await l.addDocument({ name: 'Lease, Unit 2', kind: 'Lease', tenancy_id: l.tenancy.id, expires_on: '2026-11-30' });
    await l.addDocument({ name: 'Smoke detector warranty', kind: 'Warranty', unit_id: l.unit.id, expires_on: ON });
    await l.addDocument({ name: 'Ace W-9', kind: 'W-9', vendor_id: l.vendor.id, expires_on: '2027-01-02' });
    // Past the 30 days, without a date, and renewed (a later permit of the same property): none of them.
    await l.addDocument({
      name: 'Boiler permit',
      kind: 'Permit',
      property_id: l.property.id,
      expires_on: '2027-01-03',
    });
    await l.addDocument({ name: 'Old permit', kind: 'Permit', property_id: l.property.id, expires_on: '2026-06-30' });
    await l.addDocument({ name: 'Photo of the roof', kind: 'Photo', property_id: l.property.id });

    const rows = await expiring(l.client);
    expect(rows.map((r) => [r.name, r.status, r.days_left])).toEqual([
      ['Lease, Unit 2', 'expired', -3],
      ['Smoke detector warranty', 'expiring', 0],
      ['Insurance policy 2026', 'expiring', 20],
      ['Ace W-9', 'expiring', 30],
    ]);
    expect(rows[0]).toMatchObject({
      tenancy_id: l.tenancy.id,
      tenants: 'Tasha Green',
      unit_id: l.unit.id,
      unit_label: 'Unit 2',
      property_id: l.property.id,
      property_name: 'Oakwood Fourplex',
      vendor_id: null,
    });
    expect(rows[1]).toMatchObject({ unit_label: 'Unit 2', property_name: 'Oakwood Fourplex', tenancy_id: null });
    expect(rows[2]).toMatchObject({ property_id: l.property.id, unit_id: null, kind: 'Insurance policy' });
    expect(rows[3]).toMatchObject({ vendor_id: l.vendor.id, vendor_name: 'Ace Plumbing', property_id: null });

    // A policy renewed (the new one runs later) is no longer to renew.
    await l.addDocument({
      name: 'Insurance policy 2027',
      kind: 'Insurance policy',
      property_id: l.property.id,
      expires_on: '2027-12-23',
    });
    expect((await expiring(l.client)).map((r) => r.name)).not.toContain('Insurance policy 2026');

    const other = await signedInClient();
    expect(await expiring(other.client)).toEqual([]);
    expect(await expiring(other.client, { p_user: l.user.id, p_on: ON })).toEqual([]);
    // Read past row-level security (the digests), it names the landlord, and without one reads nothing.
    const service = createTestClient(SERVICE_ROLE_KEY);
    expect(await expiring(service, { p_user: l.user.id, p_on: ON })).toHaveLength(3);
    expect(await expiring(service, { p_on: ON })).toEqual([]);
  });

  it("reads on the landlord's today by default: Honolulu's evening is UTC's tomorrow", async () => {
    const l = await landlord();
    await insertRow(l.client, 'user_settings', { timezone: 'Pacific/Honolulu' });
    const today = await withDb(
      async (db) => (await db.query(`select private.landlord_today($1)::text as d`, [l.user.id])).rows[0].d as string,
    );
    await l.addDocument({ name: 'Permit', kind: 'Permit', property_id: l.property.id, expires_on: today });
    expect((await expiring(l.client, {})).map((r) => [r.status, r.days_left])).toEqual([['expiring', 0]]);
  });
});

describe('property_insurance', () => {
  it('none, expired, current; the policy that runs longest decides; another landlord reads none', async () => {
    const l = await landlord();
    expect(await insurance(l.client, l.property.id)).toEqual({
      state: 'none',
      expires_on: null,
      document_id: null,
      document_name: null,
    });
    // A policy on a unit, or another kind on the property, is not the property's policy.
    await l.addDocument({
      name: 'Renter policy',
      kind: 'Insurance policy',
      unit_id: l.unit.id,
      expires_on: '2030-01-01',
    });
    await l.addDocument({ name: 'Permit', kind: 'Permit', property_id: l.property.id, expires_on: '2030-01-01' });
    expect((await insurance(l.client, l.property.id)).state).toBe('none');

    const old = await l.addDocument({
      name: 'Policy 2025',
      kind: 'Insurance policy',
      property_id: l.property.id,
      expires_on: '2026-10-03',
    });
    expect(await insurance(l.client, l.property.id)).toEqual({
      state: 'expired',
      expires_on: '2026-10-03',
      document_id: old.id,
      document_name: 'Policy 2025',
    });
    const renewed = await l.addDocument({
      name: 'Policy 2026',
      kind: 'Insurance policy',
      property_id: l.property.id,
      expires_on: '2099-10-03',
    });
    expect(await insurance(l.client, l.property.id)).toMatchObject({
      state: 'current',
      expires_on: '2099-10-03',
      document_id: renewed.id,
    });

    const other = await signedInClient();
    expect((await insurance(other.client, l.property.id)).state).toBe('none');
  });
});

describe('documents in the weekly digest', () => {
  it('lists what expires in the next 30 days and what has expired, with what each belongs to and the date', async () => {
    const l = await landlord();
    await l.addDocument({
      name: 'Insurance policy',
      kind: 'Insurance policy',
      property_id: l.property.id,
      expires_on: '2026-12-23',
    });
    await l.addDocument({ name: 'Lease, Unit 2', kind: 'Lease', tenancy_id: l.tenancy.id, expires_on: '2026-11-30' });
    await l.addDocument({ name: 'Far off', kind: 'Permit', property_id: l.property.id, expires_on: '2027-06-01' });
    // 07:30 on Thursday, Dec 3 2026 in New York.
    const options = { now: new Date('2026-12-03T12:30:00Z'), timezone: 'America/New_York' };
    const service = createTestClient(SERVICE_ROLE_KEY);
    for (const reader of [service, l.client]) {
      const data = await loadDigestData(reader, l.user.id, options);
      const digest = composeDigest('weekly', data, { ...options, appUrl: 'https://app.example' });
      expect(digest.sections.find((s) => s.id === 'documentsExpiring')).toMatchObject({
        title: 'Documents expiring in the next 30 days',
        items: [
          {
            text: 'Insurance policy',
            detail: 'Oakwood Fourplex · expires Dec 23, 2026',
            href: `https://app.example/properties/${l.property.id}`,
          },
        ],
      });
      expect(digest.sections.find((s) => s.id === 'documentsExpired')).toMatchObject({
        title: 'Documents expired',
        items: [
          {
            text: 'Lease, Unit 2',
            detail: 'Tasha Green · Unit 2 · Oakwood Fourplex · expired Nov 30, 2026',
            href: `https://app.example/tenancies/${l.tenancy.id}`,
          },
        ],
      });
      expect(digest.subject).toContain('1 document expiring, 1 document expired');
      expect(digest.text).not.toContain('Far off');
      // The daily digest leaves them to the weekly one.
      expect(
        composeDigest('daily', data, { ...options, appUrl: 'https://app.example' }).sections.map((s) => s.id),
      ).not.toContain('documentsExpiring');
    }
  });
});

describe('documents in the whole-account export and import', () => {
  it('round-trips the rows: new ids, each still on its property, unit, tenancy, vendor or payment, its file named under the new account', async () => {
    const l = await landlord();
    const payment = await insertRow<Row>(l.client, 'payments', {
      vendor_id: l.vendor.id,
      category: 'Maintenance',
      tax_line: 14,
      amount: 120,
      paid_on: '2026-11-02',
    });
    await l.addDocument({
      name: 'Policy',
      kind: 'Insurance policy',
      property_id: l.property.id,
      expires_on: '2026-12-23',
    });
    await l.addDocument({ name: 'Warranty', kind: 'Warranty', unit_id: l.unit.id, expires_on: '2027-03-01' });
    await l.addDocument({ name: 'Lease', kind: 'Lease', tenancy_id: l.tenancy.id, expires_on: '2027-01-31' });
    await l.addDocument({ name: 'W-9', kind: 'W-9', vendor_id: l.vendor.id });
    await l.addDocument({ name: 'Receipt', kind: 'Receipt', payment_id: payment.id });
    await l.addDocument({ name: 'Loose', kind: 'Other' });

    const first = await exportInSteps(rpcOf(l.client));
    expect(first.tables.documents).toHaveLength(6);
    const fresh = await signedInClient();
    // The rows are the point here (dataTransfer.test.ts follows real files): each gets a small PDF.
    const files = new Map(
      first.tables.documents.map((d) => [exportedPath(String(d.object_name)), new TextEncoder().encode('%PDF-1.4')]),
    );
    const { counts } = await importBundle(fresh.client, { data: first, files });
    expect(counts.documents).toBe(6);

    const { data: rows, error } = await fresh.client
      .from('documents')
      .select(
        'id, name, kind, expires_on, object_name, property:properties(name), unit:units(unit_label), tenancy:tenancies(tenants), vendor:vendors(name), payment:payments(amount)',
      )
      .order('name');
    if (error) throw new Error(error.message);
    const oldIds = new Set(first.tables.documents.map((d) => d.id));
    for (const row of rows!) {
      expect(oldIds.has(row.id)).toBe(false);
      expect(row.object_name).toBe(`${fresh.user.id}/${row.id}/${row.name.toLowerCase()}.pdf`);
    }
    expect(rows!.map((r) => [r.name, r.expires_on])).toEqual([
      ['Lease', '2027-01-31'],
      ['Loose', null],
      ['Policy', '2026-12-23'],
      ['Receipt', null],
      ['W-9', null],
      ['Warranty', '2027-03-01'],
    ]);
    const byName = Object.fromEntries(rows!.map((r) => [r.name, r]));
    expect(byName.Policy.property).toEqual({ name: 'Oakwood Fourplex' });
    expect(byName.Warranty.unit).toEqual({ unit_label: 'Unit 2' });
    expect(byName.Lease.tenancy).toEqual({ tenants: [{ name: 'Tasha Green' }] });
    expect(byName['W-9'].vendor).toEqual({ name: 'Ace Plumbing' });
    expect(byName.Receipt.payment).toEqual({ amount: 120 });
    expect(byName.Loose).toMatchObject({ property: null, unit: null, tenancy: null, vendor: null, payment: null });

    // What the new account reads to renew is what the old one read.
    const names = async (c: SupabaseClient) => (await expiring(c)).map((r) => [r.name, r.status, r.property_name]);
    expect(await names(fresh.client)).toEqual(await names(l.client));
  });
});
