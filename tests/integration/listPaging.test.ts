import type { SupabaseClient } from '@supabase/supabase-js';
import { addDays, format } from 'date-fns';
import type { Database } from '../../src/api/database.types';
import { propertyCardsPage, type PropertyCardsArgs } from '../../src/features/properties/propertyQueries';
import { leaseWindowBounds } from '../../src/features/properties/propertyRules';
import {
  vendorListQueries,
  type VendorListArgs,
  type VendorListFilters,
} from '../../src/features/vendors/vendorQueries';
import { VENDOR_CATEGORIES } from '../../src/features/vendors/vendorRules';
import { insertRow } from './portfolio';
import { signedInClient } from './support';

type AppClient = SupabaseClient<Database>;

const pad = (n: number) => String(n).padStart(3, '0');
const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const CARDS: PropertyCardsArgs = { search: '', leaseEnd: null, page: 0, pageSize: 24 };
const BY_NAME: VendorListFilters = { search: '', category: null, sort: { column: 'name', descending: false } };
const VENDORS: VendorListArgs = { ...BY_NAME, page: 0, pageSize: 24 };

/**
 * The properties and vendors screens read one page at a time, searched, filtered,
 * sorted and counted by property_cards and vendor_rows. A 200-property, 2,000-unit portfolio:
 * 'Estate 001'..'Estate 200', the first 100 managed by Alder Realty, 10 units each ('Unit 1'..
 * 'Unit 10'); Unit 1's lease ends (p % 100) days from today, Unit 2's ended yesterday. 150
 * vendors 'Vendor 001'..'Vendor 150', vendor i in category i % 9 with i % 3 property accounts.
 */
describe('properties and vendors paging', () => {
  let client: AppClient;
  let other: AppClient;

  beforeAll(async () => {
    client = (await signedInClient()).client as AppClient;
    other = (await signedInClient()).client as AppClient;
    const alder = await insertRow<{ id: string }>(client, 'property_managers', { name: 'Alder Realty' });
    const properties = await client
      .from('properties')
      .insert(
        Array.from({ length: 200 }, (_, p) => ({
          name: `Estate ${pad(p + 1)}`,
          address_line1: `${p + 1} High St`,
          city: p % 2 ? 'Durham' : 'Raleigh',
          state: 'NC',
          zip: '27701',
          property_manager_id: p < 100 ? alder.id : null,
        })),
      )
      .select('id, name');
    expect(properties.error).toBeNull();
    const ids = new Map(properties.data!.map((p) => [p.name, p.id]));
    const units = Array.from({ length: 200 }, (_, p) =>
      Array.from({ length: 10 }, (_, k) => ({
        property_id: ids.get(`Estate ${pad(p + 1)}`)!,
        unit_label: `Unit ${k + 1}`,
        monthly_rent: 1000 + k,
        lease_status: k < 2 ? 'FixedTerm' : 'MonthToMonth',
        lease_end_date: k === 0 ? day(p % 100) : k === 1 ? day(-1) : null,
      })),
    ).flat();
    for (let i = 0; i < units.length; i += 1000)
      expect((await client.from('units').insert(units.slice(i, i + 1000))).error).toBeNull();

    const vendors = await client
      .from('vendors')
      .insert(
        Array.from({ length: 150 }, (_, i) => ({
          name: `Vendor ${pad(i + 1)}`,
          category: VENDOR_CATEGORIES[(i + 1) % 9],
          account_number: (i + 1) % 4 ? `DEF-${i + 1}` : null,
        })),
      )
      .select('id, name');
    expect(vendors.error).toBeNull();
    const accounts = vendors.data!.flatMap((v) => {
      const i = Number(v.name.slice(7));
      return Array.from({ length: i % 3 }, (_, j) => ({
        vendor_id: v.id,
        property_id: ids.get(`Estate ${pad(((i * 7 + j) % 200) + 1)}`)!,
        account_number: `ACC-${i}-${j}`,
      }));
    });
    expect((await client.from('vendor_property_accounts').insert(accounts)).error).toBeNull();
  });

  describe('property_cards', () => {
    it('reads the first page by name, each card with its manager, first 3 units and unit count', async () => {
      const { data, error } = await propertyCardsPage(client, CARDS);
      expect(error).toBeUndefined();
      expect(data!.total).toBe(200);
      expect(data!.cards.map((c) => c.name)).toEqual(Array.from({ length: 24 }, (_, i) => `Estate ${pad(i + 1)}`));
      expect(data!.cards[0]).toMatchObject({
        address_line1: '1 High St',
        city: 'Raleigh',
        unit_count: 10,
        property_manager: { name: 'Alder Realty' },
      });
      // Natural order: Unit 1, 2, 3 (not Unit 10), with the columns a card shows.
      expect(data!.cards[0].units).toEqual([
        {
          id: expect.any(String),
          unit_label: 'Unit 1',
          monthly_rent: 1000,
          lease_status: 'FixedTerm',
          lease_end_date: day(0),
        },
        {
          id: expect.any(String),
          unit_label: 'Unit 2',
          monthly_rent: 1001,
          lease_status: 'FixedTerm',
          lease_end_date: day(-1),
        },
        {
          id: expect.any(String),
          unit_label: 'Unit 3',
          monthly_rent: 1002,
          lease_status: 'MonthToMonth',
          lease_end_date: null,
        },
      ]);
    });

    it('reads the last page, and nothing past it', async () => {
      const last = await propertyCardsPage(client, { ...CARDS, page: 8 });
      expect(last.data!.cards.map((c) => c.name)).toEqual(
        Array.from({ length: 8 }, (_, i) => `Estate ${pad(193 + i)}`),
      );
      expect(last.data!.cards.at(-1)).toMatchObject({ property_manager: null, unit_count: 10 });
      expect((await propertyCardsPage(client, { ...CARDS, page: 9 })).data).toEqual({ cards: [], total: 0 });
    });

    it('reaches every property exactly once across the pages', async () => {
      const seen = new Set<string>();
      for (let page = 0; page < 3; page++)
        (await propertyCardsPage(client, { ...CARDS, page, pageSize: 96 })).data!.cards.forEach((c) => seen.add(c.id));
      expect(seen.size).toBe(200);
    });

    it('searches name, address, city and manager, case-insensitively, with wildcards taken literally', async () => {
      const total = async (search: string) => (await propertyCardsPage(client, { ...CARDS, search })).data!.total;
      expect(await total('estate 01')).toBe(10);
      expect(await total('ALDER')).toBe(100);
      expect(await total('durham')).toBe(100);
      expect(await total('150 high')).toBe(1);
      expect(await total('%')).toBe(0);
      expect(await total('Estate_0')).toBe(0);
      const second = await propertyCardsPage(client, { ...CARDS, search: 'raleigh', page: 1 });
      expect(second.data!.cards[0].name).toBe(`Estate ${pad(49)}`);
    });

    it('filters on lease end, counting and showing only the units in the window', async () => {
      // Unit 1 of Estate p+1 ends in p % 100 days: p in 0..30 and 100..130.
      const window = await propertyCardsPage(client, {
        ...CARDS,
        leaseEnd: leaseWindowBounds(30, day(0)),
        pageSize: 100,
      });
      expect(window.data!.total).toBe(62);
      expect(
        window.data!.cards.every(
          (c) => c.unit_count === 1 && c.units.length === 1 && c.units[0].unit_label === 'Unit 1',
        ),
      ).toBe(true);
      expect(window.data!.cards.map((c) => c.name).slice(30, 32)).toEqual(['Estate 031', 'Estate 101']);
      const searched = await propertyCardsPage(client, {
        ...CARDS,
        search: 'alder',
        leaseEnd: leaseWindowBounds(180, day(0)),
      });
      expect(searched.data!.total).toBe(100);
    });

    it('shows another landlord none of these properties', async () => {
      expect((await propertyCardsPage(other, CARDS)).data).toEqual({ cards: [], total: 0 });
    });
  });

  describe('vendor_rows', () => {
    it('reads the first page by name, with account counts and the linked properties', async () => {
      const { data, error } = await vendorListQueries.page(client, VENDORS);
      expect(error).toBeUndefined();
      expect(data!.total).toBe(150);
      expect(data!.vendors.map((v) => v.name)).toEqual(Array.from({ length: 24 }, (_, i) => `Vendor ${pad(i + 1)}`));
      // Vendor 002: category 2, two accounts at Estate 015 and 016 (newest first: inserted together, then by id).
      expect(data!.vendors[1]).toMatchObject({
        category: VENDOR_CATEGORIES[2],
        account_number: 'DEF-2',
        account_count: 2,
      });
      expect([...data!.vendors[1].property_names].sort()).toEqual(['Estate 015', 'Estate 016']);
      expect(data!.vendors[1].property_ids).toHaveLength(2);
      expect(data!.vendors[2]).toMatchObject({ account_count: 0, property_ids: [], property_names: [] });
      expect(data!.vendors[3].account_number).toBeNull();
    });

    it('reads the last page, and nothing past it', async () => {
      const last = await vendorListQueries.page(client, { ...VENDORS, page: 6 });
      expect(last.data!.vendors.map((v) => v.name)).toEqual(
        Array.from({ length: 6 }, (_, i) => `Vendor ${pad(145 + i)}`),
      );
      expect((await vendorListQueries.page(client, { ...VENDORS, page: 7 })).data).toEqual({ vendors: [], total: 0 });
    });

    it('searches vendors, their accounts and linked properties; filters on category with exact counts', async () => {
      const total = async (filters: Partial<VendorListFilters>) =>
        (await vendorListQueries.page(client, { ...VENDORS, ...filters })).data!.total;
      expect(await total({ search: 'vendor 01' })).toBe(10);
      expect(await total({ search: 'acc-7-' })).toBe(1);
      // DEF-120..129 without the multiples of 4 (no default account); DEF-12 has none either.
      expect(await total({ search: 'def-12' })).toBe(7);
      // Estate 016 is linked to Vendor 002 (its second account) and Vendor 145 (its first).
      const linked = await vendorListQueries.page(client, { ...VENDORS, search: 'estate 016' });
      expect(linked.data!.vendors.map((v) => v.name)).toEqual(['Vendor 002', 'Vendor 145']);
      expect(await total({ category: 'Water' })).toBe(16);
      expect(await total({ category: 'Power' })).toBe(17);
      // Power vendors numbered 100..150: 100, 109, 118, 127, 136, 145.
      expect(await total({ category: 'Power', search: 'vendor 1' })).toBe(6);
      expect(await total({ search: '%' })).toBe(0);
    });

    it('sorts in the database, descending too, and by account count', async () => {
      const desc = await vendorListQueries.page(client, { ...VENDORS, sort: { column: 'name', descending: true } });
      expect(desc.data!.vendors[0].name).toBe('Vendor 150');
      const byCount = await vendorListQueries.page(client, {
        ...VENDORS,
        sort: { column: 'account_count', descending: true },
        pageSize: 50,
      });
      expect(byCount.data!.vendors.map((v) => v.account_count)).toEqual(Array(50).fill(2));
      expect(byCount.data!.vendors.slice(0, 2).map((v) => v.name)).toEqual(['Vendor 002', 'Vendor 005']);
      const byAccount = await vendorListQueries.page(client, {
        ...VENDORS,
        sort: { column: 'account_number', descending: false },
        page: 6,
      });
      // Vendors without a default account (every fourth) come last.
      expect(byAccount.data!.vendors.map((v) => v.account_number)).toEqual(Array(6).fill(null));
    });

    it('reads the whole filtered list for the CSV export', async () => {
      const all = await vendorListQueries.all(client, BY_NAME);
      expect(all.data!.map((v) => v.name)).toEqual(Array.from({ length: 150 }, (_, i) => `Vendor ${pad(i + 1)}`));
      const power = await vendorListQueries.all(client, { ...BY_NAME, category: 'Power' });
      expect(power.data).toHaveLength(17);
    });

    it('shows another landlord none of these vendors', async () => {
      expect((await vendorListQueries.page(other, VENDORS)).data).toEqual({ vendors: [], total: 0 });
      expect((await vendorListQueries.all(other, BY_NAME)).data).toEqual([]);
    });
  });
});
