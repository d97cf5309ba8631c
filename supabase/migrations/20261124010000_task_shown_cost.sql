-- Issue 21: the tasks grid's Cost column shows the actual cost once it is known, else the estimate.
-- A computed field (a function of the row) lets PostgREST order the tasks by it, `order=shown_cost`,
-- so sorting by Cost stays in the database with the paging.
create or replace function public.shown_cost(t public.tasks) returns numeric
language sql
stable
set search_path = ''
as $$ select coalesce(t.actual_cost, t.estimated_cost) $$;

revoke all on function public.shown_cost(public.tasks) from public, anon;
grant execute on function public.shown_cost(public.tasks) to authenticated, service_role;
