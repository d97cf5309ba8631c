-- Money coming in, part five: a rent roll (tenancies) and past rent payments come in from a
-- spreadsheet through the same guided CSV import as properties, vendors and tasks. Deploys
-- unchanged with `supabase db push`.
--
-- Both find their unit by property name and unit label, as the caller (row-level security: only
-- the caller's units are found). Re-importing the same rows changes nothing.

-- A row's refusal in words: as before, and a sentence the database raised itself (a check of the
-- tenancies or payments, naming no constraint or column) is shown as it is.
create or replace function private.import_error_message(p_state text, p_constraint text, p_table text, p_column text, p_message text)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when coalesce(p_constraint, '') = '' and coalesce(p_column, '') = '' and p_message is not null then p_message
    when p_state in ('23514', '23505', '23503') then coalesce(
      (select m.message from private.constraint_messages m where m.constraint_name = p_constraint),
      'This row breaks the rule "' || p_constraint || '"')
    when p_state = '23502' then coalesce(
      (select m.message from private.constraint_messages m where m.constraint_name = p_table || '.' || p_column),
      initcap(replace(p_column, '_', ' ')) || ' is required')
    else p_message
  end
$$;

-- The caller's unit of a property, by the property's name and the unit's label.
create or replace function private.import_unit_id(p_property text, p_unit text) returns uuid
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_property uuid := private.import_property_id(p_property);
  found_id uuid;
begin
  if v_property is null then
    raise exception 'Property is required' using errcode = '23502';
  end if;
  if nullif(btrim(p_unit), '') is null then
    raise exception 'Unit is required' using errcode = '23502';
  end if;
  select u.id into found_id from public.units u
  where u.property_id = v_property and private.import_same(u.unit_label, p_unit)
  order by u.created_at, u.id limit 1;
  if found_id is null then
    raise exception 'Unit "%" not found at "%"', btrim(p_unit), btrim(p_property) using errcode = 'P0002';
  end if;
  return found_id;
end
$$;

-- One tenancy of a rent roll: {tenancy: {property_name, unit_label, tenant_name, tenant_email,
-- tenant_phone, start_on, ended_on, lease_end_on, monthly_rent, rent_due_day, grace_days,
-- late_fee_kind, late_fee_value, deposit_amount, deposit_held_by, rent_tracked_from}}. The same
-- tenancy is the unit's one with that move-in date, or the one the unit itself made (its start
-- unknown) for the same tenant: that one gets the move-in date and the rest.
create or replace function private.import_tenancy_row(p_row jsonb) returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  r jsonb := coalesce(p_row -> 'tenancy', '{}'::jsonb);
  v_unit uuid := private.import_unit_id(r ->> 'property_name', r ->> 'unit_label');
  name text := nullif(btrim(r ->> 'tenant_name'), '');
  tenants jsonb;
  t public.tenancies;
  n public.tenancies;
begin
  if name is null then
    raise exception 'Tenant is required' using errcode = '23502';
  end if;
  tenants := jsonb_build_array(jsonb_strip_nulls(jsonb_build_object(
    'name', name, 'email', nullif(btrim(r ->> 'tenant_email'), ''), 'phone', nullif(btrim(r ->> 'tenant_phone'), ''))));
  select * into t from public.tenancies x
  where x.unit_id = v_unit and x.start_on is not distinct from (r ->> 'start_on')::date
  order by x.created_at, x.id limit 1;
  if not found and r ->> 'start_on' is not null then
    select * into t from public.tenancies x
    where x.unit_id = v_unit and x.start_on is null and private.import_same(public.tenant_names(x.tenants), name)
    order by x.created_at, x.id limit 1;
  end if;

  n := jsonb_populate_record(coalesce(t, null::public.tenancies), jsonb_strip_nulls(jsonb_build_object(
    'start_on', r -> 'start_on', 'ended_on', r -> 'ended_on', 'lease_end_on', r -> 'lease_end_on',
    'monthly_rent', r -> 'monthly_rent', 'rent_due_day', r -> 'rent_due_day', 'grace_days', r -> 'grace_days',
    'late_fee_kind', r -> 'late_fee_kind', 'late_fee_value', r -> 'late_fee_value',
    'deposit_amount', r -> 'deposit_amount', 'deposit_held_by', r -> 'deposit_held_by',
    'rent_tracked_from', r -> 'rent_tracked_from')));
  n.tenants := case when t.id is not null and public.tenant_names(t.tenants) is not distinct from name then t.tenants else tenants end;
  n.lease_type := case when n.lease_end_on is not null then 'FixedTerm' else coalesce(t.lease_type, 'MonthToMonth') end;
  if n.late_fee_kind is not null and n.late_fee_value is null then
    raise exception 'A late fee needs an amount' using errcode = '23514';
  end if;

  if t.id is null then
    insert into public.tenancies (unit_id, tenants, start_on, ended_on, lease_type, lease_end_on, monthly_rent, rent_due_day,
                                  grace_days, late_fee_kind, late_fee_value, deposit_amount, deposit_held_by, rent_tracked_from)
    values (v_unit, n.tenants, n.start_on, n.ended_on, n.lease_type, n.lease_end_on, n.monthly_rent, coalesce(n.rent_due_day, 1),
            coalesce(n.grace_days, 5), n.late_fee_kind, n.late_fee_value, n.deposit_amount, n.deposit_held_by, n.rent_tracked_from);
    return jsonb_build_object('outcome', 'new', 'parts', '{"tenancy": "new"}'::jsonb);
  end if;
  if n is not distinct from t then
    return jsonb_build_object('outcome', 'unchanged', 'parts', '{"tenancy": "unchanged"}'::jsonb);
  end if;
  update public.tenancies x set
    tenants = n.tenants, start_on = n.start_on, ended_on = n.ended_on, lease_type = n.lease_type, lease_end_on = n.lease_end_on,
    monthly_rent = n.monthly_rent, rent_due_day = n.rent_due_day, grace_days = n.grace_days, late_fee_kind = n.late_fee_kind,
    late_fee_value = n.late_fee_value, deposit_amount = n.deposit_amount, deposit_held_by = n.deposit_held_by,
    rent_tracked_from = n.rent_tracked_from
  where x.id = t.id;
  return jsonb_build_object('outcome', 'update', 'parts', '{"tenancy": "update"}'::jsonb);
end
$$;

-- One past rent payment: {payment: {property_name, unit_label, tenant_name, paid_on, amount, method,
-- reference, memo}}, for the unit's tenancy on the day it was paid (of that tenant, when named).
-- A payment already there (same tenancy, day, amount and reference) is left as it is.
create or replace function private.import_rent_payment_row(p_row jsonb) returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  r jsonb := coalesce(p_row -> 'payment', '{}'::jsonb);
  v_unit uuid := private.import_unit_id(r ->> 'property_name', r ->> 'unit_label');
  v_paid_on date := (r ->> 'paid_on')::date;
  v_amount numeric := (r ->> 'amount')::numeric;
  v_tenancy uuid;
begin
  if v_paid_on is null then
    raise exception 'Paid on is required' using errcode = '23502';
  end if;
  if v_amount is null then
    raise exception 'Amount is required' using errcode = '23502';
  end if;
  select x.id into v_tenancy from public.tenancies x
  where x.unit_id = v_unit
    and (nullif(btrim(r ->> 'tenant_name'), '') is null or private.import_same(public.tenant_names(x.tenants), r ->> 'tenant_name'))
  order by daterange(x.start_on, x.ended_on, '[]') @> v_paid_on desc, x.start_on desc nulls last
  limit 1;
  if v_tenancy is null then
    raise exception 'No tenancy of unit "%"%', btrim(r ->> 'unit_label'),
      coalesce(' for "' || nullif(btrim(r ->> 'tenant_name'), '') || '"', '') using errcode = 'P0002';
  end if;
  if not exists (
    select 1 from public.tenancies x where x.id = v_tenancy and daterange(x.start_on, x.ended_on, '[]') @> v_paid_on
  ) and not exists (
    select 1 from public.tenancies x where x.id = v_tenancy and x.ended_on is not null and x.ended_on < v_paid_on
  ) then
    raise exception 'The tenancy of unit "%" starts after %', btrim(r ->> 'unit_label'), to_char(v_paid_on, 'FMMM/FMDD/YYYY')
      using errcode = '23514';
  end if;
  if exists (
    select 1 from public.rent_payments p
    where p.tenancy_id = v_tenancy and p.paid_on = v_paid_on
      and p.amount = v_amount and coalesce(p.reference, '') = coalesce(btrim(r ->> 'reference'), '')
  ) then
    return jsonb_build_object('outcome', 'unchanged', 'parts', '{"payment": "unchanged"}'::jsonb);
  end if;
  insert into public.rent_payments (tenancy_id, amount, paid_on, method, reference, memo)
  values (v_tenancy, v_amount, v_paid_on, coalesce(nullif(r ->> 'method', ''), 'Other'),
          nullif(btrim(r ->> 'reference'), ''), nullif(btrim(r ->> 'memo'), ''));
  return jsonb_build_object('outcome', 'new', 'parts', '{"payment": "new"}'::jsonb);
end
$$;

create or replace function private.import_row(p_kind text, p_row jsonb) returns jsonb
language sql
set search_path = ''
as $$
  select case p_kind
    when 'properties' then private.import_property_row(p_row)
    when 'vendors' then private.import_vendor_row(p_row)
    when 'tenancies' then private.import_tenancy_row(p_row)
    when 'rentPayments' then private.import_rent_payment_row(p_row)
    else private.import_task_row(p_row)
  end
$$;

-- As before, with the two kinds of money coming in.
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
  if p_kind is null or p_kind not in ('properties', 'vendors', 'tasks', 'tenancies', 'rentPayments') then
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
