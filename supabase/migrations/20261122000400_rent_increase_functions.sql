-- SPEC §4/§5/§9 rent increases as database operations, so the money never
-- depends on a browser: planned_new_rent is computed here (chained and rounded
-- to the nearest 5), and applying writes the unit's rent and the increase in
-- one transaction, once.
--
-- Every function runs as the caller (security invoker), so row-level security
-- decides what each user may see and change; another user's ids are simply
-- 'not found'. Row locks serialise concurrent calls on the same unit or
-- increase: of two simultaneous applies, the second waits, then sees Applied.
--
-- The rules mirror src/features/rent-increases/rentRules.ts exactly; numeric
-- arithmetic is exact and round() takes half-way values away from zero, as the
-- TS rules do with integer cents.

-- SPEC §9: Percent: rent × (1 + percent/100); FixedAmount: rent + amount; nearest 5.
create or replace function private.planned_rent(p_base numeric, p_basis text, p_percent numeric, p_amount numeric)
returns numeric
language sql
immutable
security invoker
set search_path = ''
as $$
  select round(
    case p_basis
      when 'Percent' then coalesce(p_base, 0) * (1 + p_percent / 100)
      else coalesce(p_base, 0) + p_amount
    end / 5
  ) * 5
$$;

-- SPEC §9 chaining: the base is the planned rent of the latest earlier Scheduled
-- or Applied increase of the unit, else the unit's current rent.
create or replace function private.chained_base(p_unit_id uuid, p_before date)
returns numeric
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(
    (select r.planned_new_rent
     from public.scheduled_rent_increases r
     where r.unit_id = p_unit_id and r.status in ('Scheduled', 'Applied') and r.effective_date < p_before
     order by r.effective_date desc
     limit 1),
    (select u.monthly_rent from public.units u where u.id = p_unit_id)
  )
$$;

-- SPEC §4: after a create, cancel or delete, the unit's later Scheduled increases
-- are recomputed in date order, each on the one before it. Callers hold the unit's lock.
create or replace function private.recalculate_later_rent_increases(p_unit_id uuid, p_after date)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  r public.scheduled_rent_increases;
begin
  for r in
    select * from public.scheduled_rent_increases
    where unit_id = p_unit_id and status = 'Scheduled' and effective_date > p_after
    order by effective_date
  loop
    update public.scheduled_rent_increases
    set planned_new_rent = private.planned_rent(private.chained_base(p_unit_id, r.effective_date), r.basis, r.percent, r.amount)
    where id = r.id;
  end loop;
end
$$;

-- Locks the unit of an increase so that chain changes on one unit never interleave.
create or replace function private.lock_unit(p_unit_id uuid)
returns public.units
language plpgsql
security invoker
set search_path = ''
as $$
declare
  u public.units;
begin
  select * into u from public.units where id = p_unit_id for update;
  if not found then
    raise exception 'Unit not found' using errcode = 'P0002';
  end if;
  return u;
end
$$;

create or replace function public.create_rent_increase(
  p_unit_id uuid,
  p_basis text,
  p_effective_date date,
  p_percent numeric default null,
  p_amount numeric default null
) returns public.scheduled_rent_increases
language plpgsql
security invoker
set search_path = ''
as $$
declare
  r public.scheduled_rent_increases;
begin
  -- SPEC §5: basis required; Percent needs a percent, FixedAmount an amount.
  if p_basis is null
     or (p_basis = 'Percent' and (p_percent is null or p_percent <= 0))
     or (p_basis = 'FixedAmount' and (p_amount is null or p_amount <= 0))
     or p_basis not in ('Percent', 'FixedAmount') then
    raise exception 'Invalid basis or missing amount/percent' using errcode = '22023';
  end if;
  if p_basis = 'Percent' and p_percent > 100 then
    raise exception 'Percent cannot be more than 100' using errcode = '22023';
  end if;
  if p_effective_date is null then
    raise exception 'Effective date is required' using errcode = '22023';
  end if;

  perform private.lock_unit(p_unit_id);

  -- SPEC §5: one live increase per unit and date (the partial unique index backs this up).
  if exists (
    select 1 from public.scheduled_rent_increases
    where unit_id = p_unit_id and effective_date = p_effective_date and status <> 'Cancelled'
  ) then
    raise exception 'A rent increase for this unit on % already exists', to_char(p_effective_date, 'YYYY-MM-DD')
      using errcode = '23505';
  end if;

  insert into public.scheduled_rent_increases (unit_id, basis, percent, amount, effective_date, planned_new_rent)
  values (
    p_unit_id,
    p_basis,
    case when p_basis = 'Percent' then p_percent end,
    case when p_basis = 'FixedAmount' then p_amount end,
    p_effective_date,
    private.planned_rent(private.chained_base(p_unit_id, p_effective_date), p_basis, p_percent, p_amount)
  )
  returning * into r;

  -- An increase planned before existing ones becomes their new base.
  perform private.recalculate_later_rent_increases(p_unit_id, p_effective_date);
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
  r public.scheduled_rent_increases;
begin
  -- The lock makes a concurrent apply wait here, then read the Applied row.
  select * into r from public.scheduled_rent_increases where id = p_id for update;
  if not found then
    raise exception 'Rent increase not found' using errcode = 'P0002';
  end if;
  if r.applied or r.status = 'Applied' then
    raise exception 'This rent increase has already been applied' using errcode = '55000';
  end if;
  if r.status = 'Cancelled' then
    raise exception 'This rent increase has been cancelled' using errcode = '55000';
  end if;

  perform private.lock_unit(r.unit_id);
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
  r public.scheduled_rent_increases;
begin
  select * into r from public.scheduled_rent_increases where id = p_id for update;
  if not found then
    raise exception 'Rent increase not found' using errcode = 'P0002';
  end if;
  if r.applied or r.status = 'Applied' then
    raise exception 'This rent increase has already been applied' using errcode = '55000';
  end if;

  perform private.lock_unit(r.unit_id);
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
  r public.scheduled_rent_increases;
begin
  select * into r from public.scheduled_rent_increases where id = p_id for update;
  if not found then
    raise exception 'Rent increase not found' using errcode = 'P0002';
  end if;

  perform private.lock_unit(r.unit_id);
  delete from public.scheduled_rent_increases where id = p_id;
  perform private.recalculate_later_rent_increases(r.unit_id, r.effective_date);
end
$$;

revoke all on function private.planned_rent(numeric, text, numeric, numeric) from public, anon;
revoke all on function private.chained_base(uuid, date) from public, anon;
revoke all on function private.recalculate_later_rent_increases(uuid, date) from public, anon;
revoke all on function private.lock_unit(uuid) from public, anon;
revoke all on function public.create_rent_increase(uuid, text, date, numeric, numeric) from public, anon;
revoke all on function public.apply_rent_increase(uuid) from public, anon;
revoke all on function public.cancel_rent_increase(uuid) from public, anon;
revoke all on function public.delete_rent_increase(uuid) from public, anon;

grant execute on function private.planned_rent(numeric, text, numeric, numeric) to authenticated;
grant execute on function private.chained_base(uuid, date) to authenticated;
grant execute on function private.recalculate_later_rent_increases(uuid, date) to authenticated;
grant execute on function private.lock_unit(uuid) to authenticated;
grant execute on function public.create_rent_increase(uuid, text, date, numeric, numeric) to authenticated;
grant execute on function public.apply_rent_increase(uuid) to authenticated;
grant execute on function public.cancel_rent_increase(uuid) to authenticated;
grant execute on function public.delete_rent_increase(uuid) to authenticated;
