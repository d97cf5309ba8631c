-- Issue 19: next due dates computed in the database, anchored to the series.
-- Replaces SPEC §4's "add a period to the current date" rule, which drifted
-- (Jan 31 → Feb 28 → Mar 28 for ever), ignored dayOfMonth/dayOfWeek and
-- end_date, and let fixedDays repeat the same date. Deploys unchanged with
-- `supabase db push`.
--
-- One implementation: private.next_occurrence(recurrence, anchor, after, end)
-- is the rule; complete_task and skip_occurrence use it to step a task, the
-- schedule trigger uses it for a new or changed schedule, and the task form's
-- preview reads it through public.preview_occurrences. The browser has no copy.
--
-- Recurrence (tasks.recurrence, jsonb):
--   weekly        dayOfWeek 0-6 (0 = Sunday), else the start date's weekday
--   monthly       dayOfMonth 1-31, else the start date's day; lastDayOfMonth true
--                 for the month's last day. Each month clamps the day itself
--                 (Jan 31 → Feb 28 → Mar 31), never the previous clamped date.
--   everyXMonths  interval 1-12: start + k × interval months, each from the start
--   fixedDays     fixedDates ['yyyy-MM-dd', ...]; repeatYearly true repeats their
--                 month and day every year (Feb 29 falls on Feb 28 in other years)
-- No occurrence falls before start_date or after end_date.

-- ------------------------------------------------------------------ date helpers

-- The day p_day of p_month's month, or that month's last day when it is shorter.
create or replace function private.day_in_month(p_month date, p_day int) returns date
language sql
immutable
set search_path = ''
as $$
  select date_trunc('month', p_month)::date
       + least(p_day, extract(day from date_trunc('month', p_month) + interval '1 month' - interval '1 day')::int) - 1
$$;

-- The first date after p_after on day p_day of its month (clamped per month).
create or replace function private.monthly_after(p_day int, p_after date) returns date
language sql
immutable
set search_path = ''
as $$
  select case
    when private.day_in_month(p_after, p_day) > p_after then private.day_in_month(p_after, p_day)
    else private.day_in_month((date_trunc('month', p_after) + interval '1 month')::date, p_day)
  end
$$;

-- The first date after p_after falling on weekday p_dow (0 = Sunday).
create or replace function private.weekly_after(p_dow int, p_after date) returns date
language sql
immutable
set search_path = ''
as $$
  select p_after + 1 + ((p_dow - extract(dow from p_after + 1)::int + 7) % 7)
$$;

-- The first p_anchor + k × p_interval months (k >= 0) after p_after. Each step
-- counts from the anchor, so Nov 30 → Feb 28 → May 30, not May 28.
create or replace function private.every_x_months_after(p_anchor date, p_interval int, p_after date) returns date
language sql
immutable
set search_path = ''
as $$
  select min(d)
  from (
    select (p_anchor + make_interval(months => (k.base + i) * p_interval))::date as d
    from (select greatest(0, ((extract(year from p_after) - extract(year from p_anchor)) * 12
                              + extract(month from p_after) - extract(month from p_anchor))::int / p_interval) as base) k,
         generate_series(0, 2) as i
  ) c
  where d > p_after
$$;

-- The earliest listed date after p_after; with p_yearly each date's month and
-- day in p_after's year and the next.
create or replace function private.fixed_date_after(p_dates jsonb, p_yearly boolean, p_after date) returns date
language sql
immutable
set search_path = ''
as $$
  select min(d)
  from (
    select x::date as d
    from jsonb_array_elements_text(p_dates) as x
    where not p_yearly
    union all
    select private.day_in_month(make_date(y, extract(month from x::date)::int, 1), extract(day from x::date)::int)
    from jsonb_array_elements_text(p_dates) as x,
         generate_series(extract(year from p_after)::int, extract(year from p_after)::int + 1) as y
    where p_yearly
  ) c
  where d > p_after
$$;

-- ------------------------------------------------------------------ the rule

-- The first occurrence of the series anchored at p_anchor (the start date) that
-- falls after p_after, or null when none does on or before p_end. p_after null
-- gives the series' first occurrence. Assumes a valid recurrence (see below).
create or replace function private.next_occurrence(p_recurrence jsonb, p_anchor date, p_after date, p_end date default null)
returns date
language sql
immutable
set search_path = ''
as $$
  select case when c.d > p_end then null else c.d end
  from (
    select case p_recurrence ->> 'type'
      when 'weekly' then private.weekly_after(
        coalesce((p_recurrence ->> 'dayOfWeek')::int, extract(dow from p_anchor)::int), s.after)
      when 'monthly' then private.monthly_after(
        case when (p_recurrence ->> 'lastDayOfMonth')::boolean then 31
             else coalesce((p_recurrence ->> 'dayOfMonth')::int, extract(day from p_anchor)::int) end,
        s.after)
      when 'everyXMonths' then private.every_x_months_after(p_anchor, (p_recurrence ->> 'interval')::int, s.after)
      when 'fixedDays' then private.fixed_date_after(
        p_recurrence -> 'fixedDates', coalesce((p_recurrence ->> 'repeatYearly')::boolean, false), s.after)
    end as d
    -- Nothing before the start: counting from the day before it finds the start itself.
    from (select greatest(p_after, p_anchor - 1) as after) s
  ) c
$$;

create or replace function private.is_recurring(p_recurrence jsonb) returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(p_recurrence ->> 'type', 'none') <> 'none'
$$;

-- ------------------------------------------------------------------ validation

create or replace function private.is_iso_date(p_text text) returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when p_text ~ '^(19|20|21)\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$'
      then substr(p_text, 9, 2)::int <= extract(day from private.day_in_month(
             make_date(substr(p_text, 1, 4)::int, substr(p_text, 6, 2)::int, 1), 31))
    else false
  end
$$;

-- A whole JSON number from p_min to p_max, or absent/null.
create or replace function private.is_optional_int(p_value jsonb, p_min int, p_max int) returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when p_value is null or jsonb_typeof(p_value) = 'null' then true
    when jsonb_typeof(p_value) <> 'number' or p_value::text !~ '^-?\d+$' then false
    else p_value::text::numeric between p_min and p_max
  end
$$;

create or replace function private.is_optional_bool(p_value jsonb) returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_value is null or jsonb_typeof(p_value) in ('null', 'boolean')
$$;

-- What is wrong with a recurrence, in words for the form, or null when nothing is.
create or replace function private.recurrence_problem(r jsonb) returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when r is null or jsonb_typeof(r) = 'null' then null
    when jsonb_typeof(r) <> 'object' then 'The schedule could not be read'
    when coalesce(r ->> 'type', '') not in ('none', 'weekly', 'monthly', 'everyXMonths', 'fixedDays')
      then 'Choose how the task repeats'
    when not private.is_optional_int(r -> 'dayOfWeek', 0, 6) then 'Day of week must be Sunday to Saturday (0 to 6)'
    when not private.is_optional_int(r -> 'dayOfMonth', 1, 31) then 'Day of month must be a whole number from 1 to 31'
    when not private.is_optional_int(r -> 'interval', 1, 12) then 'Interval must be a whole number of months from 1 to 12'
    when r ->> 'type' = 'everyXMonths' and r ->> 'interval' is null then 'Interval must be a whole number of months from 1 to 12'
    when not private.is_optional_bool(r -> 'lastDayOfMonth') or not private.is_optional_bool(r -> 'repeatYearly')
      then 'The schedule could not be read'
    when r -> 'fixedDates' is not null and jsonb_typeof(r -> 'fixedDates') not in ('array', 'null')
      then 'Fixed dates must be a list of dates'
    when r ->> 'type' = 'fixedDays' and coalesce(jsonb_array_length(
           case when jsonb_typeof(r -> 'fixedDates') = 'array' then r -> 'fixedDates' end), 0) = 0
      then 'Add at least one date'
    when jsonb_typeof(r -> 'fixedDates') = 'array' and exists (
           select 1 from jsonb_array_elements(r -> 'fixedDates') as e
           where jsonb_typeof(e) <> 'string' or not private.is_iso_date(e #>> '{}'))
      then 'Fixed dates must be real calendar dates (yyyy-MM-dd)'
  end
$$;

-- ------------------------------------------------------------------ existing rows

-- A recurring task needs a start date (its anchor). Rows without one take the
-- date they are due now, so nothing moves; stored next_due_date values are kept
-- as they are, drifted or not: the anchor rules apply from their next step on.
update public.tasks
set start_date = least(coalesce(next_due_date, due_date, created_at::date), end_date)
where private.is_recurring(recurrence) and start_date is null;

alter table public.tasks
  add constraint tasks_recurring_needs_start check (not private.is_recurring(recurrence) or start_date is not null);

-- ------------------------------------------------------------------ schedule trigger

-- A new or changed schedule is checked, with a message the form can show, and
-- the task's next due date is set from it: a new task's first occurrence; a
-- changed one's first occurrence on or after the date it was due.
create or replace function private.schedule_task() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  problem text;
  due_from date;
begin
  if tg_op = 'UPDATE'
     and new.recurrence is not distinct from old.recurrence
     and new.start_date is not distinct from old.start_date
     and new.end_date is not distinct from old.end_date then
    return new;
  end if;

  problem := private.recurrence_problem(new.recurrence);
  if problem is not null then
    raise exception '%', problem using errcode = '22023';
  end if;
  if new.end_date is not null and new.start_date is not null and new.end_date < new.start_date then
    raise exception 'The end date cannot be before the start date' using errcode = '22023';
  end if;
  if not private.is_recurring(new.recurrence) then
    return new;
  end if;
  if new.start_date is null then
    raise exception 'A recurring task needs a start date' using errcode = '22023';
  end if;

  if tg_op = 'INSERT' then
    -- A given date is kept (the seed, an import); the form never sends one.
    if new.next_due_date is not null then
      return new;
    end if;
    due_from := new.start_date;
  else
    due_from := case when private.is_recurring(old.recurrence) then coalesce(old.next_due_date, new.start_date) else new.start_date end;
  end if;

  new.next_due_date := coalesce(
    private.next_occurrence(new.recurrence, new.start_date, due_from - 1, new.end_date),
    -- A finished series keeps its last date; an open one must have a date left.
    case when tg_op = 'UPDATE' and new.status <> 'Open' then old.next_due_date end
  );
  if new.next_due_date is null then
    raise exception 'No date of this schedule falls between % and the end date', to_char(greatest(due_from, new.start_date), 'Mon DD, YYYY')
      using errcode = '22023';
  end if;
  return new;
end
$$;

create trigger schedule_task
before insert or update on public.tasks
for each row execute function private.schedule_task();

-- ------------------------------------------------------------------ activities

alter table public.activities drop constraint activities_action_check;
alter table public.activities
  add constraint activities_action_check check (action in ('Created', 'Edited', 'Completed', 'Skipped'));

-- ------------------------------------------------------------------ completion

create or replace function private.lock_task(p_task_id uuid) returns public.tasks
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
  return t;
end
$$;

-- The occurrence a task is waiting on (public.due_on's rule).
create or replace function private.pending_occurrence(t public.tasks) returns date
language sql
immutable
set search_path = ''
as $$
  select coalesce(t.next_due_date, t.due_date, t.start_date)
$$;

-- True when the caller's occurrence is the one the task is waiting on: a second
-- call for an occurrence already done (a double click, a retry) finds it moved on.
create or replace function private.is_pending(t public.tasks, p_occurrence date) returns boolean
language sql
immutable
set search_path = ''
as $$
  select t.status = 'Open' and private.pending_occurrence(t) is not distinct from p_occurrence
$$;

-- The occurrence after the pending one, or null when the series ends (or there is none).
create or replace function private.following_occurrence(t public.tasks) returns date
language sql
immutable
set search_path = ''
as $$
  select case when private.is_recurring(t.recurrence)
    then private.next_occurrence(t.recurrence, t.start_date, private.pending_occurrence(t), t.end_date) end
$$;

-- The activity of a completed or skipped occurrence. The details keys are read
-- by others (the weekly spend, the ledger): a skip never carries a cost.
create or replace function private.log_occurrence(
  t public.tasks, p_action text, p_occurrence date, p_next date, p_actual_cost numeric, p_notes text
) returns void
language sql
security invoker
set search_path = ''
as $$
  insert into public.activities (task_id, user_id, action, details)
  values (
    t.id,
    t.user_id,
    p_action,
    jsonb_strip_nulls(jsonb_build_object(
      'actual_cost', case when p_action = 'Completed' then p_actual_cost end,
      'notes', nullif(btrim(p_notes), ''),
      'completion_date', to_char(current_date, 'YYYY-MM-DD'),
      'occurrence', to_char(p_occurrence, 'YYYY-MM-DD'),
      'next_due_date', to_char(p_next, 'YYYY-MM-DD')
    ))
  )
$$;

-- The client no longer passes a next date: the old signature is gone, so an old
-- client's call is refused rather than trusted.
drop function public.complete_task(uuid, date, date, numeric, text);

-- SPEC §4 completion, one transaction: the task steps to its next occurrence
-- (or is Completed when there is none) and the 'Completed' activity is written,
-- once per occurrence. Runs as the caller, so row-level security applies.
create or replace function public.complete_task(
  p_task_id uuid,
  p_occurrence date,
  p_actual_cost numeric default null,
  p_notes text default null
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
  if p_actual_cost is not null and p_actual_cost < 0 then
    raise exception 'Actual cost cannot be negative' using errcode = '22023';
  end if;
  if not private.is_pending(t, p_occurrence) then
    return t;
  end if;

  next_due := private.following_occurrence(t);
  update public.tasks
  set status = case when next_due is null then 'Completed' else 'Open' end,
      next_due_date = coalesce(next_due, next_due_date),
      actual_cost = coalesce(p_actual_cost, actual_cost),
      -- Each completion with a cost is a new spend, even when the amount repeats.
      actual_cost_recorded_at = case when p_actual_cost is null then actual_cost_recorded_at else now() end,
      notes = coalesce(nullif(btrim(p_notes), ''), notes)
  where id = t.id
  returning * into t;

  perform private.log_occurrence(t, 'Completed', p_occurrence, next_due, p_actual_cost, p_notes);
  return t;
end
$$;

-- Skip this occurrence: the task steps on without a cost; a series skipped to
-- its end (or a one-time task) ends Skipped.
create or replace function public.skip_occurrence(
  p_task_id uuid,
  p_occurrence date,
  p_notes text default null
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
  set status = case when next_due is null then 'Skipped' else 'Open' end,
      next_due_date = coalesce(next_due, next_due_date)
  where id = t.id
  returning * into t;

  perform private.log_occurrence(t, 'Skipped', p_occurrence, next_due, null, p_notes);
  return t;
end
$$;

-- The task form's preview ("Next: Dec 15, Jan 15, Feb 15"): the first p_count
-- occurrences on or after p_from (default: the start), by the same rule.
create or replace function public.preview_occurrences(
  p_recurrence jsonb,
  p_start date,
  p_end date default null,
  p_from date default null,
  p_count int default 3
) returns date[]
language plpgsql
immutable
security invoker
set search_path = ''
as $$
declare
  problem text := private.recurrence_problem(p_recurrence);
  dates date[] := '{}';
  d date;
begin
  if problem is not null then
    raise exception '%', problem using errcode = '22023';
  end if;
  if not private.is_recurring(p_recurrence) or p_start is null then
    return dates;
  end if;
  if p_end is not null and p_end < p_start then
    raise exception 'The end date cannot be before the start date' using errcode = '22023';
  end if;
  d := greatest(p_from, p_start) - 1;
  for i in 1 .. least(greatest(coalesce(p_count, 3), 1), 24) loop
    d := private.next_occurrence(p_recurrence, p_start, d, p_end);
    exit when d is null;
    dates := dates || d;
  end loop;
  return dates;
end
$$;

-- ------------------------------------------------------------------ grants

revoke all on function private.day_in_month(date, int) from public, anon;
revoke all on function private.monthly_after(int, date) from public, anon;
revoke all on function private.weekly_after(int, date) from public, anon;
revoke all on function private.every_x_months_after(date, int, date) from public, anon;
revoke all on function private.fixed_date_after(jsonb, boolean, date) from public, anon;
revoke all on function private.next_occurrence(jsonb, date, date, date) from public, anon;
revoke all on function private.is_recurring(jsonb) from public, anon;
revoke all on function private.is_iso_date(text) from public, anon;
revoke all on function private.is_optional_int(jsonb, int, int) from public, anon;
revoke all on function private.is_optional_bool(jsonb) from public, anon;
revoke all on function private.recurrence_problem(jsonb) from public, anon;
revoke all on function private.schedule_task() from public, anon;
revoke all on function private.lock_task(uuid) from public, anon;
revoke all on function private.pending_occurrence(public.tasks) from public, anon;
revoke all on function private.is_pending(public.tasks, date) from public, anon;
revoke all on function private.following_occurrence(public.tasks) from public, anon;
revoke all on function private.log_occurrence(public.tasks, text, date, date, numeric, text) from public, anon;
revoke all on function public.complete_task(uuid, date, numeric, text) from public, anon;
revoke all on function public.skip_occurrence(uuid, date, text) from public, anon;
revoke all on function public.preview_occurrences(jsonb, date, date, date, int) from public, anon;

grant execute on function private.day_in_month(date, int) to authenticated, service_role;
grant execute on function private.monthly_after(int, date) to authenticated, service_role;
grant execute on function private.weekly_after(int, date) to authenticated, service_role;
grant execute on function private.every_x_months_after(date, int, date) to authenticated, service_role;
grant execute on function private.fixed_date_after(jsonb, boolean, date) to authenticated, service_role;
grant execute on function private.next_occurrence(jsonb, date, date, date) to authenticated, service_role;
grant execute on function private.is_recurring(jsonb) to authenticated, service_role;
grant execute on function private.is_iso_date(text) to authenticated, service_role;
grant execute on function private.is_optional_int(jsonb, int, int) to authenticated, service_role;
grant execute on function private.is_optional_bool(jsonb) to authenticated, service_role;
grant execute on function private.recurrence_problem(jsonb) to authenticated, service_role;
grant execute on function private.lock_task(uuid) to authenticated, service_role;
grant execute on function private.pending_occurrence(public.tasks) to authenticated, service_role;
grant execute on function private.is_pending(public.tasks, date) to authenticated, service_role;
grant execute on function private.following_occurrence(public.tasks) to authenticated, service_role;
grant execute on function private.log_occurrence(public.tasks, text, date, date, numeric, text) to authenticated, service_role;
grant execute on function public.complete_task(uuid, date, numeric, text) to authenticated, service_role;
grant execute on function public.skip_occurrence(uuid, date, text) to authenticated, service_role;
grant execute on function public.preview_occurrences(jsonb, date, date, date, int) to authenticated, service_role;
