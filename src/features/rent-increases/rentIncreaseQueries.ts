import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../api/database.types';
import { runQuery, type QueryResult } from '../../api/query';
import { listTotal, pageCountOption, pageTotal, type ListTotal } from '../../utils/listTotal';
import type { ChainItem } from './rentRules';

type Client = SupabaseClient<Database>;

/** PostgREST answers at most max-rows rows a request (1,000 on Supabase, as on the local stack). */
export const MAX_ROWS = 1000;
/** The unit picker's options per search: enough to scroll, small enough to read at once. */
export const UNIT_SEARCH_LIMIT = 50;

/** One option of the planner's unit picker. */
export interface UnitOption {
  id: string;
  unitLabel: string;
  propertyId: string;
  propertyName: string;
}
/** How the picker, and the field standing in for it while its code loads, name a unit. */
export const unitOptionLabel = (unit: UnitOption) => `${unit.propertyName} · ${unit.unitLabel}`;
export interface UnitSearchResult {
  units: UnitOption[];
  /** Units matching the search over all pages, so the picker can say when to type more. */
  total: number;
}

/** The chosen unit: what the form's date choices and live preview need, with its chain of increases. */
export interface PlannerUnitDetail {
  id: string;
  unit_label: string;
  monthly_rent: number | null;
  lease_status: string;
  lease_end_date: string | null;
  property: { id: string; name: string };
  increases: Array<ChainItem & { unit_id: string }>;
}

/** SPEC §3: a listed increase is joined to its unit and the unit's property; only what the planner shows. */
export interface PlannedIncrease extends ChainItem {
  unit_id: string;
  applied: boolean;
  /** When it was last taken back after being applied; null if never. */
  taken_back_at: string | null;
  unit: { id: string; unit_label: string; property: { id: string; name: string } };
}
export interface PlannedPage {
  increases: PlannedIncrease[];
  total: ListTotal;
}

/** One row of the upcoming view, its step measured by the database from the chained base. */
export interface UpcomingRow {
  id: string;
  unitId: string;
  unitLabel: string;
  propertyId: string;
  propertyName: string;
  effectiveDate: string;
  newRent: number;
  amount: number;
  increasePercent: number;
  applied: boolean;
  /** Scheduled, or Overdue: its date passed without being applied (listed whatever the range). */
  status: string;
}
export interface UpcomingPage {
  rows: UpcomingRow[];
  /** Counted by the database up to EXACT_COUNT_LIMIT. */
  total: ListTotal;
}
export interface UpcomingWindow {
  from: string;
  to: string;
}

const PLANNED_COLUMNS =
  'id, unit_id, basis, percent, amount, effective_date, planned_new_rent, status, applied, taken_back_at, unit:units!inner(id, unit_label, property:properties!inner(id, name))';
const CHAIN_COLUMNS = 'id, unit_id, basis, percent, amount, effective_date, planned_new_rent, status, applied';
/** Cancelled ones stay listed in the planner: cancelling keeps the row (SPEC §4), unlike Delete. */
export const PLANNED_STATUSES = ['Scheduled', 'Overdue', 'Applied', 'Cancelled'];

type UpcomingAnswer = Database['public']['Functions']['upcoming_rent_increases']['Returns'][number];
type SearchAnswer = Database['public']['Functions']['planner_unit_search']['Returns'][number];

/**
 * The view types every column as nullable; its rows are the table's, whose key columns are never
 * null. Checked here, once, rather than cast.
 */
type ViewRow = {
  id: string | null;
  unit_id: string | null;
  basis: string | null;
  effective_date: string | null;
  status: string | null;
  planned_new_rent: number | null;
  applied: boolean | null;
};
type Listed = {
  id: string;
  unit_id: string;
  basis: string;
  effective_date: string;
  status: string;
  planned_new_rent: number;
  applied: boolean;
};
const isListed = <R extends ViewRow>(row: R): row is R & Listed =>
  row.id !== null &&
  row.unit_id !== null &&
  row.basis !== null &&
  row.effective_date !== null &&
  row.status !== null &&
  row.planned_new_rent !== null &&
  row.applied !== null;

const toOption = (row: SearchAnswer): UnitOption => ({
  id: row.unit_id,
  unitLabel: row.unit_label,
  propertyId: row.property_id,
  propertyName: row.property_name,
});
const toUpcomingRow = (row: UpcomingAnswer): UpcomingRow => ({
  id: row.id,
  unitId: row.unit_id,
  unitLabel: row.unit_label,
  propertyId: row.property_id,
  propertyName: row.property_name,
  effectiveDate: row.effective_date,
  newRent: Number(row.planned_new_rent),
  amount: Number(row.amount),
  increasePercent: Number(row.increase_percent),
  applied: row.applied,
  status: row.status,
});

/**
 * The planner's and upcoming screen's reads (searched, paged and counted on the server),
 * given a client: the app passes its own, the integration tests and scripts/screenJson.ts a
 * signed-in one, so all run exactly these.
 */
export const rentIncreaseQueries = {
  /** Units whose property name or label holds every word of the search, in the picker's order. */
  searchUnits: (client: Client, search: string, limit = UNIT_SEARCH_LIMIT): Promise<QueryResult<UnitSearchResult>> =>
    runQuery(
      () =>
        client.rpc('planner_unit_search', { p_search: search.replace(/·/g, ' ').trim() || undefined, p_limit: limit }),
      [],
    ).then((r) => (r.error ? r : { data: { units: r.data.map(toOption), total: Number(r.data[0]?.total ?? 0) } })),

  /** The chosen unit and its increases (the chain the preview and the duplicate check need); null when not found. */
  async unit(client: Client, unitId: string): Promise<QueryResult<PlannerUnitDetail | null>> {
    const [unit, increases] = await Promise.all([
      runQuery(() =>
        client
          .from('units')
          .select('id, unit_label, monthly_rent, lease_status, lease_end_date, property:properties!inner(id, name)')
          .eq('id', unitId)
          .maybeSingle(),
      ),
      runQuery(
        () =>
          client.from('rent_increases_with_status').select(CHAIN_COLUMNS).eq('unit_id', unitId).order('effective_date'),
        [],
      ),
    ]);
    if (unit.error) return unit.error.code === '22P02' ? { data: null } : unit;
    if (increases.error) return increases;
    if (!unit.data) return { data: null };
    return { data: { ...unit.data, increases: increases.data.filter(isListed) } };
  },

  /** SPEC §7: one page of the planner's list, by effective date, with its count (up to EXACT_COUNT_LIMIT). */
  async plannedPage(client: Client, page: number, pageSize: number): Promise<QueryResult<PlannedPage>> {
    const from = page * pageSize;
    const result = await runQuery(() =>
      client
        .from('rent_increases_with_status')
        .select(PLANNED_COLUMNS, pageCountOption(from))
        .in('status', PLANNED_STATUSES)
        .order('effective_date')
        .order('id')
        .range(from, from + pageSize - 1)
        .then((answer) => ({
          ...answer,
          data: answer.data ? { rows: answer.data, total: pageTotal(answer.count, answer.data.length, from) } : null,
        })),
    );
    if (result.error) {
      // Asked beyond the last row (the list shrank under the pager): PostgREST answers 416.
      return result.error.code === 'PGRST103' ? { data: { increases: [], total: listTotal(0, 0) } } : result;
    }
    return {
      data: { increases: (result.data?.rows ?? []).filter(isListed), total: result.data?.total ?? listTotal(0, 0) },
    };
  },

  /** SPEC §2/§4: one page of the upcoming window in the screen's order, with the exact count. */
  upcomingPage: (
    client: Client,
    window: UpcomingWindow,
    page: number,
    pageSize: number,
  ): Promise<QueryResult<UpcomingPage>> =>
    runQuery(
      () =>
        client.rpc('upcoming_rent_increases', {
          p_from: window.from,
          p_to: window.to,
          p_limit: pageSize,
          p_offset: page * pageSize,
        }),
      [],
    ).then((r) =>
      r.error
        ? r
        : {
            data: {
              rows: r.data.map(toUpcomingRow),
              total: r.data.length ? listTotal(Number(r.data[0].total), r.data.length) : listTotal(0, 0),
            },
          },
    ),

  /** The whole window (the CSV export), read a max-rows page at a time. */
  async upcomingAll(client: Client, window: UpcomingWindow): Promise<QueryResult<UpcomingRow[]>> {
    const rows: UpcomingRow[] = [];
    for (let offset = 0; ; offset += MAX_ROWS) {
      const page = await runQuery(
        () =>
          client.rpc('upcoming_rent_increases', {
            p_from: window.from,
            p_to: window.to,
            p_limit: MAX_ROWS,
            p_offset: offset,
          }),
        [],
      );
      if (page.error) return page;
      rows.push(...page.data.map(toUpcomingRow));
      if (page.data.length < MAX_ROWS) return { data: rows };
    }
  },
};
