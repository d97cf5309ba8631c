-- Performance for a large portfolio (issue 13): what `npm run bench` found on the
-- large seed (200 properties, 2,000 units, 20,000 tasks). Deploys unchanged with
-- `supabase db push`.

-- The tasks list reads one page at a time, ordered and filtered by the date a
-- task is due: the next occurrence of a recurring task, else its due date, else
-- its start date (the app's effectiveDueDate). PostgREST can order and filter
-- by a function of the row (a computed column: `order=due_on`, `due_on=lt.…`).
-- Plain SQL without SET options, so the planner inlines it and the expression
-- index below serves the order and the range.
create or replace function public.due_on(t public.tasks) returns date
language sql
immutable
as $$
  select coalesce(t.next_due_date, t.due_date, t.start_date)
$$;

revoke all on function public.due_on(public.tasks) from public, anon;
grant execute on function public.due_on(public.tasks) to authenticated, service_role;

-- One owner's tasks by due date, then id: the first page of the list is a
-- range scan that stops after the page, not a sort of every task.
create index tasks_user_due_on_idx
  on public.tasks (user_id, (coalesce(next_due_date, due_date, start_date)), id);

-- unit_latest_notes (distinct on unit_id, newest first) for one owner: read in
-- index order, without sorting every note of the portfolio.
create index unit_notes_user_unit_created_idx
  on public.unit_notes (user_id, unit_id, created_at desc, id desc);
