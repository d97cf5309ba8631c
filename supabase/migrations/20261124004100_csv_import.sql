-- CSV import (issue 23): properties with units, vendors with per-property account
-- numbers, tasks. Deploys unchanged with `supabase db push`.
--
-- The browser parses the file (US money and dates, enum spellings) and sends
-- typed rows; the database decides everything else with the same constraints
-- the forms meet, matches each row to what the account already has, and says
-- per row what happens: new, update, unchanged or error.
--   public.import_csv_rows(kind, rows, dry_run => true)  the preview: every row is
--     written, then all of it rolled back, so each row sees the rows before it;
--   public.import_csv_rows(kind, rows)                   the import: one transaction,
--     every row or none (the first failing row is named).
-- Re-importing a file changes nothing. Rows match on: property name + address,
-- unit label within its property, vendor name, task title + property + due date
-- (case and surrounding spaces ignored). Runs as the caller: only the caller's
-- rows are seen or written (row-level security, composite foreign keys).

-- Readable messages for the rules a row can break, in the words of SPEC §5.
-- Keyed by constraint name, or 'table.column' for a missing required value.
-- A later migration adds its own rules' messages here.
create table private.constraint_messages (
  constraint_name text primary key,
  message text not null
);
revoke all on private.constraint_messages from public;
grant select on private.constraint_messages to authenticated, service_role;

insert into private.constraint_messages (constraint_name, message) values
  ('properties.name', 'Property name is required'),
  ('properties_name_check', 'Property name is required'),
  ('properties.address_line1', 'Address is required'),
  ('properties_address_line1_check', 'Address is required'),
  ('properties.city', 'City is required'),
  ('properties_city_check', 'City is required'),
  ('properties.state', 'State is required'),
  ('properties_state_check', 'State is required'),
  ('properties.zip', 'ZIP code is required'),
  ('properties_zip_check', 'ZIP code is required'),
  ('properties_loan_amount_check', 'Loan amount cannot be negative'),
  ('units.unit_label', 'Unit label is required'),
  ('units_unit_label_check', 'Unit label is required'),
  ('units_monthly_rent_check', 'Monthly rent cannot be negative'),
  ('units_lease_status_check', 'Lease status must be Vacant, Month-to-month or Fixed term'),
  ('units_bedrooms_check', 'Bedrooms must be Studio, 1, 2, 3 or 4'),
  ('units_security_deposit_amount_check', 'Security deposit cannot be negative'),
  ('units_security_deposit_held_by_check', 'Deposit held by must be Owner or Property Manager'),
  ('units_lease_end_only_fixed_term', 'A lease end date is kept only for fixed-term leases'),
  ('property_managers.name', 'Name is required'),
  ('property_managers_name_check', 'Name is required'),
  ('vendors.name', 'Vendor name is required'),
  ('vendors_name_check', 'Vendor name is required'),
  ('vendors.category', 'Category is required'),
  ('vendors_category_check', 'Category must be Water, Power, Trash, Internet, HOA, Tax, Maintenance, Insurance or Other'),
  ('vendor_property_accounts.account_number', 'Please enter an account number'),
  ('vendor_property_accounts_account_number_check', 'Please enter an account number'),
  ('tasks.title', 'Task title is required'),
  ('tasks_title_check', 'Task title is required'),
  ('tasks_scope_check', 'Scope must be Business, Property or Unit'),
  ('tasks_scope_matches_links', 'Property is required for Property and Unit tasks; Business tasks have none'),
  ('tasks_recurrence_check', 'The recurrence is not valid'),
  ('tasks_end_after_start', 'End date must be on or after the start date'),
  ('tasks_estimated_cost_check', 'Estimated cost cannot be negative');

create or replace function private.import_error_message(p_state text, p_constraint text, p_table text, p_column text, p_message text)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when p_state in ('23514', '23505', '23503') then coalesce(
      (select m.message from private.constraint_messages m where m.constraint_name = p_constraint),
      'This row breaks the rule "' || p_constraint || '"')
    when p_state = '23502' then coalesce(
      (select m.message from private.constraint_messages m where m.constraint_name = p_table || '.' || p_column),
      initcap(replace(p_column, '_', ' ')) || ' is required')
    else p_message
  end
$$;

-- A row's object without ids, owners and timestamps: those never come from a file. Every
-- column an import writes is named in the functions below, so other keys are ignored.
-- Plain SQL without SET options, so it is inlined (it runs for every row).
create or replace function private.import_fields(p jsonb) returns jsonb
language sql
immutable
as $$
  select case when pg_catalog.jsonb_typeof(p) = 'object'
    then p - '{id,user_id,created_at,updated_at,property_id,unit_id,vendor_id,property_manager_id,task_id}'::text[]
    else '{}'::jsonb end
$$;

-- new when a row creates anything, else update when it changes anything, else unchanged.
-- Plain SQL without SET options, so it is inlined (it runs once per row).
create or replace function private.import_outcome(p_parts jsonb) returns text
language sql
immutable
as $$
  select case
    when p_parts @> '{"property": "new"}' or p_parts @> '{"unit": "new"}' or p_parts @> '{"manager": "new"}'
      or p_parts @> '{"vendor": "new"}' or p_parts @> '{"account": "new"}' or p_parts @> '{"task": "new"}' then 'new'
    when p_parts @> '{"property": "update"}' or p_parts @> '{"unit": "update"}'
      or p_parts @> '{"vendor": "update"}' or p_parts @> '{"account": "update"}' or p_parts @> '{"task": "update"}' then 'update'
    else 'unchanged'
  end
$$;

-- Plain SQL without SET options, so the planner inlines it into each lookup.
create or replace function private.import_same(a text, b text) returns boolean
language sql
immutable
as $$ select pg_catalog.lower(pg_catalog.btrim(a)) = pg_catalog.lower(pg_catalog.btrim(b)) $$;

-- The caller's one property of this name (vendor accounts and tasks name their property).
create or replace function private.import_property_id(p_name text) returns uuid
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  ids uuid[];
begin
  if nullif(btrim(p_name), '') is null then
    return null;
  end if;
  select array_agg(p.id) into ids from public.properties p where private.import_same(p.name, p_name);
  if ids is null then
    raise exception 'Property "%" not found', btrim(p_name);
  elsif cardinality(ids) > 1 then
    raise exception 'Several properties are named "%"; give them different names first', btrim(p_name);
  end if;
  return ids[1];
end
$$;

-- ------------------------------------------------- properties with their units
create or replace function private.import_property_row(p_row jsonb) returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  prop jsonb := private.import_fields(p_row -> 'property');
  unit jsonb := private.import_fields(p_row -> 'unit');
  p public.properties;
  np public.properties;
  u public.units;
  nu public.units;
  manager_id uuid;
  parts jsonb := '{}'::jsonb;
begin
  if prop ? 'manager_name' then
    if nullif(btrim(prop ->> 'manager_name'), '') is not null then
      select m.id into manager_id from public.property_managers m
      where private.import_same(m.name, prop ->> 'manager_name') order by m.created_at, m.id limit 1;
      if manager_id is null then
        insert into public.property_managers (name) values (btrim(prop ->> 'manager_name')) returning id into manager_id;
        parts := parts || '{"manager": "new"}';
      end if;
    end if;
    prop := (prop - 'manager_name') || jsonb_build_object('property_manager_id', manager_id);
  end if;

  select * into p from public.properties x
  where private.import_same(x.name, prop ->> 'name') and private.import_same(x.address_line1, prop ->> 'address_line1')
  order by x.created_at, x.id limit 1;
  if not found then
    np := jsonb_populate_record(null::public.properties, prop);
    insert into public.properties (name, address_line1, address_line2, city, state, zip, notes, property_manager_id,
                                   loan_amount, loan_number, lender_name, lender_website)
    values (np.name, np.address_line1, np.address_line2, np.city, np.state, np.zip, np.notes, np.property_manager_id,
            np.loan_amount, np.loan_number, np.lender_name, np.lender_website)
    returning * into p;
    parts := parts || '{"property": "new"}';
  else
    np := jsonb_populate_record(p, prop);
    if np is distinct from p then
      update public.properties
      set name = np.name, address_line1 = np.address_line1, address_line2 = np.address_line2, city = np.city,
          state = np.state, zip = np.zip, notes = np.notes, property_manager_id = np.property_manager_id,
          loan_amount = np.loan_amount, loan_number = np.loan_number, lender_name = np.lender_name,
          lender_website = np.lender_website
      where id = p.id
      returning * into p;
      parts := parts || '{"property": "update"}';
    else
      parts := parts || '{"property": "unchanged"}';
    end if;
  end if;

  if unit <> '{}'::jsonb then
    select * into u from public.units x
    where x.property_id = p.id and private.import_same(x.unit_label, unit ->> 'unit_label')
    order by x.created_at, x.id limit 1;
    if not found then
      nu := jsonb_populate_record(null::public.units, unit);
      insert into public.units (property_id, unit_label, monthly_rent, lease_status, lease_end_date, tenant_name, bedrooms,
                                section_8_tenant, security_deposit_amount, security_deposit_held_by, notes)
      values (p.id, nu.unit_label, nu.monthly_rent, coalesce(nu.lease_status, 'Vacant'), nu.lease_end_date, nu.tenant_name,
              nu.bedrooms, coalesce(nu.section_8_tenant, false), nu.security_deposit_amount, nu.security_deposit_held_by, nu.notes)
      returning * into u;
      parts := parts || '{"unit": "new"}';
    else
      nu := jsonb_populate_record(u, unit);
      -- SPEC §4: leaving FixedTerm clears the lease end date, unless the row gives one (then the rule says why not).
      if nu.lease_status <> 'FixedTerm' and unit ->> 'lease_end_date' is null then
        nu.lease_end_date := null;
      end if;
      if nu is distinct from u then
        update public.units
        set unit_label = nu.unit_label, monthly_rent = nu.monthly_rent, lease_status = nu.lease_status,
            lease_end_date = nu.lease_end_date, tenant_name = nu.tenant_name, bedrooms = nu.bedrooms,
            section_8_tenant = nu.section_8_tenant, security_deposit_amount = nu.security_deposit_amount,
            security_deposit_held_by = nu.security_deposit_held_by, notes = nu.notes
        where id = u.id;
        parts := parts || '{"unit": "update"}';
      else
        parts := parts || '{"unit": "unchanged"}';
      end if;
    end if;
  end if;
  return jsonb_build_object('outcome', private.import_outcome(parts), 'parts', parts);
end
$$;

-- ---------------------------------------- vendors with per-property accounts
create or replace function private.import_vendor_row(p_row jsonb) returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  vendor jsonb := private.import_fields(p_row -> 'vendor');
  account jsonb := private.import_fields(p_row -> 'account');
  v public.vendors;
  nv public.vendors;
  a public.vendor_property_accounts;
  na public.vendor_property_accounts;
  pid uuid;
  parts jsonb := '{}'::jsonb;
begin
  select * into v from public.vendors x where private.import_same(x.name, vendor ->> 'name')
  order by x.created_at, x.id limit 1;
  if not found then
    nv := jsonb_populate_record(null::public.vendors, vendor);
    insert into public.vendors (name, category, website_url, account_number, payment_method, notes)
    values (nv.name, nv.category, nv.website_url, nv.account_number, nv.payment_method, nv.notes)
    returning * into v;
    parts := parts || '{"vendor": "new"}';
  else
    nv := jsonb_populate_record(v, vendor);
    if nv is distinct from v then
      update public.vendors
      set name = nv.name, category = nv.category, website_url = nv.website_url, account_number = nv.account_number,
          payment_method = nv.payment_method, notes = nv.notes
      where id = v.id
      returning * into v;
      parts := parts || '{"vendor": "update"}';
    else
      parts := parts || '{"vendor": "unchanged"}';
    end if;
  end if;

  if account <> '{}'::jsonb then
    pid := private.import_property_id(account ->> 'property_name');
    if pid is null then
      raise exception 'Please select a property';
    end if;
    select * into a from public.vendor_property_accounts x
    where x.vendor_id = v.id and x.property_id = pid;
    if not found then
      na := jsonb_populate_record(null::public.vendor_property_accounts, account - 'property_name');
      insert into public.vendor_property_accounts (vendor_id, property_id, account_number, notes)
      values (v.id, pid, na.account_number, na.notes);
      parts := parts || '{"account": "new"}';
    else
      na := jsonb_populate_record(a, account - 'property_name');
      if na is distinct from a then
        update public.vendor_property_accounts set account_number = na.account_number, notes = na.notes where id = a.id;
        parts := parts || '{"account": "update"}';
      else
        parts := parts || '{"account": "unchanged"}';
      end if;
    end if;
  end if;
  return jsonb_build_object('outcome', private.import_outcome(parts), 'parts', parts);
end
$$;

-- ----------------------------------------------------------------- tasks
-- SPEC §4 task form: a one-time task keeps a due date only, a recurring one a
-- start date only (the file's due date is its first occurrence), recurrence is
-- null for none; Business has no property, and a unit only for Unit scope.
create or replace function private.import_task_row(p_row jsonb) returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  task jsonb := private.import_fields(p_row -> 'task');
  t public.tasks;
  nt public.tasks;
  f public.tasks := jsonb_populate_record(null::public.tasks, task);
  pid uuid := private.import_property_id(task ->> 'property_name');
  found_unit uuid;
  found_vendor uuid;
  recurrence jsonb := case when coalesce(task -> 'recurrence' ->> 'type', 'none') = 'none' then null else task -> 'recurrence' end;
  due date;
  scope text;
  parts jsonb;
begin
  if nullif(btrim(task ->> 'unit_label'), '') is not null then
    if pid is null then
      raise exception 'Property is required';
    end if;
    select x.id into found_unit from public.units x
    where x.property_id = pid and private.import_same(x.unit_label, task ->> 'unit_label')
    order by x.created_at, x.id limit 1;
    if found_unit is null then
      raise exception 'Unit "%" not found at "%"', btrim(task ->> 'unit_label'), btrim(task ->> 'property_name');
    end if;
  end if;
  if nullif(btrim(task ->> 'vendor_name'), '') is not null then
    select x.id into found_vendor from public.vendors x where private.import_same(x.name, task ->> 'vendor_name')
    order by x.created_at, x.id limit 1;
    if found_vendor is null then
      raise exception 'Vendor "%" not found: import or add it first', btrim(task ->> 'vendor_name');
    end if;
  end if;
  scope := coalesce(nullif(btrim(f.scope), ''),
    case when found_unit is not null then 'Unit' when pid is not null then 'Property' else 'Business' end);
  due := coalesce(f.due_date, f.start_date);

  select * into t from public.tasks x
  where private.import_same(x.title, f.title)
    and x.property_id is not distinct from pid
    and coalesce(x.due_date, x.start_date) is not distinct from due
  order by x.created_at, x.id limit 1;

  nt := case when found then t else f end;
  nt.title := btrim(f.title);
  nt.scope := scope;
  nt.property_id := case when scope = 'Business' then null else pid end;
  nt.unit_id := case when scope = 'Unit' then found_unit end;
  nt.recurrence := recurrence;
  nt.due_date := case when recurrence is null then due end;
  nt.start_date := case when recurrence is null then null else due end;
  if task ? 'vendor_name' then nt.vendor_id := found_vendor; end if;
  if task ? 'end_date' then nt.end_date := f.end_date; end if;
  if task ? 'estimated_cost' then nt.estimated_cost := f.estimated_cost; end if;
  if task ? 'notes' then nt.notes := f.notes; end if;

  if t.id is null then
    insert into public.tasks (title, scope, property_id, unit_id, vendor_id, due_date, start_date, end_date, recurrence,
                              estimated_cost, notes)
    values (nt.title, nt.scope, nt.property_id, nt.unit_id, nt.vendor_id, nt.due_date, nt.start_date, nt.end_date,
            nt.recurrence, nt.estimated_cost, nt.notes)
    returning * into t;
    insert into public.activities (task_id, action, details) values (t.id, 'Created', '{"note": "Imported from a CSV file"}');
    parts := '{"task": "new"}';
  elsif nt is distinct from t then
    update public.tasks
    set title = nt.title, scope = nt.scope, property_id = nt.property_id, unit_id = nt.unit_id, vendor_id = nt.vendor_id,
        due_date = nt.due_date, start_date = nt.start_date, end_date = nt.end_date, recurrence = nt.recurrence,
        estimated_cost = nt.estimated_cost, notes = nt.notes
    where id = t.id;
    insert into public.activities (task_id, action, details) values (t.id, 'Edited', '{"note": "Updated from a CSV file"}');
    parts := '{"task": "update"}';
  else
    parts := '{"task": "unchanged"}';
  end if;
  return jsonb_build_object('outcome', private.import_outcome(parts), 'parts', parts);
end
$$;

-- ------------------------------------------------------------- the entry
create or replace function private.import_row(p_kind text, p_row jsonb) returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select case p_kind
    when 'properties' then private.import_property_row(p_row)
    when 'vendors' then private.import_vendor_row(p_row)
    else private.import_task_row(p_row)
  end
$$;

create or replace function public.import_csv_rows(p_kind text, p_rows jsonb, p_dry_run boolean default false)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  results jsonb[] := '{}';
  result jsonb;
  errors integer := 0;
  at_row integer := 0;
  item jsonb;
  st text;
  con text;
  tab text;
  col text;
  msg text;
begin
  if auth.uid() is null then
    raise exception 'Sign in to import' using errcode = '42501';
  end if;
  if p_kind is null or p_kind not in ('properties', 'vendors', 'tasks') then
    raise exception 'Unknown kind of import: %', coalesce(p_kind, 'none') using errcode = '22023';
  end if;
  if jsonb_typeof(p_rows) is distinct from 'array' then
    raise exception 'The rows must be a list' using errcode = '22023';
  end if;
  if jsonb_array_length(p_rows) > 5000 then
    raise exception 'At most 5,000 rows at once' using errcode = '22023';
  end if;

  if not p_dry_run then
    -- The import: one transaction without a savepoint per row; the first row that fails undoes all.
    begin
      for item in select e.value from jsonb_array_elements(p_rows) e loop
        at_row := at_row + 1;
        results := array_append(results, private.import_row(p_kind, item));
      end loop;
    exception when others then
      get stacked diagnostics st = returned_sqlstate, con = constraint_name, tab = table_name, col = column_name, msg = message_text;
      raise exception 'Nothing was imported: row %: %', at_row, private.import_error_message(st, con, tab, col, msg) using errcode = '22023';
    end;
    return jsonb_build_object('rows', to_jsonb(results), 'errors', 0);
  end if;

  -- The preview. First every row in one go: when none fails, that is the whole answer (a
  -- savepoint per row costs about as much as the row itself).
  begin
    for item in select e.value from jsonb_array_elements(p_rows) e loop
      results := array_append(results, private.import_row(p_kind, item));
    end loop;
    raise sqlstate 'LH001';
  exception
    when sqlstate 'LH001' then
      return jsonb_build_object('rows', to_jsonb(results), 'errors', 0);
    when others then
      results := '{}';
  end;

  -- Some row fails: again with each row in its own savepoint, so a failing row is reported and
  -- the next one goes on, seeing the rows before it; at the end every write of this call is undone.
  begin
    for item in select e.value from jsonb_array_elements(p_rows) e loop
      begin
        result := private.import_row(p_kind, item);
      exception when others then
        get stacked diagnostics st = returned_sqlstate, con = constraint_name, tab = table_name, col = column_name, msg = message_text;
        result := jsonb_build_object('outcome', 'error', 'message', private.import_error_message(st, con, tab, col, msg));
        errors := errors + 1;
      end;
      results := array_append(results, result);
    end loop;
    raise sqlstate 'LH001';
  exception when sqlstate 'LH001' then
    null;
  end;
  return jsonb_build_object('rows', to_jsonb(results), 'errors', errors);
end
$$;

revoke all on function public.import_csv_rows(text, jsonb, boolean) from public, anon;
grant execute on function public.import_csv_rows(text, jsonb, boolean) to authenticated, service_role;
do $$
declare
  f text;
begin
  foreach f in array array[
    'private.import_error_message(text, text, text, text, text)', 'private.import_fields(jsonb)',
    'private.import_outcome(jsonb)', 'private.import_same(text, text)', 'private.import_property_id(text)',
    'private.import_property_row(jsonb)', 'private.import_vendor_row(jsonb)', 'private.import_task_row(jsonb)',
    'private.import_row(text, jsonb)'
  ] loop
    execute format('revoke all on function %s from public', f);
    execute format('grant execute on function %s to authenticated, service_role', f);
  end loop;
end
$$;
