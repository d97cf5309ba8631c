import type { SupabaseClient } from '@supabase/supabase-js';
import { createPortfolio, insertRow, type Portfolio } from './portfolio';
import { signedInClient } from './support';

type Task = { id: string; title: string; status: string; next_due_date: string | null; actual_cost: number | null };
type Activity = { action: string; details: Record<string, unknown> };

describe('complete_task: one transaction, once per occurrence, the next date computed by the database', () => {
  let client: SupabaseClient;
  let p: Portfolio;

  beforeAll(async () => {
    client = (await signedInClient()).client;
    p = await createPortfolio(client);
  });

  const activities = async (taskId: string, action = 'Completed') =>
    ((await client.from('activities').select('action, details').eq('task_id', taskId).eq('action', action).order('at'))
      .data ?? []) as Activity[];
  const read = async (taskId: string) =>
    (await client.from('tasks').select('status, next_due_date').eq('id', taskId).single()).data;
  const recurring = (values: Record<string, unknown>) =>
    insertRow<Task>(client, 'tasks', { scope: 'Business', ...values });
  const complete = (task: { id: string }, occurrence: string, cost?: number) =>
    client.rpc('complete_task', { p_task_id: task.id, p_occurrence: occurrence, p_actual_cost: cost });

  it('completes a one-time task with its cost and a Completed activity', async () => {
    const task = await insertRow<Task>(client, 'tasks', { title: 'Gutter', scope: 'Business', due_date: '2026-11-20' });
    const { data, error } = await complete(task, '2026-11-20', 180.5);
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'Completed', actual_cost: 180.5 });
    expect(await activities(task.id)).toEqual([
      {
        action: 'Completed',
        details: expect.objectContaining({
          actual_cost: 180.5,
          occurrence: '2026-11-20',
          completion_date: expect.any(String),
        }),
      },
    ]);
  });

  it('sets a new recurring task on its first occurrence', async () => {
    const task = await recurring({
      title: 'HOA',
      start_date: '2026-11-24',
      recurrence: { type: 'monthly', dayOfMonth: 15 },
    });
    expect(task.next_due_date).toBe('2026-12-15');
  });

  it('steps "monthly on the 31st" from Jan 31 to Feb 28, Mar 31, Apr 30, May 31', async () => {
    const task = await recurring({
      title: 'Pay water',
      start_date: '2027-01-31',
      recurrence: { type: 'monthly', dayOfMonth: 31 },
    });
    expect(task.next_due_date).toBe('2027-01-31');
    const seen: string[] = [];
    let occurrence = '2027-01-31';
    for (let i = 0; i < 4; i++) {
      const { data, error } = await complete(task, occurrence, 60 + i);
      expect(error).toBeNull();
      // Open again, on a next occurrence not paid yet: the cost stays with the one just paid.
      expect(data).toMatchObject({ status: 'Open', actual_cost: null });
      occurrence = data.next_due_date;
      seen.push(occurrence);
    }
    expect(seen).toEqual(['2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31']);
    const logged = await activities(task.id);
    expect(logged.map((a) => [a.details.occurrence, a.details.next_due_date, a.details.actual_cost])).toEqual([
      ['2027-01-31', '2027-02-28', 60],
      ['2027-02-28', '2027-03-31', 61],
      ['2027-03-31', '2027-04-30', 62],
      ['2027-04-30', '2027-05-31', 63],
    ]);
  });

  it('moves a fixed-dates task on when its occurrence is completed early', async () => {
    const task = await recurring({
      title: 'Property tax',
      start_date: '2026-01-01',
      recurrence: { type: 'fixedDays', fixedDates: ['2099-06-01', '2099-12-01'] },
    });
    expect(task.next_due_date).toBe('2099-06-01');
    const { data } = await complete(task, '2099-06-01', 1400);
    expect(data).toMatchObject({ status: 'Open', next_due_date: '2099-12-01' });
    // The second click of the same occurrence changes nothing: it has moved on.
    await complete(task, '2099-06-01', 1400);
    expect(await activities(task.id)).toHaveLength(1);
    const last = await complete(task, '2099-12-01');
    expect(last.data).toMatchObject({ status: 'Completed', next_due_date: '2099-12-01' });
  });

  it('completes the task with the last occurrence before its end date', async () => {
    const task = await recurring({
      title: 'Lawn',
      start_date: '2026-06-05',
      end_date: '2026-06-14',
      recurrence: { type: 'weekly' },
    });
    expect((await complete(task, '2026-06-05')).data).toMatchObject({ status: 'Open', next_due_date: '2026-06-12' });
    expect((await complete(task, '2026-06-12')).data).toMatchObject({
      status: 'Completed',
      next_due_date: '2026-06-12',
    });
    expect((await activities(task.id)).map((a) => a.details.next_due_date)).toEqual(['2026-06-12', undefined]);
  });

  it('completes an occurrence once under 10 concurrent calls: one activity, one step', async () => {
    const task = await recurring({
      title: 'Trash',
      start_date: '2026-11-02',
      recurrence: { type: 'weekly', dayOfWeek: 1 },
    });
    expect(task.next_due_date).toBe('2026-11-02');
    const results = await Promise.all(Array.from({ length: 10 }, () => complete(task, '2026-11-02', 25)));
    expect(results.map((r) => r.error)).toEqual(Array(10).fill(null));
    expect(await read(task.id)).toEqual({ status: 'Open', next_due_date: '2026-11-09' });
    expect(await activities(task.id)).toHaveLength(1);
  });

  it('refuses an old client that passes its own next date, changing nothing', async () => {
    const task = await recurring({ title: 'Power', start_date: '2026-11-01', recurrence: { type: 'monthly' } });
    const { error } = await client.rpc('complete_task', {
      p_task_id: task.id,
      p_occurrence: '2026-11-01',
      p_next_due_date: '2030-01-01',
    });
    expect(error).not.toBeNull();
    expect(await read(task.id)).toEqual({ status: 'Open', next_due_date: '2026-11-01' });
    expect(await activities(task.id)).toEqual([]);
  });

  it('writes nothing when the completion is refused', async () => {
    const task = await insertRow<Task>(client, 'tasks', { title: 'Paint', scope: 'Business', due_date: '2026-11-25' });
    const { error } = await complete(task, '2026-11-25', -5);
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

  it('completes through the edit form: the edit is saved, then the same completion runs (activity and next date)', async () => {
    // What tasksApi.updateTask does when the form sets the status to Completed.
    const task = await recurring({ title: 'Internet', start_date: '2026-12-10', recurrence: { type: 'monthly' } });
    const saved = await client
      .from('tasks')
      .update({ title: 'Internet (fiber)', notes: 'New plan' })
      .eq('id', task.id)
      .select()
      .single();
    expect(saved.error).toBeNull();
    const { data } = await complete(task, saved.data.next_due_date);
    expect(data).toMatchObject({ title: 'Internet (fiber)', status: 'Open', next_due_date: '2027-01-10' });
    expect(await activities(task.id)).toEqual([
      {
        action: 'Completed',
        details: expect.objectContaining({ occurrence: '2026-12-10', next_due_date: '2027-01-10' }),
      },
    ]);
  });
});

describe('skip_occurrence', () => {
  let client: SupabaseClient;
  beforeAll(async () => {
    client = (await signedInClient()).client;
  });
  const logged = async (taskId: string) =>
    ((await client.from('activities').select('action, details').eq('task_id', taskId).order('at')).data ??
      []) as Activity[];

  it('steps to the next occurrence without a cost, logged as Skipped', async () => {
    const task = await insertRow<Task>(client, 'tasks', {
      title: 'Pest control',
      scope: 'Business',
      start_date: '2027-03-15',
      actual_cost: 80,
      recurrence: { type: 'everyXMonths', interval: 3 },
    });
    const { data, error } = await client.rpc('skip_occurrence', { p_task_id: task.id, p_occurrence: '2027-03-15' });
    expect(error).toBeNull();
    // The next occurrence has no cost of its own.
    expect(data).toMatchObject({ status: 'Open', next_due_date: '2027-06-15', actual_cost: null });
    const activities = await logged(task.id);
    expect(activities).toEqual([
      {
        action: 'Skipped',
        details: expect.objectContaining({ occurrence: '2027-03-15', next_due_date: '2027-06-15' }),
      },
    ]);
    expect(activities[0].details).not.toHaveProperty('actual_cost');
  });

  it('leaves a series skipped to its end Skipped, and a one-time task too', async () => {
    const series = await insertRow<Task>(client, 'tasks', {
      title: 'Snow removal',
      scope: 'Business',
      start_date: '2027-01-04',
      end_date: '2027-01-11',
      recurrence: { type: 'weekly' },
    });
    await client.rpc('skip_occurrence', { p_task_id: series.id, p_occurrence: '2027-01-04' });
    const { data } = await client.rpc('skip_occurrence', { p_task_id: series.id, p_occurrence: '2027-01-11' });
    expect(data).toMatchObject({ status: 'Skipped', next_due_date: '2027-01-11' });
    const once = await insertRow<Task>(client, 'tasks', {
      title: 'Inspection',
      scope: 'Business',
      due_date: '2027-02-01',
    });
    expect(
      (await client.rpc('skip_occurrence', { p_task_id: once.id, p_occurrence: '2027-02-01' })).data,
    ).toMatchObject({ status: 'Skipped' });
  });
});

describe('schedules: checked and anchored by the database', () => {
  let client: SupabaseClient;
  beforeAll(async () => {
    client = (await signedInClient()).client;
  });
  const insert = (values: Record<string, unknown>) =>
    client
      .from('tasks')
      .insert({ scope: 'Business', ...values })
      .select()
      .single();

  it.each([
    [
      { start_date: '2027-01-01', recurrence: { type: 'monthly', dayOfMonth: 0 } },
      'Day of month must be a whole number from 1 to 31',
    ],
    [
      { start_date: '2027-01-01', recurrence: { type: 'monthly', dayOfMonth: 32 } },
      'Day of month must be a whole number from 1 to 31',
    ],
    [
      { start_date: '2027-01-01', recurrence: { type: 'weekly', dayOfWeek: 7 } },
      'Day of week must be Sunday to Saturday (0 to 6)',
    ],
    [
      { start_date: '2027-01-01', recurrence: { type: 'everyXMonths', interval: 0 } },
      'Interval must be a whole number of months from 1 to 12',
    ],
    [
      { start_date: '2027-01-01', recurrence: { type: 'everyXMonths', interval: -1 } },
      'Interval must be a whole number of months from 1 to 12',
    ],
    [
      { start_date: '2027-01-01', recurrence: { type: 'fixedDays', fixedDates: ['2027-13-01'] } },
      'Fixed dates must be real calendar dates (yyyy-MM-dd)',
    ],
    [
      { start_date: '2027-01-01', end_date: '2026-12-31', recurrence: { type: 'monthly' } },
      'The end date cannot be before the start date',
    ],
    [{ recurrence: { type: 'monthly', dayOfMonth: 5 } }, 'A recurring task needs a start date'],
    [
      { start_date: '2027-01-20', end_date: '2027-02-10', recurrence: { type: 'monthly', dayOfMonth: 15 } },
      'No date of this schedule falls between Jan 20, 2027 and the end date',
    ],
  ])('refuses %j, saving nothing', async (values, message) => {
    const title = `Bad schedule ${Math.random()}`;
    const { error } = await insert({ title, ...values });
    expect(error?.message).toBe(message);
    const { count } = await client.from('tasks').select('id', { count: 'exact', head: true }).eq('title', title);
    expect(count).toBe(0);
  });

  it('refuses a bad edit and keeps the task as it was', async () => {
    const { data: task } = await insert({
      title: 'Rent deposit',
      start_date: '2027-01-05',
      recurrence: { type: 'monthly' },
    });
    const { error } = await client
      .from('tasks')
      .update({ title: 'Changed', recurrence: { type: 'monthly', dayOfMonth: 32 } })
      .eq('id', task.id);
    expect(error?.message).toBe('Day of month must be a whole number from 1 to 31');
    const { data } = await client.from('tasks').select('title, recurrence, next_due_date').eq('id', task.id).single();
    expect(data).toEqual({ title: 'Rent deposit', recurrence: { type: 'monthly' }, next_due_date: '2027-01-05' });
  });

  it('re-anchors a changed schedule from the date the task was due', async () => {
    const { data: task } = await insert({
      title: 'HOA',
      start_date: '2027-01-15',
      recurrence: { type: 'monthly', dayOfMonth: 15 },
    });
    await client.rpc('complete_task', { p_task_id: task.id, p_occurrence: '2027-01-15' });
    const { data } = await client
      .from('tasks')
      .update({ recurrence: { type: 'monthly', dayOfMonth: 20 } })
      .eq('id', task.id)
      .select('next_due_date')
      .single();
    expect(data).toEqual({ next_due_date: '2027-02-20' });
  });
});
