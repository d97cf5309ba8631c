import type { SupabaseClient } from '@supabase/supabase-js';
import { createPortfolio, insertRow, type Portfolio } from './portfolio';
import { signedInClient } from './support';

type Task = { id: string; status: string; next_due_date: string | null; actual_cost: number | null };

describe('complete_task: one transaction, once per occurrence', () => {
  let client: SupabaseClient;
  let p: Portfolio;

  beforeAll(async () => {
    client = (await signedInClient()).client;
    p = await createPortfolio(client);
  });

  const activities = async (taskId: string) =>
    (await client.from('activities').select('action, details').eq('task_id', taskId).eq('action', 'Completed')).data ?? [];

  it('completes a one-time task with its cost and a Completed activity', async () => {
    const task = await insertRow<Task>(client, 'tasks', { title: 'Gutter', scope: 'Business', due_date: '2026-11-20' });
    const { data, error } = await client.rpc('complete_task', { p_task_id: task.id, p_occurrence: '2026-11-20', p_actual_cost: 180.5 });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'Completed', actual_cost: 180.5 });
    expect(await activities(task.id)).toEqual([
      { action: 'Completed', details: expect.objectContaining({ actual_cost: 180.5, occurrence: '2026-11-20' }) },
    ]);
  });

  it('keeps a recurring task Open on its next date', async () => {
    const task = await insertRow<Task>(client, 'tasks', {
      title: 'Water bill',
      scope: 'Property',
      property_id: p.property.id,
      start_date: '2026-11-01',
      next_due_date: '2026-12-01',
      recurrence: { type: 'monthly', dayOfMonth: 1 },
    });
    const { data } = await client.rpc('complete_task', {
      p_task_id: task.id,
      p_occurrence: '2026-12-01',
      p_next_due_date: '2027-01-01',
      p_actual_cost: 64.2,
    });
    expect(data).toMatchObject({ status: 'Open', next_due_date: '2027-01-01', actual_cost: 64.2 });
  });

  it('completes an occurrence once under a double call', async () => {
    const task = await insertRow<Task>(client, 'tasks', {
      title: 'Trash',
      scope: 'Business',
      start_date: '2026-11-02',
      next_due_date: '2026-11-23',
      recurrence: { type: 'weekly', dayOfWeek: 1 },
    });
    const call = () => client.rpc('complete_task', { p_task_id: task.id, p_occurrence: '2026-11-23', p_next_due_date: '2026-11-30', p_actual_cost: 25 });
    const results = await Promise.all([call(), call()]);
    expect(results.map((r) => r.error)).toEqual([null, null]);
    const { data } = await client.from('tasks').select('status, next_due_date').eq('id', task.id).single();
    expect(data).toEqual({ status: 'Open', next_due_date: '2026-11-30' });
    expect(await activities(task.id)).toHaveLength(1);
  });

  it('writes nothing when the completion is refused', async () => {
    const task = await insertRow<Task>(client, 'tasks', { title: 'Paint', scope: 'Business', due_date: '2026-11-25' });
    const { error } = await client.rpc('complete_task', { p_task_id: task.id, p_occurrence: '2026-11-25', p_actual_cost: -5 });
    expect(error?.message).toBe('Actual cost cannot be negative');
    const { data } = await client.from('tasks').select('status, actual_cost').eq('id', task.id).single();
    expect(data).toEqual({ status: 'Open', actual_cost: null });
    expect(await activities(task.id)).toEqual([]);
  });

  it("cannot complete another user's task", async () => {
    const other = (await signedInClient()).client;
    const { error } = await other.rpc('complete_task', { p_task_id: p.task.id, p_occurrence: '2030-01-01' });
    expect(error?.message).toBe('Task not found');
    const { data } = await client.from('tasks').select('status').eq('id', p.task.id).single();
    expect(data?.status).toBe('Open');
  });
});
