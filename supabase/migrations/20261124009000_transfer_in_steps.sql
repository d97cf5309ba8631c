-- The whole-account export and import in short steps (issue 23, targets). Deploys unchanged
-- with `supabase db push`.
--
-- Hosted Supabase stops any statement of the authenticated role after 8 s. A large account's
-- export (38 MB of JSON) and its import, each one rpc, came close to that and passed it under
-- load. So the browser drives them in steps, each well below the limit:
--   export: export_account_manifest(), then export_account_table(table, after, limit) page by page;
--   import: import_account_begin(version) → import_account_rows(import, table, rows) per chunk,
--           parents first → import_account_finish(import); on any failure
--           import_account_abort(import) until it answers true.
-- The whole import is still all or nothing for the account: it starts only into an account
-- with no data, and an abort (or the next begin, after a closed tab) removes every row the
-- unfinished import wrote. export_account() and import_account() stay for small accounts and
-- scripts.

-- ----------------------------------------------------------------- export
create or replace function public.export_account_manifest() returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'Sign in to export your data' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'format', 'landlord-hq-export',
    'version', private.transfer_format_version(),
    'exported_at', now(),
    'tables', (select jsonb_agg(t.table_name order by t.position) from private.transfer_tables t));
end
$$;
revoke all on function public.export_account_manifest() from public, anon;
grant execute on function public.export_account_manifest() to authenticated, service_role;

-- One page of a table's rows (without user_id), in id order after p_after. Built as json, not
-- jsonb: the browser only reads it, and text json aggregates several times faster.
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
    and a.attnum > 0 and not a.attisdropped and a.attname <> 'user_id';
  if t.key_column = 'id' then
    execute format(
      'select coalesce(json_agg(r order by r.id), ''[]''::json) from (select %s from public.%I x where x.user_id = $1 and ($2::uuid is null or x.id > $2) order by x.id limit $3) r',
      cols, t.table_name)
      into result using uid, p_after, greatest(coalesce(p_limit, 10000), 1);
  else
    -- A one-row-per-user table (settings): one page.
    execute format('select coalesce(json_agg(r), ''[]''::json) from (select %s from public.%I x where x.user_id = $1) r', cols, t.table_name)
      into result using uid;
  end if;
  return result;
end
$$;
revoke all on function public.export_account_table(text, uuid, integer) from public, anon;
grant execute on function public.export_account_table(text, uuid, integer) to authenticated, service_role;

-- ----------------------------------------------------------------- import
-- An import under way: one per user. Its rows are the user's rows of the transfer tables.
create table private.account_imports (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  started_at timestamptz not null default now()
);
alter table private.account_imports enable row level security;
create policy "owner manages" on private.account_imports for all to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
revoke all on private.account_imports from public;
grant select, insert, delete on private.account_imports to authenticated, service_role;

-- Removes up to p_limit of the caller's rows of the transfer tables (children first), so that
-- each call stays short; true when none are left. Settings (one row per user) stay: an import
-- writes them last, so an unfinished one never has.
create or replace function private.transfer_clear(p_user uuid, p_limit integer) returns boolean
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  t private.transfer_tables;
  n bigint;
  budget bigint := p_limit;
begin
  for t in select * from private.transfer_tables where key_column = 'id' order by position desc loop
    execute format('delete from public.%I where id in (select x.id from public.%I x where x.user_id = $1 limit $2)', t.table_name, t.table_name)
      using p_user, budget;
    get diagnostics n = row_count;
    budget := budget - n;
    if budget <= 0 then
      return false;
    end if;
  end loop;
  return true;
end
$$;
revoke all on function private.transfer_clear(uuid, integer) from public;
grant execute on function private.transfer_clear(uuid, integer) to authenticated, service_role;

-- Starts an import: checks the format version and that the account has no data, and answers
-- the import's id and the tables in the order their rows must come (parents first). An
-- unfinished import of this user (a closed tab) is removed first.
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
  if exists (select 1 from private.account_imports i where i.user_id = uid) then
    if not private.transfer_clear(uid, 20000) then
      raise exception 'An earlier import that did not finish is still being removed. Try again in a moment.' using errcode = '22023';
    end if;
    delete from private.account_imports i where i.user_id = uid;
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
revoke all on function public.import_account_begin(integer) from public, anon;
grant execute on function public.import_account_begin(integer) to authenticated, service_role;

-- One chunk of one table's exported rows, set-based as import_account() writes them: fields
-- and timestamps kept, ids remapped with private.transfer_id. Answers the rows written.
create or replace function public.import_account_rows(p_import uuid, p_table text, p_rows jsonb) returns integer
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
  n integer;
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
  begin
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
      and a.attname <> 'user_id'
      and (p_rows -> 0) ? a.attname;
    if t.key_column = 'user_id' then
      execute format('delete from public.%I where user_id = $1', t.table_name) using uid;
    end if;
    execute format('insert into public.%I (user_id, %s) select $1, %s from jsonb_populate_recordset(null::public.%I, $2) r',
      t.table_name, cols, exprs, t.table_name) using uid, p_rows;
    get diagnostics n = row_count;
  exception when others then
    raise exception 'The export could not be imported (%): %', replace(t.table_name, '_', ' '), sqlerrm using errcode = '22023';
  end;
  return n;
end
$$;
revoke all on function public.import_account_rows(uuid, text, jsonb) from public, anon;
grant execute on function public.import_account_rows(uuid, text, jsonb) to authenticated, service_role;

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
end
$$;
revoke all on function public.import_account_finish(uuid) from public, anon;
grant execute on function public.import_account_finish(uuid) to authenticated, service_role;

-- Undoes an unfinished import, a few thousand rows per call: true when the account is back to
-- no data (call again while false). Only an import under way can be undone, never an account.
create or replace function public.import_account_abort(p_import uuid) returns boolean
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
begin
  if uid is null then
    raise exception 'Sign in to import your data' using errcode = '42501';
  end if;
  if not exists (select 1 from private.account_imports i where i.id = p_import and i.user_id = uid) then
    return true;
  end if;
  if not private.transfer_clear(uid, 10000) then
    return false;
  end if;
  delete from private.account_imports i where i.id = p_import;
  return true;
end
$$;
revoke all on function public.import_account_abort(uuid) from public, anon;
grant execute on function public.import_account_abort(uuid) to authenticated, service_role;

-- ------------------------------------------------------- the CSV preview's lookups
-- Each CSV row looks up its property by name + address, its unit by label and its vendor by
-- name, case and spaces ignored (private.import_same): with these an account of hundreds of
-- properties answers each lookup from an index.
create index if not exists properties_user_import_match_idx
  on public.properties (user_id, lower(btrim(name)), lower(btrim(address_line1)));
create index if not exists units_property_import_match_idx on public.units (property_id, lower(btrim(unit_label)));
create index if not exists vendors_user_import_match_idx on public.vendors (user_id, lower(btrim(name)));
