import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../api/database.types';
import { COUNT_UP_TO_LIMIT } from '../../utils/listTotal';
import { LIST_LIMIT } from './dashboardRules';

/**
 * The four totals, in the order the dashboard shows them: what /properties, /tasks and /vendors
 * list, and every completion (a recurring bill's paid occurrences each count, as this week's do).
 */
export const COUNT_KINDS = ['properties', 'tasks', 'vendors', 'completed'] as const;
export type CountKind = (typeof COUNT_KINDS)[number];
export type Window = { from: string; to: string };
type Client = SupabaseClient<Database>;

const HEAD = { count: 'exact', head: true } as const;
const COUNTED = COUNT_UP_TO_LIMIT;

/**
 * The dashboard's reads, given a client: the app passes its own, the integration
 * tests a signed-in one, so both run exactly these. Lists carry a count and a limit: the total
 * of every match (exactly up to EXACT_COUNT_LIMIT, "more than" beyond) and the first LIST_LIMIT
 * rows, in one request each. The four totals are HEAD counts, exact: each is the whole account.
 */
export const dashboardQueries = {
  // A HEAD request: the number, no rows.
  count: (client: Client, kind: CountKind) =>
    kind === 'completed' ? client.from('task_completions').select('id', HEAD) : client.from(kind).select('id', HEAD),

  // Open tasks due before today: /tasks?filter=overdue, oldest first as that list sorts.
  overdue: (client: Client, today: string) =>
    dueTasks(client).lt('due_on', today).order('due_on').order('id').limit(LIST_LIMIT),

  // Open tasks due today through today + 7: /tasks?filter=due-soon.
  dueSoon: (client: Client, { from, to }: Window) =>
    dueTasks(client).gte('due_on', from).lte('due_on', to).order('due_on').order('id').limit(LIST_LIMIT),

  // SPEC §4 upcoming: not applied, Scheduled in the window or Overdue (the view's status, by the
  // landlord's day), so the overdue ones come first; `from` is today, which the status depends on.
  rent: (client: Client, { from, to }: Window) =>
    client
      .from('rent_increases_with_status')
      .select(
        'id, effective_date, planned_new_rent, status, unit:units!inner(id, unit_label, property:properties!inner(id, name))',
        COUNTED,
      )
      .eq('applied', false)
      .or(`status.eq.Overdue,and(status.eq.Scheduled,effective_date.gte.${from})`)
      .lte('effective_date', to)
      .order('effective_date')
      .order('id')
      .limit(LIST_LIMIT),

  // Each completion on the week's days (a recurring bill is completed again each time it is paid), newest first.
  completions: (client: Client, { from, to }: Window) =>
    client
      .from('task_completions')
      .select('id, task_id, task_title, completed_on, at, actual_cost', COUNTED)
      .gte('completed_on', from)
      .lt('completed_on', to)
      .order('completed_on', { ascending: false })
      .order('at', { ascending: false })
      .order('id')
      .limit(LIST_LIMIT),

  // Bills that jumped: the database's payment_jumps decides which; paid on or after `since`, newest first.
  jumps: (client: Client, since: string) =>
    client
      .from('payment_jumps')
      .select('id, task_id, task_title, property_name, amount, usual, ratio, paid_on', COUNTED)
      .gte('paid_on', since)
      .order('paid_on', { ascending: false })
      .order('id')
      .limit(LIST_LIMIT),

  // Spend and payments per week between consecutive bounds (local dates); the database sums the ledger.
  weeklySpend: (client: Client, bounds: string[]) => client.rpc('weekly_spend', { p_bounds: bounds }),
};

const dueTasks = (client: Client) =>
  client
    .from('task_due_dates')
    .select('id, title, due_on, property:properties(id, name)', COUNTED)
    .eq('status', 'Open');
