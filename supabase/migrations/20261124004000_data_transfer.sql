-- Data in from a spreadsheet, and the whole account out and back in (issue 23).
-- Deploys unchanged with `supabase db push`.
--
-- Every function runs as the caller (security invoker): row-level security and the
-- composite (parent_id, user_id) foreign keys decide what a user may read and
-- write, so an import can only ever touch the caller's own rows. Each call is one
-- transaction: it writes everything or, on any error, nothing.

-- ------------------------------------------------------ what an export holds
-- The tables of a whole-account export, in the order an import writes them
-- (parents first). `refs` are the columns holding ids of other exported rows;
-- the import remaps them with the row ids. A table added later (payments) joins
-- with one insert in its own migration, e.g.
--   insert into private.transfer_tables values (110, 'payments', 'id', '{unit_id}');
-- `key_column` 'user_id' marks a one-row-per-user table: an import replaces it.
create table private.transfer_tables (
  position integer primary key,
  table_name text not null unique,
  key_column text not null,
  refs text[] not null default '{}'
);
revoke all on private.transfer_tables from public;
grant select on private.transfer_tables to authenticated, service_role;

insert into private.transfer_tables (position, table_name, key_column, refs) values
  (10, 'property_managers', 'id', '{}'),
  (20, 'properties', 'id', '{property_manager_id}'),
  (30, 'units', 'id', '{property_id}'),
  (40, 'vendors', 'id', '{}'),
  (50, 'vendor_property_accounts', 'id', '{vendor_id,property_id}'),
  (60, 'tasks', 'id', '{property_id,unit_id,vendor_id}'),
  (70, 'activities', 'id', '{task_id}'),
  (80, 'unit_notes', 'id', '{unit_id}'),
  (90, 'scheduled_rent_increases', 'id', '{unit_id}'),
  (100, 'user_settings', 'user_id', '{}');

-- An exported id becomes a new id that depends only on the importing user and the
-- old id: every reference to a row lands on that row's new id without a lookup
-- table, and importing the same export into two accounts of one database never
-- collides.
-- Plain SQL without SET options, so the planner inlines it into the bulk inserts.
create or replace function private.transfer_id(p_user uuid, p_old uuid) returns uuid
language sql immutable
as $$
  select case when p_old is null then null else pg_catalog.md5(p_user::text || ':' || p_old::text)::uuid end
$$;
revoke all on function private.transfer_id(uuid, uuid) from public;
grant execute on function private.transfer_id(uuid, uuid) to authenticated, service_role;

-- The format of export_account(); an export with a higher version is refused.
create or replace function private.transfer_format_version() returns integer
language sql immutable
set search_path = ''
as $$ select 1 $$;
grant execute on function private.transfer_format_version() to authenticated, service_role;

-- ------------------------------------------------------------------ export
-- Every row the caller owns, table by table, without user_id (the importing
-- account supplies its own). The browser adds the calculator's saved deals.
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
      'select coalesce(jsonb_agg(to_jsonb(r) - ''user_id'' order by r.%I), ''[]''::jsonb) from public.%I r where r.user_id = $1',
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
revoke all on function public.export_account() from public, anon;
grant execute on function public.export_account() to authenticated, service_role;

-- ------------------------------------------------------------------ import
-- An export into an account with no data, in one transaction: rows keep their
-- fields and timestamps, ids are remapped (private.transfer_id) and so every
-- relationship is preserved. Columns the export lacks (an older format) take
-- their defaults; fields the export has that this schema lacks are ignored.
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
      -- The columns of this table that the export carries (its rows all have the same keys).
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
revoke all on function public.import_account(jsonb) from public, anon;
grant execute on function public.import_account(jsonb) to authenticated, service_role;
