-- A CSV of units writes its rent charges once. import_csv_rows writes each row's unit in a
-- statement of its own (a row's failure names that row), so units_written, meant to write the
-- charges and standings of a whole statement's tenancies at its end, ran once per row: a
-- 2,000-unit CSV with tenants took over 8 s, hosted Supabase's limit for one statement, and
-- was refused. Now the rows' tenancies are gathered (a setting local to the transaction, undone
-- with a failed row's savepoint) and written after the last row; the preview, undone as a whole,
-- never writes them. Deploys unchanged with `supabase db push`.

-- Tenancies' rent charges, then their standings once (not after each charge): what a units
-- statement and a CSV import write for the tenancies they touched.
create or replace function private.charge_tenancies(p_ids uuid[]) returns void
language plpgsql
set search_path = ''
as $$
begin
  perform pg_catalog.set_config('landlord.defer_standings', 'on', true);
  perform private.write_rent_charges(p_ids);
  perform pg_catalog.set_config('landlord.defer_standings', '', true);
  perform private.refresh_standings(p_ids);
end
$$;

create or replace function private.units_written() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  ids uuid[];
begin
  if pg_catalog.pg_trigger_depth() <> 1
     or pg_catalog.current_setting('landlord.units_statement', true) is distinct from 'on' then
    return null;
  end if;
  perform pg_catalog.set_config('landlord.units_statement', '', true);
  if tg_op = 'INSERT' then
    select array_agg(t.id order by t.id) into ids
    from public.tenancies t
    where t.unit_id in (select n.id from new_units n);
  else
    -- Only the units whose tenant columns changed (not a renamed unit, not a note).
    select array_agg(t.id order by t.id) into ids
    from public.tenancies t
    where t.unit_id in (
      select n.id from new_units n join old_units o on o.id = n.id
      where (n.tenant_name, n.lease_status, n.lease_end_date, n.monthly_rent, n.security_deposit_amount, n.security_deposit_held_by)
        is distinct from (o.tenant_name, o.lease_status, o.lease_end_date, o.monthly_rent, o.security_deposit_amount, o.security_deposit_held_by));
  end if;
  if ids is null then
    return null;
  end if;
  -- A CSV import writes them once, after its last row (import_csv_rows).
  if pg_catalog.current_setting('landlord.units_deferred', true) = 'on' then
    perform pg_catalog.set_config('landlord.deferred_tenancies',
      pg_catalog.concat_ws(',', nullif(pg_catalog.current_setting('landlord.deferred_tenancies', true), ''),
                           pg_catalog.array_to_string(ids, ',')), true);
    return null;
  end if;
  perform private.charge_tenancies(ids);
  return null;
end
$$;

-- The charges and standings of the tenancies a CSV import's rows wrote, once for all of them.
create or replace function private.write_deferred_tenancies() returns void
language plpgsql
set search_path = ''
as $$
declare
  ids uuid[];
begin
  select pg_catalog.array_agg(distinct t.id order by t.id) into ids
  from public.tenancies t
  where t.id = any (pg_catalog.string_to_array(
    nullif(pg_catalog.current_setting('landlord.deferred_tenancies', true), ''), ',')::uuid[]);
  perform pg_catalog.set_config('landlord.units_deferred', '', true);
  perform pg_catalog.set_config('landlord.deferred_tenancies', '', true);
  if ids is null then
    return;
  end if;
  perform private.charge_tenancies(ids);
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
  if p_kind is null or p_kind not in ('properties', 'vendors', 'tasks', 'tenancies', 'rentPayments') then
    raise exception 'Unknown kind of import: %', coalesce(p_kind, 'none') using errcode = '22023';
  end if;
  if jsonb_typeof(p_rows) is distinct from 'array' then
    raise exception 'The rows must be a list' using errcode = '22023';
  end if;
  if jsonb_array_length(p_rows) > 5000 then
    raise exception 'At most 5,000 rows at once' using errcode = '22023';
  end if;
  -- Each row writes its unit in a statement of its own: the rent charges and standings of the
  -- tenancies those units wrote wait for the last row and are written once, for all of them.
  perform pg_catalog.set_config('landlord.units_deferred', 'on', true);
  perform pg_catalog.set_config('landlord.deferred_tenancies', '', true);

  if not p_dry_run then
    -- The import: one transaction without a savepoint per row; the first row that fails undoes all.
    begin
      for item in select e.value from jsonb_array_elements(p_rows) e loop
        at_row := at_row + 1;
        results := array_append(results, private.import_row(p_kind, item));
      end loop;
      perform private.write_deferred_tenancies();
    exception when others then
      get stacked diagnostics st = returned_sqlstate, con = constraint_name, tab = table_name, col = column_name, msg = message_text;
      raise exception 'Nothing was imported: row %: %', at_row, private.import_error_message(st, con, tab, col, msg) using errcode = '22023';
    end;
    return jsonb_build_object('rows', to_jsonb(results), 'errors', 0);
  end if;

  -- The preview: every write is undone at its end, so the deferred charges are never written. First every row in one go: when none fails, that is the whole answer (a
  -- savepoint per row costs about as much as the row itself).
  begin
    for item in select e.value from jsonb_array_elements(p_rows) e loop
      results := array_append(results, private.import_row(p_kind, item));
    end loop;
    raise sqlstate 'LH001';
  exception
    when sqlstate 'LH001' then
      perform pg_catalog.set_config('landlord.units_deferred', '', true);
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
  perform pg_catalog.set_config('landlord.units_deferred', '', true);
  return jsonb_build_object('rows', to_jsonb(results), 'errors', errors);
end
$$;

revoke all on function private.charge_tenancies(uuid[]) from public, anon;
grant execute on function private.charge_tenancies(uuid[]) to authenticated, service_role;
revoke all on function private.write_deferred_tenancies() from public, anon;
grant execute on function private.write_deferred_tenancies() to authenticated, service_role;
revoke all on function public.import_csv_rows(text, jsonb, boolean) from public, anon;
grant execute on function public.import_csv_rows(text, jsonb, boolean) to authenticated, service_role;
