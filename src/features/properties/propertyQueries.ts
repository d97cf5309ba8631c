import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Json } from '../../api/database.types';
import { runQuery, type QueryResult } from '../../api/query';
import { leaseWindowBounds, type PropertyRow, type UnitRow } from './propertyRules';

type Client = SupabaseClient<Database>;

export type PropertyCardUnit = Pick<UnitRow, 'id' | 'unit_label' | 'monthly_rent' | 'lease_status' | 'lease_end_date'>;
/** A card of the list (SPEC §2): name, address, manager, its first 3 units and how many it has. */
export type PropertyListItem = Pick<
  PropertyRow,
  'id' | 'name' | 'address_line1' | 'address_line2' | 'city' | 'state' | 'zip'
> & {
  units: PropertyCardUnit[];
  unit_count: number;
  property_manager: { id: string; name: string } | null;
};

/** What the screen asks for: a search, a lease-end window as dates (yyyy-MM-dd, inclusive) and a page. */
export interface PropertyCardsArgs {
  search: string;
  leaseEnd: { from: string; to: string } | null;
  page: number;
  pageSize: number;
}
/** The list's read: the typed search, the chosen lease-end window (its dates from one clock reading per visit) and the page. */
export const propertiesPageArgs = (
  {
    search,
    leaseWindow,
    page,
    pageSize,
  }: { search: string; leaseWindow: number | null; page: number; pageSize: number },
  today: string,
): PropertyCardsArgs => ({
  search,
  leaseEnd: leaseWindow ? leaseWindowBounds(leaseWindow, today) : null,
  page,
  pageSize,
});

export interface PropertyCardsPage {
  cards: PropertyListItem[];
  /** Properties the search and window match, over all pages. */
  total: number;
}

type CardRow = Database['public']['Functions']['property_cards']['Returns'][number];

const isObject = (value: Json): value is { [key: string]: Json | undefined } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: Json | undefined): string | null => (typeof value === 'string' ? value : null);

/** The units column is JSON: checked here, once, at the API boundary. */
export function toCardUnits(units: Json): PropertyCardUnit[] {
  if (!Array.isArray(units)) throw new Error('property_cards answered units that are not a list');
  return units.map((unit) => {
    if (
      !isObject(unit) ||
      typeof unit.id !== 'string' ||
      typeof unit.unit_label !== 'string' ||
      typeof unit.lease_status !== 'string'
    ) {
      throw new Error('property_cards answered a unit without its id, label or lease status');
    }
    const rent = unit.monthly_rent;
    return {
      id: unit.id,
      unit_label: unit.unit_label,
      lease_status: unit.lease_status,
      monthly_rent: typeof rent === 'number' ? rent : typeof rent === 'string' ? Number(rent) : null,
      lease_end_date: text(unit.lease_end_date),
    };
  });
}

export function toPropertyCard(row: CardRow): PropertyListItem {
  return {
    id: row.id,
    name: row.name,
    address_line1: row.address_line1,
    address_line2: row.address_line2 ?? null,
    city: row.city,
    state: row.state,
    zip: row.zip,
    units: toCardUnits(row.units),
    unit_count: Number(row.unit_count),
    property_manager: row.manager_id ? { id: row.manager_id, name: row.manager_name } : null,
  };
}

/** The function's arguments for a search and window (searched, filtered and paged on the server). */
export const propertyCardsArgs = ({ search, leaseEnd }: Pick<PropertyCardsArgs, 'search' | 'leaseEnd'>) => ({
  p_search: search.trim() || undefined,
  p_lease_end_from: leaseEnd?.from,
  p_lease_end_to: leaseEnd?.to,
});

/**
 * The properties screen's read, given a client: the app passes its own, the integration tests and
 * the benchmark a signed-in one, so all run exactly this.
 */
export async function propertyCardsPage(
  client: Client,
  args: PropertyCardsArgs,
): Promise<QueryResult<PropertyCardsPage>> {
  const result = await runQuery(
    () =>
      client.rpc('property_cards', {
        ...propertyCardsArgs(args),
        p_limit: args.pageSize,
        p_offset: args.page * args.pageSize,
      }),
    [],
  );
  if (result.error) return result;
  try {
    return { data: { cards: result.data.map(toPropertyCard), total: Number(result.data[0]?.total ?? 0) } };
  } catch {
    // A malformed answer (a schema out of step with the app): a sentence for the landlord, not the check's.
    return { error: { message: 'The properties could not be read. Please try again.' } };
  }
}
