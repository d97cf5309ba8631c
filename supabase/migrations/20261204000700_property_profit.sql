-- Profit per property and month, from the books: what the rent roll charged, what came in, what a
-- vacant unit would have charged, what is still owed, the running costs, the loan, and what is left.
-- Deploys unchanged with `supabase db push`.
--
--   rent_charged        rent charges (tenancy_charges of kind rent) due that month
--   rent_received       rent payments by the day paid, and deposit money kept, by the day kept:
--                       exactly the rows Schedule E line 3 counts (schedule_e_entries)
--   vacancy_loss        each unit's rent (units.monthly_rent) × its vacant days ÷ days in the month.
--                       A unit is vacant on a day no tenancy of it covers after its first tenancy
--                       began, up to the landlord's today; a unit with no tenancy has no records to
--                       judge by
--   credit_loss         what is still owed of that month's rent charge. Payments apply oldest first
--                       (the rent roll's rule), so a tenancy's balance (tenancy_standings) is owed on
--                       its newest charges: a rent charge is open by what of the balance is left once
--                       the charges after it are covered
--   operating_expenses  payments of the property that are not improvements (Schedule E lines 5–17
--                       and 19), and the tax and insurance escrow parts of loan payments (lines 16
--                       and 9). Month by month from each payment's own split: a lender's year-end
--                       statement corrects the tax form's year, not the months
--   noi                 rent_received − operating_expenses
--   debt_service        loan payments' principal + interest
--   cash_flow           noi − debt_service
--
-- The three kinds of row that make up nearly all of a year (on the large account 21,600 rent
-- charges, 21,350 rent payments and 11,000 expenses of 200 properties) are summed per property and
-- month by the database as they are written (profit_sums, kept like Schedule E's sums), so a
-- portfolio year reads 7,200 sums instead of 54,000 rows; the rest (kept deposits, loan payments,
-- vacancy and credit loss) is read from its rows.

-- The first day of a day's month, in date arithmetic (date_trunc on a date takes a time zone's
-- detour). One expression with no SET clause, so Postgres inlines it into each row's reading.
create or replace function private.month_of(p_day date) returns date
language sql
immutable
parallel safe
as $$
  select p_day - (extract(day from p_day)::integer - 1)
$$;

-- ------------------------------------------------------------------ kept monthly sums

-- figure 1: rent charged (tenancy_charges of kind rent, by the month due)
-- figure 2: rent received (rent_payments, by the month paid)
-- figure 5: expenses (payments of a property that are not improvements, by the month paid)
create table public.profit_sums (
  property_id uuid not null,
  month date not null,
  figure smallint not null check (figure in (1, 2, 5)),
  user_id uuid not null,
  amount numeric(14, 2) not null,
  entries integer not null,
  primary key (property_id, month, figure)
);
create index profit_sums_user_month_idx on public.profit_sums (user_id, month);
create index profit_sums_emptied_idx on public.profit_sums (property_id) where entries = 0;
comment on table public.profit_sums is
  'Kept by the database: each property''s rent charged, rent received and expenses per month (sum and count of rows).';

-- Read by the landlord's own functions (security invoker); written only by the triggers below. A
-- row's property is found through its tenancy and unit as the row is written; a tenancy moved to
-- another property's unit, or a unit to another property, moves its sums; a tenancy or unit about
-- to be deleted takes its sums away first (its rows' own deletes then find no property).
alter table public.profit_sums enable row level security;
revoke all on public.profit_sums from anon, authenticated;
grant select on public.profit_sums to authenticated;
grant all on public.profit_sums to service_role;
create policy "owner reads" on public.profit_sums for select to authenticated using ((select auth.uid()) = user_id);

-- Rows each added (sign 1) or taken away (sign −1), grouped per property, month and figure; a group
-- whose rows cancel out writes nothing.
create or replace function private.add_profit_sums(p_rows jsonb) returns void
language sql
security definer
set search_path = ''
as $$
  with d as (
    select r.property_id, r.month, r.figure, r.user_id, sum(r.sign * r.amount) as amount, sum(r.sign)::integer as entries
    from jsonb_to_recordset(p_rows) as r (property_id uuid, month date, figure smallint, user_id uuid, amount numeric, sign integer)
    where r.property_id is not null
    group by 1, 2, 3, 4
    having sum(r.sign * r.amount) <> 0 or sum(r.sign) <> 0
    order by 1, 2, 3
  )
  insert into public.profit_sums as s (property_id, month, figure, user_id, amount, entries)
  select d.property_id, d.month, d.figure, d.user_id, d.amount, d.entries from d
  on conflict (property_id, month, figure) do update
    set amount = s.amount + excluded.amount, entries = s.entries + excluded.entries;
  delete from public.profit_sums s where s.entries = 0;
$$;

create or replace function private.profit_sum_row(
  p_property uuid, p_day date, p_figure integer, p_user uuid, p_amount numeric, p_sign integer
) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('property_id', p_property, 'month', private.month_of(p_day), 'figure', p_figure,
                            'user_id', p_user, 'amount', p_amount, 'sign', p_sign)
$$;

create or replace function private.keep_charge_profit_sums() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    perform private.add_profit_sums((select jsonb_agg(private.profit_sum_row(u.property_id, o.due_on, 1, o.user_id, o.amount, -1))
      from old_rows o join public.tenancies t on t.id = o.tenancy_id join public.units u on u.id = t.unit_id
      where o.kind = 'rent'));
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform private.add_profit_sums((select jsonb_agg(private.profit_sum_row(u.property_id, n.due_on, 1, n.user_id, n.amount, 1))
      from new_rows n join public.tenancies t on t.id = n.tenancy_id join public.units u on u.id = t.unit_id
      where n.kind = 'rent'));
  end if;
  return null;
end
$$;

create or replace function private.keep_rent_profit_sums() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    perform private.add_profit_sums((select jsonb_agg(private.profit_sum_row(u.property_id, o.paid_on, 2, o.user_id, o.amount, -1))
      from old_rows o join public.tenancies t on t.id = o.tenancy_id join public.units u on u.id = t.unit_id));
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform private.add_profit_sums((select jsonb_agg(private.profit_sum_row(u.property_id, n.paid_on, 2, n.user_id, n.amount, 1))
      from new_rows n join public.tenancies t on t.id = n.tenancy_id join public.units u on u.id = t.unit_id));
  end if;
  return null;
end
$$;

create or replace function private.keep_payment_profit_sums() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    perform private.add_profit_sums((select jsonb_agg(private.profit_sum_row(o.property_id, o.paid_on, 5, o.user_id, o.amount, -1))
      from old_rows o where o.property_id is not null and not o.is_improvement));
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform private.add_profit_sums((select jsonb_agg(private.profit_sum_row(n.property_id, n.paid_on, 5, n.user_id, n.amount, 1))
      from new_rows n where n.property_id is not null and not n.is_improvement));
  end if;
  return null;
end
$$;

-- Each transition table exists only for the events that have it: one trigger per event.
create trigger keep_profit_sums_inserted after insert on public.tenancy_charges
  referencing new table as new_rows for each statement execute function private.keep_charge_profit_sums();
create trigger keep_profit_sums_updated after update on public.tenancy_charges
  referencing old table as old_rows new table as new_rows for each statement execute function private.keep_charge_profit_sums();
create trigger keep_profit_sums_deleted after delete on public.tenancy_charges
  referencing old table as old_rows for each statement execute function private.keep_charge_profit_sums();
create trigger keep_profit_sums_inserted after insert on public.rent_payments
  referencing new table as new_rows for each statement execute function private.keep_rent_profit_sums();
create trigger keep_profit_sums_updated after update on public.rent_payments
  referencing old table as old_rows new table as new_rows for each statement execute function private.keep_rent_profit_sums();
create trigger keep_profit_sums_deleted after delete on public.rent_payments
  referencing old table as old_rows for each statement execute function private.keep_rent_profit_sums();
create trigger keep_profit_sums_inserted after insert on public.payments
  referencing new table as new_rows for each statement execute function private.keep_payment_profit_sums();
create trigger keep_profit_sums_updated after update on public.payments
  referencing old table as old_rows new table as new_rows for each statement execute function private.keep_payment_profit_sums();
create trigger keep_profit_sums_deleted after delete on public.payments
  referencing old table as old_rows for each statement execute function private.keep_payment_profit_sums();

-- A tenancy's rent charges and payments under a property, added or taken away.
create or replace function private.tenancy_profit_rows(p_tenancies uuid[], p_property uuid, p_sign integer) returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_agg(x.r) from (
    select private.profit_sum_row(p_property, c.due_on, 1, c.user_id, c.amount, p_sign) as r
    from public.tenancy_charges c where c.tenancy_id = any (p_tenancies) and c.kind = 'rent'
    union all
    select private.profit_sum_row(p_property, r.paid_on, 2, r.user_id, r.amount, p_sign)
    from public.rent_payments r where r.tenancy_id = any (p_tenancies)
  ) x
$$;

create or replace function private.move_tenancy_profit_sums() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old uuid := (select u.property_id from public.units u where u.id = old.unit_id);
  v_new uuid;
begin
  if tg_op = 'DELETE' then
    perform private.add_profit_sums(private.tenancy_profit_rows(array[old.id], v_old, -1));
    return old;
  end if;
  v_new := (select u.property_id from public.units u where u.id = new.unit_id);
  if v_old is distinct from v_new then
    perform private.add_profit_sums(private.tenancy_profit_rows(array[old.id], v_old, -1));
    perform private.add_profit_sums(private.tenancy_profit_rows(array[old.id], v_new, 1));
  end if;
  return new;
end
$$;

create trigger take_profit_sums before delete on public.tenancies
  for each row execute function private.move_tenancy_profit_sums();
create trigger move_profit_sums after update of unit_id on public.tenancies
  for each row when (old.unit_id is distinct from new.unit_id) execute function private.move_tenancy_profit_sums();

create or replace function private.move_unit_profit_sums() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_tenancies uuid[] := array(select t.id from public.tenancies t where t.unit_id = old.id);
begin
  perform private.add_profit_sums(private.tenancy_profit_rows(v_tenancies, old.property_id, -1));
  if tg_op = 'DELETE' then
    return old;
  end if;
  perform private.add_profit_sums(private.tenancy_profit_rows(v_tenancies, new.property_id, 1));
  return new;
end
$$;

create trigger take_profit_sums before delete on public.units
  for each row execute function private.move_unit_profit_sums();
create trigger move_profit_sums after update of property_id on public.units
  for each row when (old.property_id is distinct from new.property_id) execute function private.move_unit_profit_sums();

-- A landlord's sums computed anew from their rows: after rows written with the triggers off (the
-- large seed writes its rent so), and once here for every account.
create or replace function private.refresh_profit_sums(p_user uuid) returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.profit_sums where user_id = p_user;
  insert into public.profit_sums (property_id, month, figure, user_id, amount, entries)
  select x.property_id, x.month, x.figure, p_user, sum(x.amount), count(*)
  from (
    select u.property_id, private.month_of(c.due_on) as month, 1::smallint as figure, c.amount
    from public.tenancy_charges c join public.tenancies t on t.id = c.tenancy_id join public.units u on u.id = t.unit_id
    where c.user_id = p_user and c.kind = 'rent'
    union all
    select u.property_id, private.month_of(r.paid_on), 2::smallint, r.amount
    from public.rent_payments r join public.tenancies t on t.id = r.tenancy_id join public.units u on u.id = t.unit_id
    where r.user_id = p_user
    union all
    select p.property_id, private.month_of(p.paid_on), 5::smallint, p.amount
    from public.payments p
    where p.user_id = p_user and p.property_id is not null and not p.is_improvement
  ) x
  group by 1, 2, 3;
$$;

select private.refresh_profit_sums(u.id) from auth.users u;

create or replace function public.property_profit(p_from date, p_to date, p_property uuid default null)
returns table (
  property_id uuid, month date, rent_charged numeric, rent_received numeric, vacancy_loss numeric, credit_loss numeric,
  operating_expenses numeric, noi numeric, debt_service numeric, cash_flow numeric
)
language sql
stable
security invoker
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
  with bounds as (
    select date_trunc('month', p_from)::date as first_month,
           (date_trunc('month', p_to) + interval '1 month')::date as after_last,
           private.landlord_today((select auth.uid())) as today
  ), props as materialized (
    select p.id from public.properties p
    where p.user_id = (select auth.uid()) and (p_property is null or p.id = p_property)
  ), tenancy_property as materialized (
    select t.id, t.unit_id, u.property_id, t.start_on, t.ended_on, t.rent_tracked_from
    from public.tenancies t join public.units u on u.id = t.unit_id
    where t.user_id = (select auth.uid()) and (p_property is null or u.property_id = p_property)
  ), figures as (
    -- One narrow row per ledger row (which figure, how much); summed per property and month below.
    -- Rent charged, rent received and expenses: the kept monthly sums.
    select k.property_id, k.month, k.figure::integer as figure, k.amount
    from public.profit_sums k
    cross join bounds b
    where k.user_id = (select auth.uid()) and k.month >= b.first_month and k.month < b.after_last
      and (p_property is null or k.property_id = p_property)
    union all
    select m.property_id, private.month_of(m.received_on), 2, m.amount
    from public.money_in m
    cross join bounds b
    where m.user_id = (select auth.uid()) and m.kind = 'Deposit kept'
      and m.received_on >= b.first_month and m.received_on < b.after_last
      and (p_property is null or m.property_id = p_property)
    union all
    select l.property_id, private.month_of(l.paid_on), part.figure, part.amount
    from public.loan_payments l
    cross join bounds b
    cross join lateral (values (5, l.escrow_taxes + l.escrow_insurance), (6, l.principal + l.interest)) part (figure, amount)
    where l.user_id = (select auth.uid()) and l.paid_on >= b.first_month and l.paid_on < b.after_last
      and (p_property is null or l.property_id = p_property)
    union all
    -- Vacancy: the gaps between a unit's tenancies, and after its last one that ended, up to today
    -- (a unit's tenancies never overlap), each cut into the months it spans within the range.
    select v.property_id, m.month::date, 3,
           round(v.monthly_rent
                 * (upper(v.vacant * daterange(m.month::date, (m.month + interval '1 month')::date))
                    - lower(v.vacant * daterange(m.month::date, (m.month + interval '1 month')::date)))
                 / extract(day from m.month + interval '1 month - 1 day'), 2)
    from (
      select g.property_id, u.monthly_rent, g.gap * daterange(b.first_month, least(b.after_last, b.today + 1)) as vacant
      from (
        select tp.unit_id, tp.property_id,
               case when tp.ended_on is not null then
                 daterange(tp.ended_on + 1, lead(tp.start_on) over (partition by tp.unit_id order by tp.start_on nulls first))
               end as gap
        from tenancy_property tp
      ) g
      join public.units u on u.id = g.unit_id
      cross join bounds b
      where g.gap is not null and u.monthly_rent > 0
    ) v
    cross join lateral generate_series(date_trunc('month', lower(v.vacant)::timestamp), (upper(v.vacant) - 1)::timestamp, interval '1 month') m (month)
    where not isempty(v.vacant)
    union all
    -- Credit loss: each owing tenancy's balance laid on its newest charges, the rent's part kept.
    -- Only charges due from its oldest open rent on (tenancy_standings) can be open or come after
    -- one that is, and only those due in the range or later can come after one in the range.
    select tp.property_id, o.period, 4, greatest(0, least(o.amount, s.balance - o.after))
    from public.tenancy_standings s
    join tenancy_property tp on tp.id = s.tenancy_id
    cross join bounds b
    cross join lateral (
      select c.kind, c.period, c.due_on, c.amount,
             coalesce(sum(c.amount) over (
               order by c.due_on, case c.kind when 'rent' then 0 when 'charge' then 1 else 2 end, c.created_at, c.id
               rows between 1 following and unbounded following), 0) as after
      from public.tenancy_charges c
      where c.tenancy_id = s.tenancy_id and c.due_on >= greatest(b.first_month, s.oldest_open_due)
        and c.kind <> 'credit' and c.waived_at is null
    ) o
    where s.user_id = (select auth.uid()) and s.balance > 0 and s.oldest_open_due < b.after_last
      and o.kind = 'rent' and o.due_on < b.after_last and o.due_on <= b.today and s.balance > o.after
  ), months as (
    select p.id as property_id, m.month::date as month
    from props p
    cross join bounds b
    cross join lateral generate_series(b.first_month::timestamp, (b.after_last - 1)::timestamp, interval '1 month') m (month)
  ), summed as (
    select f.property_id, f.month,
           sum(f.amount) filter (where f.figure = 1) as rent_charged,
           sum(f.amount) filter (where f.figure = 2) as rent_received,
           sum(f.amount) filter (where f.figure = 3) as vacancy_loss,
           sum(f.amount) filter (where f.figure = 4) as credit_loss,
           sum(f.amount) filter (where f.figure = 5) as operating_expenses,
           sum(f.amount) filter (where f.figure = 6) as debt_service
    from figures f
    group by f.property_id, f.month
  )
  select m.property_id, m.month,
         coalesce(s.rent_charged, 0), coalesce(s.rent_received, 0), coalesce(s.vacancy_loss, 0), coalesce(s.credit_loss, 0),
         coalesce(s.operating_expenses, 0),
         coalesce(s.rent_received, 0) - coalesce(s.operating_expenses, 0),
         coalesce(s.debt_service, 0),
         coalesce(s.rent_received, 0) - coalesce(s.operating_expenses, 0) - coalesce(s.debt_service, 0)
  from months m
  left join summed s on s.property_id = m.property_id and s.month = m.month
  order by m.property_id, m.month
$$;

-- The portfolio page in one answer (a year is 12 rows per property, past PostgREST's 1,000 rows
-- for a large account): each property's sums over the range, and the portfolio's per month.
create or replace function public.portfolio_profit(p_from date, p_to date) returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with r as materialized (
    select * from public.property_profit(p_from, p_to)
  ), per_property as (
    select r.property_id, sum(r.rent_charged) as rent_charged, sum(r.rent_received) as rent_received,
           sum(r.vacancy_loss) as vacancy_loss, sum(r.credit_loss) as credit_loss,
           sum(r.operating_expenses) as operating_expenses, sum(r.noi) as noi,
           sum(r.debt_service) as debt_service, sum(r.cash_flow) as cash_flow
    from r group by r.property_id
  ), per_month as (
    select r.month, sum(r.rent_charged) as rent_charged, sum(r.rent_received) as rent_received,
           sum(r.vacancy_loss) as vacancy_loss, sum(r.credit_loss) as credit_loss,
           sum(r.operating_expenses) as operating_expenses, sum(r.noi) as noi,
           sum(r.debt_service) as debt_service, sum(r.cash_flow) as cash_flow
    from r group by r.month
  )
  select jsonb_build_object(
    'properties', coalesce((
      select jsonb_agg(to_jsonb(pp) || jsonb_build_object('name', p.name) order by lower(p.name), p.id)
      from per_property pp join public.properties p on p.id = pp.property_id), '[]'::jsonb),
    'months', coalesce((select jsonb_agg(to_jsonb(pm) order by pm.month) from per_month pm), '[]'::jsonb)
  )
$$;

revoke all on function private.month_of(date) from public, anon;
grant execute on function private.month_of(date) to authenticated, service_role;
revoke all on function public.property_profit(date, date, uuid) from public, anon;
grant execute on function public.property_profit(date, date, uuid) to authenticated, service_role;
revoke all on function public.portfolio_profit(date, date) from public, anon;
grant execute on function public.portfolio_profit(date, date) to authenticated, service_role;
revoke all on function private.add_profit_sums(jsonb) from public, anon, authenticated;
revoke all on function private.refresh_profit_sums(uuid) from public, anon, authenticated;
revoke all on function private.tenancy_profit_rows(uuid[], uuid, integer) from public, anon, authenticated;
revoke all on function private.keep_charge_profit_sums() from public, anon;
revoke all on function private.keep_rent_profit_sums() from public, anon;
revoke all on function private.keep_payment_profit_sums() from public, anon;
revoke all on function private.move_tenancy_profit_sums() from public, anon;
revoke all on function private.move_unit_profit_sums() from public, anon;
