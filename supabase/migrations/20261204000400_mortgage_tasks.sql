-- A recurring mortgage task books each completion as a mortgage payment: the amount paid goes to
-- loan_payments, where the loan's schedule splits it into principal (never an expense), interest
-- (Schedule E line 12) and escrow (taxes line 16, insurance line 9), instead of one expense row.
-- Deploys unchanged with `supabase db push`.

alter table public.tasks
  add column mortgage_payment boolean not null default false,
  add constraint tasks_mortgage_payment_has_property check (not mortgage_payment or property_id is not null);

comment on column public.tasks.mortgage_payment is
  'Each completion with a cost is written to loan_payments (split by the loan) instead of payments.';

-- The completion a loan payment came from, as payments keep theirs: one per occurrence.
alter table public.loan_payments
  add column task_id uuid,
  add column occurrence date,
  add foreign key (task_id, user_id) references public.tasks (id, user_id) on delete set null (task_id);
create unique index loan_payments_task_occurrence_key on public.loan_payments (task_id, occurrence) where task_id is not null;
create index loan_payments_task_paid_on_idx on public.loan_payments (task_id, paid_on desc) where task_id is not null;

-- A whole-account import writes loan payments after the tasks they refer to and before the
-- activities whose trigger would otherwise book the same completion again.
update private.transfer_tables set position = 66, refs = '{property_id,task_id}' where table_name = 'loan_payments';

-- A task booked as a mortgage payment needs a loan the payment can be split by, said when the
-- landlord saves it rather than at the first completion.
create or replace function private.check_mortgage_task() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not new.mortgage_payment then
    return new;
  end if;
  if new.property_id is null then
    raise exception 'A mortgage payment belongs to a property: choose one' using errcode = '23514';
  end if;
  if nullif(pg_catalog.current_setting('landlord.import_id', true), '') is null and not exists (
    select 1 from public.properties p
    where p.id = new.property_id and p.loan_amount is not null and p.loan_interest_rate is not null
  ) then
    raise exception 'Add the loan amount and interest rate to the property first, so the payment can be split'
      using errcode = '23514';
  end if;
  return new;
end
$$;

create trigger check_mortgage_task before insert or update of mortgage_payment, property_id on public.tasks
  for each row execute function private.check_mortgage_task();

-- Same as before for every other task. A mortgage task's completion with a cost is a loan payment
-- of its property, split by the database (check_loan_payment), in the completion's transaction:
-- a loan that cannot split it fails the completion with its sentence, nothing half-saved.
create or replace function private.payment_for_completion() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  cost numeric := private.completion_cost(new.details);
  v_occurrence date := private.as_date(new.details ->> 'occurrence');
  v_paid_on date := coalesce(private.as_date(new.details ->> 'completion_date'),
                             private.local_date(new.at, private.landlord_zone(new.user_id)));
  t public.tasks;
begin
  if new.action <> 'Completed' or cost is null then
    return null;
  end if;
  select * into t from public.tasks x where x.id = new.task_id;
  if t.mortgage_payment then
    -- An imported or replayed completion whose loan payment is in the books already.
    if exists (
      select 1 from public.loan_payments l
      where l.task_id = t.id
        and (l.occurrence = v_occurrence
             or (v_occurrence is null and l.occurrence is null and l.paid_on = v_paid_on and l.amount = round(cost, 2)))
    ) then
      return null;
    end if;
    insert into public.loan_payments (user_id, property_id, task_id, occurrence, paid_on, amount, memo)
    values (t.user_id, t.property_id, t.id, v_occurrence, v_paid_on, round(cost, 2),
            left(nullif(btrim(new.details ->> 'notes'), ''), 500));
    return null;
  end if;
  if v_occurrence is null and exists (
    select 1 from public.payments p
    where p.task_id = new.task_id and p.occurrence is null and p.amount = round(cost, 2)
      and (p.paid_on = v_paid_on
           or (new.details ->> 'completion_date' is null and p.paid_on = private.local_date(new.at, 'UTC')))
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
  from public.tasks tt
  left join public.vendors v on v.id = tt.vendor_id
  where tt.id = t.id
  on conflict (task_id, occurrence) where task_id is not null do nothing;
  return null;
end
$$;

revoke all on function private.check_mortgage_task() from public, anon;
