-- SPEC §4/§7 task completion as one transaction: the task and its 'Completed'
-- activity are written together or not at all, and a second call for the same
-- occurrence (a double click, a retried request) changes nothing.
--
-- The client computes the next due date with the app's recurrence rules and
-- passes it in; null means the task is done (one-time, or no next date).
-- Runs as the caller (security invoker), so row-level security applies.

create or replace function public.complete_task(
  p_task_id uuid,
  p_occurrence date,
  p_next_due_date date default null,
  p_actual_cost numeric default null,
  p_notes text default null
) returns public.tasks
language plpgsql
security invoker
set search_path = ''
as $$
declare
  t public.tasks;
begin
  select * into t from public.tasks where id = p_task_id for update;
  if not found then
    raise exception 'Task not found' using errcode = 'P0002';
  end if;
  if p_actual_cost is not null and p_actual_cost < 0 then
    raise exception 'Actual cost cannot be negative' using errcode = '22023';
  end if;

  -- Already completed, or this occurrence was completed a moment ago: nothing to do.
  if t.status <> 'Open' or coalesce(t.next_due_date, t.due_date, t.start_date) is distinct from p_occurrence then
    return t;
  end if;

  update public.tasks
  set status = case when p_next_due_date is null then 'Completed' else 'Open' end,
      next_due_date = coalesce(p_next_due_date, next_due_date),
      actual_cost = coalesce(p_actual_cost, actual_cost),
      -- Each completion with a cost is a new spend, even when the amount repeats.
      actual_cost_recorded_at = case when p_actual_cost is null then actual_cost_recorded_at else now() end,
      notes = coalesce(nullif(btrim(p_notes), ''), notes)
  where id = p_task_id
  returning * into t;

  insert into public.activities (task_id, user_id, action, details)
  values (
    t.id,
    t.user_id,
    'Completed',
    jsonb_strip_nulls(jsonb_build_object(
      'actual_cost', p_actual_cost,
      'notes', nullif(btrim(p_notes), ''),
      'completion_date', to_char(current_date, 'YYYY-MM-DD'),
      'occurrence', to_char(p_occurrence, 'YYYY-MM-DD'),
      'next_due_date', to_char(p_next_due_date, 'YYYY-MM-DD')
    ))
  );
  return t;
end
$$;

revoke all on function public.complete_task(uuid, date, date, numeric, text) from public, anon;
grant execute on function public.complete_task(uuid, date, date, numeric, text) to authenticated, service_role;
