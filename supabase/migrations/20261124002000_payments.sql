-- The ledger of money paid (issue 20): one row per payment, whether it came from
-- completing a task with a cost or was entered by hand. Every spend figure (vendor
-- spending, the dashboard, the weekly digest, /expenses and the tax-year summary)
-- reads this table, so they all count the same dollars. Deploys unchanged with
-- `supabase db push`.

-- IRS Schedule E expense lines (5..17 and 19 Other; 18 is depreciation, not a payment).
-- The default line of a vendor category; the app's expenseRules.defaultTaxLine is the
-- same table, and both run against tests/cases/taxLineCases.json.
create or replace function public.default_tax_line(p_category text) returns smallint
language sql
immutable
set search_path = ''
as $$
  select (case p_category
    when 'Water' then 17 when 'Power' then 17 when 'Trash' then 17 when 'Internet' then 17
    when 'Tax' then 16
    when 'Insurance' then 9
    when 'Maintenance' then 14
    else 19
  end)::smallint
$$;

create table public.payments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- null: a Business expense, not tied to a property.
  property_id uuid,
  unit_id uuid,
  vendor_id uuid,
  -- null: a manual expense, not a task's completion.
  task_id uuid,
  category text not null
    check (category in ('Water', 'Power', 'Trash', 'Internet', 'HOA', 'Tax', 'Maintenance', 'Insurance', 'Other')),
  tax_line smallint not null,
  amount numeric(12, 2) not null,
  paid_on date not null,
  -- The due date of the task occurrence this payment settled.
  occurrence date,
  memo text check (memo is null or length(memo) <= 500),
  -- Kept by the database (20261124002100_ledger_readers.sql): the median of the same task's
  -- previous payments, and amount / usual when this payment is a jump, else null.
  usual numeric(14, 2),
  jump_ratio numeric(8, 1),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, user_id),
  constraint payments_amount_positive check (amount > 0),
  constraint payments_paid_on_this_century check (paid_on >= date '2000-01-01' and paid_on < date '2100-01-01'),
  constraint payments_tax_line_schedule_e check (tax_line between 5 and 17 or tax_line = 19),
  constraint payments_unit_needs_property check (unit_id is null or property_id is not null),
  -- Deleting a property deletes its payments, as it deletes its tasks.
  foreign key (property_id, user_id) references public.properties (id, user_id) on delete cascade,
  foreign key (unit_id, property_id) references public.units (id, property_id) on delete set null (unit_id),
  -- Money paid stays in the ledger when its vendor or task is deleted.
  foreign key (vendor_id, user_id) references public.vendors (id, user_id) on delete set null (vendor_id),
  foreign key (task_id, user_id) references public.tasks (id, user_id) on delete set null (task_id)
);

-- One payment per task occurrence: a retried or concurrent completion writes none extra.
create unique index payments_task_occurrence_key on public.payments (task_id, occurrence) where task_id is not null;
-- The list (newest first, by date range), the summary and the weekly chart: one owner by date.
create index payments_user_paid_on_idx on public.payments (user_id, paid_on desc, id desc) include (property_id, tax_line, amount);
create index payments_property_paid_on_idx on public.payments (property_id, paid_on desc);
create index payments_vendor_paid_on_idx on public.payments (vendor_id, paid_on desc);
create index payments_user_category_paid_on_idx on public.payments (user_id, category, paid_on desc);
create index payments_user_amount_idx on public.payments (user_id, amount desc, id desc);
create index payments_unit_idx on public.payments (unit_id, property_id);
-- A task's history (the variable-bill chart, the jump rule).
create index payments_task_paid_on_idx on public.payments (task_id, paid_on desc, created_at desc, id desc) include (amount) where task_id is not null;

-- Clear messages for what a form can get wrong; the constraints above stay as the backstop
-- for anything that writes around this trigger. Runs as the caller, so a vendor or unit of
-- another landlord is simply not found.
create or replace function private.check_payment() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.amount is null or new.amount = 'NaN'::numeric or new.amount <= 0 then
    raise exception 'Amount must be more than $0' using errcode = '23514';
  end if;
  if new.paid_on is null or new.paid_on < date '2000-01-01' or new.paid_on >= date '2100-01-01' then
    raise exception 'Paid on must be a date between 2000 and 2099' using errcode = '23514';
  end if;
  if new.vendor_id is not null and (tg_op = 'INSERT' or new.vendor_id is distinct from old.vendor_id)
     and not exists (select 1 from public.vendors v where v.id = new.vendor_id and v.user_id = new.user_id) then
    raise exception 'Vendor not found' using errcode = '23503';
  end if;
  if new.property_id is not null and (tg_op = 'INSERT' or new.property_id is distinct from old.property_id)
     and not exists (select 1 from public.properties p where p.id = new.property_id and p.user_id = new.user_id) then
    raise exception 'Property not found' using errcode = '23503';
  end if;
  if new.unit_id is not null and not exists (
    select 1 from public.units u where u.id = new.unit_id and u.property_id = new.property_id and u.user_id = new.user_id
  ) then
    raise exception 'That unit is not part of the chosen property' using errcode = '23503';
  end if;
  return new;
end
$$;

create trigger check_payment before insert or update on public.payments
  for each row execute function private.check_payment();
create trigger set_updated_at before update on public.payments
  for each row execute function private.set_updated_at();

alter table public.payments enable row level security;
revoke all on public.payments from anon, authenticated;
grant select, insert, update, delete on public.payments to authenticated;
grant all on public.payments to service_role;
create policy "owner reads" on public.payments for select to authenticated using ((select auth.uid()) = user_id);
create policy "owner inserts" on public.payments for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "owner updates" on public.payments for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "owner deletes" on public.payments for delete to authenticated using ((select auth.uid()) = user_id);

-- A completion's cost, as a number; null when it has none (or none that is a positive number).
create or replace function private.completion_cost(details jsonb) returns numeric
language sql
immutable
set search_path = ''
as $$
  select case
    when jsonb_typeof(details -> 'actual_cost') = 'number' then nullif(greatest((details ->> 'actual_cost')::numeric, 0), 0)
    when jsonb_typeof(details -> 'actual_cost') = 'string' and details ->> 'actual_cost' ~ '^\s*\d+(\.\d+)?\s*$'
      then nullif((details ->> 'actual_cost')::numeric, 0)
  end
$$;

-- The payment of a 'Completed' activity with a cost: the task's property, unit and
-- vendor, the vendor's category and its default tax line, paid on the completion date,
-- for the occurrence it completed. Written in the transaction that writes the activity
-- (complete_task's), so a completion and its payment are saved together or not at all;
-- the unique (task_id, occurrence) makes a second one for the same occurrence a no-op.
create or replace function private.payment_for_completion() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  cost numeric := private.completion_cost(new.details);
begin
  if new.action <> 'Completed' or cost is null then
    return null;
  end if;
  insert into public.payments (user_id, property_id, unit_id, vendor_id, task_id, category, tax_line, amount, paid_on, occurrence, memo)
  select t.user_id, t.property_id, t.unit_id, t.vendor_id, t.id,
         coalesce(v.category, 'Other'), public.default_tax_line(coalesce(v.category, 'Other')),
         round(cost, 2),
         coalesce(private.as_date(new.details ->> 'completion_date'), (new.at at time zone 'UTC')::date),
         private.as_date(new.details ->> 'occurrence'),
         left(nullif(btrim(new.details ->> 'notes'), ''), 500)
  from public.tasks t
  left join public.vendors v on v.id = t.vendor_id
  where t.id = new.task_id
  on conflict (task_id, occurrence) where task_id is not null do nothing;
  return null;
end
$$;

-- A yyyy-MM-dd text as a date; null for anything else (details are free-form JSON).
create or replace function private.as_date(value text) returns date
language plpgsql
immutable
set search_path = ''
as $$
begin
  if value is null or value !~ '^\d{4}-\d{2}-\d{2}$' then
    return null;
  end if;
  return value::date;
exception when others then
  return null;
end
$$;

create trigger payment_for_completion after insert on public.activities
  for each row when (new.action = 'Completed') execute function private.payment_for_completion();

-- Completions recorded before the ledger existed, once: a completion already in the
-- ledger (same task and occurrence) is skipped, so running it again adds nothing.
create or replace function private.backfill_payments() returns integer
language plpgsql
set search_path = ''
as $$
declare
  added integer;
begin
  insert into public.payments (user_id, property_id, unit_id, vendor_id, task_id, category, tax_line, amount, paid_on, occurrence, memo, created_at)
  select t.user_id, t.property_id, t.unit_id, t.vendor_id, t.id,
         coalesce(v.category, 'Other'), public.default_tax_line(coalesce(v.category, 'Other')),
         round(c.cost, 2),
         c.paid_on,
         c.occurrence,
         left(nullif(btrim(a.details ->> 'notes'), ''), 500),
         a.at
  from public.activities a
  cross join lateral (
    select private.completion_cost(a.details) as cost,
           coalesce(private.as_date(a.details ->> 'completion_date'), (a.at at time zone 'UTC')::date) as paid_on,
           private.as_date(a.details ->> 'occurrence') as occurrence
  ) c
  join public.tasks t on t.id = a.task_id
  left join public.vendors v on v.id = t.vendor_id
  where a.action = 'Completed'
    and c.cost is not null
    and c.paid_on >= date '2000-01-01' and c.paid_on < date '2100-01-01'
    and not exists (
      select 1 from public.payments p
      where p.task_id = a.task_id
        and p.occurrence is not distinct from c.occurrence
        and (c.occurrence is not null or (p.paid_on = c.paid_on and p.amount = round(c.cost, 2)))
    )
  on conflict (task_id, occurrence) where task_id is not null do nothing;
  get diagnostics added = row_count;
  return added;
end
$$;

select private.backfill_payments();

revoke all on function public.default_tax_line(text) from public, anon;
grant execute on function public.default_tax_line(text) to authenticated, service_role;
revoke all on function private.check_payment() from public;
revoke all on function private.payment_for_completion() from public;
revoke all on function private.backfill_payments() from public;
revoke all on function private.completion_cost(jsonb) from public;
revoke all on function private.as_date(text) from public;
grant execute on function private.check_payment() to authenticated, service_role;
grant execute on function private.payment_for_completion() to authenticated, service_role;
grant execute on function private.completion_cost(jsonb) to authenticated, service_role;
grant execute on function private.as_date(text) to authenticated, service_role;
