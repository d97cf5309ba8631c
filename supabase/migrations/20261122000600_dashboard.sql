-- SPEC §2 dashboard: counts and the top 5 of each list are read from the
-- database, never by downloading every task. Both objects run as the caller
-- (security_invoker / security invoker), so row-level security decides what
-- counts. Deploys unchanged with `supabase db push`.

-- Open tasks with the date they are due: the next occurrence of a recurring
-- task, else its due date, else its start date (the app's effectiveDueDate).
-- PostgREST can filter and order a view's column, not an expression; the
-- property columns keep the composite foreign key, so `property:properties(name)` embeds.
create view public.task_due_dates with (security_invoker = true) as
select
  t.id,
  t.user_id,
  t.title,
  t.status,
  t.scope,
  t.property_id,
  coalesce(t.next_due_date, t.due_date, t.start_date) as due_on
from public.tasks t;

revoke all on public.task_due_dates from anon, authenticated;
grant select on public.task_due_dates to authenticated, service_role;

-- Overdue and due-soon: one owner's open tasks by due date (a range scan, no sort).
create index tasks_user_status_due_on_idx
  on public.tasks (user_id, status, (coalesce(next_due_date, due_date, start_date)), id);

-- Completions this week and the weekly spend read the 'Completed' activities by time.
create index activities_user_completed_at_idx
  on public.activities (user_id, action, at desc);

-- Spend and completions per week. The client passes the week boundaries (its
-- own time zone, DST included): p_bounds[i] <= at < p_bounds[i + 1] is week i.
-- Each completion carries its own actual_cost in details (a recurring task
-- returns to Open and is completed again), so each one is summed once.
create or replace function public.weekly_spend(p_bounds timestamptz[])
returns table (week_start timestamptz, spend numeric, completions bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select w.lo,
         coalesce(sum(case when jsonb_typeof(a.details -> 'actual_cost') = 'number'
                           then (a.details ->> 'actual_cost')::numeric end), 0)::numeric(14, 2),
         count(a.id)
  from unnest(p_bounds[1:cardinality(p_bounds) - 1], p_bounds[2:cardinality(p_bounds)]) as w (lo, hi)
  left join public.activities a
    on a.user_id = (select auth.uid()) and a.action = 'Completed' and a.at >= w.lo and a.at < w.hi
  group by w.lo
  order by w.lo
$$;

revoke all on function public.weekly_spend(timestamptz[]) from public, anon;
grant execute on function public.weekly_spend(timestamptz[]) to authenticated, service_role;
