-- What a landlord wrote or paid shows where they look for it:
-- - a recurring bill's next occurrence has no cost of its own: the payment belongs to the
--   occurrence it paid (the ledger and the activity keep it), so stepping on clears the task's
--   actual cost instead of carrying the last one into the next month;
-- - every completion counts, a recurring bill's payments too: one view lists them, each on the
--   landlord's day it happened (the day they said they paid, else the day it was recorded in
--   their Settings time zone, kept with the activity), and both dashboard figures count it;
-- - an overdue increase (not applied, its date passed) stays in the upcoming view whatever the
--   range, with its status, until it is applied or cancelled.
-- Deploys unchanged with `supabase db push`.

-- ------------------------------------------------------------------ completion

-- Same as before except the cost: kept when the task ends, cleared when it steps to its next
-- occurrence (which has not been paid yet).
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
      actual_cost = case when next_due is null then coalesce(p_actual_cost, actual_cost) end,
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

-- Open occurrences of recurring bills completed before this rule still carry the last
-- payment as their own; that payment is in the ledger already.
update public.tasks
set actual_cost = null
where status = 'Open' and private.is_recurring(recurrence) and actual_cost is not null;

-- ------------------------------------------------------------------ completions

-- The landlord's day of each completion, kept with it: the paid-on day it carries, else the day
-- of its instant in the landlord's time zone. Stored, so a week's completions are found through
-- an index instead of being dated anew, one by one, for every completion a landlord ever recorded.
alter table public.activities add column completed_on date;

create or replace function private.set_completed_on() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.completed_on := case when new.action = 'Completed' then coalesce(
    private.as_date(new.details ->> 'completion_date'),
    private.local_date(new.at, private.landlord_zone(new.user_id))
  ) end;
  return new;
end
$$;

create trigger set_completed_on before insert or update of action, at, details on public.activities
  for each row execute function private.set_completed_on();

update public.activities
set completed_on = coalesce(private.as_date(details ->> 'completion_date'),
                            private.local_date(at, private.landlord_zone(user_id)))
where action = 'Completed';

create index activities_user_completed_on_idx on public.activities (user_id, completed_on) where action = 'Completed';

-- Every completion: each 'Completed' activity (a recurring bill has one per paid occurrence),
-- and a task marked Completed without one (an import), which counts on no particular day.
create view public.task_completions with (security_invoker = true) as
select
  a.id,
  a.user_id,
  a.task_id,
  (select t.title from public.tasks t where t.id = a.task_id) as task_title,
  a.at,
  a.completed_on,
  private.completion_cost(a.details) as actual_cost
from public.activities a
where a.action = 'Completed'
union all
select t.id, t.user_id, t.id, t.title, null::timestamptz, null::date, t.actual_cost
from public.tasks t
where t.status = 'Completed'
  and not exists (select 1 from public.activities a where a.task_id = t.id and a.action = 'Completed');

-- ------------------------------------------------------------------ upcoming increases

-- Same order and counts as before; an Overdue increase is listed whatever the window's start,
-- and each row says its status (Scheduled or Overdue, the view's rule).
drop function public.upcoming_rent_increases(date, date, integer, integer);

create function public.upcoming_rent_increases(
  p_from date,
  p_to date,
  p_limit integer default null,
  p_offset integer default 0
) returns table (
  id uuid,
  unit_id uuid,
  unit_label text,
  property_id uuid,
  property_name text,
  effective_date date,
  planned_new_rent numeric,
  amount numeric,
  increase_percent numeric,
  applied boolean,
  status text,
  total bigint
)
language sql
stable
security invoker
set search_path = ''
as $$
  with windowed as (
    select r.id, r.unit_id, u.unit_label, p.id as property_id, p.name as property_name, r.effective_date,
      r.planned_new_rent, r.basis, r.percent, r.applied, r.status, count(*) over () as total
    from public.rent_increases_with_status r
    join public.units u on u.id = r.unit_id
    join public.properties p on p.id = u.property_id
    where not r.applied and r.status in ('Scheduled', 'Overdue')
      and (r.status = 'Overdue' or r.effective_date >= p_from) and r.effective_date <= p_to
  ),
  page as (
    select w.* from windowed w
    order by lower(w.property_name), w.property_id, w.effective_date,
      lower(regexp_replace(w.unit_label, '\d+', '', 'g')), nullif(regexp_replace(w.unit_label, '\D', '', 'g'), '')::numeric nulls first, w.unit_label, w.id
    limit p_limit offset greatest(coalesce(p_offset, 0), 0)
  ),
  based as (
    select page.*, coalesce(private.chained_base(page.unit_id, page.effective_date), 0) as base from page
  )
  select b.id, b.unit_id, b.unit_label, b.property_id, b.property_name, b.effective_date, b.planned_new_rent,
    b.planned_new_rent - b.base,
    -- The planned percent as entered; a fixed amount shows its share of the base.
    case when b.basis = 'Percent' and b.percent is not null then b.percent
         when b.base > 0 then (b.planned_new_rent - b.base) / b.base * 100
         else 0 end,
    b.applied, b.status, b.total
  from based b
  order by lower(b.property_name), b.property_id, b.effective_date,
    lower(regexp_replace(b.unit_label, '\d+', '', 'g')), nullif(regexp_replace(b.unit_label, '\D', '', 'g'), '')::numeric nulls first, b.unit_label, b.id
$$;

-- ------------------------------------------------------------------ grants

revoke all on function private.set_completed_on() from public;
revoke all on public.task_completions from anon, authenticated;
grant select on public.task_completions to authenticated, service_role;
revoke all on function public.upcoming_rent_increases(date, date, integer, integer) from public, anon;
grant execute on function public.upcoming_rent_increases(date, date, integer, integer) to authenticated, service_role;
