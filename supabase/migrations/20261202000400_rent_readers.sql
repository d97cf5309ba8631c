-- Money coming in, part four: what the screens read, each one request deep. Every reader catches
-- the caller's rent up first (catch_up_rent: nothing after the first call of a landlord's day), so
-- it is volatile and called with POST. Deploys unchanged with `supabase db push`.

-- The rent roll: every unit, vacant ones too, in property and unit order, with the tenancy in force
-- on the landlord's day and where it stands (its kept standing, judged on that day). Filters: a
-- property, words in the property, unit or tenant names, and a status (paid, partly paid, unpaid,
-- late, credit, vacant). Answers the page, the number of units filtered, and their totals (rent,
-- deposits held, balance).
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
-- Planned for each call's filters: from a session's sixth call PL/pgSQL would keep one generic plan
-- for any filter, and on the large account that plan took 120 ms against 30 ms.
set plan_cache_mode = force_custom_plan
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

  -- Joins, not a lookup per unit: at most one tenancy of a unit covers a day (the exclusion
  -- constraint), and the rent changes in force are read once.
  with rent_now as (
    select distinct on (c.tenancy_id) c.tenancy_id, c.monthly_rent
    from public.tenancy_rent_changes c
    where c.user_id = uid and c.effective_on <= today
    order by c.tenancy_id, c.effective_on desc
  ), listed as materialized (
    select u.id as unit_id, u.unit_label, p.id as property_id, p.name as property_name, t.id as tenancy_id,
           t.tenants, t.start_on, t.ended_on, t.lease_type, t.lease_end_on, t.deposit_amount, t.deposit_held_by,
           case when t.id is not null then coalesce(r.monthly_rent, t.monthly_rent) end as monthly_rent,
           o.balance, o.month_rent, o.month_open, o.late_since,
           case when t.id is null then 'vacant' else o.status end as status,
           lower(p.name) as sort_name
    from public.units u
    join public.properties p on p.id = u.property_id
    left join public.tenancies t
      on t.unit_id = u.id and t.user_id = uid and daterange(t.start_on, t.ended_on, '[]') @> today
    left join rent_now r on r.tenancy_id = t.id
    left join public.tenancy_standings s on s.tenancy_id = t.id and s.user_id = uid
    left join lateral private.standing_on(s, t.grace_days, today) o on s.tenancy_id is not null
    where u.user_id = uid
      and (p_property is null or u.property_id = p_property)
      and (btrim(coalesce(p_search, '')) = ''
           or p.name ilike pattern or u.unit_label ilike pattern or public.tenant_names(t.tenants) ilike pattern)
  ), filtered as (
    select * from listed l where p_status is null or l.status = p_status
  )
  select jsonb_build_object(
    'today', today,
    'rows', coalesce((
      select jsonb_agg(jsonb_build_object(
        'unit_id', f.unit_id, 'unit_label', f.unit_label, 'property_id', f.property_id, 'property_name', f.property_name,
        'tenancy_id', f.tenancy_id, 'tenants', public.tenant_names(f.tenants), 'start_on', f.start_on, 'ended_on', f.ended_on,
        'lease_type', f.lease_type, 'lease_end_on', f.lease_end_on, 'monthly_rent', f.monthly_rent,
        'deposit_amount', f.deposit_amount, 'deposit_held_by', f.deposit_held_by, 'status', f.status,
        'balance', f.balance, 'month_rent', f.month_rent, 'month_open', f.month_open, 'late_since', f.late_since)
        order by f.sort_name, f.property_id, f.unit_label, f.unit_id)
      from (
        select * from filtered
        order by sort_name, property_id, unit_label, unit_id
        limit least(greatest(coalesce(p_limit, 50), 1), 500) offset greatest(coalesce(p_offset, 0), 0)
      ) f), '[]'::jsonb),
    'total', (select count(*) from filtered),
    'totals', (
      select jsonb_build_object(
        'units', count(*),
        'occupied', count(f.tenancy_id),
        'monthly_rent', coalesce(sum(f.monthly_rent), 0),
        'deposits_held', coalesce(sum(f.deposit_amount) filter (where f.tenancy_id is not null), 0),
        'balance', coalesce(sum(f.balance), 0))
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

  with alloc as materialized (
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
    -- The kept standing (the rent roll's), with the late rent open from this ledger's own allocation.
    'standing', (select to_jsonb(o) || jsonb_build_object(
                          'late_open', coalesce((select sum(a.open) from alloc a where a.late and a.open > 0), 0))
                 from public.tenancy_standings ks
                 cross join lateral private.standing_on(ks, t.grace_days, today) o
                 where ks.tenancy_id = t.id),
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
  with standing as materialized (
    select t.id, t.unit_id, t.tenants, o.*
    from public.tenancies t
    join public.tenancy_standings s on s.tenancy_id = t.id
    cross join lateral private.standing_on(s, t.grace_days, today) o
    where t.user_id = uid and daterange(t.start_on, t.ended_on, '[]') @> today
  ), unpaid as (
    select x.*, u.unit_label, p.id as property_id, p.name as property_name
    from standing x
    join public.units u on u.id = x.unit_id
    join public.properties p on p.id = u.property_id
    where x.month_open > 0 or (x.late and x.balance > 0)
  )
  select jsonb_build_object(
    'month', date_trunc('month', today)::date,
    'today', today,
    'expected', coalesce((select sum(month_rent) from standing), 0),
    'outstanding', coalesce((select sum(month_open) from standing), 0),
    'received', coalesce((select sum(month_rent) from standing), 0) - coalesce((select sum(month_open) from standing), 0),
    'unpaid_count', (select count(*) from unpaid),
    'late_count', (select count(*) from unpaid where late),
    'unpaid', coalesce((select jsonb_agg(jsonb_build_object(
        'tenancy_id', x.id, 'unit_id', x.unit_id, 'unit_label', x.unit_label, 'property_id', x.property_id,
        'property_name', x.property_name, 'tenants', public.tenant_names(x.tenants), 'month_rent', x.month_rent,
        'month_open', x.month_open, 'late', x.late, 'late_since', x.late_since, 'balance', x.balance)
        order by x.late desc, x.balance desc, x.property_name, x.unit_label)
      from (select * from unpaid order by late desc, balance desc, property_name, unit_label limit greatest(coalesce(p_limit, 10), 1)) x), '[]'::jsonb))
  into result;
  return result;
end
$$;
revoke all on function public.rent_this_month(integer) from public, anon;
grant execute on function public.rent_this_month(integer) to authenticated;

-- What the digests remind a landlord of about money coming in, on their day: rent not received
-- (a tenancy in force whose rent is late, or whose rent this month is still open after its due
-- day) and deposits to settle (a tenancy that ended with a deposit and no settlement, with the day
-- it must be returned by). The digest schedule calls it as the service role for each landlord;
-- a landlord may call it for themselves (the Settings preview).
create or replace function public.rent_reminders(p_user uuid) returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  today date;
  result jsonb;
begin
  if auth.uid() is not null and p_user is distinct from auth.uid() then
    raise exception 'Not your rent' using errcode = '42501';
  end if;
  perform private.catch_up_rent_for(p_user);
  today := private.landlord_today(p_user);
  with current_tenancy as (
    select t.id, t.unit_id, t.tenants, t.grace_days, o.*,
           (select c.due_on from public.tenancy_charges c
            where c.tenancy_id = t.id and c.kind = 'rent' and c.period = date_trunc('month', today)::date) as due_on
    from public.tenancies t
    join public.tenancy_standings s on s.tenancy_id = t.id
    cross join lateral private.standing_on(s, t.grace_days, today) o
    where t.user_id = p_user and daterange(t.start_on, t.ended_on, '[]') @> today
  ), not_received as (
    select x.*, u.unit_label, p.id as property_id, p.name as property_name
    from current_tenancy x
    join public.units u on u.id = x.unit_id
    join public.properties p on p.id = u.property_id
    where (x.late and x.balance > 0) or (x.month_open > 0 and x.due_on < today)
  ), deposits as (
    select t.id, t.tenants, t.ended_on, t.deposit_amount, u.unit_label, p.id as property_id, p.name as property_name,
           t.ended_on + p.deposit_return_days as return_by
    from public.tenancies t
    join public.units u on u.id = t.unit_id
    join public.properties p on p.id = u.property_id
    where t.user_id = p_user and t.ended_on is not null and t.ended_on < today and coalesce(t.deposit_amount, 0) > 0
      and not exists (select 1 from public.deposit_settlements d where d.tenancy_id = t.id)
  )
  select jsonb_build_object(
    'today', today,
    'not_received', coalesce((select jsonb_agg(jsonb_build_object(
        'tenancy_id', n.id, 'tenants', public.tenant_names(n.tenants), 'unit_label', n.unit_label,
        'property_id', n.property_id, 'property_name', n.property_name, 'balance', n.balance,
        'month_open', n.month_open, 'due_on', n.due_on, 'late', n.late, 'late_since', n.late_since)
        order by n.late desc, n.balance desc, n.property_name, n.unit_label) from not_received n), '[]'::jsonb),
    'deposits_due', coalesce((select jsonb_agg(jsonb_build_object(
        'tenancy_id', d.id, 'tenants', public.tenant_names(d.tenants), 'unit_label', d.unit_label,
        'property_id', d.property_id, 'property_name', d.property_name, 'deposit_amount', d.deposit_amount,
        'ended_on', d.ended_on, 'return_by', d.return_by)
        order by d.return_by, d.property_name, d.unit_label) from deposits d), '[]'::jsonb))
  into result;
  return result;
end
$$;
revoke all on function public.rent_reminders(uuid) from public, anon;
grant execute on function public.rent_reminders(uuid) to authenticated, service_role;
