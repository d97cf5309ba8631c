import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../api/database.types';
import { runQuery, type QueryResult } from '../../api/query';
import type { VendorRow } from './vendorRules';

type Client = SupabaseClient<Database>;

/**
 * The vendor spending read, given a client: the app passes its own, the integration tests a
 * signed-in one, so the agreement test runs exactly this. Payments paid on or after `since`
 * (yyyy-MM-dd), newest first; a vendor is paid at most a few hundred times in a year.
 */
export const vendorSpendingQuery = (
  client: SupabaseClient<Database>,
  { vendorId, since }: { vendorId: string; since: string },
) =>
  client
    .from('payments')
    .select('id, amount, paid_on, memo, task:tasks(id, title)')
    .eq('vendor_id', vendorId)
    .gte('paid_on', since)
    .order('paid_on', { ascending: false })
    .order('id');

/** PostgREST answers at most max-rows rows a request (1,000 on Supabase, as on the local stack). */
export const MAX_ROWS = 1000;

/** Columns the vendor list sorts on in the database (vendor_rows' p_sort). */
export type VendorSortColumn =
  'name' | 'category' | 'account_number' | 'account_count' | 'properties' | 'payment_method' | 'website_url';
export interface VendorListFilters {
  search: string;
  category: string | null;
  sort: { column: VendorSortColumn; descending: boolean };
}
export interface VendorListArgs extends VendorListFilters {
  page: number;
  pageSize: number;
}
/** The list's read: search, category and order, and the page. */
export const vendorsPageArgs = (filters: VendorListFilters, page: number, pageSize: number): VendorListArgs => ({
  ...filters,
  page,
  pageSize,
});

/** A vendor as the cards and the table show it: its own columns, how many property accounts it has and their properties' names. */
export type VendorListItem = Pick<
  VendorRow,
  'id' | 'name' | 'category' | 'account_number' | 'payment_method' | 'website_url'
> & {
  account_count: number;
  /** The linked properties, newest account first: ids (for the cache's tags) and names, in the same order. */
  property_ids: string[];
  property_names: string[];
};
export interface VendorListPage {
  vendors: VendorListItem[];
  /** Vendors the search and category match, over all pages. */
  total: number;
}

type ListRow = Database['public']['Functions']['vendor_rows']['Returns'][number];

const toListItem = ({ total: _total, ...row }: ListRow): VendorListItem => ({
  ...row,
  account_count: Number(row.account_count),
  property_ids: row.property_ids ?? [],
  property_names: row.property_names ?? [],
});

/** SPEC §7 vendors list, searched, filtered and sorted by the database. */
export const vendorListArgs = ({ search, category, sort }: VendorListFilters) => ({
  p_search: search.trim() || undefined,
  p_category: category ?? undefined,
  p_sort: sort.column,
  p_descending: sort.descending,
});

/**
 * The vendors screen's reads, given a client: the app passes its own, the integration tests and
 * the benchmark a signed-in one, so all run exactly these.
 */
export const vendorListQueries = {
  /** One page of the filtered list in its order, with the exact count. */
  async page(client: Client, args: VendorListArgs): Promise<QueryResult<VendorListPage>> {
    const result = await runQuery(
      () =>
        client.rpc('vendor_rows', {
          ...vendorListArgs(args),
          p_limit: args.pageSize,
          p_offset: args.page * args.pageSize,
        }),
      [],
    );
    return result.error
      ? result
      : { data: { vendors: result.data.map(toListItem), total: Number(result.data[0]?.total ?? 0) } };
  },

  /** Every vendor of the filtered list in its order (the CSV export), read a max-rows page at a time. */
  async all(client: Client, filters: VendorListFilters): Promise<QueryResult<VendorListItem[]>> {
    const rows: VendorListItem[] = [];
    for (let offset = 0; ; offset += MAX_ROWS) {
      const page = await runQuery(
        () => client.rpc('vendor_rows', { ...vendorListArgs(filters), p_limit: MAX_ROWS, p_offset: offset }),
        [],
      );
      if (page.error) return page;
      rows.push(...page.data.map(toListItem));
      if (page.data.length < MAX_ROWS) return { data: rows };
    }
  },
};
