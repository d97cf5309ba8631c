-- A year's Schedule E as the form reads it: a column per property (A, B, C … by name), the lines
-- as rows. Every figure is the sum of the ledger rows behind it (schedule_e_entries), which the
-- app lists when a figure is opened, so the form and its detail never disagree.
--   2  fair rental days: the days of the year at least one of the property's units had a tenancy
--   3  rents received: rent and kept deposits, by the landlord's day the money arrived (money_in)
--   5–17, 19  expenses: the payments of the year by their line, improvements excepted
--   9, 12, 16  a loan's insurance escrow, interest and tax escrow, from its payments' split, or
--              from the lender's year-end statement for the year when there is one
--   18 depreciation: each building and improvement's amount for the year
--   20 total expenses (5–19), 21 income or loss (3 − 20)

create or replace function public.schedule_e_entries(p_year integer, p_property uuid default null)
returns table (property_id uuid, line smallint, source text, source_id uuid, on_day date, description text, amount numeric)
language sql
stable
security invoker
as $$
  -- Rents: money_in's two parts read apart. Each rent payment finds its property through the
  -- landlord's tenancies, gathered once: through money_in's own joins, the plan Postgres keeps for
  -- any year (after a session's fifth call) looked up a unit per payment and took nearly twice as long.
  with tenancy_property as materialized (
    select t.id, u.property_id from public.tenancies t join public.units u on u.id = t.unit_id
    where t.user_id = (select auth.uid()) and (p_property is null or u.property_id = p_property)
  )
  select tp.property_id, 3::smallint, 'Rent', r.id, r.paid_on, coalesce(r.memo, 'Rent'), r.amount
  from public.rent_payments r
  join tenancy_property tp on tp.id = r.tenancy_id
  where r.user_id = (select auth.uid())
    and r.paid_on >= make_date(p_year, 1, 1) and r.paid_on < make_date(p_year + 1, 1, 1)
  union all
  select m.property_id, 3::smallint, m.kind, m.id, m.received_on, coalesce(m.memo, m.kind), m.amount
  from public.money_in m
  where m.user_id = (select auth.uid()) and m.kind = 'Deposit kept'
    and m.received_on >= make_date(p_year, 1, 1) and m.received_on < make_date(p_year + 1, 1, 1)
    and (p_property is null or m.property_id = p_property)
  union all
  -- Expenses by their line; an improvement is capital, depreciated on line 18 instead.
  select x.property_id, x.tax_line, 'Payment', x.id, x.paid_on, coalesce(nullif(btrim(x.memo), ''), x.category), x.amount
  from public.payments x
  where x.user_id = (select auth.uid()) and x.property_id is not null and not x.is_improvement
    and x.paid_on >= make_date(p_year, 1, 1) and x.paid_on < make_date(p_year + 1, 1, 1)
    and (p_property is null or x.property_id = p_property)
  union all
  -- A loan's payments split: interest, tax escrow, insurance escrow (principal is never an expense),
  -- each part left out where the lender's statement for the year gives it.
  select l.property_id, part.line, 'Loan payment', l.id, l.paid_on, part.description, part.amount
  from public.loan_payments l
  left join public.loan_statements s on s.property_id = l.property_id and s.year = p_year
  cross join lateral (values
    (12::smallint, 'Mortgage interest', case when s.id is null then l.interest end),
    (16::smallint, 'Property tax (escrow)', case when s.taxes is null then l.escrow_taxes end),
    (9::smallint, 'Insurance (escrow)', case when s.insurance is null then l.escrow_insurance end)
  ) part (line, description, amount)
  where l.user_id = (select auth.uid())
    and l.paid_on >= make_date(p_year, 1, 1) and l.paid_on < make_date(p_year + 1, 1, 1)
    and (p_property is null or l.property_id = p_property)
    and part.amount > 0
  union all
  select s.property_id, part.line, 'Form 1098', s.id, make_date(p_year, 12, 31), part.description, part.amount
  from public.loan_statements s
  cross join lateral (values
    (12::smallint, 'Mortgage interest (Form 1098)', s.interest),
    (16::smallint, 'Property tax (Form 1098)', s.taxes),
    (9::smallint, 'Insurance (Form 1098)', s.insurance)
  ) part (line, description, amount)
  where s.user_id = (select auth.uid()) and s.year = p_year
    and (p_property is null or s.property_id = p_property)
    and part.amount > 0
  union all
  -- Depreciation: each asset's amount for the year.
  select a.property_id, 18::smallint, a.kind, a.asset_id, a.placed_in_service_on, a.description, d.amount
  from public.depreciable_assets a
  cross join lateral (select public.depreciation_in_year(a.basis, a.placed_in_service_on, p_year) as amount) d
  where a.user_id = (select auth.uid())
    and (p_property is null or a.property_id = p_property)
    and d.amount > 0
$$;

-- A column's letter as the form names it: A … Z, then AA … AZ, BA … ZZ, AAA … (bijective base 26).
create or replace function public.schedule_e_letter(p_n integer) returns text
language sql
immutable
set search_path = ''
as $$
  with recursive d (n, letters) as (
    select p_n, ''::text
    union all
    select (d.n - 1) / 26, chr(65 + (d.n - 1) % 26) || d.letters from d where d.n > 0
  )
  select d.letters from d where d.n = 0
$$;

-- Days of a year at least one of each property's units had a tenancy (a tenancy whose start
-- is unknown began before the records, so counts from the year's start).
create or replace function public.fair_rental_days(p_year integer, p_property uuid default null)
returns table (property_id uuid, days integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select x.property_id, coalesce(sum(upper(r) - lower(r)), 0)::integer
  from (
    select u.property_id,
           range_agg(daterange(t.start_on, t.ended_on, '[]') * daterange(make_date(p_year, 1, 1), make_date(p_year, 12, 31), '[]')) as ranges
    from public.tenancies t
    join public.units u on u.id = t.unit_id
    where t.user_id = (select auth.uid())
      and (p_property is null or u.property_id = p_property)
      and daterange(t.start_on, t.ended_on, '[]') && daterange(make_date(p_year, 1, 1), make_date(p_year, 12, 31), '[]')
    group by u.property_id
  ) x
  cross join lateral unnest(x.ranges) r
  group by x.property_id
$$;

-- The form: the properties with anything to report that year, by name, lettered; the figures of
-- each line used, lines 20 and 21, the totals across properties, and what was paid for no property.
-- Each property's lines are gathered once (a group by property), so the form costs one pass over
-- the year's rows however many properties it has. Planned per call: a plan for any year (Postgres's
-- generic plan after a session's fifth call) reads the ledger at nearly twice the cost.
create or replace function public.schedule_e(p_year integer) returns jsonb
language sql
stable
security invoker
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
  with e as materialized (
    select e.property_id, e.line, sum(e.amount) as amount, count(*) as entries
    from public.schedule_e_entries(p_year) e
    group by e.property_id, e.line
  ), per as (
    select e.property_id,
           jsonb_object_agg(e.line::text, e.amount) as lines,
           jsonb_object_agg(e.line::text, e.entries) as entries,
           coalesce(sum(e.amount) filter (where e.line = 3), 0) as rents,
           coalesce(sum(e.amount) filter (where e.line between 5 and 19), 0) as expenses
    from e
    group by e.property_id
  ), cols as (
    select p.id, p.name, p.address_line1, p.address_line2, p.city, p.state, p.zip,
           coalesce(per.lines, '{}'::jsonb) as lines, coalesce(per.entries, '{}'::jsonb) as entries,
           coalesce(per.rents, 0) as rents, coalesce(per.expenses, 0) as expenses, coalesce(d.days, 0) as days,
           row_number() over (order by lower(p.name), p.id)::integer as n
    from public.properties p
    left join per on per.property_id = p.id
    left join public.fair_rental_days(p_year) d on d.property_id = p.id
    where p.user_id = (select auth.uid()) and (per.property_id is not null or d.days > 0)
  )
  select jsonb_build_object(
    'year', p_year,
    'lines', coalesce((select jsonb_agg(distinct e.line order by e.line) from e), '[]'::jsonb),
    'columns', coalesce((
      select jsonb_agg(jsonb_build_object(
        'property_id', c.id,
        'letter', public.schedule_e_letter(c.n),
        'name', c.name,
        'address', concat_ws(', ', c.address_line1, nullif(c.address_line2, ''), c.city, c.state || ' ' || c.zip),
        'fair_rental_days', c.days,
        'personal_use_days', 0,
        'lines', c.lines || jsonb_build_object('20', c.expenses, '21', c.rents - c.expenses),
        'entries', c.entries
      ) order by c.n)
      from cols c
    ), '[]'::jsonb),
    'totals', coalesce((select jsonb_object_agg(t.line::text, t.amount) from (
        select e.line, sum(e.amount) as amount from e group by e.line
      ) t), '{}'::jsonb)
      || jsonb_build_object(
        '20', coalesce((select sum(c.expenses) from cols c), 0),
        '21', coalesce((select sum(c.rents - c.expenses) from cols c), 0)),
    -- Paid for no property: not on any column; the accountant decides where it goes.
    'business_expenses', coalesce((
      select sum(x.amount) from public.payments x
      where x.user_id = (select auth.uid()) and x.property_id is null
        and x.paid_on >= make_date(p_year, 1, 1) and x.paid_on < make_date(p_year + 1, 1, 1)), 0)
  )
$$;

revoke all on function public.schedule_e_entries(integer, uuid) from public, anon;
grant execute on function public.schedule_e_entries(integer, uuid) to authenticated, service_role;
revoke all on function public.fair_rental_days(integer, uuid) from public, anon;
grant execute on function public.fair_rental_days(integer, uuid) to authenticated, service_role;
revoke all on function public.schedule_e(integer) from public, anon;
grant execute on function public.schedule_e(integer) to authenticated, service_role;

-- The summary of expenses by property and line is now the whole form above; its document reader
-- has no caller left (a property's page still reads tax_year_summary for its own lines).
drop function public.tax_year_summary_document(integer);
