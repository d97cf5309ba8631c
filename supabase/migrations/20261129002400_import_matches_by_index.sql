-- A CSV row finds the property, vendor or task it names through an index, whatever the account
-- holds. Under row-level security Postgres applies a query's own conditions after the policy's,
-- unless they are leakproof, and lower(btrim(...)) is not: each row's lookup filtered every
-- property, vendor or task of the account (a 2,000-row import into a ten-times account took
-- 2.7 times as long). These lookups run with the owner's rights, which skip the policy, and say
-- the policy's condition themselves: the caller's own rows, by auth.uid().

create index tasks_user_import_match_idx on public.tasks (user_id, lower(btrim(title)));

-- The caller's first property with this name and first address line (private.import_same's rule).
create function private.import_match_property(p_name text, p_address text) returns setof public.properties
language sql
stable
security definer
set search_path = ''
as $$
  select * from public.properties x
  where x.user_id = (select auth.uid())
    and lower(btrim(x.name)) = lower(btrim(p_name)) and lower(btrim(x.address_line1)) = lower(btrim(p_address))
  order by x.created_at, x.id
  limit 1
$$;

-- Every property of the caller's with this name (a name that is not unique is an error for its caller).
create function private.import_match_property_ids(p_name text) returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select array_agg(x.id) from public.properties x
  where x.user_id = (select auth.uid()) and lower(btrim(x.name)) = lower(btrim(p_name))
$$;

-- The caller's first vendor with this name.
create function private.import_match_vendor(p_name text) returns setof public.vendors
language sql
stable
security definer
set search_path = ''
as $$
  select * from public.vendors x
  where x.user_id = (select auth.uid()) and lower(btrim(x.name)) = lower(btrim(p_name))
  order by x.created_at, x.id
  limit 1
$$;

-- The caller's first task with this title, property and date (its due date, else its start date).
create function private.import_match_task(p_title text, p_property_id uuid, p_date date) returns setof public.tasks
language sql
stable
security definer
set search_path = ''
as $$
  select * from public.tasks x
  where x.user_id = (select auth.uid()) and lower(btrim(x.title)) = lower(btrim(p_title))
    and x.property_id is not distinct from p_property_id
    and coalesce(x.due_date, x.start_date) is not distinct from p_date
  order by x.created_at, x.id
  limit 1
$$;

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
  ids := private.import_match_property_ids(p_name);
  if ids is null then
    raise exception 'Property "%" not found', btrim(p_name);
  elsif cardinality(ids) > 1 then
    raise exception 'Several properties are named "%"; give them different names first', btrim(p_name);
  end if;
  return ids[1];
end
$$;

-- The row functions as before, each lookup by name through the functions above.
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

  select * into p from private.import_match_property(prop ->> 'name', prop ->> 'address_line1');
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
  select * into v from private.import_match_vendor(vendor ->> 'name');
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
    select x.id into found_vendor from private.import_match_vendor(task ->> 'vendor_name') x;
    if found_vendor is null then
      raise exception 'Vendor "%" not found: import or add it first', btrim(task ->> 'vendor_name');
    end if;
  end if;
  scope := coalesce(nullif(btrim(f.scope), ''),
    case when found_unit is not null then 'Unit' when pid is not null then 'Property' else 'Business' end);
  due := coalesce(f.due_date, f.start_date);

  select * into t from private.import_match_task(f.title, pid, due);

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

do $$
declare
  f text;
begin
  foreach f in array array[
    'private.import_match_property(text, text)', 'private.import_match_property_ids(text)',
    'private.import_match_vendor(text)', 'private.import_match_task(text, uuid, date)'
  ] loop
    execute format('revoke all on function %s from public, anon', f);
    execute format('grant execute on function %s to authenticated, service_role', f);
  end loop;
end
$$;
