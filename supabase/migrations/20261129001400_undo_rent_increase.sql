-- An applied rent increase can be taken back until its effective date: a landlord who applied
-- one early by mistake gets the unit's old rent back, and the increase is Scheduled again.
-- Applying now records the rent it replaced, since the rent before an increase is not
-- derivable afterwards (the unit's rent may have been edited since the increase was planned).
-- Deploys unchanged with `supabase db push`.

-- rent_before: the unit's rent just before this increase was applied; only an applied increase
-- has one. taken_back_at: when it was last taken back, the history the planner shows.
alter table public.scheduled_rent_increases
  add column rent_before numeric(12, 2) check (rent_before >= 0),
  add column taken_back_at timestamptz,
  add constraint scheduled_rent_increases_rent_before_applied check (rent_before is null or applied);

-- The same columns as before, and when the increase was last taken back (appended: a view's
-- columns keep their order).
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
  r.updated_at,
  r.taken_back_at
from public.scheduled_rent_increases r;

-- SPEC §4 apply, now keeping the rent it replaces so the step can be taken back.
create or replace function public.apply_rent_increase(p_id uuid)
returns public.scheduled_rent_increases
language plpgsql
security invoker
set search_path = ''
as $$
declare
  r public.scheduled_rent_increases := private.lock_unapplied_rent_increase(p_id);
  before numeric;
begin
  if r.status = 'Cancelled' then
    raise exception 'This rent increase has been cancelled' using errcode = '55000';
  end if;

  -- lock_unapplied_rent_increase holds the unit's lock, so nothing changes the rent in between.
  select u.monthly_rent into before from public.units u where u.id = r.unit_id;
  update public.units set monthly_rent = r.planned_new_rent where id = r.unit_id;
  update public.scheduled_rent_increases
  set status = 'Applied', applied = true, applied_at = now(), rent_before = before
  where id = p_id
  returning * into r;
  return r;
end
$$;

-- Takes an applied increase back, until its effective date where the landlord lives: the unit's
-- rent returns to what it was before, the increase is Scheduled again (its planned rent and the
-- later ones' recalculated on the restored chain), and the take-back is stamped. Increases come
-- off in the reverse order they went on: a later applied one of the unit is taken back first,
-- since its rent was built on this one. Runs as the caller (row-level security: another user's
-- increase is 'not found') and locks as apply does, so an apply and a take-back never interleave.
create or replace function public.undo_rent_increase(p_id uuid)
returns public.scheduled_rent_increases
language plpgsql
security invoker
set search_path = ''
as $$
declare
  r public.scheduled_rent_increases := private.lock_rent_increase(p_id);
begin
  if not r.applied then
    raise exception 'This rent increase is not applied' using errcode = '55000';
  end if;
  if private.landlord_today(r.user_id) > r.effective_date then
    raise exception 'This rent increase has taken effect and can no longer be taken back' using errcode = '55000';
  end if;
  if exists (
    select 1 from public.scheduled_rent_increases l
    where l.unit_id = r.unit_id and l.applied and l.effective_date > r.effective_date
  ) then
    raise exception 'A later increase of this unit is applied: take that one back first' using errcode = '55000';
  end if;
  if r.rent_before is null then
    raise exception 'The rent before this increase was not recorded: change the unit''s rent instead' using errcode = '55000';
  end if;

  update public.units set monthly_rent = r.rent_before where id = r.unit_id;
  update public.scheduled_rent_increases
  set status = 'Scheduled', applied = false, applied_at = null, rent_before = null, taken_back_at = now()
  where id = p_id;
  -- From the day before: this increase is Scheduled again and chains on the restored rent too.
  perform private.recalculate_later_rent_increases(r.unit_id, r.effective_date - 1);
  select * into r from public.scheduled_rent_increases where id = p_id;
  return r;
end
$$;

revoke all on function public.undo_rent_increase(uuid) from public, anon;
grant execute on function public.undo_rent_increase(uuid) to authenticated;
