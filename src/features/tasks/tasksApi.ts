import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import type { Json, Tables, TablesInsert } from '../../api/database.types';
import { runMutation, runQuery } from '../../api/query';
import { supabase } from '../../api/supabase';
import { nextDueDate, type Recurrence } from './recurrenceRules';
import { effectiveDueDate } from './taskRules';
import type { TaskQueryFilters } from './taskFilters';

export type TaskRow = Omit<Tables<'tasks'>, 'recurrence'> & { recurrence: Recurrence | null };
export type ActivityRow = Tables<'activities'>;
export type TaskListItem = TaskRow & {
  property: { id: string; name: string } | null;
  unit: { id: string; unit_label: string } | null;
  vendor: { id: string; name: string } | null;
};
export type TaskDetail = Omit<TaskListItem, 'vendor'> & { vendor: Tables<'vendors'> | null; activities: ActivityRow[] };
export type TaskInput = Omit<TablesInsert<'tasks'>, 'user_id' | 'id' | 'created_at' | 'updated_at'>;
export interface TaskFormOptions {
  properties: Array<{ id: string; name: string; units: Array<{ id: string; unit_label: string }> }>;
  vendors: Array<{ id: string; name: string }>;
}

export const tasksAdapter = createEntityAdapter<TaskListItem>();
export const taskSelectors = tasksAdapter.getSelectors();

const LIST = { type: 'Task' as const, id: 'LIST' };
const LIST_SELECT = '*, property:properties(id, name), unit:units(id, unit_label), vendor:vendors(id, name)';
/** PostgREST answers at most db-max-rows (1000) rows; larger lists are read page by page. */
const PAGE = 1000;

const logActivity = (taskId: string, action: 'Created' | 'Edited', details: { [key: string]: Json } = {}) =>
  supabase.from('activities').insert({ task_id: taskId, action, details });

export const tasksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // SPEC §7: all tasks with property, unit and vendor, by next_due_date; the filters run in the database.
    getTasks: build.query<EntityState<TaskListItem, string>, TaskQueryFilters>({
      queryFn: async (filters) => {
        const page = (from: number, count?: 'exact') => {
          let query = supabase.from('tasks').select(LIST_SELECT, count ? { count } : undefined);
          if (filters.propertyId) query = query.eq('property_id', filters.propertyId);
          if (filters.vendorId) query = query.eq('vendor_id', filters.vendorId);
          if (filters.status) query = query.eq('status', filters.status);
          return query.order('next_due_date', { ascending: true }).order('id').range(from, from + PAGE - 1);
        };
        // The first page also counts the rows; the rest are read at once, not one after another.
        const first = await runQuery(async () => {
          const answer = await page(0, 'exact');
          return { ...answer, data: answer.data ? { rows: answer.data, total: answer.count ?? answer.data.length } : null };
        });
        if (first.error) return first;
        const { rows: firstRows, total } = first.data ?? { rows: [], total: 0 };
        const starts = [];
        for (let from = PAGE; from < total; from += PAGE) starts.push(from);
        const rest = await Promise.all(starts.map((from) => runQuery(() => page(from))));
        const failed = rest.find((r) => r.error);
        if (failed?.error) return { error: failed.error };
        const rows = [firstRows, ...rest.map((r) => r.data ?? [])].flat() as unknown as TaskListItem[];
        return { data: tasksAdapter.setAll(tasksAdapter.getInitialState(), rows) };
      },
      providesTags: [LIST],
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
    completeTask: build.mutation<TaskRow, { task: TaskRow; actualCost: number | null; now?: Date }>({
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
  useCreateTaskMutation,
  useUpdateTaskMutation,
  useDeleteTaskMutation,
  useCompleteTaskMutation,
} = tasksApi;
