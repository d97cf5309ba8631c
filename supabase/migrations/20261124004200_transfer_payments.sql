-- The ledger (payments) goes along in a whole-account export and import (issue 23 with issue 20).
-- Payments come before activities: importing a 'Completed' activity with a cost fires the ledger's
-- trigger, which then finds the exported payment of that occurrence already there (on conflict do
-- nothing), so each payment arrives once, with the tax line, memo and amount it had.
insert into private.transfer_tables (position, table_name, key_column, refs)
values (65, 'payments', 'id', '{property_id,unit_id,vendor_id,task_id}');

-- A completion recorded without its occurrence (activities from before the recurrence rules)
-- cannot lean on the unique (task_id, occurrence): NULLs are distinct. Such a completion's
-- payment is the one of the same task, date and amount, the match the backfill uses, so an
-- imported ledger (or a replayed activity) is not written twice.
create or replace function private.payment_for_completion() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  cost numeric := private.completion_cost(new.details);
  v_occurrence date := private.as_date(new.details ->> 'occurrence');
  v_paid_on date := coalesce(private.as_date(new.details ->> 'completion_date'), (new.at at time zone 'UTC')::date);
begin
  if new.action <> 'Completed' or cost is null then
    return null;
  end if;
  if v_occurrence is null and exists (
    select 1 from public.payments p
    where p.task_id = new.task_id and p.occurrence is null and p.paid_on = v_paid_on and p.amount = round(cost, 2)
  ) then
    return null;
  end if;
  insert into public.payments (user_id, property_id, unit_id, vendor_id, task_id, category, tax_line, amount, paid_on, occurrence, memo)
  select t.user_id, t.property_id, t.unit_id, t.vendor_id, t.id,
         coalesce(v.category, 'Other'), public.default_tax_line(coalesce(v.category, 'Other')),
         round(cost, 2),
         v_paid_on,
         v_occurrence,
         left(nullif(btrim(new.details ->> 'notes'), ''), 500)
  from public.tasks t
  left join public.vendors v on v.id = t.vendor_id
  where t.id = new.task_id
  on conflict (task_id, occurrence) where task_id is not null do nothing;
  return null;
end
$$;
