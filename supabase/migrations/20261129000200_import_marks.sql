-- An unfinished whole-account import is removed by its own rows only, in short steps, and says
-- which row of a file the database refused. Deploys unchanged with `supabase db push`.
--
-- Clearing by "every row of the account" would take data the landlord added after a closed tab,
-- and clearing in one call cannot finish for a large import within the statement limit.
--
-- The design:
--   * Every row an import writes carries the import's id in `import_id` (a column default read
--     from a transaction-local setting that import_account_rows sets, so rows the triggers write
--     during the import, e.g. the ledger's payments, carry it too).
--   * private.account_imports stays the list of unfinished imports (one per user). Finishing
--     deletes the import's entry and leaves the marks on the rows: rewriting every row to clear
--     them would take a large import past the 8 s statement limit and bump each row's
--     updated_at (an import keeps its timestamps). A mark whose import is not in
--     account_imports means nothing; import ids are random and never reused.
--   * import_account_clear(import, limit) deletes at most `limit` rows of an unfinished import
--     (children first) and answers how many remain. An imported row the landlord has since
--     built on (a task of their own on an imported property) becomes theirs instead of taking
--     their row with it. It never raises for a large import: each call makes progress.
--   * import_account_begin refuses, with SQLSTATE 55000, while an unfinished import has rows;
--     account_unfinished_import() lets Settings offer to remove them after any reload.
--   * import_account_rows(…, p_first_row) names the refused row and field in words.

-- ------------------------------------------------------------- the marks
alter table private.transfer_tables add column row_label text;
update private.transfer_tables t set row_label = l.label
from (values
  ('property_managers', 'Property manager'),
  ('properties', 'Property'),
  ('units', 'Unit'),
  ('vendors', 'Vendor'),
  ('vendor_property_accounts', 'Vendor account'),
  ('tasks', 'Task'),
  ('payments', 'Payment'),
  ('activities', 'Task activity'),
  ('unit_notes', 'Note'),
  ('scheduled_rent_increases', 'Rent increase'),
  ('user_settings', 'Settings')) as l(table_name, label)
where l.table_name = t.table_name;

-- The setting's default is stable (not volatile), so adding the column rewrites no table. The
-- one-row-per-user table (settings) has no mark: an import replaces it.
do $$
declare
  t private.transfer_tables;
begin
  for t in select * from private.transfer_tables where key_column = 'id' order by position loop
    execute format($f$alter table public.%I add column import_id uuid default nullif(pg_catalog.current_setting('landlord.import_id', true), '')::uuid$f$, t.table_name);
    execute format('create index %I on public.%I (import_id) where import_id is not null', t.table_name || '_import_idx', t.table_name);
    execute format('comment on column public.%I.import_id is %L', t.table_name,
      'The whole-account import that wrote this row; it counts only while that import is in private.account_imports (unfinished).');
  end loop;
end
$$;

-- Rows of this import still in the caller's account (row-level security keeps it to the caller).
create or replace function private.import_rows_left(p_import uuid) returns bigint
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  t private.transfer_tables;
  n bigint;
  total bigint := 0;
begin
  for t in select * from private.transfer_tables where key_column = 'id' loop
    execute format('select count(*) from public.%I where import_id = $1', t.table_name) into n using p_import;
    total := total + n;
  end loop;
  return total;
end
$$;
revoke all on function private.import_rows_left(uuid) from public;
grant execute on function private.import_rows_left(uuid) to authenticated, service_role;

-- A condition on `x`, a row of p_table: some row that is not of import $1 refers to it (through
-- any foreign key of the transfer tables, composite ones column by column).
create or replace function private.transfer_built_on(p_table text) returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(string_agg(format('exists (select 1 from %s c where %s and c.import_id is distinct from $1)', c.conrelid::regclass,
    (select string_agg(format('c.%I = x.%I', a.attname, b.attname), ' and ')
     from unnest(c.conkey, c.confkey) k(child, parent)
     join pg_catalog.pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.child
     join pg_catalog.pg_attribute b on b.attrelid = c.confrelid and b.attnum = k.parent)), ' or '), 'false')
  from pg_catalog.pg_constraint c
  where c.contype = 'f' and c.confrelid = format('public.%I', p_table)::regclass
    and c.conrelid in (select format('public.%I', t.table_name)::regclass from private.transfer_tables t where t.key_column = 'id')
$$;
revoke all on function private.transfer_built_on(text) from public;
grant execute on function private.transfer_built_on(text) to authenticated, service_role;

-- The clearing that removed every row of an account is gone: nothing may call it again.
drop function private.transfer_clear(uuid, integer);

-- ------------------------------------------------------------- clearing
-- Removes at most p_limit rows of the caller's unfinished import (children before parents) and
-- answers how many are left; at 0 the import is gone. An id that is not an unfinished import of
-- the caller answers 0 and touches nothing. Rows go 500 at a time and a call stops taking more
-- after 2 s: a parent's delete costs a lookup per child table, and with stale planner statistics
-- (right after a large import) 5,000 properties took 20 s on the local stack, 0.7 s with fresh
-- ones. Each call removes at least one batch, so the rows left always fall.
create or replace function public.import_account_clear(p_import uuid, p_limit integer default 5000) returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  t private.transfer_tables;
  budget integer := least(greatest(coalesce(p_limit, 5000), 1), 10000);
  started timestamptz := clock_timestamp();
  built_on text;
  batch integer;
  n integer;
  remaining bigint;
begin
  if uid is null then
    raise exception 'Sign in to import your data' using errcode = '42501';
  end if;
  if not exists (select 1 from private.account_imports i where i.id = p_import and i.user_id = uid) then
    return 0;
  end if;
  <<tables>>
  for t in select * from private.transfer_tables where key_column = 'id' order by position desc loop
    built_on := private.transfer_built_on(t.table_name);
    loop
      batch := least(budget, 500);
      execute format('delete from public.%1$I where id in (select x.id from public.%1$I x where x.import_id = $1 and not (%2$s) limit $2)', t.table_name, built_on)
        using p_import, batch;
      get diagnostics n = row_count;
      budget := budget - n;
      exit tables when budget <= 0 or clock_timestamp() - started > interval '2 seconds';
      exit when n < batch;
    end loop;
    -- The landlord's own rows hang on these: they stay, as the landlord's.
    loop
      batch := least(budget, 500);
      execute format('update public.%1$I set import_id = null where id in (select x.id from public.%1$I x where x.import_id = $1 and (%2$s) limit $2)', t.table_name, built_on)
        using p_import, batch;
      get diagnostics n = row_count;
      budget := budget - n;
      exit tables when budget <= 0 or clock_timestamp() - started > interval '2 seconds';
      exit when n < batch;
    end loop;
  end loop;
  remaining := private.import_rows_left(p_import);
  if remaining = 0 then
    delete from private.account_imports i where i.id = p_import;
  end if;
  return least(remaining, 2147483647)::integer;
end
$$;
revoke all on function public.import_account_clear(uuid, integer) from public, anon;
grant execute on function public.import_account_clear(uuid, integer) to authenticated, service_role;

-- The earlier name, for callers that loop until true.
create or replace function public.import_account_abort(p_import uuid) returns boolean
language sql
volatile
security invoker
set search_path = ''
as $$
  select public.import_account_clear(p_import) = 0
$$;
revoke all on function public.import_account_abort(uuid) from public, anon;
grant execute on function public.import_account_abort(uuid) to authenticated, service_role;

-- The caller's unfinished import, for Settings: {import, started_at, rows} or null.
create or replace function public.account_unfinished_import() returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  i private.account_imports;
begin
  select * into i from private.account_imports x where x.user_id = (select auth.uid());
  if not found then
    return null;
  end if;
  return jsonb_build_object('import', i.id, 'started_at', i.started_at, 'rows', private.import_rows_left(i.id));
end
$$;
revoke all on function public.account_unfinished_import() from public, anon;
grant execute on function public.account_unfinished_import() to authenticated, service_role;

-- ------------------------------------------------------------- begin
create or replace function public.import_account_begin(p_version integer) returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  t private.transfer_tables;
  has_rows boolean;
  nonempty text[] := '{}';
  earlier uuid;
  earlier_rows bigint;
  import_id uuid;
begin
  if uid is null then
    raise exception 'Sign in to import your data' using errcode = '42501';
  end if;
  if p_version is null then
    raise exception 'This export has no format version' using errcode = '22023';
  end if;
  if p_version > private.transfer_format_version() then
    raise exception 'This export was made by a newer version of Landlord HQ (format %; this one reads up to %). Update the app, then import it.',
      p_version, private.transfer_format_version() using errcode = '22023';
  end if;
  select i.id into earlier from private.account_imports i where i.user_id = uid;
  if found then
    earlier_rows := private.import_rows_left(earlier);
    -- The app reads 55000 as "offer to remove the unfinished import"; its rows are never removed unasked.
    if earlier_rows > 0 then
      raise exception 'An earlier import did not finish: % of its rows are still in this account. Remove them (Settings, Your data), then import again.',
        pg_catalog.to_char(earlier_rows, 'FM999,999,999,990') using errcode = '55000', hint = 'unfinished-import';
    end if;
    delete from private.account_imports i where i.id = earlier;
  end if;
  for t in select * from private.transfer_tables where key_column <> 'user_id' order by position loop
    execute format('select exists (select 1 from public.%I where user_id = $1)', t.table_name) into has_rows using uid;
    if has_rows then
      nonempty := nonempty || replace(t.table_name, '_', ' ');
    end if;
  end loop;
  if cardinality(nonempty) > 0 then
    raise exception 'This account already has data (%). Import into an account with no data, e.g. a new sign-up.',
      array_to_string(nonempty, ', ') using errcode = '22023';
  end if;
  insert into private.account_imports (user_id) values (uid) returning id into import_id;
  return jsonb_build_object('import', import_id,
    'tables', (select jsonb_agg(x.table_name order by x.position) from private.transfer_tables x));
end
$$;

-- ------------------------------------------------------------- a refused row in words
-- Why the database refused a row, in the words of its fields: `status "Bogus" is not one of
-- Scheduled, Applied, Cancelled, Overdue`. The constraint's own definition gives the columns
-- and, for a list of values, the values allowed.
create or replace function private.transfer_row_problem(p_table text, p_row jsonb, p_state text, p_constraint text, p_column text, p_message text)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  def text;
  cols text[];
  col text;
  val text;
  allowed text[];
  bound text;
begin
  if coalesce(p_constraint, '') <> '' then
    select pg_catalog.pg_get_constraintdef(c.oid),
           array(select a.attname::text from unnest(c.conkey) k(n) join pg_catalog.pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n
                 where a.attname <> 'user_id' order by k.n)
      into def, cols
    from pg_catalog.pg_constraint c
    where c.conrelid = format('public.%I', p_table)::regclass and c.conname = p_constraint;
  end if;
  col := coalesce(nullif(p_column, ''), cols[1]);
  val := case when jsonb_typeof(p_row) = 'object' and col is not null then p_row ->> col end;
  case
    when p_state = '23502' then
      return format('%s is required', replace(col, '_', ' '));
    when p_state = '23514' and cardinality(cols) = 1 then
      if val is null or btrim(val) = '' then
        return format('%s is required', replace(col, '_', ' '));
      end if;
      if def ~ '= ANY \(ARRAY\[' then
        allowed := array(select m[1] from regexp_matches(def, '''((?:[^'']|'''')*)''::text', 'g') m);
        return format('%s "%s" is not one of %s', replace(col, '_', ' '), val, array_to_string(allowed, ', '));
      end if;
      bound := substring(def from '>= \(?(-?[0-9.]+)\)?');
      if bound is not null then
        return format('%s %s is below %s', replace(col, '_', ' '), val, bound);
      end if;
      bound := substring(def from '> \(?(-?[0-9.]+)\)?');
      if bound is not null then
        return format('%s %s must be more than %s', replace(col, '_', ' '), val, bound);
      end if;
      return format('%s "%s" is not allowed', replace(col, '_', ' '), val);
    when p_state = '23514' and cardinality(cols) > 1 then
      return format('%s do not go together (%s)',
        array_to_string(array(select replace(c, '_', ' ') from unnest(cols) c), ', '),
        replace(regexp_replace(p_constraint, '^' || p_table || '_', ''), '_', ' '));
    when p_state = '23503' then
      return format('%s refers to a row that is not in the file', replace(col, '_', ' '));
    when p_state = '23505' then
      return format('it repeats another row of the file (%s)', array_to_string(array(select replace(c, '_', ' ') from unnest(cols) c), ', '));
    when p_state like '22%' and p_state <> '22023' then
      return format('a value has the wrong format (%s)', p_message);
    when p_state like 'P0%' or p_state = '22023' then
      return p_message;
    else
      return format('it could not be saved (%s)', coalesce(nullif(p_constraint, ''), p_state));
  end case;
end
$$;
revoke all on function private.transfer_row_problem(text, jsonb, text, text, text, text) from public;
grant execute on function private.transfer_row_problem(text, jsonb, text, text, text, text) to authenticated, service_role;

-- ------------------------------------------------------------- one chunk
-- p_first_row: the number, in its table of the file, of the chunk's first row, so a refused row
-- is named as the landlord counts it: "Rent increase 3: status "Bogus" is not one of …".
drop function public.import_account_rows(uuid, text, jsonb);
create or replace function public.import_account_rows(p_import uuid, p_table text, p_rows jsonb, p_first_row integer default 1) returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  t private.transfer_tables;
  cols text;
  exprs text;
  insert_sql text;
  n integer;
  bad integer;
  st text;
  msg text;
  con text;
  colname text;
begin
  if uid is null then
    raise exception 'Sign in to import your data' using errcode = '42501';
  end if;
  if not exists (select 1 from private.account_imports i where i.id = p_import and i.user_id = uid) then
    raise exception 'This import is no longer under way (it finished, failed or was started again). Import the file again.' using errcode = '22023';
  end if;
  select * into t from private.transfer_tables x where x.table_name = p_table;
  if not found then
    raise exception 'Unknown table: %', coalesce(p_table, 'none') using errcode = '22023';
  end if;
  if jsonb_typeof(p_rows) is distinct from 'array' then
    raise exception 'The export''s % are not a list', replace(p_table, '_', ' ') using errcode = '22023';
  end if;
  if jsonb_array_length(p_rows) = 0 then
    return 0;
  end if;
  -- Every row written in this transaction, by this insert or by a trigger, carries the mark.
  perform pg_catalog.set_config('landlord.import_id', p_import::text, true);
  select string_agg(quote_ident(a.attname), ', ' order by a.attnum),
         string_agg(
           case when a.attname = t.key_column or a.attname = any (t.refs)
             then format('private.transfer_id($1, r.%I)', a.attname)
             else format('r.%I', a.attname) end,
           ', ' order by a.attnum)
    into cols, exprs
  from pg_catalog.pg_attribute a
  where a.attrelid = format('public.%I', t.table_name)::regclass
    and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    and a.attname not in ('user_id', 'import_id')
    and jsonb_typeof(p_rows -> 0) = 'object' and (p_rows -> 0) ? a.attname;
  insert_sql := format('insert into public.%I (user_id, %s) select $1, %s from jsonb_populate_recordset(null::public.%I, $2) r',
    t.table_name, cols, exprs, t.table_name);
  begin
    if t.key_column = 'user_id' then
      execute format('delete from public.%I where user_id = $1', t.table_name) using uid;
    end if;
    execute insert_sql using uid, p_rows;
    get diagnostics n = row_count;
  exception when others then
    get stacked diagnostics st = returned_sqlstate, msg = message_text, con = constraint_name, colname = column_name;
    -- Which row: each alone, in its own subtransaction, until one is refused. The raise below
    -- rolls all of them back.
    if t.key_column = 'user_id' then
      execute format('delete from public.%I where user_id = $1', t.table_name) using uid;
    end if;
    for i in 0 .. jsonb_array_length(p_rows) - 1 loop
      begin
        execute insert_sql using uid, jsonb_build_array(p_rows -> i);
      exception when others then
        get stacked diagnostics st = returned_sqlstate, msg = message_text, con = constraint_name, colname = column_name;
        bad := i;
        exit;
      end;
    end loop;
    raise exception '% %: %', t.row_label, coalesce(p_first_row, 1) + coalesce(bad, 0),
      private.transfer_row_problem(t.table_name, p_rows -> coalesce(bad, 0), st, con, colname, msg)
      using errcode = '22023', detail = format('row %s', coalesce(p_first_row, 1) + coalesce(bad, 0));
  end;
  return n;
end
$$;
revoke all on function public.import_account_rows(uuid, text, jsonb, integer) from public, anon;
grant execute on function public.import_account_rows(uuid, text, jsonb, integer) to authenticated, service_role;

-- ------------------------------------------------------------- the mark stays out of files
create or replace function public.export_account_table(p_table text, p_after uuid default null, p_limit integer default 10000)
returns json
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  t private.transfer_tables;
  cols text;
  result json;
begin
  if uid is null then
    raise exception 'Sign in to export your data' using errcode = '42501';
  end if;
  select * into t from private.transfer_tables x where x.table_name = p_table;
  if not found then
    raise exception 'Unknown table: %', coalesce(p_table, 'none') using errcode = '22023';
  end if;
  select string_agg(format('x.%I', a.attname), ', ' order by a.attnum) into cols
  from pg_catalog.pg_attribute a
  where a.attrelid = format('public.%I', t.table_name)::regclass
    and a.attnum > 0 and not a.attisdropped and a.attname not in ('user_id', 'import_id');
  if t.key_column = 'id' then
    execute format(
      'select coalesce(json_agg(r order by r.id), ''[]''::json) from (select %s from public.%I x where x.user_id = $1 and ($2::uuid is null or x.id > $2) order by x.id limit $3) r',
      cols, t.table_name)
      into result using uid, p_after, greatest(coalesce(p_limit, 10000), 1);
  else
    execute format('select coalesce(json_agg(r), ''[]''::json) from (select %s from public.%I x where x.user_id = $1) r', cols, t.table_name)
      into result using uid;
  end if;
  return result;
end
$$;

create or replace function public.export_account() returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  t private.transfer_tables;
  rows jsonb;
  tables jsonb := '{}'::jsonb;
begin
  if uid is null then
    raise exception 'Sign in to export your data' using errcode = '42501';
  end if;
  for t in select * from private.transfer_tables order by position loop
    execute format(
      'select coalesce(jsonb_agg(to_jsonb(r) - ''user_id'' - ''import_id'' order by r.%I), ''[]''::jsonb) from public.%I r where r.user_id = $1',
      t.key_column, t.table_name)
      into rows using uid;
    tables := tables || jsonb_build_object(t.table_name, rows);
  end loop;
  return jsonb_build_object(
    'format', 'landlord-hq-export',
    'version', private.transfer_format_version(),
    'exported_at', now(),
    'tables', tables);
end
$$;

-- The one-call import for small accounts and scripts: one transaction, so it needs no marks; a
-- file's own import_id (hand-edited) is ignored.
create or replace function public.import_account(p_data jsonb) returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  t private.transfer_tables;
  rows jsonb;
  cols text;
  exprs text;
  n bigint;
  has_rows boolean;
  nonempty text[] := '{}';
  counts jsonb := '{}'::jsonb;
  failed_table text;
  -- Read once: a large argument may arrive compressed, and each -> would unpack it again.
  tables jsonb := p_data -> 'tables';
begin
  if uid is null then
    raise exception 'Sign in to import your data' using errcode = '42501';
  end if;
  if jsonb_typeof(p_data) is distinct from 'object' or p_data ->> 'format' is distinct from 'landlord-hq-export'
     or jsonb_typeof(p_data -> 'tables') is distinct from 'object' then
    raise exception 'This file is not a Landlord HQ export' using errcode = '22023';
  end if;
  if jsonb_typeof(p_data -> 'version') is distinct from 'number' then
    raise exception 'This export has no format version' using errcode = '22023';
  end if;
  if (p_data ->> 'version')::numeric > private.transfer_format_version() then
    raise exception 'This export was made by a newer version of Landlord HQ (format %; this one reads up to %). Update the app, then import it.',
      p_data ->> 'version', private.transfer_format_version() using errcode = '22023';
  end if;

  for t in select * from private.transfer_tables where key_column <> 'user_id' order by position loop
    execute format('select exists (select 1 from public.%I where user_id = $1)', t.table_name) into has_rows using uid;
    if has_rows then
      nonempty := nonempty || replace(t.table_name, '_', ' ');
    end if;
  end loop;
  if cardinality(nonempty) > 0 then
    raise exception 'This account already has data (%). Import into an account with no data, e.g. a new sign-up.',
      array_to_string(nonempty, ', ') using errcode = '22023';
  end if;

  begin
    for t in select * from private.transfer_tables order by position loop
      failed_table := t.table_name;
      rows := coalesce(tables -> t.table_name, '[]'::jsonb);
      if jsonb_typeof(rows) <> 'array' then
        raise exception 'The export''s % are not a list', t.table_name using errcode = '22023';
      end if;
      if jsonb_array_length(rows) = 0 then
        counts := counts || jsonb_build_object(t.table_name, 0);
        continue;
      end if;
      select string_agg(quote_ident(a.attname), ', ' order by a.attnum),
             string_agg(
               case when a.attname = t.key_column or a.attname = any (t.refs)
                 then format('private.transfer_id($1, r.%I)', a.attname)
                 else format('r.%I', a.attname) end,
               ', ' order by a.attnum)
        into cols, exprs
      from pg_catalog.pg_attribute a
      where a.attrelid = format('public.%I', t.table_name)::regclass
        and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        and a.attname not in ('user_id', 'import_id')
        and (rows -> 0) ? a.attname;
      if t.key_column = 'user_id' then
        execute format('delete from public.%I where user_id = $1', t.table_name) using uid;
      end if;
      execute format('insert into public.%I (user_id, %s) select $1, %s from jsonb_populate_recordset(null::public.%I, $2) r',
        t.table_name, cols, exprs, t.table_name) using uid, rows;
      get diagnostics n = row_count;
      counts := counts || jsonb_build_object(t.table_name, n);
    end loop;
  exception
    when sqlstate '22023' then
      raise;
    when others then
      raise exception 'The export could not be imported (%): %', replace(failed_table, '_', ' '), sqlerrm using errcode = '22023';
  end;
  return jsonb_build_object('counts', counts);
end
$$;
