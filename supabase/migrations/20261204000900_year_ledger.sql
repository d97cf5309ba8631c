-- The year's ledger for the accountant: every dollar in and out, one row each, by the landlord's
-- day it moved. Money in is rent received and kept deposits (Schedule E line 3, as
-- schedule_e_entries counts them); money out is every payment (an improvement is capital, on no
-- line) and every mortgage payment whole, with its split (interest on line 12; escrow pays the
-- taxes and insurance; principal is never an expense). Depreciation moves no money: it is in the
-- depreciation schedules, not here.
-- One document, the rows in date order: PostgREST hands a set-returning function's rows out 1,000
-- at a time and runs the function whole for each page (its argument comes from the request, so
-- the function is not inlined), which made a large account's year 35 runs instead of one.
-- Security invoker: the caller's row-level security decides.
create or replace function public.year_ledger(p_year integer)
returns json
language sql
stable
security invoker
as $$
  -- Each tenancy's names, property and unit gathered once: naming every payment on its own
  -- (tenant_names is a function with its own settings, never inlined) cost a call per row.
  with tenancy as materialized (
    select t.id, u.property_id, pr.name as property_name, u.unit_label, public.tenant_names(t.tenants) as names
    from public.tenancies t
    join public.units u on u.id = t.unit_id
    join public.properties pr on pr.id = u.property_id
    where t.user_id = (select auth.uid())
  ), ledger (on_day, direction, kind, property_id, property_name, unit_label, party, description,
             schedule_e_line, amount, interest, escrow, principal, source_id) as (
    select r.paid_on, 'In', 'Rent', tn.property_id, tn.property_name, tn.unit_label, tn.names,
           concat_ws(' · ', r.method, nullif(btrim(r.memo), '')), 3::smallint, r.amount, null::numeric,
           null::numeric, null::numeric, r.id
    from public.rent_payments r
    join tenancy tn on tn.id = r.tenancy_id
    where r.user_id = (select auth.uid())
      and r.paid_on >= make_date(p_year, 1, 1) and r.paid_on < make_date(p_year + 1, 1, 1)
    union all
    select m.received_on, 'In', m.kind, m.property_id, tn.property_name, tn.unit_label, tn.names,
           m.memo, 3::smallint, m.amount, null, null, null, m.id
    from public.money_in m
    join tenancy tn on tn.id = m.tenancy_id
    where m.user_id = (select auth.uid()) and m.kind = 'Deposit kept'
      and m.received_on >= make_date(p_year, 1, 1) and m.received_on < make_date(p_year + 1, 1, 1)
    union all
    select x.paid_on, 'Out', case when x.is_improvement then 'Improvement' else 'Expense' end, x.property_id,
           pr.name, u.unit_label, v.name, concat_ws(' · ', x.category, nullif(btrim(x.memo), '')),
           case when x.is_improvement or x.property_id is null then null else x.tax_line end, x.amount,
           null, null, null, x.id
    from public.payments x
    left join public.properties pr on pr.id = x.property_id
    left join public.units u on u.id = x.unit_id
    left join public.vendors v on v.id = x.vendor_id
    where x.user_id = (select auth.uid())
      and x.paid_on >= make_date(p_year, 1, 1) and x.paid_on < make_date(p_year + 1, 1, 1)
    union all
    select l.paid_on, 'Out', 'Mortgage payment', l.property_id, pr.name, null, pr.lender_name,
           nullif(btrim(l.memo), ''), 12::smallint, l.amount, l.interest, l.escrow_taxes + l.escrow_insurance,
           l.principal, l.id
    from public.loan_payments l
    join public.properties pr on pr.id = l.property_id
    where l.user_id = (select auth.uid())
      and l.paid_on >= make_date(p_year, 1, 1) and l.paid_on < make_date(p_year + 1, 1, 1)
  )
  -- json, not jsonb: written out once, in this order, with nothing to look up in it.
  select coalesce(json_agg(l order by l.on_day, l.direction, l.source_id), '[]'::json) from ledger l
$$;

-- A year's mortgage interest by lender and loan, as the accountant checks it against each 1098:
-- the property's lender and loan number, the interest Schedule E reports (the lender's statement
-- where entered, else the payments' split) and where it came from.
create or replace function public.mortgage_interest_by_lender(p_year integer)
returns table (lender_name text, loan_number text, property_id uuid, property_name text, interest numeric, source text)
language sql
stable
security invoker
as $$
  select pr.lender_name, pr.loan_number, pr.id, pr.name,
         coalesce(s.interest, paid.interest),
         case when s.id is not null then 'Form 1098' else 'Mortgage payments' end
  from public.properties pr
  left join public.loan_statements s on s.property_id = pr.id and s.year = p_year
  left join lateral (
    select sum(l.interest) as interest from public.loan_payments l
    where l.property_id = pr.id
      and l.paid_on >= make_date(p_year, 1, 1) and l.paid_on < make_date(p_year + 1, 1, 1)
  ) paid on true
  where pr.user_id = (select auth.uid()) and (s.id is not null or paid.interest is not null)
  order by pr.lender_name nulls last, pr.loan_number nulls last, pr.name
$$;

revoke all on function public.year_ledger(integer), public.mortgage_interest_by_lender(integer) from public, anon;
grant execute on function public.year_ledger(integer), public.mortgage_interest_by_lender(integer)
  to authenticated, service_role;
