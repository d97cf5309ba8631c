import type { SupabaseClient } from '@supabase/supabase-js';
import { composeDigest } from '../../supabase/functions/_shared/digests/digestContent.ts';
import { loadDigestData } from '../../supabase/functions/_shared/digests/digestData.ts';
import { createPortfolio, insertRow, type Portfolio } from './portfolio';
import { createTestClient, signedInClient } from './support';

type Row = { id: string } & Record<string, unknown>;

const vendorFields = (name: string) => ({
  name,
  category: 'Water',
  website_url: 'https://riverside.example',
  account_number: 'RW-000111',
  payment_method: 'AutoPay',
  notes: null,
});

describe('create_vendor_with_accounts', () => {
  let client: SupabaseClient;
  let p: Portfolio;
  let second: Row;

  beforeAll(async () => {
    client = (await signedInClient()).client;
    p = await createPortfolio(client, 'Cedar');
    second = await insertRow<Row>(client, 'properties', {
      name: 'Birch Row',
      address_line1: '2 Birch Row',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
    });
  });

  const vendorsNamed = async (name: string) =>
    (await client.from('vendors').select('id, vendor_property_accounts(id)').eq('name', name)).data ?? [];

  it('saves the vendor and its property accounts together, as the caller', async () => {
    const { data, error } = await client.rpc('create_vendor_with_accounts', {
      p_vendor: vendorFields(' Riverside Water '),
      p_accounts: [
        { property_id: p.property.id, account_number: ' RW-552-0187 ', notes: ' meter by the gate ' },
        { property_id: second.id, account_number: 'RW-9', notes: '' },
      ],
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ name: 'Riverside Water', account_number: 'RW-000111', user_id: p.property.user_id });
    const { data: accounts } = await client
      .from('vendor_property_accounts')
      .select('property_id, account_number, notes, user_id')
      .eq('vendor_id', (data as { id: string }).id)
      .order('account_number');
    expect(accounts).toEqual([
      {
        property_id: p.property.id,
        account_number: 'RW-552-0187',
        notes: 'meter by the gate',
        user_id: p.property.user_id,
      },
      { property_id: second.id, account_number: 'RW-9', notes: null, user_id: p.property.user_id },
    ]);
  });

  it('saves a vendor without accounts', async () => {
    const { error } = await client.rpc('create_vendor_with_accounts', { p_vendor: vendorFields('Lone Water') });
    expect(error).toBeNull();
    expect(await vendorsNamed('Lone Water')).toEqual([expect.objectContaining({ vendor_property_accounts: [] })]);
  });

  it.each([
    ['a blank account number', { account_number: '  ' }, 'Property account 2: Please enter an account number'],
    ['no property', { property_id: '' }, 'Property account 2: Please select a property'],
    ['a property that does not exist', { property_id: 'not-a-uuid' }, 'Property account 2: Property not found'],
    [
      'the same property twice',
      { property_id: 'FIRST' },
      'Property account 2: that property already has an account with this vendor',
    ],
  ])('refuses %s and saves nothing, the vendor included', async (_case, bad, message) => {
    const name = `Atomic ${message}`;
    const good = { property_id: p.property.id, account_number: 'OK-1', notes: null };
    const refused = { ...good, account_number: 'OK-2', ...bad };
    if (refused.property_id === 'FIRST') refused.property_id = p.property.id;
    const { data, error } = await client.rpc('create_vendor_with_accounts', {
      p_vendor: vendorFields(name),
      p_accounts: [good, refused],
    });
    expect(data).toBeNull();
    expect(error?.message).toBe(message);
    expect(await vendorsNamed(name)).toEqual([]);
  });

  it('refuses a vendor without its name or category, in the form’s words', async () => {
    const noName = await client.rpc('create_vendor_with_accounts', { p_vendor: { ...vendorFields(' '), name: ' ' } });
    expect(noName.error?.message).toBe('Vendor name is required');
    const noCategory = await client.rpc('create_vendor_with_accounts', {
      p_vendor: { ...vendorFields('No Category'), category: '' },
    });
    expect(noCategory.error?.message).toBe('Category is required');
    expect(await vendorsNamed('No Category')).toEqual([]);
  });

  it("cannot use another user's property: not found, and nothing saved", async () => {
    const other = (await signedInClient()).client;
    const { error } = await other.rpc('create_vendor_with_accounts', {
      p_vendor: vendorFields('Intruder Water'),
      p_accounts: [{ property_id: p.property.id, account_number: 'X-1', notes: null }],
    });
    expect(error?.message).toBe('Property account 1: Property not found');
    const { data: mine } = await other.from('vendors').select('id').eq('name', 'Intruder Water');
    expect(mine).toEqual([]);
    const { data: theirs } = await client
      .from('vendor_property_accounts')
      .select('account_number')
      .eq('property_id', p.property.id)
      .eq('account_number', 'X-1');
    expect(theirs).toEqual([]);
  });

  it('is not callable without signing in', async () => {
    const { error } = await createTestClient().rpc('create_vendor_with_accounts', {
      p_vendor: vendorFields('Anonymous Water'),
    });
    expect(error).not.toBeNull();
  });
});

describe('vendor_account: the account a task is paid under', () => {
  let client: SupabaseClient;
  let userId: string;
  let p: Portfolio;
  let vendor: Row;
  let otherProperty: Row;

  beforeAll(async () => {
    const signedIn = await signedInClient();
    client = signedIn.client;
    userId = signedIn.user.id;
    p = await createPortfolio(client, 'Paid');
    otherProperty = await insertRow<Row>(client, 'properties', {
      name: 'Maple Flats',
      address_line1: '3 Maple St',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
    });
    const { data, error } = await client.rpc('create_vendor_with_accounts', {
      p_vendor: vendorFields('Riverside Water'),
      p_accounts: [{ property_id: p.property.id, account_number: 'RW-552-0187', notes: null }],
    });
    if (error) throw error;
    vendor = data as Row;
  });

  const task = (values: Record<string, unknown>) =>
    insertRow<Row>(client, 'tasks', { title: 'Water bill', due_date: '2030-01-15', vendor_id: vendor.id, ...values });
  const accountOf = async (id: string) =>
    (await client.from('tasks').select('vendor_account').eq('id', id).single()).data?.vendor_account;

  it("is the vendor's account for the task's property first, then its default", async () => {
    const atCedar = await task({ scope: 'Property', property_id: p.property.id });
    const inUnit = await task({ scope: 'Unit', property_id: p.property.id, unit_id: p.unit.id });
    const atMaple = await task({ scope: 'Property', property_id: otherProperty.id });
    const business = await task({ scope: 'Business' });
    const noVendor = await task({ scope: 'Property', property_id: p.property.id, vendor_id: null });
    expect(await accountOf(atCedar.id)).toBe('RW-552-0187');
    expect(await accountOf(inUnit.id)).toBe('RW-552-0187');
    expect(await accountOf(atMaple.id)).toBe('RW-000111');
    expect(await accountOf(business.id)).toBe('RW-000111');
    expect(await accountOf(noVendor.id)).toBeNull();
  });

  it('follows the accounts as they change', async () => {
    const bill = await task({ scope: 'Property', property_id: otherProperty.id, title: 'Maple water' });
    await insertRow(client, 'vendor_property_accounts', {
      vendor_id: vendor.id,
      property_id: otherProperty.id,
      account_number: 'RW-MAPLE',
    });
    expect(await accountOf(bill.id)).toBe('RW-MAPLE');
    await client.from('vendor_property_accounts').delete().eq('property_id', otherProperty.id);
    await client.from('vendors').update({ account_number: '' }).eq('id', vendor.id);
    expect(await accountOf(bill.id)).toBeNull();
    await client.from('vendors').update({ account_number: 'RW-000111' }).eq('id', vendor.id);
  });

  it('is what the digest shows on the task’s line', async () => {
    const now = new Date('2030-01-14T15:00:00Z');
    const data = await loadDigestData(client, userId, { now, timezone: 'America/New_York' });
    const atCourt = data.tasks.filter((t) => t.propertyName === 'Paid Court' && t.vendorName === 'Riverside Water');
    expect(atCourt.length).toBeGreaterThan(0);
    expect(atCourt.every((t) => t.account === 'RW-552-0187')).toBe(true);
    const digest = composeDigest('daily', data, { now, timezone: 'America/New_York', appUrl: 'https://app.example' });
    const lines = digest.sections.flatMap((s) => s.items.map((i) => i.detail));
    expect(lines).toContain('Paid Court · due tomorrow (Jan 15, 2030) · Riverside Water, account RW-552-0187');
  });
});
