-- Issue 19: a Scheduled rent increase whose effective date has passed is
-- Overdue (SPEC §3/§4). Nothing ever set Overdue, and a stored Overdue would go
-- stale the day after it was written, so it is computed when read: the view
-- public.rent_increases_with_status is what every read of an increase's status
-- uses (planner, upcoming, property page; dashboard and digests may read it too).
-- The table stores Scheduled; Overdue is derived. Deploys unchanged with
-- `supabase db push`.

-- Stored Overdue rows (older data, seeds) are Scheduled ones whose date passed.
-- As Scheduled they take part in chaining again (SPEC §9), which skipped them.
update public.scheduled_rent_increases set status = 'Scheduled' where status = 'Overdue';

create or replace function private.store_overdue_as_scheduled() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'Overdue' then
    new.status := 'Scheduled';
  end if;
  return new;
end
$$;

revoke all on function private.store_overdue_as_scheduled() from public, anon;

create trigger store_overdue_as_scheduled
before insert or update of status on public.scheduled_rent_increases
for each row execute function private.store_overdue_as_scheduled();

-- "Passed" means before today where the landlord lives: the time zone of their
-- digest settings (SPEC §9 default New York). The unit_id and user_id columns
-- are the table's own, so PostgREST embeds units through the view as through
-- the table. security_invoker: row-level security applies.
create view public.rent_increases_with_status with (security_invoker = true) as
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
    when r.status = 'Scheduled' and r.effective_date < (now() at time zone coalesce(s.timezone, 'America/New_York'))::date
      then 'Overdue'
    else r.status
  end as status,
  r.applied,
  r.applied_at,
  r.created_at,
  r.updated_at
from public.scheduled_rent_increases r
left join public.user_settings s on s.user_id = r.user_id;

revoke all on public.rent_increases_with_status from anon, authenticated;
grant select on public.rent_increases_with_status to authenticated, service_role;
