import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import type { Json, Tables, TablesInsert } from '../../api/database.types';
import { runMutation, runQuery } from '../../api/query';
import type { ShownChange } from '../../api/saveQueue/saveQueue';
import type { AppDispatch, RootState } from '../../app/store';
import { supabase } from '../../api/supabase';
import { embedTags, idTag, listTag, listTags } from '../../api/tags';
import { pageTotal, type ListTotal } from '../../utils/listTotal';
import { isRecurring, parseRecurrence, type Recurrence } from './recurrenceRules';
import { parseChecklist, parseLinks, parseTextList, type ChecklistItem, type TaskLink } from './taskJson';
import { effectiveDueDate } from './taskRules';
import { LIST_SELECT, taskPageQuery, type TaskPageQuery } from './taskListQuery';

type JsonColumns = 'recurrence' | 'links' | 'checklist' | 'account_numbers' | 'payment_methods';
/**
 * A task as the app reads it: its JSON columns parsed and checked; shown_cost is only ordered by,
 * never selected; vendor_account is read by the list and the detail only (writes answer without it).
 */
export type TaskRow = Omit<Tables<'tasks'>, JsonColumns | 'shown_cost' | 'vendor_account'> & {
  recurrence: Recurrence | null;
  links: TaskLink[];
  checklist: ChecklistItem[];
  account_numbers: string[];
  payment_methods: string[];
};
export type ActivityRow = Tables<'activities'>;
/** A tasks row as the app uses it: the recurrence parsed and checked once, here. */
// Writes and the completion functions answer without the generated due_on: it is the effective due date.
const toTaskRow = (
  row: Omit<Tables<'tasks'>, 'due_on' | 'shown_cost' | 'vendor_account'> & { due_on?: string | null },
): TaskRow => ({
  ...row,
  due_on: row.due_on ?? effectiveDueDate(row),
  recurrence: parseRecurrence(row.recurrence),
  links: parseLinks(row.links),
  checklist: parseChecklist(row.checklist),
  account_numbers: parseTextList(row.account_numbers),
  payment_methods: parseTextList(row.payment_methods),
});
/** A list row with its recurrence parsed, as toTaskRow does for the whole row. */
const toListItem = <R extends { recurrence: Json }>(
  row: R,
): Omit<R, 'recurrence'> & { recurrence: Recurrence | null } => ({
  ...row,
  recurrence: parseRecurrence(row.recurrence),
});
/** The account the bill is paid under: the database's computed field vendor_account (see its migration). */
type PaidUnder = { vendor_account: string | null };
export type TaskDetail = TaskRow &
  PaidUnder & {
    property: { id: string; name: string } | null;
    unit: { id: string; unit_label: string } | null;
    vendor: Tables<'vendors'> | null;
    activities: ActivityRow[];
  };
export type TaskInput = Omit<TablesInsert<'tasks'>, 'user_id' | 'id' | 'created_at' | 'updated_at'>;
export interface TaskFormOptions {
  properties: Array<{ id: string; name: string; units: Array<{ id: string; unit_label: string }> }>;
  vendors: Array<{ id: string; name: string }>;
}

/** A list row: the task's own columns the list and the complete action use, with names to show. */
export type TaskListItem = Pick<
  TaskRow,
  | 'id'
  | 'title'
  | 'scope'
  | 'status'
  | 'property_id'
  | 'unit_id'
  | 'vendor_id'
  | 'due_date'
  | 'next_due_date'
  | 'start_date'
  | 'end_date'
  | 'recurrence'
  | 'estimated_cost'
  | 'actual_cost'
> &
  PaidUnder & {
    property: { id: string; name: string } | null;
    unit: { id: string; unit_label: string } | null;
    vendor: { id: string; name: string } | null;
  };
/** What completing needs: the list's rows and the detail both carry it. */
export type CompletableTask = Pick<
  TaskRow,
  'id' | 'title' | 'status' | 'due_date' | 'next_due_date' | 'start_date' | 'end_date' | 'recurrence' | 'estimated_cost'
>;
export interface CompleteTaskArgs {
  task: CompletableTask;
  actualCost: number | null;
  /** The day the bill was paid (yyyy-MM-dd); left out, the database takes the landlord's today. */
  paidOn?: string;
}
export interface TaskPage {
  tasks: EntityState<TaskListItem, string>;
  total: ListTotal;
}

export const tasksAdapter = createEntityAdapter<TaskListItem>();
export const taskSelectors = tasksAdapter.getSelectors();

const LIST = listTag('Task');

/** How the form or a button finishes an occurrence: done, or skipped. */
export type FinishAction = 'Completed' | 'Skipped';
export interface OccurrencePreviewArgs {
  recurrence: Recurrence;
  start: string;
  end?: string | null;
  /** The first date to list from (an edited task's pending occurrence); the start by default. */
  from?: string | null;
  count?: number;
}

// A completion writes a payment to the ledger (spending, expenses) and changes the dashboard.
// A completion with a cost is a payment, or a mortgage task's loan payment.
const FINISH_TAGS = [listTag('Payment'), listTag('LoanPayment'), listTag('Dashboard')];

/**
 * The names a task row shows come from its property, unit and vendor; its vendor_account from the
 * vendor's property accounts (LIST: a new account for the task's property changes it).
 */
const embeddedTags = (rows: Array<Pick<TaskListItem, 'property' | 'unit' | 'vendor'>>) => [
  ...(rows.some((r) => r.vendor) ? [listTag('VendorAccount')] : []),
  ...embedTags(
    'Property',
    rows.map((r) => r.property),
  ),
  ...embedTags(
    'Unit',
    rows.map((r) => r.unit),
  ),
  ...embedTags(
    'Vendor',
    rows.map((r) => r.vendor),
  ),
];

/** The occurrence is the one the caller saw: a second call for it (a double click) changes nothing. */
const finishOccurrence = (
  action: FinishAction,
  taskId: string,
  occurrence: string | null,
  actualCost: number | null,
  paidOn?: string,
) => {
  // p_paid_on: the day the landlord says they paid (yyyy-MM-dd), the payment's paid_on; left out,
  // the database takes the landlord's today in their time zone.
  const completion = {
    p_task_id: taskId,
    p_occurrence: occurrence as string,
    p_actual_cost: actualCost ?? undefined,
    p_paid_on: paidOn,
  };
  return action === 'Completed'
    ? supabase.rpc('complete_task', completion)
    : supabase.rpc('skip_occurrence', { p_task_id: taskId, p_occurrence: occurrence as string });
};

const logActivity = (taskId: string, action: 'Created' | 'Edited', details: { [key: string]: Json } = {}) =>
  supabase.from('activities').insert({ task_id: taskId, action, details });

export const tasksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // SPEC §7 tasks with property, unit and vendor, one page at a time with the total (counted up
    // to EXACT_COUNT_LIMIT): a large portfolio has tens of thousands. Filters, order and search
    // run in the database.
    getTasks: build.query<TaskPage, TaskPageQuery>({
      queryFn: async (args) => {
        const { page, pageSize } = args;
        const result = await runQuery(() =>
          taskPageQuery(supabase, args).then((answer) => ({
            ...answer,
            data: answer.data ? { rows: answer.data, total: answer.count } : null,
          })),
        );
        if (result.error) return result;
        const rows = (result.data?.rows ?? []).map(toListItem);
        return {
          data: {
            tasks: tasksAdapter.setAll(tasksAdapter.getInitialState(), rows),
            total: pageTotal(result.data?.total, rows.length, page * pageSize),
          },
        };
      },
      // Each row seeds its per-id entry: a task opened from the list shows at once.
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        const entries = taskSelectors
          .selectAll(answer.data.tasks)
          .map((task) => ({ endpointName: 'getTaskSummary' as const, arg: task.id, value: task }));
        dispatch(tasksApi.util.upsertQueryEntries(entries));
      },
      providesTags: (data) => {
        const rows = Object.values(data?.tasks.entities ?? {});
        return [...listTags('Task', rows), ...embeddedTags(rows)];
      },
    }),
    // The list's filter panel needs names only; the form's unit picker reads the units too.
    getTaskFilterOptions: build.query<TaskFormOptions, void>({
      queryFn: async () => {
        const [properties, vendors] = await Promise.all([
          runQuery(() => supabase.from('properties').select('id, name').order('name')),
          runQuery(() => supabase.from('vendors').select('id, name').order('name')),
        ]);
        if (properties.error) return properties;
        if (vendors.error) return vendors;
        return { data: { properties: properties.data.map((p) => ({ ...p, units: [] })), vendors: vendors.data } };
      },
      providesTags: (data) => [...listTags('Property', data?.properties), ...listTags('Vendor', data?.vendors)],
    }),
    /** A task as a list row shows it: seeded by getTasks, read by the detail page while the full task loads. */
    getTaskSummary: build.query<TaskListItem | null, string>({
      queryFn: async (id) => {
        const result = await runQuery(() => supabase.from('tasks').select(LIST_SELECT).eq('id', id).maybeSingle());
        return result.error ? result : { data: result.data ? toListItem(result.data) : null };
      },
      providesTags: (data, _e, id) => [idTag('Task', id), ...(data ? embeddedTags([data]) : [])],
      keepUnusedDataFor: 300,
    }),
    getTask: build.query<TaskDetail | null, string>({
      queryFn: async (id) => {
        const result = await runQuery(() =>
          supabase
            .from('tasks')
            .select(
              '*, vendor_account, property:properties(id, name), unit:units(id, unit_label), vendor:vendors(*), activities(*)',
            )
            .eq('id', id)
            .order('at', { referencedTable: 'activities', ascending: false })
            .maybeSingle(),
        );
        if (result.error) return result;
        if (!result.data) return { data: null };
        const { property, unit, vendor, activities, vendor_account, ...task } = result.data;
        return { data: { ...toTaskRow(task), vendor_account, property, unit, vendor, activities } };
      },
      // Its activities are written by the task's own mutations, which invalidate its id.
      providesTags: (data, _e, id) => [idTag('Task', id), ...(data ? embeddedTags([data]) : [])],
    }),
    getTaskFormOptions: build.query<TaskFormOptions, void>({
      queryFn: async () => {
        const [properties, vendors] = await Promise.all([
          runQuery(() => supabase.from('properties').select('id, name, units(id, unit_label)').order('name')),
          runQuery(() => supabase.from('vendors').select('id, name').order('name')),
        ]);
        if (properties.error) return properties;
        if (vendors.error) return vendors;
        return { data: { properties: properties.data, vendors: vendors.data } };
      },
      providesTags: (data) => [
        ...listTags('Property', data?.properties),
        ...listTags(
          'Unit',
          data?.properties.flatMap((p) => p.units),
        ),
        ...listTags('Vendor', data?.vendors),
      ],
    }),
    createTask: build.mutation<TaskRow, TaskInput>({
      queryFn: async (input) => {
        const result = await runMutation(() =>
          supabase
            .from('tasks')
            .insert(input as TablesInsert<'tasks'>)
            .select()
            .single(),
        );
        if (result.error) return result;
        const logged = await runMutation(() => logActivity(result.data.id, 'Created', { note: 'Task created' }));
        return logged.error ? logged : { data: toTaskRow(result.data) };
      },
      // The property page lists its tasks: it provides the Task LIST.
      invalidatesTags: [LIST],
    }),
    /**
     * Saves an edit. `finish` (the form's status set to Completed or Skipped on an
     * Open task) then runs the same completion or skip as the Complete button, on
     * the occurrence the saved task is waiting on: activity and next date included.
     */
    updateTask: build.mutation<
      TaskRow,
      { id: string; changes: Partial<TaskInput>; log?: boolean; finish?: FinishAction }
    >({
      queryFn: async ({ id, changes, log = true, finish }) => {
        const result = await runMutation(() =>
          supabase
            .from('tasks')
            .update(changes as TablesInsert<'tasks'>)
            .eq('id', id)
            .select()
            .single(),
        );
        if (result.error) return result;
        if (log) {
          const logged = await runMutation(() => logActivity(id, 'Edited', { note: 'Task edited' }));
          if (logged.error) return logged;
        }
        if (!finish) return { data: toTaskRow(result.data) };
        const finished = await runMutation(() => finishOccurrence(finish, id, effectiveDueDate(result.data), null));
        return finished.error ? finished : { data: toTaskRow(finished.data) };
      },
      // LIST too: an edit can move the task in or out of a filtered, ordered page. Nothing was
      // written while a queued checklist tick waits for the network: a refetch then would only
      // undo what other waiting saves show.
      invalidatesTags: (_r, error, { id, finish }) =>
        error?.transport ? [] : [LIST, idTag('Task', id), ...(finish ? FINISH_TAGS : [])],
    }),
    deleteTask: build.mutation<null, string>({
      queryFn: (id) => runMutation(() => supabase.from('tasks').delete().eq('id', id)),
      // Its payments stay with task_id set to null: they embed the task, so its id refetches them.
      invalidatesTags: (_r, _e, id) => [LIST, idTag('Task', id), listTag('Dashboard')],
    }),
    /**
     * Completion: the database steps a recurring task to its next
     * occurrence (or completes it when the series ends) and logs the activity in
     * one transaction, once per occurrence. The client names the occurrence it
     * saw, never the next date.
     */
    completeTask: build.mutation<TaskRow, CompleteTaskArgs>({
      queryFn: async ({ task, actualCost, paidOn }) => {
        const result = await runMutation(() =>
          finishOccurrence('Completed', task.id, effectiveDueDate(task), actualCost, paidOn),
        );
        return result.error ? result : { data: toTaskRow(result.data) };
      },
      // Nothing was written while the queued save waits for the network: a refetch would undo the optimistic row.
      invalidatesTags: (_r, error, { task }) =>
        error?.transport ? [] : [LIST, idTag('Task', task.id), ...FINISH_TAGS],
    }),
    /** Skip this occurrence: the next one without a cost, logged as 'Skipped'. */
    skipOccurrence: build.mutation<TaskRow, { task: CompletableTask }>({
      queryFn: async ({ task }) => {
        const result = await runMutation(() => finishOccurrence('Skipped', task.id, effectiveDueDate(task), null));
        return result.error ? result : { data: toTaskRow(result.data) };
      },
      invalidatesTags: (_r, _e, { task }) => [LIST, idTag('Task', task.id), listTag('Dashboard')],
    }),
    /** The form's "Next: …" line: the database's own dates for a schedule being edited. */
    getOccurrencePreview: build.query<string[], OccurrencePreviewArgs>({
      queryFn: ({ recurrence, start, end, from, count = 3 }) =>
        runQuery(
          () =>
            supabase.rpc('preview_occurrences', {
              p_recurrence: recurrence,
              p_start: start,
              p_end: end ?? undefined,
              p_from: from ?? undefined,
              p_count: count,
            }),
          [],
        ),
    }),
  }),
});

/**
 * A one-time task shows Completed at once in every cached list and detail; a recurring one waits
 * for the database, which picks its next date. The save queue makes this change when the
 * completion is queued, so it shows even while other saves wait before it, and undoes it if the
 * server refuses the completion.
 */
export const showCompleted =
  ({ task, actualCost }: CompleteTaskArgs) =>
  (dispatch: AppDispatch, getState: () => RootState): ShownChange => {
    if (isRecurring(task.recurrence)) return [];
    const done = (row: { status: string; actual_cost: number | null }) => {
      row.status = 'Completed';
      if (actualCost !== null) row.actual_cost = actualCost;
    };
    return tasksApi.util
      .selectInvalidatedBy(getState(), [idTag('Task', task.id)])
      .flatMap(({ endpointName, originalArgs }) => {
        if (endpointName === 'getTasks')
          return [
            dispatch(
              tasksApi.util.updateQueryData(
                'getTasks',
                originalArgs as TaskPageQuery,
                (page) => void (page.tasks.entities[task.id] && done(page.tasks.entities[task.id])),
              ),
            ),
          ];
        if (endpointName === 'getTask' || endpointName === 'getTaskSummary')
          return [
            dispatch(
              tasksApi.util.updateQueryData(endpointName, originalArgs as string, (row) => void (row && done(row))),
            ),
          ];
        return [];
      });
  };

export const {
  useGetTasksQuery,
  useGetTaskQuery,
  useGetTaskFormOptionsQuery,
  useGetTaskFilterOptionsQuery,
  useCreateTaskMutation,
  useUpdateTaskMutation,
  useDeleteTaskMutation,
  useCompleteTaskMutation,
  useSkipOccurrenceMutation,
  useGetOccurrencePreviewQuery,
} = tasksApi;
