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
-- Every ledger row of the range is read once (nothing is kept per month), each kind summed per
-- property and month as it is read: on the large account (200 properties, 2,000 units, a year of
-- 21,600 rent charges, 21,350 rent payments and 11,000 expenses) a portfolio year is one pass over
-- those rows and a property's card reads its own.

-- The first day of a day's month, in date arithmetic (date_trunc on a date takes a time zone's
-- detour). One expression with no SET clause, so Postgres inlines it into each row's reading.
create or replace function private.month_of(p_day date) returns date
language sql
immutable
parallel safe
as $$
  select p_day - (extract(day from p_day)::integer - 1)
$$;

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
    select tp.property_id, c.period as month, 1 as figure, sum(c.amount) as amount
    from public.tenancy_charges c
    join tenancy_property tp on tp.id = c.tenancy_id
    cross join bounds b
    where c.user_id = (select auth.uid()) and c.kind = 'rent' and c.due_on >= b.first_month and c.due_on < b.after_last
    group by 1, 2
    union all
    select tp.property_id, private.month_of(r.paid_on), 2, sum(r.amount)
    from public.rent_payments r
    join tenancy_property tp on tp.id = r.tenancy_id
    cross join bounds b
    where r.user_id = (select auth.uid()) and r.paid_on >= b.first_month and r.paid_on < b.after_last
    group by 1, 2
    union all
    select m.property_id, private.month_of(m.received_on), 2, m.amount
    from public.money_in m
    cross join bounds b
    where m.user_id = (select auth.uid()) and m.kind = 'Deposit kept'
      and m.received_on >= b.first_month and m.received_on < b.after_last
      and (p_property is null or m.property_id = p_property)
    union all
    select x.property_id, private.month_of(x.paid_on), 5, sum(x.amount)
    from public.payments x
    cross join bounds b
    where x.user_id = (select auth.uid()) and x.property_id is not null and not x.is_improvement
      and x.paid_on >= b.first_month and x.paid_on < b.after_last
      and (p_property is null or x.property_id = p_property)
    group by 1, 2
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
