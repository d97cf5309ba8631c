import { baseApi } from '../../api/baseApi';
import { fromSupabase, guard, runQuery, withRetry, type QueryResult } from '../../api/query';
import { supabase } from '../../api/supabase';
import { LIST_LIMIT } from './dashboardRules';

/** The stat cards: what /properties, /tasks, /vendors and /tasks?filter=completed list. */
export type CountKind = 'properties' | 'tasks' | 'vendors' | 'completed';
export interface DashboardList<T> {
  items: T[];
  /** Every match, not only the LIST_LIMIT shown. */
  total: number;
}
export interface DueTask {
  id: string;
  title: string;
  due_on: string;
  property: { id: string; name: string } | null;
}
export interface RentItem {
  id: string;
  effective_date: string;
  planned_new_rent: number;
  unit: { id: string; unit_label: string; property: { id: string; name: string } };
}
export interface Completion {
  id: string;
  at: string;
  actual_cost: number | null;
  task: { id: string; title: string };
}
export interface WeekSpend {
  weekStart: string;
  spend: number;
  completions: number;
}
export type Window = { from: string; to: string };

const DASHBOARD = { type: 'Dashboard' as const, id: 'LIST' };
const TASKS = { type: 'Task' as const, id: 'LIST' };
const PROPERTIES = { type: 'Property' as const, id: 'LIST' };
const VENDORS = { type: 'Vendor' as const, id: 'LIST' };
const RENT = { type: 'RentIncrease' as const, id: 'LIST' };
/** A return within this many seconds reuses the cache (mutations still refresh it through the tags). */
const KEEP_SECONDS = 300;

const countQuery = (kind: CountKind) => {
  const head = { count: 'exact', head: true } as const;
  if (kind === 'completed') return supabase.from('tasks').select('id', head).eq('status', 'Completed');
  return supabase.from(kind).select('id', head);
};

type CountedAnswer = { data: unknown; error: unknown; count: number | null; status: number };

/** A read like runQuery (one retry on transient failures) whose answer carries count=exact. */
function counted<T>(call: () => PromiseLike<CountedAnswer>, shape: (rows: unknown[], count: number | null) => T): Promise<QueryResult<T>> {
  return withRetry(() =>
    guard(async () => {
      const answer = await call();
      const result = fromSupabase<unknown[]>(answer, []);
      return result.error ? result : { data: shape(result.data, answer.count) };
    }),
  );
}

const asList =
  <T>(map: (row: never) => T = (row) => row) =>
  (rows: unknown[], count: number | null): DashboardList<T> => ({ items: (rows as never[]).map(map), total: count ?? rows.length });

const selectDue = () =>
  supabase.from('task_due_dates').select('id, title, due_on, property:properties(id, name)', { count: 'exact' }).eq('status', 'Open');
const dueTasks = (filter: (q: ReturnType<typeof selectDue>) => ReturnType<typeof selectDue>) =>
  counted(() => filter(selectDue()).order('due_on').order('id').limit(LIST_LIMIT), asList<DueTask>());

type CompletionRow = { id: string; at: string; details: { actual_cost?: unknown } | null; task: { id: string; title: string } };
const toCompletion = ({ details, ...row }: CompletionRow): Completion => ({
  ...row,
  actual_cost: typeof details?.actual_cost === 'number' ? details.actual_cost : null,
});

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // A HEAD request with count=exact: the number, no rows.
    getDashboardCount: build.query<number, CountKind>({
      queryFn: (kind) => counted(() => countQuery(kind), (_rows, count) => count ?? 0),
      providesTags: (_r, _e, kind) => [DASHBOARD, kind === 'properties' ? PROPERTIES : kind === 'vendors' ? VENDORS : TASKS],
      keepUnusedDataFor: KEEP_SECONDS,
    }),
    // Open tasks due before today: /tasks?filter=overdue, oldest first as that list sorts.
    getOverdueTasks: build.query<DashboardList<DueTask>, string>({
      queryFn: (today) => dueTasks((q) => q.lt('due_on', today)),
      providesTags: [DASHBOARD, TASKS, PROPERTIES],
      keepUnusedDataFor: KEEP_SECONDS,
    }),
    // Open tasks due today through today + 7: /tasks?filter=due-soon.
    getDueSoonTasks: build.query<DashboardList<DueTask>, Window>({
      queryFn: ({ from, to }) => dueTasks((q) => q.gte('due_on', from).lte('due_on', to)),
      providesTags: [DASHBOARD, TASKS, PROPERTIES],
      keepUnusedDataFor: KEEP_SECONDS,
    }),
    // SPEC §4 upcoming: Scheduled or Overdue, not applied, effective in the window; soonest first.
    getUpcomingRent: build.query<DashboardList<RentItem>, Window>({
      queryFn: ({ from, to }) =>
        counted(
          () =>
            supabase
              .from('scheduled_rent_increases')
              .select('id, effective_date, planned_new_rent, unit:units!inner(id, unit_label, property:properties!inner(id, name))', { count: 'exact' })
              .eq('applied', false)
              .in('status', ['Scheduled', 'Overdue'])
              .gte('effective_date', from)
              .lte('effective_date', to)
              .order('effective_date')
              .order('id')
              .limit(LIST_LIMIT),
          asList<RentItem>(),
        ),
      providesTags: [DASHBOARD, RENT, PROPERTIES, { type: 'Unit', id: 'LIST' }],
      keepUnusedDataFor: KEEP_SECONDS,
    }),
    // Each completion this week (recurring tasks are completed again and return to Open), newest first.
    getWeekCompletions: build.query<DashboardList<Completion>, Window>({
      queryFn: ({ from, to }) =>
        counted(
          () =>
            supabase
              .from('activities')
              .select('id, at, details, task:tasks!inner(id, title)', { count: 'exact' })
              .eq('action', 'Completed')
              .gte('at', from)
              .lt('at', to)
              .order('at', { ascending: false })
              .order('id')
              .limit(LIST_LIMIT),
          asList(toCompletion),
        ),
      providesTags: [DASHBOARD, TASKS],
      keepUnusedDataFor: KEEP_SECONDS,
    }),
    // Spend and completions per week, the current week last; the database sums them.
    getWeeklySpend: build.query<WeekSpend[], string[]>({
      queryFn: async (bounds) => {
        const result = await runQuery(() => supabase.rpc('weekly_spend', { p_bounds: bounds }), []);
        if (result.error) return result;
        return { data: result.data.map((w) => ({ weekStart: w.week_start, spend: Number(w.spend), completions: Number(w.completions) })) };
      },
      providesTags: [DASHBOARD, TASKS],
      keepUnusedDataFor: KEEP_SECONDS,
    }),
  }),
});

export const {
  useGetDashboardCountQuery,
  useGetOverdueTasksQuery,
  useGetDueSoonTasksQuery,
  useGetUpcomingRentQuery,
  useGetWeekCompletionsQuery,
  useGetWeeklySpendQuery,
} = dashboardApi;
