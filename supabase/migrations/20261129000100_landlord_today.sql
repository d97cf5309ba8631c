-- A landlord's day is the one on the wall where they live: the time zone of their
-- Settings (SPEC §9, default New York), never the database's UTC date. A bill paid
-- at 9:41 PM in New York on Nov 28 was paid on Nov 28, and one paid on a Dec 31
-- evening in Honolulu belongs to that tax year. One rule, used by every function
-- that decides "today": completion, skip, the ledger's fallback date and
-- rent-increase Overdue. The browser's preview runs tests/cases/landlordTodayCases.json
-- too. Payments already recorded keep the date they have. Deploys unchanged with
-- `supabase db push`.

-- ------------------------------------------------------------------ the rule

-- The calendar date of an instant in a time zone.
create or replace function private.local_date(p_at timestamptz, p_zone text) returns date
language sql
immutable
parallel safe
set search_path = ''
as $$
  select (p_at at time zone p_zone)::date
$$;

-- The zone of a landlord's Settings; a landlord who never saved Settings has no row
-- and lives in the default zone. Runs as the caller: row-level security shows a
-- landlord only their own row (the service role sees every row).
create or replace function private.landlord_zone(p_user uuid) returns text
language sql
stable
parallel safe
set search_path = ''
as $$
  select coalesce((select s.timezone from public.user_settings s where s.user_id = p_user), 'America/New_York')
$$;

create or replace function private.landlord_today(p_user uuid default auth.uid()) returns date
language sql
stable
parallel safe
set search_path = ''
as $$
  select private.local_date(now(), private.landlord_zone(p_user))
$$;

-- ------------------------------------------------------------------ completion

-- The activity of a completed or skipped occurrence, now with the day it happened
-- (completion_date; the ledger's paid_on). The details keys are read by others
-- (the weekly spend, the ledger): a skip never carries a cost.
drop function private.log_occurrence(public.tasks, text, date, date, numeric, text);

create or replace function private.log_occurrence(
  t public.tasks, p_action text, p_occurrence date, p_next date, p_actual_cost numeric, p_notes text, p_on date
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
      'completion_date', to_char(p_on, 'YYYY-MM-DD'),
      'occurrence', to_char(p_occurrence, 'YYYY-MM-DD'),
      'next_due_date', to_char(p_next, 'YYYY-MM-DD')
    ))
  )
$$;

-- A second signature would make PostgREST's call by named arguments ambiguous.
drop function public.complete_task(uuid, date, numeric, text);

-- SPEC §4 completion, one transaction: the task steps to its next occurrence (or is
-- Completed when there is none) and the 'Completed' activity is written, once per
-- occurrence. p_paid_on is the day the bill was paid, as the landlord says (the
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
declare
  t public.tasks;
  next_due date;
begin
  t := private.lock_task(p_task_id);
  if p_actual_cost is not null and p_actual_cost < 0 then
    raise exception 'Actual cost cannot be negative' using errcode = '22023';
  end if;
  -- The ledger's range, said here rather than by the payment trigger's constraint.
  if p_paid_on is not null and (p_paid_on < date '2000-01-01' or p_paid_on >= date '2100-01-01') then
    raise exception 'Paid on must be a date between 2000 and 2099' using errcode = '22023';
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

  perform private.log_occurrence(t, 'Completed', p_occurrence, next_due, p_actual_cost, p_notes,
                                 coalesce(p_paid_on, private.landlord_today(t.user_id)));
  return t;
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

  perform private.log_occurrence(t, 'Skipped', p_occurrence, next_due, null, p_notes, private.landlord_today(t.user_id));
  return t;
end
$$;

-- ------------------------------------------------------------------ the ledger

-- A 'Completed' activity without a completion date (an import, an old client) was
-- paid on its instant's date where the landlord lives. A completion recorded without
-- its occurrence cannot lean on the unique (task_id, occurrence), so its payment is
-- the one of the same task, date and amount; payments written before this rule carry
-- the UTC date of the instant, so either date is that payment (an imported ledger or
-- a replayed activity is not written twice).
create or replace function private.payment_for_completion() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  cost numeric := private.completion_cost(new.details);
  v_occurrence date := private.as_date(new.details ->> 'occurrence');
  v_paid_on date := coalesce(private.as_date(new.details ->> 'completion_date'),
                             private.local_date(new.at, private.landlord_zone(new.user_id)));
begin
  if new.action <> 'Completed' or cost is null then
    return null;
  end if;
  if v_occurrence is null and exists (
    select 1 from public.payments p
    where p.task_id = new.task_id and p.occurrence is null and p.amount = round(cost, 2)
      and (p.paid_on = v_paid_on
           or (new.details ->> 'completion_date' is null and p.paid_on = private.local_date(new.at, 'UTC')))
  ) then
    return null;
  end if;
  insert into public.payments (user_id, property_id, unit_id, vendor_id, task_id, category, tax_line, amount, paid_on, occurrence, memo)
  select t.user_id, t.property_id, t.unit_id, t.vendor_id, t.id,
         coalesce(v.category, 'Other'), public.default_tax_line(coalesce(v.category, 'Other')),
         round(cost, 2),
         v_paid_on,
         v_occurrence,
         left(nullif(btrim(new.details ->> 'notes'), ''), 500)
  from public.tasks t
  left join public.vendors v on v.id = t.vendor_id
  where t.id = new.task_id
  on conflict (task_id, occurrence) where task_id is not null do nothing;
  return null;
end
$$;

-- ------------------------------------------------------------------ rent increases

-- Overdue: a Scheduled increase whose effective date is before the landlord's today.
-- Same columns as before; only the rule behind status changes. A landlord reads only
-- their own rows, so their today is asked once per query (an init plan) rather than
-- once per row: 0.3 ms instead of 21 ms for the 2,000 increases of the large account.
-- The service role (the digests) reads any landlord's rows and asks per row.
create or replace view public.rent_increases_with_status with (security_invoker = true) as
select
  r.id,
  r.user_id,
  r.unit_id,
  r.basis,
  r.percent,
  r.amount,
  r.effective_date,
  r.planned_new_rent,
  case
    when r.status = 'Scheduled' and r.effective_date < case when r.user_id = (select auth.uid())
                                                            then (select private.landlord_today())
                                                            else private.landlord_today(r.user_id) end
      then 'Overdue'
    else r.status
  end as status,
  r.applied,
  r.applied_at,
  r.created_at,
  r.updated_at
from public.scheduled_rent_increases r;

-- ------------------------------------------------------------------ grants

revoke all on function private.local_date(timestamptz, text) from public, anon;
revoke all on function private.landlord_zone(uuid) from public, anon;
revoke all on function private.landlord_today(uuid) from public, anon;
revoke all on function private.log_occurrence(public.tasks, text, date, date, numeric, text, date) from public, anon;
revoke all on function public.complete_task(uuid, date, numeric, text, date) from public, anon;

grant execute on function private.local_date(timestamptz, text) to authenticated, service_role;
grant execute on function private.landlord_zone(uuid) to authenticated, service_role;
grant execute on function private.landlord_today(uuid) to authenticated, service_role;
grant execute on function private.log_occurrence(public.tasks, text, date, date, numeric, text, date) to authenticated, service_role;
grant execute on function public.complete_task(uuid, date, numeric, text, date) to authenticated, service_role;
