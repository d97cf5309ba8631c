-- Each rule once: the functions that shared a body now call one private helper, the
-- effective due date is public.due_on everywhere, and the whole-account export and
-- import run only in steps (export_account_manifest/_table, import_account_begin/_rows/
-- _finish), which every client drives through src/features/data-transfer/accountSteps.ts.
-- Same signatures and grants as before. Deploys unchanged with `supabase db push`.

-- ------------------------------------------------------------------ the effective due date

-- public.due_on(t) is the rule: the next occurrence of a recurring task, else its due
-- date, else its start date (the browser's taskRules.effectiveDueDate). It has no SET
-- options, so the planner inlines it wherever it is called and the indexes on its
-- expression serve every caller.

-- The indexes on the effective due date say so by calling the rule itself; each is
-- built anew under its own name before the old one goes, so no read is left without one.
create index tasks_user_due_on_rule_idx on public.tasks (user_id, (public.due_on(tasks)), id);
drop index public.tasks_user_due_on_idx;
alter index public.tasks_user_due_on_rule_idx rename to tasks_user_due_on_idx;

create index tasks_user_status_due_on_rule_idx on public.tasks (user_id, status, (public.due_on(tasks)), id);
drop index public.tasks_user_status_due_on_idx;
alter index public.tasks_user_status_due_on_rule_idx rename to tasks_user_status_due_on_idx;

create or replace view public.task_due_dates with (security_invoker = true) as
select
  t.id,
  t.user_id,
  t.title,
  t.status,
  t.scope,
  t.property_id,
  public.due_on(t) as due_on
from public.tasks t;

-- True when the caller's occurrence is the one the task is waiting on: a second
-- call for an occurrence already done (a double click, a retry) finds it moved on.
create or replace function private.is_pending(t public.tasks, p_occurrence date) returns boolean
language sql
immutable
set search_path = ''
as $$
  select t.status = 'Open' and public.due_on(t) is not distinct from p_occurrence
$$;

-- The occurrence after the pending one, or null when the series ends (or there is none).
create or replace function private.following_occurrence(t public.tasks) returns date
language sql
immutable
set search_path = ''
as $$
  select case when private.is_recurring(t.recurrence)
    then private.next_occurrence(t.recurrence, t.start_date, public.due_on(t), t.end_date) end
$$;

drop function private.pending_occurrence(public.tasks);

-- ------------------------------------------------------------------ completion and skip

-- One occurrence done: the task steps to its next occurrence, or ends with p_action
-- ('Completed' or 'Skipped') when there is none, and the activity is written, once
-- per occurrence. A skip passes no cost and no notes for the task. p_on null is the
-- landlord's today.
create or replace function private.finish_occurrence(
  p_task_id uuid, p_occurrence date, p_action text, p_actual_cost numeric, p_notes text, p_task_notes text, p_on date
) returns public.tasks
language plpgsql
security invoker
set search_path = ''
as $$
declare
  t public.tasks;
  next_due date;
begin
  t := private.lock_task(p_task_id);
  if not private.is_pending(t, p_occurrence) then
    return t;
  end if;

  next_due := private.following_occurrence(t);
  update public.tasks
  set status = case when next_due is null then p_action else 'Open' end,
      next_due_date = coalesce(next_due, next_due_date),
      actual_cost = coalesce(p_actual_cost, actual_cost),
      -- Each completion with a cost is a new spend, even when the amount repeats.
      actual_cost_recorded_at = case when p_actual_cost is null then actual_cost_recorded_at else now() end,
      notes = coalesce(nullif(btrim(p_task_notes), ''), notes)
  where id = t.id
  returning * into t;

  perform private.log_occurrence(t, p_action, p_occurrence, next_due, p_actual_cost, p_notes,
                                 coalesce(p_on, private.landlord_today(t.user_id)));
  return t;
end
$$;

-- SPEC §4 completion. p_paid_on is the day the bill was paid, as the landlord says (the
-- ledger's paid_on); null is the landlord's today. A later date is allowed, as for a
-- manual expense (a payment scheduled with the bank). Runs as the caller, so
-- row-level security applies.
create or replace function public.complete_task(
  p_task_id uuid,
  p_occurrence date,
  p_actual_cost numeric default null,
  p_notes text default null,
  p_paid_on date default null
) returns public.tasks
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if p_actual_cost is not null and p_actual_cost < 0 then
    raise exception 'Actual cost cannot be negative' using errcode = '22023';
  end if;
  -- The ledger's range, said here rather than by the payment trigger's constraint.
  if p_paid_on is not null and (p_paid_on < date '2000-01-01' or p_paid_on >= date '2100-01-01') then
    raise exception 'Paid on must be a date between 2000 and 2099' using errcode = '22023';
  end if;
  return private.finish_occurrence(p_task_id, p_occurrence, 'Completed', p_actual_cost, p_notes, p_notes, p_paid_on);
end
$$;

-- Skip this occurrence: the task steps on without a cost; a series skipped to its
-- end (or a one-time task) ends Skipped. Dated the landlord's today.
create or replace function public.skip_occurrence(
  p_task_id uuid,
  p_occurrence date,
  p_notes text default null
) returns public.tasks
language plpgsql
security invoker
set search_path = ''
as $$
begin
  return private.finish_occurrence(p_task_id, p_occurrence, 'Skipped', null, p_notes, null, null);
end
$$;

-- ------------------------------------------------------------------ rent increases

-- An increase locked for a change of its unit's chain: the increase first, then its
-- unit, the order every chain change takes, so two of them never deadlock.
create or replace function private.lock_rent_increase(p_id uuid)
returns public.scheduled_rent_increases
language plpgsql
security invoker
set search_path = ''
as $$
declare
  r public.scheduled_rent_increases;
begin
  -- The lock makes a concurrent change wait here, then read the row as it left it.
  select * into r from public.scheduled_rent_increases where id = p_id for update;
  if not found then
    raise exception 'Rent increase not found' using errcode = 'P0002';
  end if;
  perform private.lock_unit(r.unit_id);
  return r;
end
$$;

-- An increase that can still be applied or cancelled: neither step undoes an applied one.
create or replace function private.lock_unapplied_rent_increase(p_id uuid)
returns public.scheduled_rent_increases
language plpgsql
security invoker
set search_path = ''
as $$
declare
  r public.scheduled_rent_increases := private.lock_rent_increase(p_id);
begin
  if r.applied or r.status = 'Applied' then
    raise exception 'This rent increase has already been applied' using errcode = '55000';
  end if;
  return r;
end
$$;

create or replace function public.apply_rent_increase(p_id uuid)
returns public.scheduled_rent_increases
language plpgsql
security invoker
set search_path = ''
as $$
declare
  r public.scheduled_rent_increases := private.lock_unapplied_rent_increase(p_id);
begin
  if r.status = 'Cancelled' then
    raise exception 'This rent increase has been cancelled' using errcode = '55000';
  end if;

  update public.units set monthly_rent = r.planned_new_rent where id = r.unit_id;
  update public.scheduled_rent_increases
  set status = 'Applied', applied = true, applied_at = now()
  where id = p_id
  returning * into r;
  return r;
end
$$;

create or replace function public.cancel_rent_increase(p_id uuid)
returns public.scheduled_rent_increases
language plpgsql
security invoker
set search_path = ''
as $$
declare
  r public.scheduled_rent_increases := private.lock_unapplied_rent_increase(p_id);
begin
  update public.scheduled_rent_increases set status = 'Cancelled' where id = p_id returning * into r;
  perform private.recalculate_later_rent_increases(r.unit_id, r.effective_date);
  return r;
end
$$;

create or replace function public.delete_rent_increase(p_id uuid)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  r public.scheduled_rent_increases := private.lock_rent_increase(p_id);
begin
  delete from public.scheduled_rent_increases where id = p_id;
  perform private.recalculate_later_rent_increases(r.unit_id, r.effective_date);
end
$$;

-- ------------------------------------------------------------------ account transfer

-- The one-call export and import repeated the stepped ones' copy loop; one statement
-- for a whole account also outlasts hosted Supabase's statement limit.
drop function public.export_account();
drop function public.import_account(jsonb);

-- ------------------------------------------------------------------ grants

revoke all on function private.finish_occurrence(uuid, date, text, numeric, text, text, date) from public, anon;
revoke all on function private.lock_rent_increase(uuid) from public, anon;
revoke all on function private.lock_unapplied_rent_increase(uuid) from public, anon;

grant execute on function private.finish_occurrence(uuid, date, text, numeric, text, text, date) to authenticated, service_role;
grant execute on function private.lock_rent_increase(uuid) to authenticated;
grant execute on function private.lock_unapplied_rent_increase(uuid) to authenticated;
