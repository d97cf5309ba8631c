import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import type { Json, Tables, TablesInsert } from '../../api/database.types';
import { runMutation, runQuery } from '../../api/query';
import { supabase } from '../../api/supabase';
import { nextDueDate, type Recurrence } from './recurrenceRules';
import { effectiveDueDate } from './taskRules';
import type { DueWindow, TaskQueryFilters } from './taskFilters';

export type TaskRow = Omit<Tables<'tasks'>, 'recurrence'> & { recurrence: Recurrence | null };
export type ActivityRow = Tables<'activities'>;
export type TaskDetail = TaskRow & {
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
  'id' | 'title' | 'scope' | 'status' | 'property_id' | 'unit_id' | 'vendor_id' | 'due_date' | 'next_due_date' | 'start_date' | 'end_date' | 'recurrence' | 'estimated_cost' | 'actual_cost'
> & {
  property: { id: string; name: string } | null;
  unit: { id: string; unit_label: string } | null;
  vendor: { id: string; name: string } | null;
};
/** What completing needs: the list's rows and the detail both carry it. */
export type CompletableTask = Pick<TaskRow, 'id' | 'title' | 'status' | 'due_date' | 'next_due_date' | 'start_date' | 'end_date' | 'recurrence'>;
/** Columns the list can order by in the database. */
export type TaskSortColumn = 'due_on' | 'title' | 'status';
export interface TaskPageQuery extends TaskQueryFilters {
  window?: DueWindow;
  sort?: { column: TaskSortColumn; ascending: boolean };
  search?: string;
  page: number;
  pageSize: number;
}
export interface TaskPage {
  tasks: EntityState<TaskListItem, string>;
  total: number;
}

export const tasksAdapter = createEntityAdapter<TaskListItem>();
export const taskSelectors = tasksAdapter.getSelectors();

const LIST = { type: 'Task' as const, id: 'LIST' };
/** What a row of the list shows, and what completing it from the list needs (SPEC §4). */
const LIST_SELECT =
  'id, title, scope, status, property_id, unit_id, vendor_id, due_date, next_due_date, start_date, end_date, recurrence, estimated_cost, actual_cost, ' +
  'property:properties(id, name), unit:units(id, unit_label), vendor:vendors(id, name)';

const logActivity = (taskId: string, action: 'Created' | 'Edited', details: { [key: string]: Json } = {}) =>
  supabase.from('activities').insert({ task_id: taskId, action, details });

export const tasksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // SPEC §7 tasks with property, unit and vendor, one page at a time with the total: a large
    // portfolio has tens of thousands. Filters, order and search run in the database.
    getTasks: build.query<TaskPage, TaskPageQuery>({
      queryFn: async ({ propertyId, vendorId, status, window = {}, sort, search, page, pageSize }) => {
        const result = await runQuery(() => {
          let query = supabase.from('tasks').select(LIST_SELECT, { count: 'exact' });
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
          return query
            .order(order.column, { ascending: order.ascending, nullsFirst: false })
            .order('id', { ascending: order.ascending })
            .range(page * pageSize, page * pageSize + pageSize - 1)
            .then((answer) => ({ ...answer, data: answer.data ? { rows: answer.data, total: answer.count } : null }));
        });
        if (result.error) return result;
        const rows = (result.data?.rows ?? []) as unknown as TaskListItem[];
        return { data: { tasks: tasksAdapter.setAll(tasksAdapter.getInitialState(), rows), total: result.data?.total ?? rows.length } };
      },
      providesTags: [LIST],
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
      providesTags: [{ type: 'Property', id: 'LIST' }, { type: 'Vendor', id: 'LIST' }],
    }),
    getTask: build.query<TaskDetail | null, string>({
      queryFn: async (id) => {
        const result = await runQuery(() =>
          supabase
            .from('tasks')
            .select('*, property:properties(id, name), unit:units(id, unit_label), vendor:vendors(*), activities(*)')
            .eq('id', id)
            .order('at', { referencedTable: 'activities', ascending: false })
            .maybeSingle(),
        );
        return result.error ? result : { data: result.data as unknown as TaskDetail | null };
      },
      providesTags: (_r, _e, id) => [{ type: 'Task', id }],
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
      providesTags: [{ type: 'Property', id: 'LIST' }, { type: 'Vendor', id: 'LIST' }],
    }),
    createTask: build.mutation<TaskRow, TaskInput>({
      queryFn: async (input) => {
        const result = await runMutation(() => supabase.from('tasks').insert(input as TablesInsert<'tasks'>).select().single());
        if (result.error) return result;
        const logged = await runMutation(() => logActivity(result.data.id, 'Created', { note: 'Task created' }));
        return logged.error ? logged : { data: result.data as unknown as TaskRow };
      },
      invalidatesTags: [LIST, { type: 'Property', id: 'LIST' }],
    }),
    updateTask: build.mutation<TaskRow, { id: string; changes: Partial<TaskInput>; log?: boolean }>({
      queryFn: async ({ id, changes, log = true }) => {
        const result = await runMutation(() => supabase.from('tasks').update(changes as TablesInsert<'tasks'>).eq('id', id).select().single());
        if (result.error || !log) return result.error ? result : { data: result.data as unknown as TaskRow };
        const logged = await runMutation(() => logActivity(id, 'Edited', { note: 'Task edited' }));
        return logged.error ? logged : { data: result.data as unknown as TaskRow };
      },
      invalidatesTags: (_r, _e, { id }) => [LIST, { type: 'Task', id }],
    }),
    deleteTask: build.mutation<null, string>({
      queryFn: (id) => runMutation(() => supabase.from('tasks').delete().eq('id', id)),
      invalidatesTags: (_r, _e, id) => [LIST, { type: 'Task', id }],
    }),
    /**
     * SPEC §4 completion: a recurring task with a computable next date stays Open on
     * that date; otherwise it is Completed. The database writes the task and its
     * activity in one transaction, once per occurrence.
     */
    completeTask: build.mutation<TaskRow, { task: CompletableTask; actualCost: number | null; now?: Date }>({
      queryFn: async ({ task, actualCost, now = new Date() }) => {
        const result = await runMutation(() =>
          supabase.rpc('complete_task', {
            p_task_id: task.id,
            // null for a task without any date; the database compares it the same way.
            p_occurrence: effectiveDueDate(task) as string,
            p_next_due_date: nextDueDate(task, now) ?? undefined,
            p_actual_cost: actualCost ?? undefined,
          }),
        );
        return result.error ? result : { data: result.data as unknown as TaskRow };
      },
      invalidatesTags: (_r, _e, { task }) => [LIST, { type: 'Task', id: task.id }, { type: 'Vendor', id: 'LIST' }, { type: 'Dashboard', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetTasksQuery,
  useGetTaskQuery,
  useGetTaskFormOptionsQuery,
  useGetTaskFilterOptionsQuery,
  useCreateTaskMutation,
  useUpdateTaskMutation,
  useDeleteTaskMutation,
  useCompleteTaskMutation,
} = tasksApi;
