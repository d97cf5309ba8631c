/**
 * Decoded JSON each screen's first reads answer on the large account, by running the
 * screens' own queries against the running stack (npm run stack; npm run seed:large) and summing
 * the response bodies. Usage: npx tsx scripts/screenJson.ts
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../src/api/database.types';
import { bulkNotesQueries } from '../src/features/notes/notesQueries';
import { propertyCardsPage } from '../src/features/properties/propertyQueries';
import { vendorListQueries } from '../src/features/vendors/vendorQueries';
import { rentIncreaseQueries } from '../src/features/rent-increases/rentIncreaseQueries';
import { upcomingWindow } from '../src/features/rent-increases/upcomingRules';
import { DEFAULT_TIME_ZONE, landlordToday } from '../src/utils/landlordToday';
import { loadConfig, stackUrls } from '../supabase/local/config';
import { LARGE_ACCOUNT } from './seedLarge';

type Client = SupabaseClient<Database>;
/** The planner's and upcoming screen's page size. */
const PAGE = 50;
const ALL = { managerIds: [], propertyIds: [], search: '', onlyUnresolved: false };

async function main() {
  const { API_URL, ANON_KEY } = stackUrls(loadConfig());
  let bytes = 0;
  const counting: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const body = await response.clone().text();
    bytes += Buffer.byteLength(body);
    return response;
  };
  const client = createClient<Database>(API_URL, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: counting },
    realtime: { transport: class {} as never },
  }) as Client;
  const signedIn = await client.auth.signInWithPassword({
    email: LARGE_ACCOUNT.email,
    password: LARGE_ACCOUNT.password,
  });
  if (signedIn.error)
    throw new Error(`Sign in as ${LARGE_ACCOUNT.email} failed (run npm run seed:large): ${signedIn.error.message}`);

  const screens: Array<[string, () => PromiseLike<unknown>]> = [
    [
      'bulk notes (first page of 50)',
      () =>
        Promise.all([
          bulkNotesQueries.page(client, ALL, 0, 50),
          client.from('properties').select('id, name, property_manager_id').order('name').order('id'),
          client.from('property_managers').select('id, name, email').order('name'),
        ]),
    ],
    [
      'properties, before (every property and unit)',
      () =>
        client
          .from('properties')
          .select(
            'id, name, address_line1, address_line2, city, state, zip, units(id, unit_label, monthly_rent, lease_status, lease_end_date), property_manager:property_managers(id, name)',
          )
          .order('name'),
    ],
    [
      'properties, after (first page of 24)',
      () => propertyCardsPage(client, { search: '', leaseEnd: null, page: 0, pageSize: 24 }),
    ],
    [
      'vendors, before (every vendor and account)',
      () =>
        client
          .from('vendors')
          .select('*, vendor_property_accounts(*, property:properties(id, name))')
          .order('name')
          .order('created_at', { referencedTable: 'vendor_property_accounts', ascending: false }),
    ],
    [
      'vendors, after (first page of 24)',
      () =>
        vendorListQueries.page(client, {
          search: '',
          category: null,
          sort: { column: 'name', descending: false },
          page: 0,
          pageSize: 24,
        }),
    ],
    [
      'rent planner, before: unit picker',
      () =>
        client
          .from('properties')
          .select('id, name, units(id, unit_label, monthly_rent, lease_status, lease_end_date)')
          .order('name')
          .order('unit_label', { referencedTable: 'units' }),
    ],
    [
      'rent planner, before: planned increases',
      () =>
        client
          .from('rent_increases_with_status')
          .select('*, unit:units!inner(id, unit_label, monthly_rent, property:properties!inner(id, name))')
          .in('status', ['Scheduled', 'Overdue', 'Applied', 'Cancelled'])
          .order('effective_date')
          .order('id'),
    ],
    ['rent planner, after: on opening (list page of 50)', () => rentIncreaseQueries.plannedPage(client, 0, PAGE)],
    ['rent planner, after: the picker opened (first 50 units)', () => rentIncreaseQueries.searchUnits(client, '')],
    [
      'rent planner, after: a search ("unit 1", first 50 shown)',
      () => rentIncreaseQueries.searchUnits(client, 'unit 1'),
    ],
    [
      'rent planner, after: the chosen unit by id',
      async () => {
        const { data } = await rentIncreaseQueries.searchUnits(client, '', 1);
        await rentIncreaseQueries.unit(client, data!.units[0].id);
      },
    ],
    [
      'upcoming increases, before (every live increase to 90d)',
      () =>
        client
          .from('rent_increases_with_status')
          .select('*, unit:units!inner(id, unit_label, monthly_rent, property:properties!inner(id, name))')
          .in('status', ['Scheduled', 'Overdue', 'Applied'])
          .lte('effective_date', upcomingWindow('90d', landlordToday(DEFAULT_TIME_ZONE, new Date())).to)
          .order('effective_date')
          .order('id'),
    ],
    [
      'upcoming increases, after (first page of 50, 90d)',
      () =>
        rentIncreaseQueries.upcomingPage(
          client,
          upcomingWindow('90d', landlordToday(DEFAULT_TIME_ZONE, new Date())),
          0,
          PAGE,
        ),
    ],
    [
      'upcoming increases, after (first page of 50, 1yr)',
      () =>
        rentIncreaseQueries.upcomingPage(
          client,
          upcomingWindow('1yr', landlordToday(DEFAULT_TIME_ZONE, new Date())),
          0,
          PAGE,
        ),
    ],
  ];
  for (const [name, read] of screens) {
    bytes = 0;
    await read();
    console.log(`${name.padEnd(58)} ${(bytes / 1024).toFixed(0).padStart(5)} KB`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
