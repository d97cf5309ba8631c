-- Money coming in, part three: tenancies and their money travel in the whole-account export and
-- import, and applying a rent increase changes the tenancy's rent from its effective date.
-- Deploys unchanged with `supabase db push`.

-- ------------------------------------------------------------- transfers
-- After units (their parents), in parent-first order: a payment may name its deposit settlement.
insert into private.transfer_tables (position, table_name, key_column, refs, row_label) values
  (31, 'tenancies', 'id', '{unit_id}', 'Tenancy'),
  (32, 'tenancy_rent_changes', 'id', '{tenancy_id}', 'Rent change'),
  (33, 'tenancy_charges', 'id', '{tenancy_id}', 'Rent charge'),
  (34, 'deposit_settlements', 'id', '{tenancy_id}', 'Deposit settlement'),
  (35, 'rent_payments', 'id', '{tenancy_id,settlement_id}', 'Rent payment');

-- An import finishes as before, and an export made before tenancies existed gets the tenancies
-- its occupied units imply, as the migration gave every account.
create or replace function public.import_account_finish(p_import uuid) returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  delete from private.account_imports i where i.id = p_import and i.user_id = auth.uid();
  if not found then
    raise exception 'This import is no longer under way (it finished, failed or was started again). Import the file again.' using errcode = '22023';
  end if;
  -- Their standings are worked out in steps after this (refresh_missing_standings).
  perform private.tenancies_from_units(auth.uid());
end
$$;
revoke all on function public.import_account_finish(uuid) from public, anon;
grant execute on function public.import_account_finish(uuid) to authenticated, service_role;

-- ---------------------------------------------------------- rent increases
-- Applying writes the unit's rent as before; the unit's trigger turns it into the tenancy's rent
-- from the increase's effective date (landlord.rent_effective_on), not from today.
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
  perform pg_catalog.set_config('landlord.rent_effective_on', r.effective_date::text, true);
  update public.units set monthly_rent = r.planned_new_rent where id = r.unit_id;
  perform pg_catalog.set_config('landlord.rent_effective_on', '', true);
  update public.scheduled_rent_increases
  set status = 'Applied', applied = true, applied_at = now(), rent_before = before
  where id = p_id
  returning * into r;
  return r;
end
$$;

-- Taking an increase back takes its tenancy rent change back too (the rent from its effective
-- date is the one before again, and set_tenancy_rent removes a change that changes nothing).
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

  perform pg_catalog.set_config('landlord.rent_effective_on', r.effective_date::text, true);
  update public.units set monthly_rent = r.rent_before where id = r.unit_id;
  perform pg_catalog.set_config('landlord.rent_effective_on', '', true);
  update public.scheduled_rent_increases
  set status = 'Scheduled', applied = false, applied_at = null, rent_before = null, taken_back_at = now()
  where id = p_id;
  -- From the day before: this increase is Scheduled again and chains on the restored rent too.
  perform private.recalculate_later_rent_increases(r.unit_id, r.effective_date - 1);
  select * into r from public.scheduled_rent_increases where id = p_id;
  return r;
end
$$;
