-- Landlord HQ core schema (SPEC §3, §5, §9): tables, constraints, indexes,
-- row-level security and grants. Deploys unchanged with `supabase db push`.
--
-- Ownership: every table carries user_id (default auth.uid()). Child rows
-- point at their parent through a composite foreign key (parent_id, user_id)
-- → parent (id, user_id), so a child can only ever hang under a parent of the
-- same owner, and RLS on every table is the cheap, indexed
-- `user_id = (select auth.uid())`.

create schema if not exists private;
revoke all on schema private from public;

create or replace function private.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- ---------------------------------------------------------------- managers
create table public.property_managers (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (btrim(name) <> ''),
  email text check (email is null or email = '' or email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  phone text check (phone is null or phone = '' or phone ~ '^\+?[1-9][0-9]{0,15}$'),
  portal_link text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, user_id)
);
create index property_managers_user_name_idx on public.property_managers (user_id, name);

-- -------------------------------------------------------------- properties
create table public.properties (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (btrim(name) <> ''),
  address_line1 text not null check (btrim(address_line1) <> ''),
  address_line2 text,
  city text not null check (btrim(city) <> ''),
  state text not null check (btrim(state) <> ''),
  zip text not null check (btrim(zip) <> ''),
  notes text,
  property_manager_id uuid,
  loan_amount numeric(12, 2) check (loan_amount >= 0),
  loan_number text,
  lender_name text,
  lender_website text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, user_id),
  -- Deleting a manager removes it from its properties (SPEC §5).
  foreign key (property_manager_id, user_id) references public.property_managers (id, user_id)
    on delete set null (property_manager_id)
);
create index properties_user_name_idx on public.properties (user_id, name);
create index properties_manager_idx on public.properties (property_manager_id);

-- ------------------------------------------------------------------- units
create table public.units (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  property_id uuid not null,
  unit_label text not null check (btrim(unit_label) <> ''),
  monthly_rent numeric(12, 2) check (monthly_rent >= 0),
  lease_status text not null default 'Vacant' check (lease_status in ('Vacant', 'MonthToMonth', 'FixedTerm')),
  lease_end_date date,
  tenant_name text,
  bedrooms text check (bedrooms in ('Studio', '1', '2', '3', '4')),
  section_8_tenant boolean not null default false,
  security_deposit_amount numeric(12, 2) check (security_deposit_amount >= 0),
  security_deposit_held_by text check (security_deposit_held_by in ('Owner', 'Property Manager')),
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, user_id),
  unique (id, property_id),
  -- SPEC §4: the lease end date is kept only for fixed-term leases.
  constraint units_lease_end_only_fixed_term check (lease_status = 'FixedTerm' or lease_end_date is null),
  foreign key (property_id, user_id) references public.properties (id, user_id) on delete cascade
);
create index units_property_idx on public.units (property_id, unit_label);
create index units_user_idx on public.units (user_id);
create index units_lease_end_idx on public.units (user_id, lease_end_date) where lease_end_date is not null;

-- ----------------------------------------------------------------- vendors
create table public.vendors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (btrim(name) <> ''),
  category text not null
    check (category in ('Water', 'Power', 'Trash', 'Internet', 'HOA', 'Tax', 'Maintenance', 'Insurance', 'Other')),
  website_url text,
  account_number text,
  payment_method text,
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, user_id)
);
create index vendors_user_name_idx on public.vendors (user_id, name);

create table public.vendor_property_accounts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  vendor_id uuid not null,
  property_id uuid not null,
  account_number text not null check (btrim(account_number) <> ''),
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- SPEC §5: a property is linked to a vendor at most once.
  constraint vendor_property_accounts_vendor_property_key unique (vendor_id, property_id),
  foreign key (vendor_id, user_id) references public.vendors (id, user_id) on delete cascade,
  foreign key (property_id, user_id) references public.properties (id, user_id) on delete cascade
);
create index vendor_property_accounts_vendor_created_idx on public.vendor_property_accounts (vendor_id, created_at desc);
create index vendor_property_accounts_property_idx on public.vendor_property_accounts (property_id);
create index vendor_property_accounts_user_created_idx on public.vendor_property_accounts (user_id, created_at desc);

-- ------------------------------------------------------------------- tasks
-- SPEC §3 Recurrence: type none | weekly | monthly | everyXMonths | fixedDays,
-- dayOfWeek 0-6, dayOfMonth 1-31, interval 1-12 months, fixedDates a list of dates.
create or replace function private.is_valid_recurrence(r jsonb) returns boolean
language sql immutable
set search_path = ''
as $$
  select r is null or (
    jsonb_typeof(r) = 'object'
    and r ->> 'type' in ('none', 'weekly', 'monthly', 'everyXMonths', 'fixedDays')
    and (r -> 'dayOfWeek' is null or jsonb_typeof(r -> 'dayOfWeek') = 'null'
         or (jsonb_typeof(r -> 'dayOfWeek') = 'number' and (r ->> 'dayOfWeek')::numeric between 0 and 6))
    and (r -> 'dayOfMonth' is null or jsonb_typeof(r -> 'dayOfMonth') = 'null'
         or (jsonb_typeof(r -> 'dayOfMonth') = 'number' and (r ->> 'dayOfMonth')::numeric between 1 and 31))
    and (r -> 'interval' is null or jsonb_typeof(r -> 'interval') = 'null'
         or (jsonb_typeof(r -> 'interval') = 'number' and (r ->> 'interval')::numeric between 1 and 12))
    and (r -> 'fixedDates' is null or jsonb_typeof(r -> 'fixedDates') in ('array', 'null'))
  )
$$;

create table public.tasks (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  title text not null check (btrim(title) <> ''),
  scope text not null check (scope in ('Business', 'Property', 'Unit')),
  property_id uuid,
  unit_id uuid,
  vendor_id uuid,
  status text not null default 'Open' check (status in ('Open', 'Completed', 'Skipped')),
  due_date date,
  next_due_date date,
  start_date date,
  end_date date,
  recurrence jsonb check (private.is_valid_recurrence(recurrence)),
  estimated_cost numeric(12, 2) check (estimated_cost >= 0),
  actual_cost numeric(12, 2) check (actual_cost >= 0),
  notes text,
  links jsonb not null default '[]'::jsonb check (jsonb_typeof(links) = 'array'),
  account_numbers jsonb not null default '[]'::jsonb check (jsonb_typeof(account_numbers) = 'array'),
  payment_methods jsonb not null default '[]'::jsonb check (jsonb_typeof(payment_methods) = 'array'),
  checklist jsonb not null default '[]'::jsonb check (jsonb_typeof(checklist) = 'array'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, user_id),
  -- SPEC §4 task form: Business has no property; a unit only for Unit scope.
  constraint tasks_scope_matches_links check (
    (scope = 'Business' and property_id is null and unit_id is null)
    or (scope = 'Property' and property_id is not null and unit_id is null)
    or (scope = 'Unit' and property_id is not null)
  ),
  constraint tasks_end_after_start check (end_date is null or start_date is null or end_date >= start_date),
  -- Deleting a property deletes its tasks; deleting a vendor removes it from its tasks.
  foreign key (property_id, user_id) references public.properties (id, user_id) on delete cascade,
  foreign key (unit_id, property_id) references public.units (id, property_id) on delete set null (unit_id),
  foreign key (vendor_id, user_id) references public.vendors (id, user_id) on delete set null (vendor_id)
);
create index tasks_user_next_due_idx on public.tasks (user_id, next_due_date);
create index tasks_user_status_due_idx on public.tasks (user_id, status, due_date);
create index tasks_property_idx on public.tasks (property_id);
create index tasks_unit_idx on public.tasks (unit_id, property_id);
create index tasks_vendor_idx on public.tasks (vendor_id);

create table public.activities (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  task_id uuid not null,
  action text not null check (action in ('Created', 'Edited', 'Completed')),
  at timestamptz not null default now(),
  details jsonb not null default '{}'::jsonb check (jsonb_typeof(details) = 'object'),
  foreign key (task_id, user_id) references public.tasks (id, user_id) on delete cascade
);
create index activities_task_at_idx on public.activities (task_id, at desc);
create index activities_user_idx on public.activities (user_id);

-- -------------------------------------------------------------- unit notes
create table public.unit_notes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  unit_id uuid not null,
  body text not null check (btrim(body) <> ''),
  is_resolved boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (unit_id, user_id) references public.units (id, user_id) on delete cascade
);
create index unit_notes_unit_created_idx on public.unit_notes (unit_id, created_at desc, id desc);
create index unit_notes_user_created_idx on public.unit_notes (user_id, created_at desc);

-- The latest note of each unit (SPEC §3); security_invoker so RLS applies.
create view public.unit_latest_notes with (security_invoker = true) as
select distinct on (n.unit_id)
  n.unit_id,
  n.id as note_id,
  n.body,
  n.is_resolved,
  n.created_at,
  n.updated_at,
  n.user_id
from public.unit_notes n
order by n.unit_id, n.created_at desc, n.id desc;

-- ------------------------------------------------- scheduled rent increases
create table public.scheduled_rent_increases (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  unit_id uuid not null,
  basis text not null check (basis in ('Percent', 'FixedAmount')),
  percent numeric(7, 3) check (percent > 0 and percent <= 100),
  amount numeric(12, 2) check (amount > 0),
  effective_date date not null,
  planned_new_rent numeric(12, 2) not null check (planned_new_rent >= 0),
  status text not null default 'Scheduled' check (status in ('Scheduled', 'Applied', 'Cancelled', 'Overdue')),
  applied boolean not null default false,
  applied_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- SPEC §5: Percent needs a percent, FixedAmount an amount.
  constraint scheduled_rent_increases_basis_value check (
    (basis = 'Percent' and percent is not null) or (basis = 'FixedAmount' and amount is not null)
  ),
  constraint scheduled_rent_increases_applied_state check (
    applied = (status = 'Applied') and (applied_at is not null) = applied
  ),
  foreign key (unit_id, user_id) references public.units (id, user_id) on delete cascade
);
-- SPEC §5: one live increase per unit and date.
create unique index scheduled_rent_increases_unit_date_key
  on public.scheduled_rent_increases (unit_id, effective_date) where status <> 'Cancelled';
create index scheduled_rent_increases_user_date_idx on public.scheduled_rent_increases (user_id, effective_date);
create index scheduled_rent_increases_unit_idx on public.scheduled_rent_increases (unit_id, effective_date);

-- ------------------------------------------------------------ user settings
create table public.user_settings (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  daily_digest_enabled boolean not null default true,
  daily_digest_time time not null default '07:00',
  weekly_digest_enabled boolean not null default true,
  weekly_digest_day smallint not null default 1 check (weekly_digest_day between 0 and 6),
  weekly_digest_time time not null default '07:00',
  timezone text not null default 'America/New_York' check (timezone in (
    'America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu'
  )),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- ------------------------------------------------- triggers, RLS and grants
do $$
declare
  t text;
begin
  foreach t in array array[
    'property_managers', 'properties', 'units', 'vendors', 'vendor_property_accounts',
    'tasks', 'unit_notes', 'scheduled_rent_increases', 'user_settings'
  ] loop
    execute format(
      'create trigger set_updated_at before update on public.%I for each row execute function private.set_updated_at()', t);
  end loop;

  foreach t in array array[
    'property_managers', 'properties', 'units', 'vendors', 'vendor_property_accounts',
    'tasks', 'activities', 'unit_notes', 'scheduled_rent_increases', 'user_settings'
  ] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on public.%I from anon, authenticated', t);
    execute format('grant select, insert, update, delete on public.%I to authenticated', t);
    execute format('grant all on public.%I to service_role', t);
    execute format(
      'create policy "owner reads" on public.%I for select to authenticated using ((select auth.uid()) = user_id)', t);
    execute format(
      'create policy "owner inserts" on public.%I for insert to authenticated with check ((select auth.uid()) = user_id)', t);
    execute format(
      'create policy "owner updates" on public.%I for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id)', t);
    execute format(
      'create policy "owner deletes" on public.%I for delete to authenticated using ((select auth.uid()) = user_id)', t);
  end loop;
end
$$;

revoke all on public.unit_latest_notes from anon, authenticated;
grant select on public.unit_latest_notes to authenticated, service_role;

-- SPEC §7 schema check: the app probes this table with the public key alone.
-- anon may ask, and RLS (no anon policy) answers with no rows.
grant select on public.scheduled_rent_increases to anon;

revoke all on function private.is_valid_recurrence(jsonb) from public;
grant usage on schema private to authenticated, service_role;
grant execute on function private.is_valid_recurrence(jsonb) to authenticated, service_role;
