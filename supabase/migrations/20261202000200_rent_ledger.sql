-- Money coming in, part two: what each tenancy is charged, what it paid, what is late, and its
-- deposit. Deploys unchanged with `supabase db push`.
--
-- The design:
--   * Rules are pure functions with one implementation here (tests/cases/rentCases.json runs
--     against them): a month's rent charge (its due date and proration), how payments apply to
--     charges (oldest first, by paid-on date), when a charge is late, and the late fee.
--   * Nothing about payments is stored per charge: how money applies is computed from the
--     charges and the payments with their paid-on dates, so a payment entered late, backdated or
--     deleted gives the right answer everywhere at once.
--   * Rent charges are written by the database: every month of a tenancy from the month its rent
--     is tracked from, up to the landlord's current month. catch_up_rent() writes what is missing,
--     once per landlord day (the screens call it before they read; the digest schedule calls
--     catch_up_all_rent() for everyone), and a tenancy's own changes rewrite its charges at once.
--   * Late fees are never posted silently: the database proposes one per late rent charge of a
--     tenancy with a rule, and the landlord posts or waives it. A removed fee stays, waived.
--   * A deposit is held, never income. Settling it after move-out itemises deductions; unpaid
--     rent taken from it is recorded as rent received that day, what is kept for anything else is
--     income that day (money_in), and the rest is returned.

-- ------------------------------------------------------------------ the rules

-- The day a month's rent is due: the due day of that month (31: its last day), or the move-in
-- day when the tenancy starts later that month, or the move-out day when it ends earlier.
create or replace function public.rent_due_on(p_month date, p_due_day integer, p_start date, p_end date) returns date
language sql
immutable
parallel safe
set search_path = ''
as $$
  select least(
    greatest(
      case when p_due_day >= 29 then (date_trunc('month', p_month) + interval '1 month - 1 day')::date
           else date_trunc('month', p_month)::date + (p_due_day - 1) end,
      coalesce(p_start, '-infinity'::date)),
    coalesce(p_end, 'infinity'::date))
$$;

-- A month's rent: the monthly rent for a whole month occupied, else monthly rent × days occupied
-- that month ÷ days in that month, rounded half up to the cent. 0 for a month not occupied.
create or replace function public.prorated_rent(p_rent numeric, p_month date, p_start date, p_end date) returns numeric
language sql
immutable
parallel safe
set search_path = ''
as $$
  with m as (
    select date_trunc('month', p_month)::date as first_day,
           (date_trunc('month', p_month) + interval '1 month - 1 day')::date as last_day
  ), occupied as (
    select m.first_day, m.last_day,
           greatest(m.first_day, coalesce(p_start, m.first_day)) as from_day,
           least(m.last_day, coalesce(p_end, m.last_day)) as to_day
    from m
  )
  select case
    when p_rent is null then null
    when to_day < from_day then 0::numeric
    when from_day = first_day and to_day = last_day then p_rent
    else round(p_rent * (to_day - from_day + 1) / (last_day - first_day + 1), 2)
  end
  from occupied
$$;

-- How money applies to charges: credits (payments and credits, in the order of their dates) pay
-- the charges oldest first (in the order given, which callers sort by due date). For each charge:
-- what is paid and open, the day it became fully paid, and whether it is late: not fully paid by
-- its due date plus the grace days, judged by those dates and never by when a payment was entered.
-- Charges and credits come as parallel arrays; each belongs to a group (a tenancy), and groups are
-- apart, so one call judges many tenancies. Charge ids are unique.
-- The day a charge was paid is the date of the first credit whose running total reaches the
-- charges' running total through it: with both totals in one stream, sorted from the largest down,
-- a running minimum of credit dates finds it in one pass.
create or replace function private.allocate(
  c_group text[], c_id text[], c_due date[], c_amount numeric[],
  r_group text[], r_on date[], r_amount numeric[],
  p_grace integer, p_today date
) returns table (id text, due_on date, amount numeric, paid numeric, open numeric, paid_on date, late boolean, late_since date)
language sql
immutable
parallel safe
set search_path = ''
as $$
  with charge as (
    select c.grp, c.id, c.due_on, c.amount, c.n,
           sum(c.amount) over (partition by c.grp order by c.n) as upto
    from unnest(c_group, c_id, c_due, c_amount) with ordinality as c(grp, id, due_on, amount, n)
  ), credit as (
    select x.grp, x.on_day, sum(x.amount) over (partition by x.grp order by x.on_day, x.n) as upto
    from unnest(r_group, r_on, r_amount) with ordinality as x(grp, on_day, amount, n)
  ), total as (
    select credit.grp, max(credit.upto) as paid from credit group by credit.grp
  ), stream as (
    select c.grp, c.upto, 0 as is_credit, c.id, null::date as on_day from charge c
    union all
    select r.grp, r.upto, 1, null, r.on_day from credit r
  ), paid_day as (
    select s.id, min(s.on_day) over (partition by s.grp order by s.upto desc, s.is_credit desc rows unbounded preceding) as paid_on
    from stream s
  )
  select c.id, c.due_on, c.amount, a.paid, c.amount - a.paid,
         d.paid_on,
         coalesce(d.paid_on, p_today) > c.due_on + p_grace,
         case when coalesce(d.paid_on, p_today) > c.due_on + p_grace then c.due_on + p_grace + 1 end
  from charge c
  left join total t on t.grp = c.grp
  cross join lateral (select greatest(0, least(c.amount, coalesce(t.paid, 0) - (c.upto - c.amount))) as paid) a
  join paid_day d on d.id = c.id
  order by c.n
$$;

-- The same for one list of charges and one of credits, as JSON (the shared cases call it):
--   p_charges: [{id, due_on, amount}], p_credits: [{on, amount}].
create or replace function public.rent_allocation(p_charges jsonb, p_credits jsonb, p_grace integer, p_today date)
returns table (id text, due_on date, amount numeric, paid numeric, open numeric, paid_on date, late boolean, late_since date)
language sql
immutable
parallel safe
set search_path = ''
as $$
  select a.*
  from (select array_agg(''::text order by c.n) as grp, array_agg(c.id order by c.n) as id, array_agg(c.due_on order by c.n) as due_on,
               array_agg(c.amount order by c.n) as amount
        from rows from (jsonb_to_recordset(coalesce(p_charges, '[]'::jsonb)) as (id text, due_on date, amount numeric))
          with ordinality as c(id, due_on, amount, n)) ch
  cross join (select array_agg(''::text order by x.n) as grp, array_agg(x.on_day order by x.n) as on_day, array_agg(x.amount order by x.n) as amount
              from rows from (jsonb_to_recordset(coalesce(p_credits, '[]'::jsonb)) as ("on" date, amount numeric))
                with ordinality as x(on_day, amount, n)) cr
  cross join lateral private.allocate(ch.grp, ch.id, ch.due_on, ch.amount, cr.grp, cr.on_day, cr.amount, p_grace, p_today) a
$$;

-- A tenancy's status on the rent roll: credit (it paid ahead), late (rent open past its grace
-- days), else this month's rent paid, partly paid or unpaid; null when nothing is charged this
-- month.
-- Plain SQL without SET options, so the planner inlines it into the readers.
create or replace function public.rent_status(p_balance numeric, p_month_rent numeric, p_month_open numeric, p_late boolean)
returns text
language sql
immutable
parallel safe
as $$
  select case
    when p_balance < 0 then 'credit'
    when p_late then 'late'
    when p_month_rent is null then null
    when p_month_open <= 0 then 'paid'
    when p_month_open < p_month_rent then 'partly paid'
    else 'unpaid'
  end
$$;

-- The late fee a rule proposes: a flat amount, or a percent of the monthly rent, to the cent.
create or replace function public.late_fee_amount(p_kind text, p_value numeric, p_rent numeric) returns numeric
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case p_kind
    when 'flat' then p_value
    when 'percent' then round(coalesce(p_rent, 0) * p_value / 100, 2)
  end
$$;

-- ----------------------------------------------------------------- charges
create table public.tenancy_charges (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  tenancy_id uuid not null,
  -- rent: written by the database; late_fee: posted or waived by the landlord; charge and credit:
  -- added by the landlord (a utility pass-through, a concession).
  kind text not null check (kind in ('rent', 'late_fee', 'charge', 'credit')),
  -- rent: the month (its first day); late_fee: the month of the late rent.
  period date,
  due_on date not null,
  amount numeric(12, 2) not null,
  memo text check (memo is null or length(memo) <= 500),
  -- A waived or removed late fee: kept, counting nothing, so it is not proposed again.
  waived_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  import_id uuid default nullif(pg_catalog.current_setting('landlord.import_id', true), '')::uuid,
  unique (id, user_id),
  constraint tenancy_charges_amount_positive check (amount > 0),
  constraint tenancy_charges_due_this_century check (due_on between date '2000-01-01' and date '2099-12-31'),
  constraint tenancy_charges_period check ((kind in ('rent', 'late_fee')) = (period is not null)),
  constraint tenancy_charges_only_fees_waived check (waived_at is null or kind = 'late_fee'),
  foreign key (tenancy_id, user_id) references public.tenancies (id, user_id) on delete cascade
);
create unique index tenancy_charges_rent_month_key on public.tenancy_charges (tenancy_id, period) where kind = 'rent';
create unique index tenancy_charges_late_fee_key on public.tenancy_charges (tenancy_id, period) where kind = 'late_fee';
create index tenancy_charges_tenancy_due_idx on public.tenancy_charges (tenancy_id, due_on);
create index tenancy_charges_user_due_idx on public.tenancy_charges (user_id, due_on) where kind = 'rent';
create index tenancy_charges_import_idx on public.tenancy_charges (import_id) where import_id is not null;

-- -------------------------------------------------------------- money in
create table public.deposit_settlements (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  tenancy_id uuid not null,
  settled_on date not null check (settled_on between date '2000-01-01' and date '2099-12-31'),
  -- [{kind: 'Unpaid rent' | 'Damages' | 'Cleaning' | 'Other', description, amount}]
  deductions jsonb not null default '[]'::jsonb,
  -- The deposit less the deductions: what goes back to the tenants.
  returned_amount numeric(12, 2) not null check (returned_amount >= 0),
  notes text check (notes is null or length(notes) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  import_id uuid default nullif(pg_catalog.current_setting('landlord.import_id', true), '')::uuid,
  unique (id, user_id),
  constraint deposit_settlements_one_per_tenancy unique (tenancy_id),
  foreign key (tenancy_id, user_id) references public.tenancies (id, user_id) on delete cascade
);
create index deposit_settlements_user_idx on public.deposit_settlements (user_id, settled_on);
create index deposit_settlements_import_idx on public.deposit_settlements (import_id) where import_id is not null;

create table public.rent_payments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  tenancy_id uuid not null,
  amount numeric(12, 2) not null,
  -- The landlord's day the money arrived: what decides late, never created_at.
  paid_on date not null,
  method text not null default 'Check'
    check (method in ('Check', 'Cash', 'Bank transfer', 'Zelle', 'Venmo', 'Money order', 'Other', 'Deposit')),
  reference text check (reference is null or length(reference) <= 100),
  memo text check (memo is null or length(memo) <= 500),
  -- Rent taken from the deposit at its settlement (method 'Deposit'); goes with the settlement.
  settlement_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  import_id uuid default nullif(pg_catalog.current_setting('landlord.import_id', true), '')::uuid,
  unique (id, user_id),
  constraint rent_payments_amount_positive check (amount > 0),
  constraint rent_payments_paid_on_this_century check (paid_on between date '2000-01-01' and date '2099-12-31'),
  foreign key (tenancy_id, user_id) references public.tenancies (id, user_id) on delete cascade,
  foreign key (settlement_id, user_id) references public.deposit_settlements (id, user_id) on delete cascade
);
create index rent_payments_tenancy_paid_on_idx on public.rent_payments (tenancy_id, paid_on) include (amount);
create index rent_payments_user_paid_on_idx on public.rent_payments (user_id, paid_on desc);
create index rent_payments_settlement_idx on public.rent_payments (settlement_id) where settlement_id is not null;
create index rent_payments_import_idx on public.rent_payments (import_id) where import_id is not null;

-- ---------------------------------------------------- messages in words
create or replace function private.check_tenancy_charge() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.amount is null or new.amount = 'NaN'::numeric or new.amount <= 0 then
    raise exception 'Amount must be more than $0' using errcode = '23514';
  end if;
  if new.due_on is null or new.due_on < date '2000-01-01' or new.due_on > date '2099-12-31' then
    raise exception 'The date must be between 2000 and 2099' using errcode = '23514';
  end if;
  -- Rent charges follow the tenancy's rent; only the database writes them (an import copies them).
  if (new.kind = 'rent' or (tg_op = 'UPDATE' and old.kind = 'rent'))
     and pg_catalog.current_setting('landlord.rent_writer', true) is distinct from 'on'
     and nullif(pg_catalog.current_setting('landlord.import_id', true), '') is null then
    raise exception 'Rent charges follow the tenancy''s rent: add a charge or a credit instead' using errcode = '42501';
  end if;
  return new;
end
$$;

create trigger check_tenancy_charge before insert or update on public.tenancy_charges
  for each row execute function private.check_tenancy_charge();
create trigger set_updated_at before update on public.tenancy_charges
  for each row execute function private.set_updated_at();

create or replace function private.check_rent_payment() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.amount is null or new.amount = 'NaN'::numeric or new.amount <= 0 then
    raise exception 'Amount must be more than $0' using errcode = '23514';
  end if;
  if new.paid_on is null or new.paid_on < date '2000-01-01' or new.paid_on > date '2099-12-31' then
    raise exception 'Paid on must be a date between 2000 and 2099' using errcode = '23514';
  end if;
  if new.method = 'Deposit' and new.settlement_id is null then
    raise exception 'Rent is taken from a deposit by settling the deposit' using errcode = '23514';
  end if;
  return new;
end
$$;

create trigger check_rent_payment before insert or update on public.rent_payments
  for each row execute function private.check_rent_payment();
create trigger set_updated_at before update on public.rent_payments
  for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.deposit_settlements
  for each row execute function private.set_updated_at();

-- ------------------------------------------------------- writing the rent
-- The rent charges a tenancy has by its rules through a month: one per month from the month its
-- rent is tracked from (and it began), to the month it ended, at the rent in force on the due day.
-- p_after: only months after this one (the last month already written).
create or replace function private.rent_charges_due(p_tenancy public.tenancies, p_through date, p_after date default null)
returns table (period date, due_on date, amount numeric)
language sql
stable
set search_path = ''
as $$
  select g.period::date, d.due_on,
         public.prorated_rent(public.tenancy_rent_on(p_tenancy.id, d.due_on), g.period::date, p_tenancy.start_on, p_tenancy.ended_on)
  from generate_series(
         greatest(date_trunc('month', p_tenancy.rent_tracked_from), date_trunc('month', coalesce(p_tenancy.start_on, p_tenancy.rent_tracked_from)),
                  coalesce(p_after + interval '1 month', '-infinity')),
         least(date_trunc('month', p_through), date_trunc('month', coalesce(p_tenancy.ended_on, p_through))),
         interval '1 month') g(period)
  cross join lateral (
    select public.rent_due_on(g.period::date, p_tenancy.rent_due_day, p_tenancy.start_on, p_tenancy.ended_on) as due_on
  ) d
$$;

-- Makes tenancies' rent charges what their rules say, through each landlord's current month:
-- writes the missing months, rewrites a month whose due day or amount changed (a move-out
-- prorates the last month), and removes months a tenancy no longer occupies. Idempotent and safe
-- under concurrent calls (one charge per tenancy and month). Set-based, so a statement that
-- touched a thousand tenancies writes their charges in three statements.
create or replace function private.write_rent_charges(p_tenancies uuid[]) returns integer
language plpgsql
set search_path = ''
as $$
declare
  n integer := 0;
  m integer;
begin
  perform pg_catalog.set_config('landlord.rent_writer', 'on', true);
  delete from public.tenancy_charges c
  using public.tenancies t
  where t.id = any (p_tenancies) and c.tenancy_id = t.id and c.kind = 'rent'
    and c.period not in (
      select r.period
      from private.rent_charges_due(t, date_trunc('month', private.landlord_today(t.user_id))::date) r
      where r.amount > 0);
  get diagnostics m = row_count;
  n := n + m;
  insert into public.tenancy_charges (user_id, tenancy_id, kind, period, due_on, amount)
  select t.user_id, t.id, 'rent', r.period, r.due_on, r.amount
  from public.tenancies t
  cross join lateral private.rent_charges_due(t, date_trunc('month', private.landlord_today(t.user_id))::date) r
  where t.id = any (p_tenancies) and r.amount > 0
  on conflict (tenancy_id, period) where kind = 'rent' do update
    set due_on = excluded.due_on, amount = excluded.amount
    where (tenancy_charges.due_on, tenancy_charges.amount) is distinct from (excluded.due_on, excluded.amount);
  get diagnostics m = row_count;
  n := n + m;
  perform pg_catalog.set_config('landlord.rent_writer', '', true);
  update public.tenancies t set charged_through = date_trunc('month', private.landlord_today(t.user_id))::date
  where t.id = any (p_tenancies)
    and t.charged_through is distinct from date_trunc('month', private.landlord_today(t.user_id))::date;
  return n;
end
$$;

-- A tenancy's own changes rewrite its charges at once.
create or replace function private.tenancy_charges_follow() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- An account import writes the charges it carries; a statement writing units writes the
  -- charges of all the tenancies it touched at its end (units_written).
  if nullif(pg_catalog.current_setting('landlord.import_id', true), '') is not null
     or pg_catalog.current_setting('landlord.units_statement', true) = 'on' then
    return null;
  end if;
  if tg_table_name = 'tenancy_rent_changes' then
    perform private.write_rent_charges(array[case when tg_op = 'DELETE' then old.tenancy_id else new.tenancy_id end]);
  elsif tg_op = 'INSERT' or (new.start_on, new.ended_on, new.monthly_rent, new.rent_due_day, new.rent_tracked_from)
        is distinct from (old.start_on, old.ended_on, old.monthly_rent, old.rent_due_day, old.rent_tracked_from) then
    perform private.write_rent_charges(array[new.id]);
    -- A tenancy with nothing charged yet stands at nothing owed.
    if tg_op = 'INSERT' and not exists (select 1 from public.tenancy_standings s where s.tenancy_id = new.id) then
      perform private.refresh_standings(array[new.id]);
    end if;
  end if;
  return null;
end
$$;

create trigger tenancy_charges_follow after insert or update on public.tenancies
  for each row execute function private.tenancy_charges_follow();
create trigger tenancy_charges_follow after insert or update or delete on public.tenancy_rent_changes
  for each row execute function private.tenancy_charges_follow();

-- A new tenancy tracks its rent from its start, or from the current month when it began earlier
-- (no invented arrears); a form may say otherwise.
create or replace function private.tenancy_defaults() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  month_start date := date_trunc('month', private.landlord_today(new.user_id))::date;
begin
  if new.rent_tracked_from is null then
    new.rent_tracked_from := greatest(coalesce(new.start_on, month_start), month_start);
  end if;
  return new;
end
$$;

-- Named to run before check_tenancy (triggers of one event fire in name order).
create trigger apply_tenancy_defaults before insert on public.tenancies
  for each row execute function private.tenancy_defaults();

-- The landlords whose rent was caught up on their day, so the next call that day costs nothing.
create table private.rent_catch_ups (
  user_id uuid primary key references auth.users (id) on delete cascade,
  done_on date not null
);
revoke all on private.rent_catch_ups from public;

-- True for the first caller of a landlord's day; a concurrent second caller waits for the first to
-- commit and gets false (the row lock), so the charges are there when it reads.
create or replace function private.claim_rent_catch_up(p_user uuid, p_today date) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  claimed boolean;
begin
  -- A landlord claims only their own day (the service role, with no user, any landlord's).
  if auth.uid() is not null and p_user is distinct from auth.uid() then
    raise exception 'Not your rent' using errcode = '42501';
  end if;
  -- Most calls come after the day's catch-up: a look, no lock.
  if exists (select 1 from private.rent_catch_ups r where r.user_id = p_user and r.done_on >= p_today) then
    return false;
  end if;
  insert into private.rent_catch_ups as r (user_id, done_on) values (p_user, p_today)
  on conflict (user_id) do update set done_on = excluded.done_on where r.done_on < excluded.done_on
  returning true into claimed;
  return coalesce(claimed, false);
end
$$;
revoke all on function private.claim_rent_catch_up(uuid, date) from public, anon;
grant execute on function private.claim_rent_catch_up(uuid, date) to authenticated, service_role;

create or replace function private.catch_up_rent_for(p_user uuid) returns integer
language plpgsql
set search_path = ''
as $$
declare
  today date := private.landlord_today(p_user);
  month_start date := date_trunc('month', today)::date;
  written uuid[];
begin
  if not private.claim_rent_catch_up(p_user, today) then
    return 0;
  end if;
  -- A few tenancies an account import left without a standing (its own steps work them out; this
  -- finishes, by the next day, what an interrupted one left).
  perform private.refresh_standings(array(
    select t.id from public.tenancies t
    where t.user_id = p_user and not exists (select 1 from public.tenancy_standings s where s.tenancy_id = t.id)
    limit 500));
  -- Every tenancy's missing months in one statement (the rule per tenancy is rent_charges_due, as
  -- for a tenancy's own changes), then the standings of those it charged, at once.
  perform pg_catalog.set_config('landlord.defer_standings', 'on', true);
  perform pg_catalog.set_config('landlord.rent_writer', 'on', true);
  with due as (
    select t.id, t.charged_through
    from public.tenancies t
    where t.user_id = p_user
      and (t.charged_through is null or t.charged_through < month_start)
      and (t.ended_on is null or t.charged_through is null or t.ended_on >= t.charged_through + interval '1 month')
    order by t.id
    for update
  ), inserted as (
    insert into public.tenancy_charges (user_id, tenancy_id, kind, period, due_on, amount)
    select p_user, t.id, 'rent', r.period, r.due_on, r.amount
    from due d
    join public.tenancies t on t.id = d.id
    cross join lateral private.rent_charges_due(t, today, d.charged_through) r
    where r.amount > 0
    on conflict (tenancy_id, period) where kind = 'rent' do nothing
    returning tenancy_id
  )
  select array_agg(distinct tenancy_id) into written from inserted;
  perform pg_catalog.set_config('landlord.rent_writer', '', true);
  update public.tenancies t set charged_through = month_start
  where t.user_id = p_user and (t.charged_through is null or t.charged_through < month_start);
  perform pg_catalog.set_config('landlord.defer_standings', '', true);
  perform private.refresh_standings(coalesce(written, '{}'));
  -- Units whose tenancy began or ended since the last catch-up show who lives there today.
  perform private.refresh_unit(u.id)
  from public.units u
  left join lateral (select * from private.tenancy_on(u.id, today)) x on true
  where u.user_id = p_user
    and exists (select 1 from public.tenancies o where o.unit_id = u.id)
    and (u.lease_status, u.tenant_name) is distinct from (coalesce(x.lease_type, 'Vacant'), public.tenant_names(x.tenants));
  return coalesce(cardinality(written), 0);
end
$$;

-- The caller's rent charges through their current month; the screens of money in call it first.
create or replace function public.catch_up_rent() returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'Sign in to see your rent' using errcode = '42501';
  end if;
  return private.catch_up_rent_for(auth.uid());
end
$$;
revoke all on function public.catch_up_rent() from public, anon;
grant execute on function public.catch_up_rent() to authenticated;

-- Every landlord's, for the schedule (the service role).
create or replace function public.catch_up_all_rent() returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  n integer := 0;
  u uuid;
begin
  for u in select distinct t.user_id from public.tenancies t loop
    n := n + private.catch_up_rent_for(u);
  end loop;
  return n;
end
$$;
revoke all on function public.catch_up_all_rent() from public, anon, authenticated;
grant execute on function public.catch_up_all_rent() to service_role;

-- ------------------------------------------------------- reading the rent
-- How the money of tenancies applies (rent_allocation over their charges and credits), per charge.
-- p_dated false: only what is paid and open of each charge is wanted (not when), so each tenancy's
-- credits go in as their one total, which halves the work for many tenancies.
create or replace function private.allocation_of(p_tenancies uuid[], p_today date, p_dated boolean default true)
returns table (tenancy_id uuid, charge_id uuid, kind text, period date, due_on date, amount numeric, paid numeric, open numeric,
               paid_on date, late boolean, late_since date)
language sql
stable
set search_path = ''
as $$
  with t as materialized (
    select x.id, x.grace_days from public.tenancies x where x.id = any (p_tenancies)
  ), ch as materialized (
    select c.id, c.tenancy_id, c.kind, c.period, c.due_on, c.amount, c.created_at,
           case c.kind when 'rent' then 0 when 'charge' then 1 else 2 end as rank
    from public.tenancy_charges c
    where c.tenancy_id in (select t.id from t) and c.kind <> 'credit' and c.waived_at is null
  ), charges as (
    select array_agg(ch.tenancy_id::text order by ch.tenancy_id, ch.due_on, ch.rank, ch.created_at, ch.id) as grp,
           array_agg(ch.id::text order by ch.tenancy_id, ch.due_on, ch.rank, ch.created_at, ch.id) as id,
           array_agg(ch.due_on order by ch.tenancy_id, ch.due_on, ch.rank, ch.created_at, ch.id) as due_on,
           array_agg(ch.amount order by ch.tenancy_id, ch.due_on, ch.rank, ch.created_at, ch.id) as amount
    from ch
  ), credits as (
    select array_agg(x.tenancy_id::text order by x.tenancy_id, x.on_day, x.created_at, x.id) as grp,
           array_agg(x.on_day order by x.tenancy_id, x.on_day, x.created_at, x.id) as on_day,
           array_agg(x.amount order by x.tenancy_id, x.on_day, x.created_at, x.id) as amount
    from (
      select p.tenancy_id, p.paid_on as on_day, p.amount, p.created_at, p.id
      from public.rent_payments p where p.tenancy_id in (select t.id from t) and p_dated
      union all
      select c.tenancy_id, c.due_on, c.amount, c.created_at, c.id
      from public.tenancy_charges c where c.tenancy_id in (select t.id from t) and c.kind = 'credit' and p_dated
      union all
      select y.tenancy_id, p_today, sum(y.amount), null, null
      from (select p.tenancy_id, p.amount from public.rent_payments p where p.tenancy_id in (select t.id from t)
            union all
            select c.tenancy_id, c.amount from public.tenancy_charges c where c.tenancy_id in (select t.id from t) and c.kind = 'credit') y
      where not p_dated
      group by y.tenancy_id
    ) x
  ), judged as (
    -- One grace for the call: each tenancy's own is applied below.
    select a.* from charges cross join credits
    cross join lateral private.allocate(charges.grp, charges.id, charges.due_on, charges.amount,
                                        credits.grp, credits.on_day, credits.amount, 0, p_today) a
  )
  select ch.tenancy_id, ch.id, ch.kind, ch.period, ch.due_on, ch.amount, j.paid, j.open, j.paid_on,
         ch.kind = 'rent' and coalesce(j.paid_on, p_today) > ch.due_on + t.grace_days,
         case when ch.kind = 'rent' and coalesce(j.paid_on, p_today) > ch.due_on + t.grace_days then ch.due_on + t.grace_days + 1 end
  from judged j
  join ch on ch.id = j.id::uuid
  join t on t.id = ch.tenancy_id
$$;

-- One tenancy's, on the landlord's day by default.
create or replace function public.tenancy_allocation(p_tenancy uuid, p_today date default null)
returns table (charge_id uuid, kind text, period date, due_on date, amount numeric, paid numeric, open numeric,
               paid_on date, late boolean, late_since date)
language sql
stable
security invoker
set search_path = ''
as $$
  select a.charge_id, a.kind, a.period, a.due_on, a.amount, a.paid, a.open, a.paid_on, a.late, a.late_since
  from public.tenancies x
  cross join lateral private.allocation_of(array[x.id], coalesce(p_today, private.landlord_today(x.user_id))) a
  where x.id = p_tenancy
  order by a.due_on, case a.kind when 'rent' then 0 when 'charge' then 1 else 2 end, a.charge_id
$$;
revoke all on function public.tenancy_allocation(uuid, date) from public, anon;
grant execute on function public.tenancy_allocation(uuid, date) to authenticated, service_role;

-- Where tenancies stand, without a day: the balance (negative: a credit), the latest month
-- charged with its rent and what is open of it, and the due day of the oldest rent still open
-- (late once its grace days pass). Kept per tenancy in tenancy_standings, so the rent roll and
-- the dashboard read every tenancy's standing without applying every payment on each read.
create or replace function private.standings_of(p_tenancies uuid[])
returns table (tenancy_id uuid, user_id uuid, balance numeric, period date, month_rent numeric, month_open numeric, oldest_open_due date)
language sql
stable
set search_path = ''
as $$
  with a as materialized (
    select * from private.allocation_of(p_tenancies, date '2000-01-01', false)
  ), latest as (
    select a.tenancy_id, max(a.period) as period from a where a.kind = 'rent' group by a.tenancy_id
  ), charged as (
    select a.tenancy_id, sum(a.amount) as amount,
           sum(a.amount) filter (where a.kind = 'rent' and a.period = l.period) as month_rent,
           sum(a.open) filter (where a.kind = 'rent' and a.period = l.period) as month_open,
           min(a.due_on) filter (where a.kind = 'rent' and a.open > 0) as oldest_open_due
    from a left join latest l on l.tenancy_id = a.tenancy_id
    group by a.tenancy_id
  ), credited as (
    select c.tenancy_id, sum(c.amount) as amount from public.tenancy_charges c
    where c.tenancy_id = any (p_tenancies) and c.kind = 'credit' group by c.tenancy_id
  ), paid as (
    select p.tenancy_id, sum(p.amount) as amount from public.rent_payments p
    where p.tenancy_id = any (p_tenancies) group by p.tenancy_id
  )
  select t.id, t.user_id,
         coalesce(ch.amount, 0) - coalesce(cr.amount, 0) - coalesce(pd.amount, 0),
         l.period, ch.month_rent, ch.month_open, ch.oldest_open_due
  from public.tenancies t
  left join latest l on l.tenancy_id = t.id
  left join charged ch on ch.tenancy_id = t.id
  left join credited cr on cr.tenancy_id = t.id
  left join paid pd on pd.tenancy_id = t.id
  where t.id = any (p_tenancies)
$$;

create table public.tenancy_standings (
  tenancy_id uuid primary key references public.tenancies (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  balance numeric(14, 2) not null,
  period date,
  month_rent numeric(14, 2),
  month_open numeric(14, 2),
  oldest_open_due date,
  updated_at timestamptz not null default now()
);
create index tenancy_standings_user_idx on public.tenancy_standings (user_id);
comment on table public.tenancy_standings is
  'Kept by the database from the charges and payments (private.refresh_standings); never written by the app, never exported.';

-- Recomputes the standings of tenancies. Owner's rights, to write the kept rows: a landlord's
-- call recomputes only their own tenancies.
create or replace function private.refresh_standings(p_tenancies uuid[]) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  ids uuid[];
begin
  select array_agg(t.id) into ids
  from public.tenancies t
  where t.id = any (p_tenancies) and (auth.uid() is null or t.user_id = auth.uid());
  if ids is null then
    return;
  end if;
  insert into public.tenancy_standings as s (tenancy_id, user_id, balance, period, month_rent, month_open, oldest_open_due, updated_at)
  select x.tenancy_id, x.user_id, x.balance, x.period, x.month_rent, x.month_open, x.oldest_open_due, now()
  from private.standings_of(ids) x
  on conflict (tenancy_id) do update set
    balance = excluded.balance, period = excluded.period, month_rent = excluded.month_rent,
    month_open = excluded.month_open, oldest_open_due = excluded.oldest_open_due, updated_at = excluded.updated_at;
end
$$;
revoke all on function private.refresh_standings(uuid[]) from public, anon;
grant execute on function private.refresh_standings(uuid[]) to authenticated, service_role;

-- After each statement writing charges or payments, the standings of the tenancies it touched;
-- a catch-up defers them (landlord.defer_standings) and recomputes all it wrote at once.
create or replace function private.standings_follow() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  ids uuid[];
begin
  -- A catch-up works them out at once afterwards; an account import in short steps after it
  -- finishes (refresh_missing_standings), since every chunk would redo every tenancy.
  if pg_catalog.current_setting('landlord.defer_standings', true) = 'on'
     or nullif(pg_catalog.current_setting('landlord.import_id', true), '') is not null then
    return null;
  end if;
  if tg_op = 'INSERT' then
    select array_agg(distinct n.tenancy_id) into ids from new_rows n;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct o.tenancy_id) into ids from old_rows o;
  else
    select array_agg(distinct x.tenancy_id) into ids from (select tenancy_id from new_rows union select tenancy_id from old_rows) x;
  end if;
  perform private.refresh_standings(ids);
  return null;
end
$$;

create trigger standings_follow_insert after insert on public.tenancy_charges
  referencing new table as new_rows for each statement execute function private.standings_follow();
create trigger standings_follow_update after update on public.tenancy_charges
  referencing new table as new_rows old table as old_rows for each statement execute function private.standings_follow();
create trigger standings_follow_delete after delete on public.tenancy_charges
  referencing old table as old_rows for each statement execute function private.standings_follow();
create trigger standings_follow_insert after insert on public.rent_payments
  referencing new table as new_rows for each statement execute function private.standings_follow();
create trigger standings_follow_update after update on public.rent_payments
  referencing new table as new_rows old table as old_rows for each statement execute function private.standings_follow();
create trigger standings_follow_delete after delete on public.rent_payments
  referencing old table as old_rows for each statement execute function private.standings_follow();

-- A statement writing units (a form, a rent increase, a CSV of a thousand units) writes each
-- unit's tenancy row by row (unit_changed), and then, once at its end, the rent charges of those
-- tenancies and their standings: per row, they cost a thousand units several seconds. Only the
-- outermost units statement does this; units written by the projection (refresh_unit) or an
-- account import have their own rules.
create or replace function private.units_writing() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if pg_catalog.pg_trigger_depth() = 1
     and nullif(pg_catalog.current_setting('landlord.import_id', true), '') is null
     and pg_catalog.current_setting('landlord.unit_sync', true) is distinct from 'on' then
    perform pg_catalog.set_config('landlord.units_statement', 'on', true);
  end if;
  return null;
end
$$;

create or replace function private.units_written() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  ids uuid[];
begin
  if pg_catalog.pg_trigger_depth() <> 1
     or pg_catalog.current_setting('landlord.units_statement', true) is distinct from 'on' then
    return null;
  end if;
  perform pg_catalog.set_config('landlord.units_statement', '', true);
  if tg_op = 'INSERT' then
    select array_agg(t.id order by t.id) into ids
    from public.tenancies t
    where t.unit_id in (select n.id from new_units n);
  else
    -- Only the units whose tenant columns changed (not a renamed unit, not a note).
    select array_agg(t.id order by t.id) into ids
    from public.tenancies t
    where t.unit_id in (
      select n.id from new_units n join old_units o on o.id = n.id
      where (n.tenant_name, n.lease_status, n.lease_end_date, n.monthly_rent, n.security_deposit_amount, n.security_deposit_held_by)
        is distinct from (o.tenant_name, o.lease_status, o.lease_end_date, o.monthly_rent, o.security_deposit_amount, o.security_deposit_held_by));
  end if;
  if ids is null then
    return null;
  end if;
  perform pg_catalog.set_config('landlord.defer_standings', 'on', true);
  perform private.write_rent_charges(ids);
  perform pg_catalog.set_config('landlord.defer_standings', '', true);
  perform private.refresh_standings(ids);
  return null;
end
$$;

create trigger units_writing before insert or update on public.units
  for each statement execute function private.units_writing();
create trigger units_written_insert after insert on public.units
  referencing new table as new_units for each statement execute function private.units_written();
create trigger units_written_update after update on public.units
  referencing new table as new_units old table as old_units for each statement execute function private.units_written();

-- Works out the standing of at most p_limit of the caller's tenancies that have none (after an
-- account import), and answers how many are left without one.
create or replace function public.refresh_missing_standings(p_limit integer default 500) returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  left_over integer;
begin
  if uid is null then
    raise exception 'Sign in to see your rent' using errcode = '42501';
  end if;
  perform private.refresh_standings(array(
    select t.id from public.tenancies t
    where t.user_id = uid and not exists (select 1 from public.tenancy_standings s where s.tenancy_id = t.id)
    order by t.id
    limit least(greatest(coalesce(p_limit, 500), 1), 2000)));
  select count(*) into left_over from public.tenancies t
  where t.user_id = uid and not exists (select 1 from public.tenancy_standings s where s.tenancy_id = t.id);
  return left_over;
end
$$;
revoke all on function public.refresh_missing_standings(integer) from public, anon;
grant execute on function public.refresh_missing_standings(integer) to authenticated;

alter table public.tenancy_standings enable row level security;
revoke all on public.tenancy_standings from anon, authenticated;
grant select on public.tenancy_standings to authenticated;
grant all on public.tenancy_standings to service_role;
create policy "owner reads" on public.tenancy_standings for select to authenticated using ((select auth.uid()) = user_id);

-- Where a tenancy stands on a day, from its kept standing: balance, this month's rent and what is
-- open of it (null when this month is not charged), whether rent is late and since when, and the
-- status the rent roll shows.
-- Plain SQL without SET options, so the planner inlines it into the readers.
create or replace function private.standing_on(s public.tenancy_standings, p_grace integer, p_today date)
returns table (balance numeric, month_rent numeric, month_open numeric, late boolean, late_since date, status text)
language sql
stable
as $$
  select s.balance,
         case when s.period = pg_catalog.date_trunc('month', p_today) then s.month_rent end,
         case when s.period = pg_catalog.date_trunc('month', p_today) then s.month_open end,
         coalesce(s.oldest_open_due + p_grace < p_today, false),
         case when s.oldest_open_due + p_grace < p_today then s.oldest_open_due + p_grace + 1 end,
         public.rent_status(s.balance,
                            case when s.period = pg_catalog.date_trunc('month', p_today) then s.month_rent end,
                            case when s.period = pg_catalog.date_trunc('month', p_today) then s.month_open end,
                            coalesce(s.oldest_open_due + p_grace < p_today, false))
$$;

-- Where one tenancy stands on a day, computed afresh (the tenancy page): its balance, this
-- month's rent and what is open of it, its late rent, and its status.
create or replace function private.tenancy_standing(p_tenancy uuid, p_today date)
returns table (balance numeric, month_rent numeric, month_open numeric, late_open numeric, late_since date, status text)
language sql
stable
set search_path = ''
as $$
  with a as (select * from public.tenancy_allocation(p_tenancy, p_today)),
  s as (
    select coalesce((select sum(a.amount) from a), 0)
             - coalesce((select sum(c.amount) from public.tenancy_charges c where c.tenancy_id = p_tenancy and c.kind = 'credit'), 0)
             - coalesce((select sum(p.amount) from public.rent_payments p where p.tenancy_id = p_tenancy), 0) as balance,
           (select sum(a.amount) from a where a.kind = 'rent' and a.period = date_trunc('month', p_today)) as month_rent,
           (select sum(a.open) from a where a.kind = 'rent' and a.period = date_trunc('month', p_today)) as month_open,
           coalesce((select sum(a.open) from a where a.late and a.open > 0), 0) as late_open,
           (select min(a.late_since) from a where a.late and a.open > 0) as late_since
  )
  select s.balance, s.month_rent, s.month_open, s.late_open, s.late_since,
         public.rent_status(s.balance, s.month_rent, s.month_open, s.late_open > 0)
  from s
$$;

-- Late rent charges whose tenancy has a late-fee rule and no fee posted or waived for them yet.
create or replace function public.late_fee_proposals(p_tenancy uuid)
returns table (period date, rent_due_on date, late_since date, amount numeric)
language sql
stable
security invoker
set search_path = ''
as $$
  select a.period, a.due_on, a.late_since,
         public.late_fee_amount(t.late_fee_kind, t.late_fee_value, public.tenancy_rent_on(t.id, a.due_on))
  from public.tenancies t
  cross join lateral public.tenancy_allocation(t.id) a
  where t.id = p_tenancy and t.late_fee_kind is not null and a.kind = 'rent' and a.late
    and not exists (select 1 from public.tenancy_charges f where f.tenancy_id = t.id and f.kind = 'late_fee' and f.period = a.period)
  order by a.period
$$;
revoke all on function public.late_fee_proposals(uuid) from public, anon;
grant execute on function public.late_fee_proposals(uuid) to authenticated, service_role;

-- Posts (p_waive false) or waives the proposed late fee of a month's rent; once only: a second call
-- for the same month answers the fee already there.
create or replace function public.decide_late_fee(p_tenancy uuid, p_period date, p_waive boolean default false)
returns public.tenancy_charges
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  proposal record;
  fee public.tenancy_charges;
begin
  select * into fee from public.tenancy_charges f where f.tenancy_id = p_tenancy and f.kind = 'late_fee' and f.period = date_trunc('month', p_period)::date;
  if found then
    return fee;
  end if;
  select * into proposal from public.late_fee_proposals(p_tenancy) p where p.period = date_trunc('month', p_period)::date;
  if not found then
    raise exception 'No late fee is proposed for that month: its rent is paid on time or the tenancy has no late-fee rule' using errcode = '55000';
  end if;
  insert into public.tenancy_charges (user_id, tenancy_id, kind, period, due_on, amount, memo, waived_at)
  select t.user_id, t.id, 'late_fee', proposal.period, proposal.late_since, proposal.amount,
         'Late fee: rent of ' || to_char(proposal.period, 'FMMonth YYYY'),
         case when p_waive then now() end
  from public.tenancies t where t.id = p_tenancy
  on conflict (tenancy_id, period) where kind = 'late_fee' do nothing
  returning * into fee;
  if fee.id is null then
    select * into fee from public.tenancy_charges f where f.tenancy_id = p_tenancy and f.kind = 'late_fee' and f.period = proposal.period;
  end if;
  return fee;
end
$$;
revoke all on function public.decide_late_fee(uuid, date, boolean) from public, anon;
grant execute on function public.decide_late_fee(uuid, date, boolean) to authenticated;

-- Removes a posted late fee: it stays, waived, so it is not proposed again.
create or replace function public.remove_late_fee(p_fee uuid) returns public.tenancy_charges
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  fee public.tenancy_charges;
begin
  update public.tenancy_charges set waived_at = coalesce(waived_at, now())
  where id = p_fee and kind = 'late_fee'
  returning * into fee;
  if fee.id is null then
    raise exception 'Late fee not found' using errcode = 'P0002';
  end if;
  return fee;
end
$$;
revoke all on function public.remove_late_fee(uuid) from public, anon;
grant execute on function public.remove_late_fee(uuid) to authenticated;

-- ---------------------------------------------------------------- deposits
-- Settles a deposit after move-out: the deductions (each a kind, a description and an amount),
-- the rest returned. Unpaid rent taken from the deposit is recorded as rent received that day;
-- it cannot be more than the rent owed. Once per tenancy.
create or replace function public.settle_deposit(p_tenancy uuid, p_settled_on date, p_deductions jsonb, p_notes text default null)
returns public.deposit_settlements
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  t public.tenancies;
  s public.deposit_settlements;
  total numeric;
  rent_part numeric;
  owed numeric;
begin
  select * into t from public.tenancies where id = p_tenancy for update;
  if t.id is null then
    raise exception 'Tenancy not found' using errcode = 'P0002';
  end if;
  if t.ended_on is null then
    raise exception 'End the tenancy before settling its deposit' using errcode = '55000';
  end if;
  if p_settled_on is null or p_settled_on < date '2000-01-01' or p_settled_on > date '2099-12-31' then
    raise exception 'The settlement date must be between 2000 and 2099' using errcode = '23514';
  end if;
  if jsonb_typeof(coalesce(p_deductions, '[]'::jsonb)) <> 'array' or exists (
    select 1 from jsonb_array_elements(coalesce(p_deductions, '[]'::jsonb)) d
    where jsonb_typeof(d) <> 'object'
       or d ->> 'kind' is null or d ->> 'kind' not in ('Unpaid rent', 'Damages', 'Cleaning', 'Other')
       or jsonb_typeof(d -> 'amount') <> 'number' or (d ->> 'amount')::numeric <= 0
       or (d ->> 'amount')::numeric <> round((d ->> 'amount')::numeric, 2)
       or (d ->> 'kind' <> 'Unpaid rent' and btrim(coalesce(d ->> 'description', '')) = '')
  ) then
    raise exception 'Each deduction needs a kind, an amount of more than $0 and, except unpaid rent, a description' using errcode = '23514';
  end if;
  select coalesce(sum((d ->> 'amount')::numeric), 0),
         coalesce(sum((d ->> 'amount')::numeric) filter (where d ->> 'kind' = 'Unpaid rent'), 0)
    into total, rent_part
  from jsonb_array_elements(coalesce(p_deductions, '[]'::jsonb)) d;
  if total > coalesce(t.deposit_amount, 0) then
    raise exception 'The deductions (%) are more than the deposit (%)', to_char(total, 'FM$999,999,990.00'),
      to_char(coalesce(t.deposit_amount, 0), 'FM$999,999,990.00') using errcode = '23514';
  end if;
  if rent_part > 0 then
    select balance into owed from private.tenancy_standing(p_tenancy, private.landlord_today(t.user_id));
    if rent_part > greatest(owed, 0) then
      raise exception 'The unpaid rent deducted (%) is more than the rent owed (%)', to_char(rent_part, 'FM$999,999,990.00'),
        to_char(greatest(owed, 0), 'FM$999,999,990.00') using errcode = '23514';
    end if;
  end if;
  insert into public.deposit_settlements (user_id, tenancy_id, settled_on, deductions, returned_amount, notes)
  values (t.user_id, t.id, p_settled_on, coalesce(p_deductions, '[]'::jsonb), coalesce(t.deposit_amount, 0) - total, nullif(btrim(p_notes), ''))
  on conflict (tenancy_id) do nothing
  returning * into s;
  if s.id is null then
    raise exception 'This deposit is already settled' using errcode = '23505';
  end if;
  if rent_part > 0 then
    insert into public.rent_payments (user_id, tenancy_id, amount, paid_on, method, memo, settlement_id)
    values (t.user_id, t.id, rent_part, p_settled_on, 'Deposit', 'Taken from the deposit', s.id);
  end if;
  return s;
end
$$;
revoke all on function public.settle_deposit(uuid, date, jsonb, text) from public, anon;
grant execute on function public.settle_deposit(uuid, date, jsonb, text) to authenticated;

-- ------------------------------------------------------- money in, the books
-- Every dollar that came in: rent received (including rent taken from a deposit) and deposit money
-- kept for anything else, on the day it was kept. Deposits held are not here: they are not income.
create or replace view public.money_in with (security_invoker = true) as
select p.id, p.user_id, u.property_id, t.unit_id, p.tenancy_id, 'Rent'::text as kind, p.amount, p.paid_on as received_on,
       p.method, p.memo
from public.rent_payments p
join public.tenancies t on t.id = p.tenancy_id
join public.units u on u.id = t.unit_id
union all
select s.id, s.user_id, u.property_id, t.unit_id, s.tenancy_id, 'Deposit kept'::text,
       k.amount, s.settled_on, null::text, k.descriptions
from public.deposit_settlements s
join public.tenancies t on t.id = s.tenancy_id
join public.units u on u.id = t.unit_id
cross join lateral (
  select sum((d ->> 'amount')::numeric) as amount, string_agg(d ->> 'kind' || ': ' || coalesce(d ->> 'description', ''), '; ') as descriptions
  from jsonb_array_elements(s.deductions) d where d ->> 'kind' <> 'Unpaid rent'
) k
where k.amount > 0;

-- Money in and out, one row each, signed: cash flow per property is one query over this view.
create or replace view public.cash_flow with (security_invoker = true) as
select m.user_id, m.property_id, m.received_on as on_day, m.amount, m.kind as category
from public.money_in m
union all
select p.user_id, p.property_id, p.paid_on, -p.amount, p.category
from public.payments p;

-- --------------------------------------------------- row-level security
alter table public.tenancy_charges enable row level security;
alter table public.rent_payments enable row level security;
alter table public.deposit_settlements enable row level security;
revoke all on public.tenancy_charges, public.rent_payments, public.deposit_settlements from anon, authenticated;
grant select, insert, update, delete on public.tenancy_charges, public.rent_payments, public.deposit_settlements to authenticated;
grant all on public.tenancy_charges, public.rent_payments, public.deposit_settlements to service_role;
revoke all on public.money_in, public.cash_flow from anon, authenticated;
grant select on public.money_in, public.cash_flow to authenticated, service_role;

create policy "owner reads" on public.tenancy_charges for select to authenticated using ((select auth.uid()) = user_id);
create policy "owner inserts" on public.tenancy_charges for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "owner updates" on public.tenancy_charges for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "owner deletes" on public.tenancy_charges for delete to authenticated
  using ((select auth.uid()) = user_id and kind in ('charge', 'credit'));
create policy "owner reads" on public.rent_payments for select to authenticated using ((select auth.uid()) = user_id);
create policy "owner inserts" on public.rent_payments for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "owner updates" on public.rent_payments for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "owner deletes" on public.rent_payments for delete to authenticated
  using ((select auth.uid()) = user_id and settlement_id is null);
create policy "owner reads" on public.deposit_settlements for select to authenticated using ((select auth.uid()) = user_id);
create policy "owner inserts" on public.deposit_settlements for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "owner updates" on public.deposit_settlements for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "owner deletes" on public.deposit_settlements for delete to authenticated using ((select auth.uid()) = user_id);

-- ------------------------------------------------- today's units, once
-- Every occupied unit becomes its tenancy in force: its tenant, lease, rent and deposit, its start
-- unknown, rent tracked from the landlord's current month. Nothing is asked and nothing changes on
-- the unit. An account import of a file without tenancies does the same when it finishes.
create or replace function private.tenancies_from_units(p_user uuid default null) returns integer
language plpgsql
set search_path = ''
as $$
declare
  n integer;
begin
  perform pg_catalog.set_config('landlord.unit_sync', 'on', true);
  insert into public.tenancies (user_id, unit_id, tenants, start_on, lease_type, lease_end_on, monthly_rent,
                                deposit_amount, deposit_held_by, rent_tracked_from)
  select u.user_id, u.id, private.tenants_named(u.tenant_name, '[]'), null, u.lease_status,
         case when u.lease_status = 'FixedTerm' then u.lease_end_date end,
         u.monthly_rent, u.security_deposit_amount, u.security_deposit_held_by,
         date_trunc('month', private.landlord_today(u.user_id))::date
  from public.units u
  where u.lease_status <> 'Vacant'
    and (p_user is null or u.user_id = p_user)
    and not exists (select 1 from public.tenancies t where t.unit_id = u.id);
  get diagnostics n = row_count;
  perform pg_catalog.set_config('landlord.unit_sync', '', true);
  return n;
end
$$;

do $$ begin perform private.tenancies_from_units(); end $$;
