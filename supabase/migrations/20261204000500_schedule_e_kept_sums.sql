-- Schedule E for every property reads a year's sums instead of a year's rows. Rent payments and
-- expenses are nearly all of the rows behind the form (on the large account 32,000 of 35,000 a
-- year); their sums per tenancy (rent) and per property and line (expenses) are kept by the
-- database as the rows are written, once per statement, so an import or a seed of thousands of rows
-- costs one grouped write. The other rows (kept deposits, loan splits, Form 1098s, depreciation) are
-- few and are still summed from schedule_e_entries, the one definition of each. The kept sums
-- answer for exactly the rows schedule_e_entries lists as 'Rent' and 'Payment', which the
-- integration tests check on the demo and large accounts.
-- Deploys unchanged with `supabase db push`.

create table public.schedule_e_rent_sums (
  tenancy_id uuid not null,
  year integer not null,
  user_id uuid not null,
  amount numeric(14, 2) not null,
  entries integer not null,
  primary key (tenancy_id, year)
);
create index schedule_e_rent_sums_user_year_idx on public.schedule_e_rent_sums (user_id, year);
-- A sum whose last row went is deleted by the statement that took it: found here, not by a scan.
create index schedule_e_rent_sums_emptied_idx on public.schedule_e_rent_sums (tenancy_id) where entries = 0;
comment on table public.schedule_e_rent_sums is
  'Kept by the database: each tenancy''s rent received per calendar year (sum and count of rent_payments).';

create table public.schedule_e_payment_sums (
  property_id uuid not null,
  year integer not null,
  line smallint not null,
  user_id uuid not null,
  amount numeric(14, 2) not null,
  entries integer not null,
  primary key (property_id, year, line)
);
create index schedule_e_payment_sums_user_year_idx on public.schedule_e_payment_sums (user_id, year);
create index schedule_e_payment_sums_emptied_idx on public.schedule_e_payment_sums (property_id) where entries = 0;
comment on table public.schedule_e_payment_sums is
  'Kept by the database: each property''s expenses per calendar year and Schedule E line (payments of a property, improvements excepted).';

-- Read by the landlord's own functions (security invoker); written only by the triggers below. No
-- foreign keys: a deleted account's (or property's, or tenancy's) rows take their sums with them
-- through the same triggers, after a cascade would already have removed the sums.
alter table public.schedule_e_rent_sums enable row level security;
alter table public.schedule_e_payment_sums enable row level security;
revoke all on public.schedule_e_rent_sums, public.schedule_e_payment_sums from anon, authenticated;
grant select on public.schedule_e_rent_sums, public.schedule_e_payment_sums to authenticated;
grant all on public.schedule_e_rent_sums, public.schedule_e_payment_sums to service_role;
create policy "owner reads" on public.schedule_e_rent_sums for select to authenticated using ((select auth.uid()) = user_id);
create policy "owner reads" on public.schedule_e_payment_sums for select to authenticated using ((select auth.uid()) = user_id);

-- ------------------------------------------------------------------ rent

-- A statement's rent payments, each added (sign 1) or taken away (sign −1), grouped per tenancy and
-- year; a group whose rows cancel out (an update that moved nothing) writes nothing.
create or replace function private.add_rent_sums(p_rows jsonb) returns void
language sql
security definer
set search_path = ''
as $$
  with d as (
    select r.tenancy_id, extract(year from r.paid_on)::integer as year, r.user_id,
           sum(r.sign * r.amount) as amount, sum(r.sign)::integer as entries
    from jsonb_to_recordset(p_rows) as r (tenancy_id uuid, paid_on date, user_id uuid, amount numeric, sign integer)
    group by 1, 2, 3
    having sum(r.sign * r.amount) <> 0 or sum(r.sign) <> 0
    order by 1, 2
  )
  insert into public.schedule_e_rent_sums as s (tenancy_id, year, user_id, amount, entries)
  select d.tenancy_id, d.year, d.user_id, d.amount, d.entries from d
  on conflict (tenancy_id, year) do update
    set amount = s.amount + excluded.amount, entries = s.entries + excluded.entries;
  -- A year left with no payment: gone (its own statement, which sees the update above).
  delete from public.schedule_e_rent_sums s where s.entries = 0;
$$;

create or replace function private.keep_rent_sums() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Each transition table exists only for the events that have it, so each is read in its branch.
  if tg_op = 'INSERT' then
    perform private.add_rent_sums((select jsonb_agg(to_jsonb(n) || '{"sign": 1}') from new_rows n));
  elsif tg_op = 'DELETE' then
    perform private.add_rent_sums((select jsonb_agg(to_jsonb(o) || '{"sign": -1}') from old_rows o));
  else
    perform private.add_rent_sums((select jsonb_agg(x.r) from (
      select to_jsonb(o) || '{"sign": -1}' as r from old_rows o
      union all
      select to_jsonb(n) || '{"sign": 1}' from new_rows n) x));
  end if;
  return null;
end
$$;

create trigger keep_rent_sums_inserted after insert on public.rent_payments
  referencing new table as new_rows for each statement execute function private.keep_rent_sums();
create trigger keep_rent_sums_updated after update on public.rent_payments
  referencing old table as old_rows new table as new_rows for each statement execute function private.keep_rent_sums();
create trigger keep_rent_sums_deleted after delete on public.rent_payments
  referencing old table as old_rows for each statement execute function private.keep_rent_sums();

-- ------------------------------------------------------------------ expenses

-- A statement's payments of a property (improvements excepted: capital, on line 18), each added or
-- taken away as for rent, grouped per property, year and line.
create or replace function private.add_payment_sums(p_rows jsonb) returns void
language sql
security definer
set search_path = ''
as $$
  with d as (
    select r.property_id, extract(year from r.paid_on)::integer as year, r.tax_line as line, r.user_id,
           sum(r.sign * r.amount) as amount, sum(r.sign)::integer as entries
    from jsonb_to_recordset(p_rows)
      as r (property_id uuid, paid_on date, tax_line smallint, user_id uuid, amount numeric, is_improvement boolean, sign integer)
    where r.property_id is not null and not r.is_improvement
    group by 1, 2, 3, 4
    having sum(r.sign * r.amount) <> 0 or sum(r.sign) <> 0
    order by 1, 2, 3
  )
  insert into public.schedule_e_payment_sums as s (property_id, year, line, user_id, amount, entries)
  select d.property_id, d.year, d.line, d.user_id, d.amount, d.entries from d
  on conflict (property_id, year, line) do update
    set amount = s.amount + excluded.amount, entries = s.entries + excluded.entries;
  delete from public.schedule_e_payment_sums s where s.entries = 0;
$$;

-- What the sums read of a payment (a whole row carries its memo and jump columns for nothing).
create or replace function private.payment_sum_row(
  p_property uuid, p_paid_on date, p_line smallint, p_user uuid, p_amount numeric, p_improvement boolean, p_sign integer
) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('property_id', p_property, 'paid_on', p_paid_on, 'tax_line', p_line, 'user_id', p_user,
                            'amount', p_amount, 'is_improvement', p_improvement, 'sign', p_sign)
$$;

create or replace function private.keep_payment_sums() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.add_payment_sums((select jsonb_agg(private.payment_sum_row(
      n.property_id, n.paid_on, n.tax_line, n.user_id, n.amount, n.is_improvement, 1)) from new_rows n));
  elsif tg_op = 'DELETE' then
    perform private.add_payment_sums((select jsonb_agg(private.payment_sum_row(
      o.property_id, o.paid_on, o.tax_line, o.user_id, o.amount, o.is_improvement, -1)) from old_rows o));
  else
    perform private.add_payment_sums((select jsonb_agg(x.r) from (
      select private.payment_sum_row(o.property_id, o.paid_on, o.tax_line, o.user_id, o.amount, o.is_improvement, -1) as r from old_rows o
      union all
      select private.payment_sum_row(n.property_id, n.paid_on, n.tax_line, n.user_id, n.amount, n.is_improvement, 1) from new_rows n) x));
  end if;
  return null;
end
$$;

create trigger keep_payment_sums_inserted after insert on public.payments
  referencing new table as new_rows for each statement execute function private.keep_payment_sums();
create trigger keep_payment_sums_updated after update on public.payments
  referencing old table as old_rows new table as new_rows for each statement execute function private.keep_payment_sums();
create trigger keep_payment_sums_deleted after delete on public.payments
  referencing old table as old_rows for each statement execute function private.keep_payment_sums();

-- A landlord's sums computed anew from their rows: after rows written with the triggers off (the
-- large seed writes its rent so), and once here for every account.
create or replace function private.refresh_schedule_e_sums(p_user uuid) returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.schedule_e_rent_sums where user_id = p_user;
  delete from public.schedule_e_payment_sums where user_id = p_user;
  insert into public.schedule_e_rent_sums (tenancy_id, year, user_id, amount, entries)
  select r.tenancy_id, extract(year from r.paid_on)::integer, r.user_id, sum(r.amount), count(*)
  from public.rent_payments r
  where r.user_id = p_user
  group by 1, 2, 3;
  insert into public.schedule_e_payment_sums (property_id, year, line, user_id, amount, entries)
  select p.property_id, extract(year from p.paid_on)::integer, p.tax_line, p.user_id, sum(p.amount), count(*)
  from public.payments p
  where p.user_id = p_user and p.property_id is not null and not p.is_improvement
  group by 1, 2, 3, 4;
$$;

select private.refresh_schedule_e_sums(u.id) from auth.users u;

-- ------------------------------------------------------------------ depreciation, inlined

-- The same two rules as before, each now one expression with no SET clause, so Postgres inlines
-- them into the query that calls them: a year's line 18 for 240 assets was 7 ms of function calls.
create or replace function public.building_basis(p_price numeric, p_closing numeric, p_land_value numeric, p_land_share numeric)
returns numeric
language sql
immutable
as $$
  select case when p_price is null then null else
    (p_price + coalesce(p_closing, 0))
    - coalesce(p_land_value, round((p_price + coalesce(p_closing, 0)) * coalesce(p_land_share, 0) / 100, 2))
  end
$$;
create or replace function public.depreciation_in_year(p_basis numeric, p_placed_on date, p_year integer)
returns numeric
language sql
immutable
as $$
  select case
    when p_basis is null or p_basis <= 0 or p_placed_on is null or p_year < extract(year from p_placed_on)::integer then null
    when p_year = extract(year from p_placed_on)::integer
      then least(round(p_basis * public.depreciation_first_year_percent(extract(month from p_placed_on)::integer) / 100, 2), p_basis)
    else nullif(greatest(least(
      round(p_basis * 3.636 / 100, 2),
      p_basis
        - least(round(p_basis * public.depreciation_first_year_percent(extract(month from p_placed_on)::integer) / 100, 2), p_basis)
        - (p_year - extract(year from p_placed_on)::integer - 1) * round(p_basis * 3.636 / 100, 2)
    ), 0), 0)
  end
$$;

-- ------------------------------------------------------------------ the form

-- As before, each line's figure and count of entries per property; rent and expenses from the kept
-- sums, every other line from its entries. Planned once per session again: with the year's rows no
-- longer read, planning the whole form anew each call cost more than the plan saved.
create or replace function public.schedule_e(p_year integer) returns jsonb
language sql
stable
security invoker
set search_path = ''
set plan_cache_mode = auto
as $$
  with tenancy_property as materialized (
    select t.id, u.property_id from public.tenancies t join public.units u on u.id = t.unit_id
    where t.user_id = (select auth.uid())
  ), e as materialized (
    select x.property_id, x.line, sum(x.amount) as amount, sum(x.entries)::integer as entries
    from (
      select tp.property_id, 3::smallint as line, r.amount, r.entries
      from public.schedule_e_rent_sums r
      join tenancy_property tp on tp.id = r.tenancy_id
      where r.user_id = (select auth.uid()) and r.year = p_year
      union all
      select s.property_id, s.line, s.amount, s.entries
      from public.schedule_e_payment_sums s
      where s.user_id = (select auth.uid()) and s.year = p_year
      union all
      select e.property_id, e.line, e.amount, 1
      from public.schedule_e_entries(p_year) e
      where e.source not in ('Rent', 'Payment')
    ) x
    group by x.property_id, x.line
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

revoke all on function private.add_rent_sums(jsonb) from public, anon, authenticated;
revoke all on function private.add_payment_sums(jsonb) from public, anon, authenticated;
revoke all on function private.refresh_schedule_e_sums(uuid) from public, anon, authenticated;
revoke all on function private.keep_rent_sums() from public, anon;
revoke all on function private.keep_payment_sums() from public, anon;
