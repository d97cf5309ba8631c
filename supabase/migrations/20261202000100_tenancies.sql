-- Money coming in: a unit's tenancies over time, the rent they charge, the rent received and the
-- deposit each holds. Deploys unchanged with `supabase db push`.
--
-- The design:
--   * A tenancy is one lease of one unit: its tenants, the days they occupy the unit (start_on ..
--     ended_on, both inclusive; a null start is "before the records begin", a null end "still
--     there"), its lease (month to month, or a fixed term to lease_end_on), the rent, its due day,
--     grace days and late-fee rule, and the deposit. The database refuses two tenancies of one unit
--     that share a day.
--   * The unit keeps its SPEC columns (tenant name, lease status, lease end date, monthly rent,
--     deposit) as the projection of the tenancy in force on the landlord's day, so every screen and
--     form reading a unit keeps working. Writing those columns (the unit form, a CSV, applying a
--     rent increase) writes the tenancy, and writing a tenancy rewrites its unit's columns.
--   * The monthly rent is the tenancy's starting rent plus dated changes (tenancy_rent_changes),
--     so a month's charge uses the rent in force on its due date and history is never rewritten.
--     The unit shows the latest rent, as applying a rent increase early always did.
--   * Charges (rent, late fees, other charges and credits), payments received and deposit
--     settlements are in 20261202000200_rent_ledger.sql.

create extension if not exists btree_gist with schema extensions;

-- --------------------------------------------------------------- tenancies
-- A list of tenants, each with a name and optionally an e-mail and a phone. A new tenancy names
-- at least one (its form asks); one made from a unit that never had a tenant name has none.
create or replace function private.is_valid_tenants(p jsonb) returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(p) = 'array' and jsonb_array_length(p) <= 10
    and not exists (
      select 1 from jsonb_array_elements(p) t
      where jsonb_typeof(t) <> 'object'
         or jsonb_typeof(t -> 'name') is distinct from 'string'
         or btrim(t ->> 'name') = ''
         or length(t ->> 'name') > 200
         or (t ? 'email' and jsonb_typeof(t -> 'email') not in ('string', 'null'))
         or (t ? 'phone' and jsonb_typeof(t -> 'phone') not in ('string', 'null'))
    )
$$;

-- The names of a tenancy's tenants, as the unit's tenant name shows them.
create or replace function public.tenant_names(p jsonb) returns text
language sql
immutable
set search_path = ''
as $$
  select string_agg(btrim(t ->> 'name'), ' & ' order by n)
  from jsonb_array_elements(coalesce(p, '[]'::jsonb)) with ordinality x(t, n)
  where btrim(coalesce(t ->> 'name', '')) <> ''
$$;

create table public.tenancies (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  unit_id uuid not null,
  tenants jsonb not null,
  -- Null: the tenancy began before the landlord's records do.
  start_on date,
  -- The last day occupied; null while the tenants are still there.
  ended_on date,
  lease_type text not null default 'MonthToMonth' check (lease_type in ('MonthToMonth', 'FixedTerm')),
  lease_end_on date,
  -- The rent at the start; later rents are in tenancy_rent_changes. Null: not known, nothing is
  -- charged (a unit's rent was never required).
  monthly_rent numeric(12, 2),
  -- 1..28, or 31 for the last day of the month.
  rent_due_day smallint not null default 1,
  grace_days smallint not null default 5,
  late_fee_kind text,
  late_fee_value numeric(12, 2),
  deposit_amount numeric(12, 2),
  deposit_held_by text check (deposit_held_by in ('Owner', 'Property Manager')),
  -- Rent is charged from this date's month on: no arrears are invented for months before it.
  rent_tracked_from date not null,
  -- The last month (its first day) whose rent charge has been written.
  charged_through date,
  notes text check (notes is null or length(notes) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  import_id uuid default nullif(pg_catalog.current_setting('landlord.import_id', true), '')::uuid,
  unique (id, user_id),
  constraint tenancies_tenants_valid check (private.is_valid_tenants(tenants)),
  constraint tenancies_rent_not_negative check (monthly_rent is null or monthly_rent >= 0),
  constraint tenancies_due_day check (rent_due_day between 1 and 28 or rent_due_day = 31),
  constraint tenancies_grace_days check (grace_days between 0 and 27),
  constraint tenancies_late_fee_rule check (
    (late_fee_kind is null and late_fee_value is null)
    or (late_fee_kind = 'flat' and late_fee_value > 0)
    or (late_fee_kind = 'percent' and late_fee_value > 0 and late_fee_value <= 100)),
  constraint tenancies_deposit_not_negative check (deposit_amount is null or deposit_amount >= 0),
  constraint tenancies_end_after_start check (ended_on is null or start_on is null or ended_on >= start_on),
  constraint tenancies_lease_end_only_fixed_term check (lease_type = 'FixedTerm' or lease_end_on is null),
  constraint tenancies_lease_end_after_start check (lease_end_on is null or start_on is null or lease_end_on >= start_on),
  constraint tenancies_dates_this_century check (
    (start_on is null or start_on between date '2000-01-01' and date '2099-12-31')
    and (ended_on is null or ended_on between date '2000-01-01' and date '2099-12-31')
    and (lease_end_on is null or lease_end_on between date '2000-01-01' and date '2099-12-31')
    and rent_tracked_from between date '2000-01-01' and date '2099-12-31'),
  -- One tenancy per unit on any day.
  constraint tenancies_no_overlap exclude using gist (
    unit_id with =,
    daterange(start_on, ended_on, '[]') with &&),
  foreign key (unit_id, user_id) references public.units (id, user_id) on delete cascade
);
create index tenancies_unit_idx on public.tenancies (unit_id, start_on desc nulls last);
create index tenancies_user_idx on public.tenancies (user_id, ended_on);
create index tenancies_import_idx on public.tenancies (import_id) where import_id is not null;
comment on column public.tenancies.import_id is
  'The whole-account import that wrote this row; it counts only while that import is in private.account_imports (unfinished).';

create table public.tenancy_rent_changes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  tenancy_id uuid not null,
  effective_on date not null check (effective_on between date '2000-01-01' and date '2099-12-31'),
  monthly_rent numeric(12, 2) not null check (monthly_rent >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  import_id uuid default nullif(pg_catalog.current_setting('landlord.import_id', true), '')::uuid,
  unique (id, user_id),
  constraint tenancy_rent_changes_one_a_day unique (tenancy_id, effective_on),
  foreign key (tenancy_id, user_id) references public.tenancies (id, user_id) on delete cascade
);
create index tenancy_rent_changes_import_idx on public.tenancy_rent_changes (import_id) where import_id is not null;

-- A state's deadline for returning a deposit, in days after move-out.
alter table public.properties
  add column deposit_return_days smallint not null default 30 check (deposit_return_days between 1 and 365);

-- The rent of a tenancy in force on a day: its latest change on or before that day, else its
-- starting rent.
create or replace function public.tenancy_rent_on(p_tenancy uuid, p_on date) returns numeric
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select c.monthly_rent from public.tenancy_rent_changes c
     where c.tenancy_id = p_tenancy and c.effective_on <= p_on
     order by c.effective_on desc limit 1),
    (select t.monthly_rent from public.tenancies t where t.id = p_tenancy))
$$;

-- The latest rent of a tenancy, including a change that takes effect later.
create or replace function private.tenancy_latest_rent(p_tenancy uuid) returns numeric
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select c.monthly_rent from public.tenancy_rent_changes c
     where c.tenancy_id = p_tenancy order by c.effective_on desc limit 1),
    (select t.monthly_rent from public.tenancies t where t.id = p_tenancy))
$$;

-- The tenancy of a unit on a day (at most one: the exclusion constraint).
create or replace function private.tenancy_on(p_unit uuid, p_on date) returns public.tenancies
language sql
stable
set search_path = ''
as $$
  select t.* from public.tenancies t
  where t.unit_id = p_unit and daterange(t.start_on, t.ended_on, '[]') @> p_on
  limit 1
$$;

-- ------------------------------------------------------ messages in words
create or replace function private.check_tenancy() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_valid_tenants(new.tenants) then
    raise exception 'Each tenant needs a name' using errcode = '23514';
  end if;
  if new.monthly_rent < 0 then
    raise exception 'Monthly rent must be $0 or more' using errcode = '23514';
  end if;
  if (new.start_on is not null and (new.start_on < date '2000-01-01' or new.start_on > date '2099-12-31'))
     or (new.ended_on is not null and (new.ended_on < date '2000-01-01' or new.ended_on > date '2099-12-31'))
     or (new.lease_end_on is not null and (new.lease_end_on < date '2000-01-01' or new.lease_end_on > date '2099-12-31'))
     or new.rent_tracked_from < date '2000-01-01' or new.rent_tracked_from > date '2099-12-31' then
    raise exception 'Dates must be between 2000 and 2099' using errcode = '23514';
  end if;
  if new.ended_on is not null and new.start_on is not null and new.ended_on < new.start_on then
    raise exception 'The move-out date is before the move-in date' using errcode = '23514';
  end if;
  if new.lease_end_on is not null and new.start_on is not null and new.lease_end_on < new.start_on then
    raise exception 'The lease ends before it starts' using errcode = '23514';
  end if;
  if new.rent_due_day is null or not (new.rent_due_day between 1 and 28 or new.rent_due_day = 31) then
    raise exception 'Rent is due on a day from 1 to 28, or on the last day of the month' using errcode = '23514';
  end if;
  if new.grace_days is null or new.grace_days not between 0 and 27 then
    raise exception 'Grace days must be from 0 to 27' using errcode = '23514';
  end if;
  if new.late_fee_kind = 'percent' and (new.late_fee_value is null or new.late_fee_value <= 0 or new.late_fee_value > 100) then
    raise exception 'A late fee in percent must be more than 0 and at most 100' using errcode = '23514';
  end if;
  if new.late_fee_kind = 'flat' and (new.late_fee_value is null or new.late_fee_value <= 0) then
    raise exception 'A late fee must be more than $0' using errcode = '23514';
  end if;
  if new.deposit_amount is not null and new.deposit_amount < 0 then
    raise exception 'The deposit must be $0 or more' using errcode = '23514';
  end if;
  if exists (
    select 1 from public.tenancies o
    where o.unit_id = new.unit_id and o.id <> new.id
      and daterange(o.start_on, o.ended_on, '[]') && daterange(new.start_on, new.ended_on, '[]')
  ) then
    raise exception 'Another tenancy of this unit covers some of these dates' using errcode = '23P01';
  end if;
  return new;
end
$$;

create trigger check_tenancy before insert or update on public.tenancies
  for each row execute function private.check_tenancy();
create trigger set_updated_at before update on public.tenancies
  for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.tenancy_rent_changes
  for each row execute function private.set_updated_at();

-- ------------------------------------------------- the unit's projection
-- The unit's SPEC columns from the tenancy in force on the landlord's day. A unit no tenancy
-- covers today is Vacant only once a tenancy has ended (or none has begun yet): a unit without any
-- tenancy is left as it is. Writes the unit with `landlord.unit_sync` on, so the unit's own trigger
-- does not write the tenancy back.
create or replace function private.refresh_unit(p_unit uuid) returns void
language plpgsql
set search_path = ''
as $$
declare
  u public.units;
  t public.tenancies;
  today date;
begin
  select * into u from public.units where id = p_unit;
  if not found then
    return;
  end if;
  today := private.landlord_today(u.user_id);
  t := private.tenancy_on(p_unit, today);
  perform pg_catalog.set_config('landlord.unit_sync', 'on', true);
  if t.id is not null then
    update public.units x set
      tenant_name = public.tenant_names(t.tenants),
      lease_status = t.lease_type,
      lease_end_date = case when t.lease_type = 'FixedTerm' then t.lease_end_on end,
      monthly_rent = private.tenancy_latest_rent(t.id),
      security_deposit_amount = t.deposit_amount,
      security_deposit_held_by = t.deposit_held_by
    where x.id = p_unit
      and (x.tenant_name, x.lease_status, x.lease_end_date, x.monthly_rent, x.security_deposit_amount, x.security_deposit_held_by)
        is distinct from (public.tenant_names(t.tenants), t.lease_type, case when t.lease_type = 'FixedTerm' then t.lease_end_on end,
                          private.tenancy_latest_rent(t.id), t.deposit_amount, t.deposit_held_by);
  elsif u.lease_status <> 'Vacant' and exists (select 1 from public.tenancies o where o.unit_id = p_unit) then
    update public.units x set
      tenant_name = null, lease_status = 'Vacant', lease_end_date = null,
      security_deposit_amount = null, security_deposit_held_by = null
    where x.id = p_unit;
  end if;
  perform pg_catalog.set_config('landlord.unit_sync', '', true);
end
$$;

create or replace function private.tenancy_changed() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- An account import writes units with the columns they had, and refresh_unit's own writes
  -- need no second pass.
  if nullif(pg_catalog.current_setting('landlord.import_id', true), '') is not null
     or pg_catalog.current_setting('landlord.unit_sync', true) = 'on' then
    return null;
  end if;
  if tg_op = 'UPDATE'
     and (new.unit_id, new.tenants, new.start_on, new.ended_on, new.lease_type, new.lease_end_on, new.monthly_rent,
          new.deposit_amount, new.deposit_held_by)
       is not distinct from (old.unit_id, old.tenants, old.start_on, old.ended_on, old.lease_type, old.lease_end_on,
          old.monthly_rent, old.deposit_amount, old.deposit_held_by) then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.refresh_unit(old.unit_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.unit_id <> old.unit_id) then
    perform private.refresh_unit(new.unit_id);
  end if;
  return null;
end
$$;

create trigger tenancy_changed after insert or update or delete on public.tenancies
  for each row execute function private.tenancy_changed();

create or replace function private.rent_change_changed() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if nullif(pg_catalog.current_setting('landlord.import_id', true), '') is not null then
    return null;
  end if;
  perform private.refresh_unit(t.unit_id)
  from public.tenancies t
  where t.id = case when tg_op = 'DELETE' then old.tenancy_id else new.tenancy_id end;
  return null;
end
$$;

create trigger rent_change_changed after insert or update or delete on public.tenancy_rent_changes
  for each row execute function private.rent_change_changed();

-- Sets a tenancy's rent from a day on: one change that day, or none when the rent in force just
-- before is already that rent (taking an increase back removes its change).
create or replace function private.set_tenancy_rent(p_tenancy uuid, p_from date, p_rent numeric) returns void
language plpgsql
set search_path = ''
as $$
declare
  t public.tenancies;
begin
  select * into t from public.tenancies where id = p_tenancy;
  if t.id is null then
    return;
  end if;
  if p_rent is null then
    if exists (select 1 from public.tenancy_rent_changes c where c.tenancy_id = p_tenancy) then
      raise exception 'Monthly rent is required: this tenancy''s rent has changed over time' using errcode = '23514';
    end if;
    update public.tenancies set monthly_rent = null where id = p_tenancy;
    return;
  end if;
  if p_from <= coalesce(t.start_on, t.rent_tracked_from) and not exists (
    select 1 from public.tenancy_rent_changes c where c.tenancy_id = p_tenancy and c.effective_on <= p_from
  ) then
    -- From the start: it is the starting rent.
    update public.tenancies set monthly_rent = p_rent where id = p_tenancy and monthly_rent is distinct from p_rent;
    return;
  end if;
  delete from public.tenancy_rent_changes c where c.tenancy_id = p_tenancy and c.effective_on = p_from;
  if public.tenancy_rent_on(p_tenancy, p_from) is distinct from p_rent then
    insert into public.tenancy_rent_changes (user_id, tenancy_id, effective_on, monthly_rent)
    values (t.user_id, p_tenancy, p_from, p_rent);
  else
    perform private.refresh_unit(t.unit_id);
  end if;
end
$$;

-- The tenants of a unit's tenant name: unchanged when it names the same people, else one tenant
-- of that name (keeping the first one's e-mail and phone), none for no name.
create or replace function private.tenants_named(p_name text, p_tenants jsonb) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case
    when public.tenant_names(p_tenants) is not distinct from nullif(btrim(p_name), '') then p_tenants
    when nullif(btrim(p_name), '') is null then '[]'::jsonb
    else jsonb_build_array(coalesce(p_tenants -> 0, '{}'::jsonb) || jsonb_build_object('name', btrim(p_name)))
  end
$$;

-- Writing a unit's tenant columns writes its tenancy in force today: a tenant on a unit without
-- one starts a tenancy (its start unknown, rent tracked from this month), a change to the tenant,
-- lease, rent or deposit changes it, and Vacant ends it yesterday. A new rent takes effect today,
-- or on the date applying a rent increase sets in `landlord.rent_effective_on`.
create or replace function private.unit_changed() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  today date;
  t public.tenancies;
  rent_from date;
begin
  if pg_catalog.current_setting('landlord.unit_sync', true) = 'on'
     or nullif(pg_catalog.current_setting('landlord.import_id', true), '') is not null then
    return null;
  end if;
  if tg_op = 'UPDATE'
     and (new.tenant_name, new.lease_status, new.lease_end_date, new.monthly_rent, new.security_deposit_amount, new.security_deposit_held_by)
       is not distinct from (old.tenant_name, old.lease_status, old.lease_end_date, old.monthly_rent, old.security_deposit_amount, old.security_deposit_held_by) then
    return null;
  end if;
  today := private.landlord_today(new.user_id);
  t := private.tenancy_on(new.id, today);

  if new.lease_status = 'Vacant' then
    if t.id is not null then
      if t.start_on is null or t.start_on < today then
        update public.tenancies set ended_on = today - 1 where id = t.id;
      elsif exists (select 1 from public.rent_payments p where p.tenancy_id = t.id) then
        raise exception 'This unit''s tenancy has rent received: end it from its tenancy page' using errcode = '55000';
      else
        delete from public.tenancies where id = t.id;
      end if;
    end if;
    return null;
  end if;

  if t.id is null then
    if exists (select 1 from public.tenancies o where o.unit_id = new.id and (o.start_on is null or o.start_on > today) and daterange(o.start_on, o.ended_on, '[]') && daterange(today, null, '[]')) then
      -- A tenancy that starts later: it stays the unit's next one; the unit shows what was typed.
      return null;
    end if;
    insert into public.tenancies (user_id, unit_id, tenants, start_on, lease_type, lease_end_on, monthly_rent,
                                  deposit_amount, deposit_held_by, rent_tracked_from)
    values (new.user_id, new.id, private.tenants_named(new.tenant_name, '[]'),
            null, new.lease_status, case when new.lease_status = 'FixedTerm' then new.lease_end_date end,
            new.monthly_rent, new.security_deposit_amount, new.security_deposit_held_by,
            date_trunc('month', today)::date);
    return null;
  end if;

  update public.tenancies set
    tenants = private.tenants_named(new.tenant_name, tenants),
    lease_type = new.lease_status,
    lease_end_on = case when new.lease_status = 'FixedTerm' then new.lease_end_date end,
    deposit_amount = new.security_deposit_amount,
    deposit_held_by = new.security_deposit_held_by
  where id = t.id;
  if new.monthly_rent is distinct from private.tenancy_latest_rent(t.id) then
    rent_from := coalesce(nullif(pg_catalog.current_setting('landlord.rent_effective_on', true), '')::date, today);
    perform private.set_tenancy_rent(t.id, rent_from, new.monthly_rent);
  end if;
  return null;
end
$$;

create trigger unit_changed after insert or update on public.units
  for each row execute function private.unit_changed();

-- --------------------------------------------------- row-level security
alter table public.tenancies enable row level security;
alter table public.tenancy_rent_changes enable row level security;
revoke all on public.tenancies, public.tenancy_rent_changes from anon, authenticated;
grant select, insert, update, delete on public.tenancies, public.tenancy_rent_changes to authenticated;
grant all on public.tenancies, public.tenancy_rent_changes to service_role;
create policy "owner reads" on public.tenancies for select to authenticated using ((select auth.uid()) = user_id);
create policy "owner inserts" on public.tenancies for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "owner updates" on public.tenancies for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "owner deletes" on public.tenancies for delete to authenticated using ((select auth.uid()) = user_id);
create policy "owner reads" on public.tenancy_rent_changes for select to authenticated using ((select auth.uid()) = user_id);
create policy "owner inserts" on public.tenancy_rent_changes for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "owner updates" on public.tenancy_rent_changes for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "owner deletes" on public.tenancy_rent_changes for delete to authenticated using ((select auth.uid()) = user_id);
