-- The payments' statement trigger found the rows an UPDATE changed by joining its transition tables
-- on id. Transition tables have no statistics or indexes, so the planner chose a nested loop over a
-- tuplestore: an update of n payments cost n² (an account import, a backfill, or the bill-jump
-- refresh's own update of every payment of a batch). Two set differences find the same rows with
-- hashing, in time linear in the batch: an unchanged row is in both tables and drops out; a changed
-- one leaves its old task in one difference and its new task in the other.
create or replace function private.payments_changed() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  tasks uuid[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct n.task_id) into tasks from new_rows n where n.task_id is not null;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct o.task_id) into tasks from old_rows o where o.task_id is not null;
  else
    -- Only what the rule reads; refresh_bill_jumps' own update changes none of it, so it stops here.
    with new_read as (select n.id, n.task_id, n.amount, n.paid_on, n.created_at from new_rows n),
         old_read as (select o.id, o.task_id, o.amount, o.paid_on, o.created_at from old_rows o),
         changed as (
           (select * from new_read except all select * from old_read)
           union all
           (select * from old_read except all select * from new_read)
         )
    select array_agg(distinct c.task_id) into tasks from changed c where c.task_id is not null;
  end if;
  if tasks is not null then
    perform private.refresh_bill_jumps(tasks);
  end if;
  return null;
end
$$;
