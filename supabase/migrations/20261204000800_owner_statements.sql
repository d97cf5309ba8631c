-- An owner statement: what a property manager sends the owner for each month of a year. It is a
-- cash statement: the month's opening balance, money in (rent received, deposits kept), money out
-- (expenses by Schedule E line, capital improvements, loan payments in full: principal, interest
-- and escrow), the owner's draws, and the closing balance, which is the next month's opening.
-- January opens with everything since the records began. Money in and out are the rows Schedule E
-- reads (schedule_e_entries): rent by the day it was paid, deposits kept on the day they were kept,
-- payments of the property by their line, loan payments by the day they were paid.

-- ------------------------------------------------------------------ owner draws
create table public.owner_draws (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  property_id uuid not null,
  drawn_on date not null,
  amount numeric(12, 2) not null,
  memo text check (memo is null or length(memo) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  import_id uuid default nullif(pg_catalog.current_setting('landlord.import_id', true), '')::uuid,
  unique (id, user_id),
  constraint owner_draws_amount_positive check (amount > 0),
  constraint owner_draws_drawn_on_this_century check (drawn_on between date '2000-01-01' and date '2099-12-31'),
  foreign key (property_id, user_id) references public.properties (id, user_id) on delete cascade
);
create index owner_draws_property_drawn_on_idx on public.owner_draws (property_id, drawn_on);
create index owner_draws_user_idx on public.owner_draws (user_id, drawn_on);
create index owner_draws_import_idx on public.owner_draws (import_id) where import_id is not null;
comment on column public.owner_draws.import_id is 'The account import that wrote the row (undone with it).';

-- The sentences a draw form can get wrong; the constraints above are the backstop.
create or replace function private.check_owner_draw() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.amount is null or new.amount <= 0 then
    raise exception 'Amount must be more than $0' using errcode = '23514';
  end if;
  if new.drawn_on is null or new.drawn_on < date '2000-01-01' or new.drawn_on > date '2099-12-31' then
    raise exception 'Drawn on must be a date between 2000 and 2099' using errcode = '23514';
  end if;
  if new.memo is not null and length(new.memo) > 500 then
    raise exception 'Memo must be 500 characters or fewer' using errcode = '23514';
  end if;
  return new;
end
$$;

create trigger check_owner_draw before insert or update on public.owner_draws
  for each row execute function private.check_owner_draw();
create trigger set_updated_at before update on public.owner_draws
  for each row execute function private.set_updated_at();

alter table public.owner_draws enable row level security;
revoke all on public.owner_draws from anon, authenticated;
grant select, insert, update, delete on public.owner_draws to authenticated;
grant all on public.owner_draws to service_role;
create policy "owner reads" on public.owner_draws for select to authenticated using ((select auth.uid()) = user_id);
create policy "owner inserts" on public.owner_draws for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "owner updates" on public.owner_draws for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "owner deletes" on public.owner_draws for delete to authenticated using ((select auth.uid()) = user_id);

-- The account's export and import carry them after the properties.
insert into private.transfer_tables (position, table_name, key_column, refs, row_label) values
  (38, 'owner_draws', 'id', '{property_id}', 'Owner draw');

-- ------------------------------------------------------------------ the statement

-- Twelve rows, one a month. Expenses are [{line, amount}] by Schedule E line (the app names the
-- lines). The years before p_year come from the sums the database keeps for Schedule E (rent per
-- tenancy and year, expenses per property, year and line), so the opening balance costs a row a
-- year, not a row a payment; the rest (deposits kept, improvements, loan payments, draws) is few.
-- A property the landlord cannot see gives no rows.
create or replace function public.owner_statement(p_property uuid, p_year integer)
returns table (month integer, opening_balance numeric, rent_received numeric, other_income numeric, expenses jsonb,
               expenses_total numeric, capital_improvements numeric, mortgage_payments numeric, owner_draws numeric,
               closing_balance numeric)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  y0 date;
  y1 date;
begin
  if p_year is null or p_year < 2000 or p_year > 2099 then
    raise exception 'Year must be between 2000 and 2099' using errcode = '22023';
  end if;
  y0 := make_date(p_year, 1, 1);
  y1 := make_date(p_year + 1, 1, 1);
  return query
  with prop as (
    select p.id from public.properties p where p.id = p_property and p.user_id = (select auth.uid())
  ), tenancy_ids as materialized (
    select t.id from public.tenancies t join public.units u on u.id = t.unit_id
    where u.property_id = p_property and t.user_id = (select auth.uid())
  ), flows (m, kind, line, amount) as (
    -- Month 0 is everything before the year.
    select 0, 'rent'::text, null::smallint, r.amount
    from public.schedule_e_rent_sums r
    where r.user_id = (select auth.uid()) and r.year < p_year and r.tenancy_id in (select t.id from tenancy_ids t)
    union all
    select extract(month from r.paid_on)::integer, 'rent', null, r.amount
    from public.rent_payments r
    where r.user_id = (select auth.uid()) and r.tenancy_id in (select t.id from tenancy_ids t)
      and r.paid_on >= y0 and r.paid_on < y1
    union all
    select 0, 'expense', null, s.amount
    from public.schedule_e_payment_sums s
    where s.user_id = (select auth.uid()) and s.property_id = p_property and s.year < p_year
    union all
    select extract(month from x.paid_on)::integer, 'expense', x.tax_line, x.amount
    from public.payments x
    where x.user_id = (select auth.uid()) and x.property_id = p_property and not x.is_improvement
      and x.paid_on >= y0 and x.paid_on < y1
    union all
    select case when x.paid_on < y0 then 0 else extract(month from x.paid_on)::integer end, 'improvement', null, x.amount
    from public.payments x
    where x.user_id = (select auth.uid()) and x.property_id = p_property and x.is_improvement and x.paid_on < y1
    union all
    select case when k.received_on < y0 then 0 else extract(month from k.received_on)::integer end, 'deposit', null, k.amount
    from public.money_in k
    where k.user_id = (select auth.uid()) and k.kind = 'Deposit kept' and k.property_id = p_property and k.received_on < y1
    union all
    select case when l.paid_on < y0 then 0 else extract(month from l.paid_on)::integer end, 'loan', null, l.amount
    from public.loan_payments l
    where l.user_id = (select auth.uid()) and l.property_id = p_property and l.paid_on < y1
    union all
    select case when d.drawn_on < y0 then 0 else extract(month from d.drawn_on)::integer end, 'draw', null, d.amount
    from public.owner_draws d
    where d.user_id = (select auth.uid()) and d.property_id = p_property and d.drawn_on < y1
  ), f as materialized (
    select * from flows
  ), by_line as (
    select f.m, jsonb_agg(jsonb_build_object('line', f.line, 'amount', f.amount) order by f.line) as lines
    from (select f.m, f.line, sum(f.amount) as amount from f where f.kind = 'expense' and f.m > 0 group by f.m, f.line) f
    group by f.m
  ), months as (
    select g.m,
           coalesce(sum(f.amount) filter (where f.kind = 'rent'), 0) as rent,
           coalesce(sum(f.amount) filter (where f.kind = 'deposit'), 0) as deposits,
           coalesce(sum(f.amount) filter (where f.kind = 'expense'), 0) as expenses,
           coalesce(sum(f.amount) filter (where f.kind = 'improvement'), 0) as improvements,
           coalesce(sum(f.amount) filter (where f.kind = 'loan'), 0) as loans,
           coalesce(sum(f.amount) filter (where f.kind = 'draw'), 0) as draws
    from generate_series(0, 12) g (m)
    left join f on f.m = g.m
    group by g.m
  ), running as (
    select mo.*, sum(mo.rent + mo.deposits - mo.expenses - mo.improvements - mo.loans - mo.draws)
                   over (order by mo.m) as closing
    from months mo
  )
  select r.m, r.closing - (r.rent + r.deposits - r.expenses - r.improvements - r.loans - r.draws), r.rent, r.deposits,
         coalesce(b.lines, '[]'::jsonb), r.expenses, r.improvements, r.loans, r.draws, r.closing
  from running r
  left join by_line b on b.m = r.m
  where r.m > 0 and exists (select 1 from prop)
  order by r.m;
end
$$;

revoke all on function public.owner_statement(uuid, integer) from public, anon;
grant execute on function public.owner_statement(uuid, integer) to authenticated, service_role;
