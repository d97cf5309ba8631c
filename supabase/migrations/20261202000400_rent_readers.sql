-- Money coming in, part four: what the screens read, each one request deep. Every reader catches
-- the caller's rent up first (catch_up_rent: nothing after the first call of a landlord's day), so
-- it is volatile and called with POST. Deploys unchanged with `supabase db push`.

-- A tenancy's balance without applying money to charges: what it was charged less what it paid
-- and was credited. Positive: owed; negative: a credit.
create or replace function private.tenancy_balance(p_tenancy uuid) returns numeric
language sql
stable
set search_path = ''
as $$
  select coalesce((select sum(case when c.kind = 'credit' then -c.amount else c.amount end)
                   from public.tenancy_charges c where c.tenancy_id = p_tenancy and c.waived_at is null), 0)
       - coalesce((select sum(p.amount) from public.rent_payments p where p.tenancy_id = p_tenancy), 0)
$$;

-- The rent roll: every unit, vacant ones too, in property and unit order, with the tenancy in force
-- on the landlord's day and where it stands. Filters: a property, words in the property, unit or
-- tenant names, and a status (paid, partly paid, unpaid, late, credit, vacant). Answers the page,
-- the number of units filtered, and their totals (rent, deposits held, balance).
create or replace function public.rent_roll(
  p_search text default null,
  p_property uuid default null,
  p_status text default null,
  p_limit integer default 50,
  p_offset integer default 0
) returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  today date;
  pattern text := '%' || replace(replace(replace(btrim(coalesce(p_search, '')), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  result jsonb;
begin
  if uid is null then
    raise exception 'Sign in to see your rent roll' using errcode = '42501';
  end if;
  if p_status is not null and p_status not in ('paid', 'partly paid', 'unpaid', 'late', 'credit', 'vacant') then
    raise exception 'Unknown rent status: %', p_status using errcode = '22023';
  end if;
  perform private.catch_up_rent_for(uid);
  today := private.landlord_today(uid);

  with listed as materialized (
    select u.id as unit_id, u.unit_label, p.id as property_id, p.name as property_name, t.id as tenancy_id,
           t.tenants, t.start_on, t.ended_on, t.lease_type, t.lease_end_on, t.deposit_amount, t.deposit_held_by,
           case when t.id is not null then public.tenancy_rent_on(t.id, today) end as monthly_rent,
           lower(p.name) as sort_name
    from public.units u
    join public.properties p on p.id = u.property_id
    left join lateral (
      select x.* from public.tenancies x
      where x.unit_id = u.id and daterange(x.start_on, x.ended_on, '[]') @> today
      limit 1
    ) t on true
    where u.user_id = uid
      and (p_property is null or u.property_id = p_property)
      and (btrim(coalesce(p_search, '')) = ''
           or p.name ilike pattern or u.unit_label ilike pattern or public.tenant_names(t.tenants) ilike pattern)
  ), judged as (
    -- Every filtered unit's standing only when a status filters them; else the page's alone (below).
    select l.*, s.balance, s.month_rent, s.month_open, s.late_since, coalesce(s.status, case when l.tenancy_id is null then 'vacant' end) as status
    from listed l
    left join lateral private.tenancy_standing(l.tenancy_id, today) s on l.tenancy_id is not null
    where p_status is not null
  ), filtered as (
    select l.unit_id, l.unit_label, l.property_id, l.property_name, l.tenancy_id, l.tenants, l.start_on, l.ended_on, l.lease_type,
           l.lease_end_on, l.deposit_amount, l.deposit_held_by, l.monthly_rent, l.sort_name,
           null::numeric as balance, null::numeric as month_rent, null::numeric as month_open, null::date as late_since, null::text as status
    from listed l where p_status is null
    union all
    select j.unit_id, j.unit_label, j.property_id, j.property_name, j.tenancy_id, j.tenants, j.start_on, j.ended_on, j.lease_type,
           j.lease_end_on, j.deposit_amount, j.deposit_held_by, j.monthly_rent, j.sort_name,
           j.balance, j.month_rent, j.month_open, j.late_since, j.status
    from judged j where j.status = p_status
  ), page as (
    select f.* from filtered f
    order by f.sort_name, f.property_id, f.unit_label, f.unit_id
    limit least(greatest(coalesce(p_limit, 50), 1), 500) offset greatest(coalesce(p_offset, 0), 0)
  ), shown as (
    select pg.*, coalesce(pg.status, s.status, case when pg.tenancy_id is null then 'vacant' end) as shown_status,
           coalesce(pg.balance, s.balance) as shown_balance, coalesce(pg.month_rent, s.month_rent) as shown_month_rent,
           coalesce(pg.month_open, s.month_open) as shown_month_open, coalesce(pg.late_since, s.late_since) as shown_late_since
    from page pg
    left join lateral private.tenancy_standing(pg.tenancy_id, today) s on pg.status is null and pg.tenancy_id is not null
  )
  select jsonb_build_object(
    'today', today,
    'rows', coalesce((
      select jsonb_agg(jsonb_build_object(
        'unit_id', s.unit_id, 'unit_label', s.unit_label, 'property_id', s.property_id, 'property_name', s.property_name,
        'tenancy_id', s.tenancy_id, 'tenants', public.tenant_names(s.tenants), 'start_on', s.start_on, 'ended_on', s.ended_on,
        'lease_type', s.lease_type, 'lease_end_on', s.lease_end_on, 'monthly_rent', s.monthly_rent,
        'deposit_amount', s.deposit_amount, 'deposit_held_by', s.deposit_held_by, 'status', s.shown_status,
        'balance', s.shown_balance, 'month_rent', s.shown_month_rent, 'month_open', s.shown_month_open,
        'late_since', s.shown_late_since)
        order by s.sort_name, s.property_id, s.unit_label, s.unit_id)
      from shown s), '[]'::jsonb),
    'total', (select count(*) from filtered),
    'totals', (
      select jsonb_build_object(
        'units', count(*),
        'occupied', count(f.tenancy_id),
        'monthly_rent', coalesce(sum(f.monthly_rent), 0),
        'deposits_held', coalesce(sum(f.deposit_amount) filter (where f.tenancy_id is not null), 0),
        'balance', coalesce(sum(coalesce(f.balance, private.tenancy_balance(f.tenancy_id))) filter (where f.tenancy_id is not null), 0))
      from filtered f))
  into result;
  return result;
end
$$;
revoke all on function public.rent_roll(text, uuid, text, integer, integer) from public, anon;
grant execute on function public.rent_roll(text, uuid, text, integer, integer) to authenticated;

-- A tenancy's page in one answer: the tenancy, its unit and property, where it stands, its running
-- ledger (charges, fees, credits, payments and deposit events, the balance after each), the late
-- fees proposed, its deposit's settlement and return deadline, and the unit's other tenancies.
create or replace function public.tenancy_ledger(p_tenancy uuid) returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  t public.tenancies;
  today date;
  result jsonb;
begin
  if uid is null then
    raise exception 'Sign in to see this tenancy' using errcode = '42501';
  end if;
  perform private.catch_up_rent_for(uid);
  select * into t from public.tenancies where id = p_tenancy;
  if t.id is null then
    raise exception 'Tenancy not found' using errcode = 'P0002';
  end if;
  today := private.landlord_today(uid);

  with alloc as (
    select * from public.tenancy_allocation(t.id, today)
  ), entry as (
    select c.id, c.kind, c.due_on as on_day, c.period, c.memo,
           case when c.waived_at is not null then 0 when c.kind = 'credit' then -c.amount else c.amount end as effect,
           c.amount, c.waived_at, a.paid, a.open, a.paid_on, a.late, a.late_since,
           null::text as method, null::text as reference, null::uuid as settlement_id, c.created_at,
           case c.kind when 'rent' then 1 when 'charge' then 2 when 'late_fee' then 3 else 4 end as rank
    from public.tenancy_charges c
    left join alloc a on a.charge_id = c.id
    where c.tenancy_id = t.id
    union all
    select p.id, 'payment', p.paid_on, null, p.memo, -p.amount, p.amount, null, null, null, null, null, null,
           p.method, p.reference, p.settlement_id, p.created_at, 5
    from public.rent_payments p where p.tenancy_id = t.id
    union all
    select t.id, 'deposit_received', coalesce(t.start_on, t.rent_tracked_from), null,
           'Held by ' || coalesce(t.deposit_held_by, 'the landlord') || ': not income', 0, t.deposit_amount, null,
           null, null, null, null, null, null, null, null, t.created_at, 0
    where coalesce(t.deposit_amount, 0) > 0
    union all
    select s.id, 'deposit_settled', s.settled_on, null, s.notes, 0, s.returned_amount, null, null, null, null, null, null,
           null, null, s.id, s.created_at, 6
    from public.deposit_settlements s where s.tenancy_id = t.id
  ), ledger as (
    select e.*, sum(e.effect) over (order by e.on_day, e.rank, e.created_at, e.id) as balance
    from entry e
  )
  select jsonb_build_object(
    'today', today,
    'tenancy', to_jsonb(t) - 'import_id' - 'user_id' - 'charged_through',
    'tenant_names', public.tenant_names(t.tenants),
    'rent_now', public.tenancy_rent_on(t.id, today),
    'rent_changes', coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'effective_on', c.effective_on, 'monthly_rent', c.monthly_rent)
                              order by c.effective_on) from public.tenancy_rent_changes c where c.tenancy_id = t.id), '[]'::jsonb),
    'unit', (select jsonb_build_object('id', u.id, 'unit_label', u.unit_label) from public.units u where u.id = t.unit_id),
    'property', (select jsonb_build_object('id', p.id, 'name', p.name, 'deposit_return_days', p.deposit_return_days)
                 from public.units u join public.properties p on p.id = u.property_id where u.id = t.unit_id),
    'standing', (select to_jsonb(s) from private.tenancy_standing(t.id, today) s),
    'entries', coalesce((select jsonb_agg(jsonb_build_object(
        'id', l.id, 'kind', l.kind, 'on', l.on_day, 'period', l.period, 'memo', l.memo, 'amount', l.amount, 'effect', l.effect,
        'waived', l.waived_at is not null, 'paid', l.paid, 'open', l.open, 'paid_on', l.paid_on, 'late', coalesce(l.late, false),
        'late_since', l.late_since, 'method', l.method, 'reference', l.reference, 'settlement_id', l.settlement_id,
        'balance', l.balance)
        order by l.on_day, l.rank, l.created_at, l.id) from ledger l), '[]'::jsonb),
    'proposals', coalesce((select jsonb_agg(to_jsonb(p) order by p.period) from public.late_fee_proposals(t.id) p), '[]'::jsonb),
    'settlement', (select to_jsonb(s) - 'import_id' - 'user_id' from public.deposit_settlements s where s.tenancy_id = t.id),
    'deposit_return_by', case when t.ended_on is not null then
        t.ended_on + (select p.deposit_return_days from public.units u join public.properties p on p.id = u.property_id where u.id = t.unit_id) end,
    'unit_tenancies', coalesce((select jsonb_agg(jsonb_build_object('id', o.id, 'tenants', public.tenant_names(o.tenants),
        'start_on', o.start_on, 'ended_on', o.ended_on) order by o.start_on desc nulls last)
        from public.tenancies o where o.unit_id = t.unit_id), '[]'::jsonb))
  into result;
  return result;
end
$$;
revoke all on function public.tenancy_ledger(uuid) from public, anon;
grant execute on function public.tenancy_ledger(uuid) to authenticated;

-- This month's rent, for the dashboard: what is expected (this month's rent charges of the
-- tenancies in force), received of it and outstanding, and who has not paid (most owed first).
-- Money applies oldest first, so a tenancy with nothing owed has paid this month: only those with a
-- balance are judged charge by charge.
create or replace function public.rent_this_month(p_limit integer default 10) returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  today date;
  result jsonb;
begin
  if uid is null then
    raise exception 'Sign in to see your rent' using errcode = '42501';
  end if;
  perform private.catch_up_rent_for(uid);
  today := private.landlord_today(uid);
  with current_tenancy as (
    select t.id, t.unit_id, t.tenants
    from public.tenancies t
    where t.user_id = uid and daterange(t.start_on, t.ended_on, '[]') @> today
  ), month_rent as (
    select c.tenancy_id, sum(c.amount) as amount
    from public.tenancy_charges c
    where c.user_id = uid and c.kind = 'rent' and c.period = date_trunc('month', today)::date
      and c.tenancy_id in (select id from current_tenancy)
    group by c.tenancy_id
  ), owing as (
    select ct.*, m.amount as month_rent, s.month_open, s.late_open, s.late_since, s.balance
    from current_tenancy ct
    join month_rent m on m.tenancy_id = ct.id
    cross join lateral private.tenancy_standing(ct.id, today) s
    where private.tenancy_balance(ct.id) > 0
  ), unpaid as (
    select o.*, u.unit_label, p.id as property_id, p.name as property_name
    from owing o
    join public.units u on u.id = o.unit_id
    join public.properties p on p.id = u.property_id
    where o.month_open > 0 or o.late_open > 0
  )
  select jsonb_build_object(
    'month', date_trunc('month', today)::date,
    'today', today,
    'expected', coalesce((select sum(amount) from month_rent), 0),
    'outstanding', coalesce((select sum(month_open) from owing), 0),
    'received', coalesce((select sum(amount) from month_rent), 0) - coalesce((select sum(month_open) from owing), 0),
    'unpaid_count', (select count(*) from unpaid),
    'unpaid', coalesce((select jsonb_agg(jsonb_build_object(
        'tenancy_id', x.id, 'unit_id', x.unit_id, 'unit_label', x.unit_label, 'property_id', x.property_id,
        'property_name', x.property_name, 'tenants', public.tenant_names(x.tenants), 'month_rent', x.month_rent,
        'month_open', x.month_open, 'late', x.late_open > 0, 'late_since', x.late_since, 'balance', x.balance)
        order by x.balance desc, x.property_name, x.unit_label)
      from (select * from unpaid order by balance desc, property_name, unit_label limit greatest(coalesce(p_limit, 10), 1)) x), '[]'::jsonb))
  into result;
  return result;
end
$$;
revoke all on function public.rent_this_month(integer) from public, anon;
grant execute on function public.rent_this_month(integer) to authenticated;
