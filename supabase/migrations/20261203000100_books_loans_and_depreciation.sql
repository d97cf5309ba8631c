-- Complete books: a property's loan, whose payments split themselves into principal (never an
-- expense), interest (Schedule E line 12) and escrow (taxes line 16, insurance line 9) by its
-- amortisation; the lender's year-end statement (Form 1098), which wins over the split; and the
-- depreciation of each building and capital improvement: residential rental property, 27.5 years,
-- straight line, mid-month (IRS Publication 527, Table 2-2d). docs/books.md describes the model.

-- ------------------------------------------------------ the property's books
alter table public.properties
  add column loan_interest_rate numeric(6, 3),
  add column loan_term_months integer,
  add column loan_first_payment_on date,
  add column loan_escrow_taxes numeric(12, 2),
  add column loan_escrow_insurance numeric(12, 2),
  add column purchased_on date,
  add column purchase_price numeric(14, 2),
  add column purchase_closing_costs numeric(12, 2),
  add column land_value numeric(14, 2),
  add column land_share_percent numeric(5, 2),
  add column placed_in_service_on date,
  add constraint properties_loan_rate_range check (loan_interest_rate is null or loan_interest_rate between 0 and 30),
  add constraint properties_loan_term_range check (loan_term_months is null or loan_term_months between 1 and 600),
  add constraint properties_escrow_not_negative check (coalesce(loan_escrow_taxes, 0) >= 0 and coalesce(loan_escrow_insurance, 0) >= 0),
  add constraint properties_purchase_not_negative check (coalesce(purchase_price, 0) >= 0 and coalesce(purchase_closing_costs, 0) >= 0),
  add constraint properties_land_measure check (
    (land_value is null or land_value >= 0) and (land_share_percent is null or land_share_percent between 0 and 100)
    and (land_value is null or land_share_percent is null)),
  add constraint properties_land_within_cost check (
    land_value is null or purchase_price is null or land_value <= purchase_price + coalesce(purchase_closing_costs, 0)),
  add constraint properties_in_service_after_purchase check (
    placed_in_service_on is null or purchased_on is null or placed_in_service_on >= purchased_on);

-- The sentences a property form can get wrong; the constraints above are the backstop.
create or replace function private.check_property_books() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.loan_interest_rate is not null and (new.loan_interest_rate < 0 or new.loan_interest_rate > 30) then
    raise exception 'Interest rate must be between 0%% and 30%%' using errcode = '23514';
  end if;
  if new.loan_term_months is not null and (new.loan_term_months < 1 or new.loan_term_months > 600) then
    raise exception 'Loan term must be between 1 month and 50 years' using errcode = '23514';
  end if;
  if coalesce(new.loan_escrow_taxes, 0) < 0 or coalesce(new.loan_escrow_insurance, 0) < 0 then
    raise exception 'Escrow cannot be negative' using errcode = '23514';
  end if;
  if coalesce(new.purchase_price, 0) < 0 or coalesce(new.purchase_closing_costs, 0) < 0 then
    raise exception 'Purchase price and closing costs cannot be negative' using errcode = '23514';
  end if;
  if new.land_value is not null and new.land_share_percent is not null then
    raise exception 'Give the land as a value or as a share of the price, not both' using errcode = '23514';
  end if;
  if new.land_value is not null and (new.land_value < 0 or (new.purchase_price is not null
       and new.land_value > new.purchase_price + coalesce(new.purchase_closing_costs, 0))) then
    raise exception 'Land value cannot be more than the purchase price' using errcode = '23514';
  end if;
  if new.land_share_percent is not null and (new.land_share_percent < 0 or new.land_share_percent > 100) then
    raise exception 'Land share must be between 0%% and 100%%' using errcode = '23514';
  end if;
  if new.placed_in_service_on is not null and new.purchased_on is not null and new.placed_in_service_on < new.purchased_on then
    raise exception 'Placed in service cannot be before the purchase date' using errcode = '23514';
  end if;
  return new;
end
$$;

create trigger check_property_books before insert or update on public.properties
  for each row execute function private.check_property_books();

-- ------------------------------------------------------------ amortisation
-- The monthly payment of principal and interest: P·r / (1 − (1 + r)^−n), r the yearly rate / 12,
-- to the cent (half up); a loan at 0% repays P / n.
create or replace function public.loan_payment_amount(p_principal numeric, p_rate numeric, p_months integer)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case
    when p_principal is null or p_rate is null or p_months is null or p_months < 1 then null
    when p_rate = 0 then round(p_principal / p_months, 2)
    else round(p_principal * (p_rate / 1200) / (1 - power(1 + p_rate / 1200, -p_months)), 2)
  end
$$;

-- One month's interest on a balance, to the cent.
create or replace function public.loan_month_interest(p_balance numeric, p_rate numeric) returns numeric
language sql
immutable
set search_path = ''
as $$
  select round(p_balance * p_rate / 1200, 2)
$$;

-- The schedule as the lender writes it: each month's interest on the balance, the rest of the
-- payment principal, and the last payment whatever clears the balance.
create or replace function public.amortization_schedule(p_principal numeric, p_rate numeric, p_months integer, p_first_on date)
returns table (installment integer, due_on date, payment numeric, interest numeric, principal numeric, balance numeric)
language sql
immutable
set search_path = ''
as $$
  with recursive pay as (
    select public.loan_payment_amount(p_principal, p_rate, p_months) as amount
  ), s (installment, interest, principal, balance) as (
    select 1, i.interest, least(pay.amount - i.interest, p_principal), p_principal - least(pay.amount - i.interest, p_principal)
    from pay cross join lateral (select public.loan_month_interest(p_principal, p_rate) as interest) i
    where pay.amount is not null
    union all
    select s.installment + 1, i.interest,
           case when s.installment + 1 = p_months then s.balance else least(pay.amount - i.interest, s.balance) end,
           s.balance - case when s.installment + 1 = p_months then s.balance else least(pay.amount - i.interest, s.balance) end
    from s cross join pay cross join lateral (select public.loan_month_interest(s.balance, p_rate) as interest) i
    where s.installment < p_months and s.balance > 0
  )
  select s.installment, (p_first_on + make_interval(months => s.installment - 1))::date,
         s.interest + s.principal, s.interest, s.principal, s.balance
  from s
  order by s.installment
$$;

-- ----------------------------------------------------------- loan payments
create table public.loan_payments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  property_id uuid not null,
  paid_on date not null,
  amount numeric(12, 2) not null,
  -- Written by the database from the loan's balance (split_loan_payment) unless given.
  interest numeric(12, 2) not null,
  escrow_taxes numeric(12, 2) not null default 0,
  escrow_insurance numeric(12, 2) not null default 0,
  principal numeric(12, 2) not null,
  memo text check (memo is null or length(memo) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  import_id uuid default nullif(pg_catalog.current_setting('landlord.import_id', true), '')::uuid,
  unique (id, user_id),
  constraint loan_payments_amount_positive check (amount > 0),
  constraint loan_payments_paid_on_this_century check (paid_on between date '2000-01-01' and date '2099-12-31'),
  constraint loan_payments_parts_not_negative check (interest >= 0 and escrow_taxes >= 0 and escrow_insurance >= 0 and principal >= 0),
  constraint loan_payments_parts_add_up check (interest + escrow_taxes + escrow_insurance + principal = amount),
  foreign key (property_id, user_id) references public.properties (id, user_id) on delete cascade
);
create index loan_payments_property_paid_on_idx on public.loan_payments (property_id, paid_on, created_at);
create index loan_payments_user_paid_on_idx on public.loan_payments (user_id, paid_on);
create index loan_payments_import_idx on public.loan_payments (import_id) where import_id is not null;

-- The lender's year-end statement (Form 1098): what it says was paid in a year wins over the split
-- of that year's payments on Schedule E.
create table public.loan_statements (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  property_id uuid not null,
  year integer not null check (year between 2000 and 2099),
  interest numeric(12, 2) not null check (interest >= 0),
  taxes numeric(12, 2) check (taxes >= 0),
  insurance numeric(12, 2) check (insurance >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  import_id uuid default nullif(pg_catalog.current_setting('landlord.import_id', true), '')::uuid,
  unique (id, user_id),
  constraint loan_statements_one_per_year unique (property_id, year),
  foreign key (property_id, user_id) references public.properties (id, user_id) on delete cascade
);
create index loan_statements_user_idx on public.loan_statements (user_id, year);
create index loan_statements_import_idx on public.loan_statements (import_id) where import_id is not null;

-- How a payment splits, by the loan's balance before it: the month's interest first, then the
-- escrow the loan collects (taxes, then insurance), the rest principal. The balance is the loan
-- less the principal of the payments recorded before this one, and less the scheduled principal of
-- the installments due more than 15 days before the first payment recorded (a loan begun before
-- the records was paid on schedule until then). A payment on schedule splits exactly as
-- amortization_schedule says; one that pays more repays more principal.
create or replace function public.split_loan_payment(p_property uuid, p_paid_on date, p_amount numeric, p_before uuid default null)
returns table (interest numeric, escrow_taxes numeric, escrow_insurance numeric, principal numeric, balance_before numeric)
language sql
stable
set search_path = ''
as $$
  with p as (
    select pr.loan_amount, pr.loan_interest_rate, pr.loan_term_months, pr.loan_first_payment_on,
           coalesce(pr.loan_escrow_taxes, 0) as taxes, coalesce(pr.loan_escrow_insurance, 0) as insurance
    from public.properties pr where pr.id = p_property
  ), earlier as (
    select l.paid_on, l.principal from public.loan_payments l
    where l.property_id = p_property and l.id is distinct from p_before
      and (l.paid_on < p_paid_on or (l.paid_on = p_paid_on and p_before is null))
  ), b as (
    select greatest(p.loan_amount
      - coalesce((select sum(e.principal) from earlier e), 0)
      - coalesce((
          select sum(a.principal)
          from public.amortization_schedule(p.loan_amount, p.loan_interest_rate, p.loan_term_months, p.loan_first_payment_on) a
          where a.due_on < coalesce((select min(e.paid_on) from earlier e), p_paid_on) - 15
        ), 0), 0) as balance
    from p
  ), i as (
    select least(coalesce(public.loan_month_interest(b.balance, p.loan_interest_rate), 0), p_amount) as interest, b.balance
    from p, b
  ), t as (
    select i.interest, least(p.taxes, p_amount - i.interest) as taxes, i.balance from p, i
  ), n as (
    select t.interest, t.taxes, least(p.insurance, p_amount - t.interest - t.taxes) as insurance, t.balance from p, t
  )
  select n.interest, n.taxes, n.insurance, p_amount - n.interest - n.taxes - n.insurance, n.balance from n
$$;

create or replace function private.check_loan_payment() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  pr public.properties;
  s record;
begin
  if new.amount is null or new.amount <= 0 then
    raise exception 'Amount must be more than $0' using errcode = '23514';
  end if;
  if new.paid_on is null or new.paid_on < date '2000-01-01' or new.paid_on > date '2099-12-31' then
    raise exception 'Paid on must be a date between 2000 and 2099' using errcode = '23514';
  end if;
  select * into pr from public.properties p where p.id = new.property_id and p.user_id = new.user_id;
  if pr.id is null then
    raise exception 'Property not found' using errcode = '23503';
  end if;
  -- An account import carries the split as it was; a form that gives one (a corrected split) is
  -- kept as long as it adds up.
  if nullif(pg_catalog.current_setting('landlord.import_id', true), '') is not null then
    return new;
  end if;
  if tg_op = 'INSERT' and new.interest is null and new.principal is null then
    if pr.loan_amount is null or pr.loan_interest_rate is null then
      raise exception 'Add the loan amount and interest rate to the property first, so the payment can be split' using errcode = '23514';
    end if;
    select * into s from public.split_loan_payment(new.property_id, new.paid_on, new.amount);
    new.interest := s.interest;
    new.escrow_taxes := s.escrow_taxes;
    new.escrow_insurance := s.escrow_insurance;
    new.principal := s.principal;
  elsif new.interest is null or new.principal is null
     or coalesce(new.interest, 0) + coalesce(new.escrow_taxes, 0) + coalesce(new.escrow_insurance, 0) + coalesce(new.principal, 0) <> new.amount then
    raise exception 'Principal, interest and escrow must add up to the amount paid' using errcode = '23514';
  end if;
  if new.interest < 0 or new.principal < 0 or new.escrow_taxes < 0 or new.escrow_insurance < 0 then
    raise exception 'Principal, interest and escrow cannot be negative' using errcode = '23514';
  end if;
  return new;
end
$$;

create trigger check_loan_payment before insert or update on public.loan_payments
  for each row execute function private.check_loan_payment();
create trigger set_updated_at before update on public.loan_payments
  for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.loan_statements
  for each row execute function private.set_updated_at();

-- ---------------------------------------------------- capital improvements
-- A payment marked as an improvement is capital: depreciated from its own placed-in-service date,
-- never an expense line.
alter table public.payments
  add column is_improvement boolean not null default false,
  add column placed_in_service_on date,
  add constraint payments_improvement_dated check (not is_improvement or (placed_in_service_on is not null and property_id is not null));

create or replace function private.check_improvement() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.is_improvement and new.property_id is null then
    raise exception 'An improvement belongs to a property' using errcode = '23514';
  end if;
  if new.is_improvement and new.placed_in_service_on is null then
    raise exception 'An improvement needs the date it was placed in service' using errcode = '23514';
  end if;
  if not new.is_improvement then
    new.placed_in_service_on := null;
  end if;
  return new;
end
$$;

create trigger check_improvement before insert or update on public.payments
  for each row execute function private.check_improvement();
-- A landlord's improvements, for depreciation (a handful among thousands of payments).
create index payments_improvements_idx on public.payments (user_id, property_id) where is_improvement;

-- ------------------------------------------------------------- depreciation
-- Publication 527, Table 2-2d, first year: the percentage by the month placed in service (the
-- mid-month convention: half of that month, and the rest of the year, over 27.5 years).
create or replace function public.depreciation_first_year_percent(p_month integer) returns numeric
language sql
immutable
as $$
  select (array[3.485, 3.182, 2.879, 2.576, 2.273, 1.970, 1.667, 1.364, 1.061, 0.758, 0.455, 0.152]::numeric[])[p_month]
$$;

-- An asset's depreciation in one tax year: the first-year percentage of the basis the year it was
-- placed in service, 3.636% of it each year after, and what remains in the last, so the years add
-- up to the basis to the cent; null before it and after the last. Closed form (no SET clause, so
-- it is inlined), so a year of Schedule E reads one row per asset, not each asset's whole schedule.
create or replace function public.depreciation_in_year(p_basis numeric, p_placed_on date, p_year integer)
returns numeric
language sql
immutable
as $$
  select case
    when p_basis is null or p_basis <= 0 or p_placed_on is null or f.k < 0 then null
    when f.k = 0 then f.first
    else nullif(greatest(least(f.full, p_basis - f.first - (f.k - 1) * f.full), 0), 0)
  end
  from (
    select least(round(p_basis * public.depreciation_first_year_percent(extract(month from p_placed_on)::integer) / 100, 2), p_basis) as first,
           round(p_basis * 3.636 / 100, 2) as full,
           p_year - extract(year from p_placed_on)::integer as k
  ) f
$$;

-- An asset's whole schedule, year by year, from the rule above.
create or replace function public.depreciation_schedule(p_basis numeric, p_placed_on date)
returns table (year integer, percent numeric, amount numeric, accumulated numeric, remaining numeric)
language sql
immutable
set search_path = ''
as $$
  select y.year, round(y.amount * 100 / p_basis, 3), y.amount,
         sum(y.amount) over (order by y.year), p_basis - sum(y.amount) over (order by y.year)
  from (
    select g.year, public.depreciation_in_year(p_basis, p_placed_on, g.year) as amount
    from generate_series(extract(year from p_placed_on)::integer, extract(year from p_placed_on)::integer + 30) g (year)
  ) y
  where y.amount is not null
  order by y.year
$$;

-- A property's depreciable basis: what it cost (price and capitalised closing costs) less the land,
-- given as a value or as a share of that cost.
create or replace function public.building_basis(p_price numeric, p_closing numeric, p_land_value numeric, p_land_share numeric)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case when p_price is null then null else
    (p_price + coalesce(p_closing, 0))
    - coalesce(p_land_value, round((p_price + coalesce(p_closing, 0)) * coalesce(p_land_share, 0) / 100, 2))
  end
$$;

-- The assets a landlord depreciates: each property's building (with a purchase price and a
-- placed-in-service date) and each improvement payment.
create or replace view public.depreciable_assets with (security_invoker = true) as
select p.id as asset_id, p.user_id, p.id as property_id, 'Building'::text as kind, p.name as description,
       coalesce(p.placed_in_service_on, p.purchased_on) as placed_in_service_on,
       public.building_basis(p.purchase_price, p.purchase_closing_costs, p.land_value, p.land_share_percent) as basis
from public.properties p
where p.purchase_price is not null and coalesce(p.placed_in_service_on, p.purchased_on) is not null
union all
select x.id, x.user_id, x.property_id, 'Improvement'::text, coalesce(nullif(btrim(x.memo), ''), 'Improvement'),
       x.placed_in_service_on, x.amount
from public.payments x
where x.is_improvement;

-- Every asset's schedule, year by year (the schedule page, line 18, the accountant's package).
create or replace function public.depreciation(p_property uuid default null)
returns table (asset_id uuid, property_id uuid, kind text, description text, placed_in_service_on date, basis numeric,
               year integer, percent numeric, amount numeric, accumulated numeric, remaining numeric)
language sql
stable
security invoker
set search_path = ''
as $$
  select a.asset_id, a.property_id, a.kind, a.description, a.placed_in_service_on, a.basis,
         d.year, d.percent, d.amount, d.accumulated, d.remaining
  from public.depreciable_assets a
  cross join lateral public.depreciation_schedule(a.basis, a.placed_in_service_on) d
  where a.user_id = (select auth.uid()) and (p_property is null or a.property_id = p_property)
  order by a.property_id, a.kind, a.placed_in_service_on, a.asset_id, d.year
$$;

-- ----------------------------------------------------------- row-level security
alter table public.loan_payments enable row level security;
alter table public.loan_statements enable row level security;
revoke all on public.loan_payments, public.loan_statements from anon, authenticated;
grant select, insert, update, delete on public.loan_payments, public.loan_statements to authenticated;
grant all on public.loan_payments, public.loan_statements to service_role;
revoke all on public.depreciable_assets from anon, authenticated;
grant select on public.depreciable_assets to authenticated, service_role;
create policy "owner reads" on public.loan_payments for select to authenticated using ((select auth.uid()) = user_id);
create policy "owner inserts" on public.loan_payments for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "owner updates" on public.loan_payments for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "owner deletes" on public.loan_payments for delete to authenticated using ((select auth.uid()) = user_id);
create policy "owner reads" on public.loan_statements for select to authenticated using ((select auth.uid()) = user_id);
create policy "owner inserts" on public.loan_statements for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "owner updates" on public.loan_statements for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "owner deletes" on public.loan_statements for delete to authenticated using ((select auth.uid()) = user_id);

revoke all on function public.depreciation(uuid) from public, anon;
grant execute on function public.depreciation(uuid) to authenticated, service_role;
revoke all on function public.split_loan_payment(uuid, date, numeric, uuid) from public, anon;
grant execute on function public.split_loan_payment(uuid, date, numeric, uuid) to authenticated, service_role;

-- The account's export and import carry them after the properties and payments.
insert into private.transfer_tables (position, table_name, key_column, refs, row_label) values
  (36, 'loan_payments', 'id', '{property_id}', 'Loan payment'),
  (37, 'loan_statements', 'id', '{property_id}', 'Loan statement');
