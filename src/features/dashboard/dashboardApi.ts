import { baseApi } from '../../api/baseApi';
import { fromSupabase, guard, runQuery, withRetry, type QueryResult } from '../../api/query';
import { supabase } from '../../api/supabase';
import { embedTags, listTag, listTags } from '../../api/tags';
import { listTotal, type ListTotal } from '../../utils/listTotal';
import { dashboardQueries as q, type CountKind, type Window } from './dashboardQueries';

export type { CountKind, Window };

export interface DashboardList<T> {
  items: T[];
  /** Every match, not only the LIST_LIMIT shown (counted up to EXACT_COUNT_LIMIT). */
  total: ListTotal;
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
  /** Scheduled, or Overdue when its date has passed without being applied (the database's rule). */
  status: string;
  unit: { id: string; unit_label: string; property: { id: string; name: string } };
}
export interface Completion {
  id: string;
  /** The landlord's day it was completed (paid), yyyy-MM-dd. */
  completed_on: string;
  actual_cost: number | null;
  task: { id: string; title: string };
}
export interface BillJump {
  id: string;
  task_id: string;
  task_title: string;
  property_name: string | null;
  amount: number;
  usual: number;
  ratio: number;
  paid_on: string;
}
export interface WeekSpend {
  /** The Monday the week starts, yyyy-MM-dd. */
  weekStart: string;
  spend: number;
  /** Payments in the ledger that week. */
  payments: number;
}

const DASHBOARD = listTag('Dashboard');
const TASKS = listTag('Task');
const PROPERTIES = listTag('Property');
const VENDORS = listTag('Vendor');
const PAYMENTS = listTag('Payment');
const dueTaskTags = (data: DashboardList<DueTask> | undefined) => [
  DASHBOARD,
  ...listTags('Task', data?.items),
  ...embedTags(
    'Property',
    data?.items.map((t) => t.property),
  ),
];
/** A return within this many seconds reuses the cache (mutations still refresh it through the tags). */
const KEEP_SECONDS = 300;

type CountedAnswer = { data: unknown; error: unknown; count: number | null; status: number };

/** A read like runQuery (one retry on transient failures) whose answer carries count=exact. */
function counted<T>(
  call: () => PromiseLike<CountedAnswer>,
  shape: (rows: unknown[], count: number | null) => T,
): Promise<QueryResult<T>> {
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
  (rows: unknown[], count: number | null): DashboardList<T> => ({
    items: (rows as never[]).map(map),
    total: listTotal(count, rows.length),
  });

/** The view types every column as nullable; the week's rows always have their ids and day. */
type CompletionRow = {
  id: string | null;
  task_id: string | null;
  task_title: string | null;
  completed_on: string | null;
  actual_cost: number | null;
};
const toCompletion = (row: CompletionRow): Completion => ({
  id: row.id ?? '',
  completed_on: row.completed_on ?? '',
  actual_cost: row.actual_cost === null ? null : Number(row.actual_cost),
  task: { id: row.task_id ?? '', title: row.task_title ?? '' },
});

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboardCount: build.query<number, CountKind>({
      queryFn: (kind) =>
        counted(
          () => q.count(supabase, kind),
          (_rows, count) => count ?? 0,
        ),
      providesTags: (_r, _e, kind) => [
        DASHBOARD,
        kind === 'properties' ? PROPERTIES : kind === 'vendors' ? VENDORS : TASKS,
      ],
      keepUnusedDataFor: KEEP_SECONDS,
    }),
    getOverdueTasks: build.query<DashboardList<DueTask>, string>({
      queryFn: (today) => counted(() => q.overdue(supabase, today), asList<DueTask>()),
      providesTags: dueTaskTags,
      keepUnusedDataFor: KEEP_SECONDS,
    }),
    getDueSoonTasks: build.query<DashboardList<DueTask>, Window>({
      queryFn: (window) => counted(() => q.dueSoon(supabase, window), asList<DueTask>()),
      providesTags: dueTaskTags,
      keepUnusedDataFor: KEEP_SECONDS,
    }),
    getUpcomingRent: build.query<DashboardList<RentItem>, Window>({
      queryFn: (window) => counted(() => q.rent(supabase, window), asList<RentItem>()),
      providesTags: (data) => [
        DASHBOARD,
        ...listTags('RentIncrease', data?.items),
        ...embedTags(
          'Unit',
          data?.items.map((r) => r.unit),
        ),
        ...embedTags(
          'Property',
          data?.items.map((r) => r.unit.property),
        ),
      ],
      keepUnusedDataFor: KEEP_SECONDS,
    }),
    getWeekCompletions: build.query<DashboardList<Completion>, Window>({
      queryFn: (window) => counted(() => q.completions(supabase, window), asList(toCompletion)),
      providesTags: (data) => [
        DASHBOARD,
        TASKS,
        ...embedTags(
          'Task',
          data?.items.map((c) => c.task),
        ),
      ],
      keepUnusedDataFor: KEEP_SECONDS,
    }),
    getBillJumps: build.query<DashboardList<BillJump>, string>({
      queryFn: (since) =>
        counted(
          () => q.jumps(supabase, since),
          asList<BillJump>((row: BillJump) => ({
            ...row,
            amount: Number(row.amount),
            usual: Number(row.usual),
            ratio: Number(row.ratio),
          })),
        ),
      // Names only, no ids: a rename invalidates the Property LIST.
      providesTags: (data) => [
        DASHBOARD,
        ...listTags('Payment', data?.items),
        ...embedTags(
          'Task',
          data?.items.map((j) => j.task_id),
        ),
        PROPERTIES,
      ],
      keepUnusedDataFor: KEEP_SECONDS,
    }),
    getWeeklySpend: build.query<WeekSpend[], string[]>({
      queryFn: async (bounds) => {
        const result = await runQuery(() => q.weeklySpend(supabase, bounds), []);
        if (result.error) return result;
        return {
          data: result.data.map((w) => ({
            weekStart: w.week_start,
            spend: Number(w.spend),
            payments: Number(w.payments),
          })),
        };
      },
      // Completing a task writes a payment, as /expenses does: both invalidate the Payment LIST.
      providesTags: [DASHBOARD, PAYMENTS],
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
  useGetBillJumpsQuery,
} = dashboardApi;
