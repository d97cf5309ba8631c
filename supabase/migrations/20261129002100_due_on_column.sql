-- The effective due date as a stored column, so that a signed-in landlord's date ranges use
-- the index. Deploys unchanged with `supabase db push`.
--
-- Row-level security evaluates its own condition (user_id = auth.uid()) before any condition
-- the query brings, unless that condition is leakproof. A comparison of plain columns is; the
-- rule's coalesce(...) is not, as far as the planner can tell. So a range on public.due_on(t)
-- (the dashboard's overdue and due-soon lists, the tasks list's windows) was a filter over
-- every open task of the account instead of an index range: 8 ms at 20,000 tasks, 55 ms at
-- 200,000. On a column, the same range is an index condition and reads only its own rows.

-- The rule, once: the next occurrence of a recurring task, else its due date, else its start
-- date (the browser's taskRules.effectiveDueDate). No SET options (its body names nothing a
-- search path could change), so the planner inlines it into public.due_on's callers.
create or replace function private.effective_due_on(p_next_due date, p_due date, p_start date) returns date
language sql
immutable
parallel safe
as $$
  select coalesce(p_next_due, p_due, p_start)
$$;

-- The indexes on the expression give way to indexes on the column.
drop index public.tasks_user_due_on_idx;
drop index public.tasks_user_status_due_on_idx;

alter table public.tasks
  add column due_on date generated always as (private.effective_due_on(next_due_date, due_date, start_date)) stored;

comment on column public.tasks.due_on is
  'The effective due date: the next occurrence of a recurring task, else its due date, else its start date. Computed by the database.';

create index tasks_user_due_on_idx on public.tasks (user_id, due_on, id);
create index tasks_user_status_due_on_idx on public.tasks (user_id, status, due_on, id);

-- For a row in hand, where the stored column may not be computed yet (a BEFORE trigger's NEW,
-- a row variable changed in plpgsql), the same rule on the row's fields. It moves to the private
-- schema: in public, a function of a tasks row is a PostgREST computed field, and this one would
-- shadow the column of the same name in the API's generated types.
create or replace function private.due_on(t public.tasks) returns date
language sql
immutable
as $$
  select private.effective_due_on(t.next_due_date, t.due_date, t.start_date)
$$;

create or replace function private.is_pending(t public.tasks, p_occurrence date) returns boolean
language sql
immutable
set search_path = ''
as $$
  select t.status = 'Open' and private.due_on(t) is not distinct from p_occurrence
$$;

create or replace function private.following_occurrence(t public.tasks) returns date
language sql
immutable
set search_path = ''
as $$
  select case when private.is_recurring(t.recurrence)
    then private.next_occurrence(t.recurrence, t.start_date, private.due_on(t), t.end_date) end
$$;

create or replace view public.task_due_dates with (security_invoker = true) as
select
  t.id,
  t.user_id,
  t.title,
  t.status,
  t.scope,
  t.property_id,
  t.due_on
from public.tasks t;

drop function public.due_on(public.tasks);

revoke all on function private.effective_due_on(date, date, date) from public, anon;
revoke all on function private.due_on(public.tasks) from public, anon;
grant execute on function private.effective_due_on(date, date, date) to authenticated, service_role;
grant execute on function private.due_on(public.tasks) to authenticated, service_role;

-- An export carries what a landlord wrote, not what the database computes from it: the import
-- skips generated columns already, and now the export leaves them out too.
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
    and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    and a.attname not in ('user_id', 'import_id');
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
