import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../api/database.types';
import { pageCountOption } from '../../utils/listTotal';
import type { DueWindow, TaskQueryFilters } from './taskFilters';

/** Columns the list can order by in the database. */
export type TaskSortColumn = 'due_on' | 'title' | 'status' | 'scope' | 'vendor' | 'cost';
/**
 * What each sort orders by. PostgREST orders the tasks by a to-one embed's column as `order=vendor(name)`
 * (supabase-js `referencedTable` would order the embedded rows instead). Scope: property, then unit;
 * Business tasks (no property) come last. Cost: the computed field `shown_cost` (actual, else estimated),
 * as the column shows it.
 */
const ORDER_BY: Record<TaskSortColumn, string[]> = {
  due_on: ['due_on'],
  title: ['title'],
  status: ['status'],
  scope: ['property(name)', 'unit(unit_label)'],
  vendor: ['vendor(name)'],
  cost: ['shown_cost'],
};

export interface TaskPageQuery extends TaskQueryFilters {
  window?: DueWindow;
  sort?: { column: TaskSortColumn; ascending: boolean };
  search?: string;
  page: number;
  pageSize: number;
}

/** What a row of the list shows, and what completing it from the list needs (SPEC §4). */
// One literal, so supabase-js infers the row's type from it (a concatenated string reads as any string).
export const LIST_SELECT =
  'id, title, scope, status, property_id, unit_id, vendor_id, due_date, next_due_date, start_date, end_date, recurrence, estimated_cost, actual_cost, vendor_account, property:properties(id, name), unit:units(id, unit_label), vendor:vendors(id, name)';

/**
 * One page of /tasks with its total (counted up to EXACT_COUNT_LIMIT), given a client: the app
 * passes its own, the bench a signed-in one, so both run exactly this. Filters, order and search
 * run in the database.
 */
export function taskPageQuery(
  client: SupabaseClient<Database>,
  { propertyId, vendorId, status, window = {}, sort, search, page, pageSize }: TaskPageQuery,
) {
  let query = client.from('tasks').select(LIST_SELECT, pageCountOption(page * pageSize));
  if (propertyId) query = query.eq('property_id', propertyId);
  if (vendorId) query = query.eq('vendor_id', vendorId);
  if (status) query = query.eq('status', status);
  if (window.statusRule === 'open') query = query.eq('status', 'Open');
  if (window.statusRule === 'notDone') query = query.not('status', 'in', '(Completed,Skipped)');
  if (window.from) query = query.filter('due_on', 'gte', window.from);
  if (window.to) query = query.filter('due_on', 'lte', window.to);
  if (window.before) query = query.filter('due_on', 'lt', window.before);
  if (window.after) query = query.filter('due_on', 'gt', window.after);
  if (search?.trim()) query = query.ilike('title', `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const order = sort ?? { column: 'due_on', ascending: true };
  for (const column of ORDER_BY[order.column])
    query = query.order(column, { ascending: order.ascending, nullsFirst: false });
  return query.order('id', { ascending: order.ascending }).range(page * pageSize, page * pageSize + pageSize - 1);
}
