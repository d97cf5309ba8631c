-- =============================================================================
-- Landlord HQ large-portfolio seed (supabase/seed-large.sql), run by
-- `npm run seed:large` (scripts/seedLarge.ts) in one transaction as `postgres`.
--
-- Sign in as  large@landlordhq.test / large-landlord
--
-- At scale 1 (the default): 200 properties, 2,000 units, 50 managers, 150
-- vendors with property accounts, 20,000 tasks with activities, 20,000 notes
-- and 2,000 rent increases, about 20,000 payments over two years, 1,800 tenancies
-- with two years of rent, and the books: purchase, loans, two years of mortgage
-- payments. The script sets `seed_large.scale` (0 < s <= 10) to multiply every
-- count: below 1 for quick runs in tests, up to 10 for the bench's growth
-- comparison (--scale=10).
-- Re-running replaces the account: deleting the auth user cascades to every row
-- it owns; no other account is touched.
--
-- Rows come from generate_series, so the whole seed is a handful of set-based
-- statements. Choices use a fixed random seed, so runs are alike; every date is
-- relative to the day it runs (overdue tasks are overdue, some increases past due).
-- =============================================================================

select setseed(0.42);

create temp table lg_conf on commit drop as
select
  '1a1a1a1a-0000-4000-8000-000000000001'::uuid as uid,
  greatest(1, round(200 * s))::int as n_properties,
  10 as units_per_property,
  greatest(1, round(50 * s))::int as n_managers,
  greatest(9, round(150 * s))::int as n_vendors,
  greatest(1, round(20000 * s))::int as n_tasks,
  greatest(1, round(20000 * s))::int as n_notes,
  greatest(2, round(2000 * s))::int as n_increases
from (select coalesce(nullif(current_setting('seed_large.scale', true), ''), '1')::numeric as s) c;

-- ------------------------------------------------------------------ account
delete from auth.users where id = (select uid from lg_conf) or lower(email) = 'large@landlordhq.test';

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
)
select '00000000-0000-0000-0000-000000000000', uid, 'authenticated', 'authenticated',
  'large@landlordhq.test', extensions.crypt('large-landlord', extensions.gen_salt('bf')), now(),
  '', '', '', '',
  '{"provider": "email", "providers": ["email"]}'::jsonb, '{}'::jsonb,
  now() - interval '3 years', now()
from lg_conf;

insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
select uid::text, uid,
  jsonb_build_object('sub', uid::text, 'email', 'large@landlordhq.test', 'email_verified', true),
  'email', now() - interval '3 years', now()
from lg_conf;

insert into public.user_settings (user_id, timezone) select uid, 'America/Chicago' from lg_conf;

-- --------------------------------------------------------- property managers
create temp table lg_managers on commit drop as
select i, gen_random_uuid() as id,
  (array['Keystone', 'Piedmont', 'Harbor', 'Summit', 'Oak Lane', 'Bluebird', 'Cardinal', 'Granite', 'Lakeside', 'Pioneer'])[1 + i % 10]
    || ' ' || (array['Property Management', 'Rentals', 'Realty', 'Residential', 'Homes'])[1 + (i / 10) % 5] || ' ' || i as name
from lg_conf, generate_series(1, n_managers) i;

insert into public.property_managers (id, user_id, name, email, phone, portal_link, created_at, updated_at)
select m.id, c.uid, m.name,
  case when m.i % 7 = 0 then null else 'owners' || m.i || '@pm' || m.i || '.example' end,
  '+1704555' || lpad((m.i % 10000)::text, 4, '0'),
  case when m.i % 3 = 0 then null else 'https://pm' || m.i || '.example/owners' end,
  now() - (m.i || ' days')::interval - interval '400 days', now() - (m.i || ' days')::interval
from lg_managers m, lg_conf c;

-- ---------------------------------------------------------------- properties
create temp table lg_properties on commit drop as
select i, gen_random_uuid() as id,
  -- every tenth property is self-managed
  case when i % 10 = 0 then null else (select id from lg_managers where lg_managers.i = 1 + (p.i % c.n_managers)) end as manager_id
from lg_conf c, generate_series(1, c.n_properties) as p(i);
create index on lg_properties (i);

insert into public.properties (
  id, user_id, name, address_line1, address_line2, city, state, zip, notes, property_manager_id,
  loan_amount, loan_number, lender_name, lender_website, created_at, updated_at
)
select p.id, c.uid,
  (array['Maple', 'Oakwood', 'Riverside', 'Elm', 'Birchwood', 'Cedar', 'Willow', 'Pine', 'Aspen', 'Magnolia', 'Hickory', 'Chestnut'])[1 + p.i % 12]
    || ' ' || (array['Apartments', 'Fourplex', 'Townhomes', 'Court', 'Commons', 'Flats'])[1 + (p.i / 12) % 6] || ' ' || lpad(p.i::text, 3, '0'),
  (100 + p.i * 7) || ' ' || (array['Main', 'Park', 'Lake', 'Hill', 'Church', 'Mill'])[1 + p.i % 6] || ' Street',
  case when p.i % 5 = 0 then 'Building ' || chr(65 + p.i % 4) end,
  (array['Charlotte', 'Concord', 'Matthews', 'Huntersville', 'Gastonia', 'Mooresville'])[1 + p.i % 6], 'NC',
  (28200 + p.i % 80)::text,
  case when p.i % 3 = 0 then 'Owner pays water and trash. Gate code ' || (1000 + p.i) || '.' end,
  p.manager_id,
  case when p.i % 2 = 0 then (150000 + (p.i * 7919) % 600000)::numeric(12, 2) end,
  case when p.i % 2 = 0 then 'LN-' || lpad((p.i * 104729 % 10000000)::text, 7, '0') end,
  case when p.i % 2 = 0 then (array['First Carolina Bank', 'Queen City Credit Union', 'Atlantic Home Lending'])[1 + p.i % 3] end,
  case when p.i % 2 = 0 then 'https://lender' || (p.i % 3) || '.example' end,
  now() - ((p.i % 900) + 100 || ' days')::interval, now() - ((p.i % 90) || ' days')::interval
from lg_properties p, lg_conf c;

-- --------------------------------------------------------------------- units
create temp table lg_units on commit drop as
select row_number() over (order by p.i, j)::int as i, gen_random_uuid() as id, p.id as property_id, p.i as property_i, j,
  -- 10 % vacant, 30 % month to month, 60 % fixed term
  case when (p.i + j) % 10 = 0 then 'Vacant' when (p.i + j) % 10 < 4 then 'MonthToMonth' else 'FixedTerm' end as lease_status,
  (700 + ((p.i * 31 + j * 97) % 36) * 50)::numeric(12, 2) as rent
from lg_properties p, lg_conf c, generate_series(1, c.units_per_property) j;
create index on lg_units (i);
create index on lg_units (property_i, j);

-- Tenancies are made below, set-based: the unit's trigger would make them one at a time.
select set_config('landlord.unit_sync', 'on', true);

insert into public.units (
  id, user_id, property_id, unit_label, monthly_rent, lease_status, lease_end_date, tenant_name, bedrooms,
  section_8_tenant, security_deposit_amount, security_deposit_held_by, notes, created_at, updated_at
)
select u.id, c.uid, u.property_id, 'Unit ' || lpad(u.j::text, 2, '0'), u.rent, u.lease_status,
  case when u.lease_status = 'FixedTerm' then current_date + ((u.i * 37) % 420 - 30) end,
  case when u.lease_status <> 'Vacant'
    then (array['Alex', 'Jordan', 'Casey', 'Morgan', 'Riley', 'Taylor', 'Jamie', 'Avery'])[1 + u.i % 8] || ' '
      || (array['Nguyen', 'Garcia', 'Smith', 'Johnson', 'Brown', 'Lee', 'Patel', 'Davis', 'Wilson'])[1 + (u.i / 8) % 9] end,
  (array['Studio', '1', '2', '3', '4'])[1 + u.i % 5],
  u.lease_status <> 'Vacant' and u.i % 9 = 0,
  case when u.lease_status <> 'Vacant' then u.rent end,
  case when u.lease_status = 'Vacant' then null when u.i % 2 = 0 then 'Owner' else 'Property Manager' end,
  case when u.i % 11 = 0 then 'Pet deposit on file.' end,
  now() - interval '2 years', now() - ((u.i % 200) || ' days')::interval
from lg_units u, lg_conf c;

-- ------------------------------------------------------------------- vendors
create temp table lg_vendors on commit drop as
select i, gen_random_uuid() as id,
  (array['Water', 'Power', 'Trash', 'Internet', 'HOA', 'Tax', 'Maintenance', 'Insurance', 'Other'])[1 + i % 9] as category
from lg_conf c, generate_series(1, c.n_vendors) i;
create index on lg_vendors (i);

insert into public.vendors (id, user_id, name, category, website_url, account_number, payment_method, notes, created_at, updated_at)
select v.id, c.uid,
  (array['Metro', 'County', 'Carolina', 'Piedmont', 'Reliable', 'Premier', 'Budget', 'Allied', 'Union', 'Crescent'])[1 + (v.i / 9) % 10]
    || ' ' || v.category || ' ' || (case v.category when 'Maintenance' then 'Services' when 'HOA' then 'Association' when 'Tax' then 'Office' else 'Co.' end)
    || ' ' || v.i,
  v.category,
  'https://vendor' || v.i || '.example',
  case when v.i % 4 <> 0 then 'ACCT-' || lpad((v.i * 7919 % 1000000)::text, 6, '0') end,
  (array['AutoPay', 'Online portal', 'Check', 'Zelle', 'ACH'])[1 + v.i % 5],
  case when v.i % 5 = 0 then 'Call before 10am.' end,
  now() - ((v.i % 700) + 100 || ' days')::interval, now() - ((v.i % 60) || ' days')::interval
from lg_vendors v, lg_conf c;

-- Utilities, HOA and tax vendors carry an account per property they serve (8 each).
insert into public.vendor_property_accounts (user_id, vendor_id, property_id, account_number, notes, created_at, updated_at)
select c.uid, v.id, p.id, lpad((v.i * 1000 + k)::text, 8, '0') || '-' || p.i,
  case when k = 0 then 'Primary meter' end,
  now() - ((v.i + k * 17) % 600 || ' days')::interval, now() - ((v.i + k) % 60 || ' days')::interval
from lg_vendors v
cross join lg_conf c
cross join generate_series(0, 7) k
join lg_properties p on p.i = 1 + (v.i * 7 + k * 13) % c.n_properties
where v.category in ('Water', 'Power', 'Trash', 'Internet', 'HOA', 'Tax')
on conflict (vendor_id, property_id) do nothing;

-- --------------------------------------------------------------------- tasks
-- 10 % business, 40 % property, 50 % unit scope; 40 % recurring; one-time
-- tasks due over the past year and next four months, mostly done when past.
create temp table lg_tasks on commit drop as
select t.i, gen_random_uuid() as id,
  case when t.i % 10 = 0 then 'Business' when t.i % 10 < 5 then 'Property' else 'Unit' end as scope,
  1 + (t.i * 7) % c.n_properties as property_i,
  1 + (t.i * 3) % c.units_per_property as unit_j,
  case when t.i % 6 = 0 then null else 1 + (t.i * 11) % c.n_vendors end as vendor_i,
  t.i % 5 < 2 as recurring,
  (current_date + ((t.i * 7919) % 485 - 365))::date as due,
  random() as r
from lg_conf c, generate_series(1, c.n_tasks) as t(i);

insert into public.tasks (
  id, user_id, title, scope, property_id, unit_id, vendor_id, status, due_date, next_due_date, start_date, end_date,
  recurrence, estimated_cost, actual_cost, actual_cost_recorded_at, notes, links, account_numbers, payment_methods, checklist,
  created_at, updated_at
)
select t.id, c.uid,
  case
    when t.recurring then (array['Pay water bill', 'Pay power bill', 'Trash service', 'Lawn care visit', 'HOA dues', 'Internet bill', 'Pest control'])[1 + t.i % 7]
    else (array['Fix leaking faucet', 'Replace smoke detectors', 'Repaint hallway', 'Service HVAC', 'Clean gutters', 'Replace carpet', 'Inspect roof', 'Renew insurance policy', 'File property tax appeal', 'Turnover cleaning'])[1 + t.i % 10]
  end || ' - ' || coalesce(p.name_short, 'Business') || ' #' || t.i,
  t.scope,
  case when t.scope <> 'Business' then p.id end,
  case when t.scope = 'Unit' then u.id end,
  v.id,
  case
    when t.recurring then 'Open'
    when t.due < current_date and t.r < 0.75 then 'Completed'
    when t.due < current_date and t.r < 0.80 then 'Skipped'
    else 'Open'
  end,
  case when not t.recurring then t.due end,
  case when t.recurring then t.due + 365 * (t.due < current_date - 60)::int end,
  case when t.recurring then t.due - 180 end,
  case when t.recurring and t.i % 9 = 0 then t.due + 540 end,
  case
    when not t.recurring then null
    when t.i % 3 = 0 then jsonb_build_object('type', 'weekly', 'dayOfWeek', extract(dow from t.due)::int)
    when t.i % 3 = 1 then jsonb_build_object('type', 'monthly', 'dayOfMonth', least(28, extract(day from t.due)::int))
    else jsonb_build_object('type', 'everyXMonths', 'interval', 3)
  end,
  (50 + (t.i * 37) % 1500)::numeric(12, 2),
  case when not t.recurring and t.due < current_date and t.r < 0.75 then (40 + (t.i * 53) % 1600)::numeric(12, 2) end,
  case when not t.recurring and t.due < current_date and t.r < 0.75 then t.due + interval '14 hours' end,
  case when t.i % 4 = 0 then 'Tenant prefers mornings; call ahead.' end,
  case when t.i % 5 = 0 then '[{"label": "Pay online", "url": "https://vendor.example/pay"}]'::jsonb else '[]'::jsonb end,
  case when t.i % 3 = 0 then jsonb_build_array('ACCT-' || t.i) else '[]'::jsonb end,
  case when t.recurring then '["AutoPay"]'::jsonb else '[]'::jsonb end,
  case when t.i % 4 = 1 then jsonb_build_array(
    jsonb_build_object('id', 'c1', 'text', 'Get quote', 'done', true),
    jsonb_build_object('id', 'c2', 'text', 'Schedule', 'done', t.r < 0.5)) else '[]'::jsonb end,
  t.due - interval '30 days', t.due - interval '30 days' + (t.i % 20 || ' days')::interval
from lg_tasks t
cross join lg_conf c
join (select i, id, split_part(name, ' ', 1) || ' ' || lpad(i::text, 3, '0') as name_short from lg_properties
      join public.properties using (id)) p on p.i = t.property_i
join lg_units u on u.property_i = t.property_i and u.j = t.unit_j
left join lg_vendors v on v.i = t.vendor_i;

-- Every task was created; about a quarter edited; completed ones completed.
insert into public.activities (user_id, task_id, action, at, details)
select c.uid, t.id, 'Created', t.due - interval '30 days', '{"note": "Task created"}'::jsonb
from lg_tasks t, lg_conf c
union all
select c.uid, t.id, 'Edited', t.due - interval '20 days', '{"note": "Task edited"}'::jsonb
from lg_tasks t, lg_conf c where t.i % 4 = 2
union all
select c.uid, k.id, 'Completed', k.actual_cost_recorded_at,
  jsonb_build_object('note', 'Task completed', 'actual_cost', k.actual_cost, 'completion_date', k.due_date)
from public.tasks k, lg_conf c where k.user_id = c.uid and k.status = 'Completed';

-- ---------------------------------------------------------------- the ledger
-- Each completed one-time task above already has its payment (the trigger on its
-- 'Completed' activity). Recurring bills paid monthly for the last two years: 2.8% of
-- the tasks (recurring ones with a vendor) times 24 months, about 13,000 payments at
-- scale 1 and 20,000 in all. Amounts vary by ±10% around each bill's own base; about
-- one payment in 30 is a spike of 2 to 3 times the base (a leak, a misread meter).
with bills as (
  select t.id, t.i, k.property_id, k.unit_id, k.vendor_id, v.category,
         (30 + (t.i * 17) % 150)::numeric as base,
         1 + t.i % 28 as pay_day,
         row_number() over (order by t.i) as n
  from lg_tasks t
  join public.tasks k on k.id = t.id
  join public.vendors v on v.id = k.vendor_id
  where t.recurring
)
insert into public.payments (user_id, property_id, unit_id, vendor_id, task_id, category, tax_line, amount, paid_on, occurrence, memo, created_at)
select c.uid, b.property_id, b.unit_id, b.vendor_id, b.id, b.category, public.default_tax_line(b.category),
  round(b.base * (case when random() < 0.033 then 2 + random() else 0.9 + 0.2 * random() end)::numeric, 2),
  d.paid_on, d.paid_on,
  case when m.k % 12 = 0 then 'AutoPay' end,
  d.paid_on + interval '9 hours'
from bills b
cross join lg_conf c
cross join generate_series(1, 24) as m (k)
cross join lateral (select (date_trunc('month', current_date) - make_interval(months => m.k))::date + (b.pay_day - 1) as paid_on) d
where b.n <= greatest(1, round(c.n_tasks * 0.028));

-- --------------------------------------------------------------- unit notes
-- Spread over two years; most older notes resolved.
insert into public.unit_notes (user_id, unit_id, body, is_resolved, created_at, updated_at)
select c.uid, u.id,
  (array['Tenant reported a slow drain in the kitchen.', 'Smoke detector chirping; battery replaced.',
         'Rent paid late this month; reminder sent.', 'Requested permission for a small dog.',
         'AC not cooling upstairs, technician scheduled.', 'Lease renewal discussed; tenant wants 12 months.',
         'Parking spot dispute with neighbour resolved.', 'Window screen torn in bedroom.'])[1 + n % 8]
    || case when n % 5 = 0 then E'\nFollow up next week.' else '' end,
  n % 4 <> 0 and n > c.n_notes / 10,
  now() - ((n * 7919) % 730 || ' days')::interval - ((n % 24) || ' hours')::interval,
  now() - ((n * 7919) % 730 || ' days')::interval - ((n % 24) || ' hours')::interval + interval '1 hour'
from lg_conf c
cross join generate_series(1, c.n_notes) n
join lg_units u on u.i = 1 + (n * 13) % (c.n_properties * c.units_per_property);

-- ----------------------------------------------------- scheduled rent increases
-- Two chained increases on each of n_increases/2 occupied units, a year apart:
-- the first past due (Overdue or Applied) for some units, Scheduled for others.
with picked as (
  select u.*, row_number() over (order by u.i)::int as k
  from lg_units u
  where u.lease_status <> 'Vacant'
),
firsts as (
  select p.id as unit_id, p.k, p.rent,
    (current_date + ((p.k * 53) % 300 - 60))::date as d1,
    (3 + p.k % 5)::numeric as pct1,
    (25 + (p.k % 4) * 25)::numeric as amt2
  from picked p, lg_conf c
  where p.k <= c.n_increases / 2
),
rows as (
  select f.*, private.planned_rent(f.rent, 'Percent', f.pct1, null) as rent1 from firsts f
)
insert into public.scheduled_rent_increases (
  user_id, unit_id, basis, percent, amount, effective_date, planned_new_rent, status, applied, applied_at, created_at, updated_at
)
select c.uid, r.unit_id, 'Percent', r.pct1, null, r.d1, r.rent1,
  case when r.d1 >= current_date then 'Scheduled' when r.k % 2 = 0 then 'Applied' else 'Overdue' end,
  r.d1 < current_date and r.k % 2 = 0,
  case when r.d1 < current_date and r.k % 2 = 0 then r.d1 + interval '9 hours' end,
  r.d1 - interval '60 days', r.d1 - interval '60 days'
from rows r, lg_conf c
union all
select c.uid, r.unit_id, 'FixedAmount', null, r.amt2, r.d1 + 365, private.planned_rent(r.rent1, 'FixedAmount', null, r.amt2),
  'Scheduled', false, null, r.d1 - interval '30 days', r.d1 - interval '30 days'
from rows r, lg_conf c;

-- An applied increase already wrote its rent to the unit.
update public.units u set monthly_rent = r.planned_new_rent
from public.scheduled_rent_increases r, lg_conf c
where r.user_id = c.uid and r.applied and r.unit_id = u.id;

-- -------------------------------------------------------------------- rent
-- A tenancy per occupied unit (started 1 to 3 years ago), its rent from the unit and its applied
-- increase as a dated change, and two years of charges and payments: most on time, some late,
-- some partial (the rest a fortnight later, or still owed for the last two months), some paid
-- over (a credit for the next month). Written set-based with the triggers off (the charges as
-- the database would write them, through the landlord's current month), then checked below.
set local session_replication_role = replica;

create temp table lg_tenancies on commit drop as
select u.i, gen_random_uuid() as id, x.id as unit_id, x.tenant_name, x.lease_status, x.lease_end_date,
  u.rent, r.effective_date as change_on, r.planned_new_rent as change_rent,
  x.security_deposit_amount, x.security_deposit_held_by,
  (current_date - (400 + (u.i * 71) % 800))::date as start_on
from lg_units u
join public.units x on x.id = u.id
left join public.scheduled_rent_increases r on r.unit_id = u.id and r.applied
where u.lease_status <> 'Vacant';

insert into public.tenancies (
  id, user_id, unit_id, tenants, start_on, lease_type, lease_end_on, monthly_rent, rent_due_day, grace_days,
  late_fee_kind, late_fee_value, deposit_amount, deposit_held_by, rent_tracked_from, charged_through, created_at, updated_at
)
select t.id, c.uid, t.unit_id, jsonb_build_array(jsonb_build_object('name', t.tenant_name)), t.start_on, t.lease_status,
  t.lease_end_date, t.rent, case when t.i % 7 = 0 then 5 else 1 end, 5,
  case when t.i % 3 = 0 then 'flat' when t.i % 3 = 1 then 'percent' end,
  case when t.i % 3 = 0 then 50 when t.i % 3 = 1 then 5 end,
  t.security_deposit_amount, t.security_deposit_held_by,
  (date_trunc('month', private.landlord_today(c.uid)) - interval '24 months')::date,
  date_trunc('month', private.landlord_today(c.uid))::date,
  t.start_on::timestamptz, now()
from lg_tenancies t, lg_conf c;

insert into public.tenancy_rent_changes (user_id, tenancy_id, effective_on, monthly_rent, created_at, updated_at)
select c.uid, t.id, t.change_on, t.change_rent, t.change_on, t.change_on
from lg_tenancies t, lg_conf c
where t.change_on is not null;

create temp table lg_charges on commit drop as
select t.id as tenancy_id, t.i, g.n, g.period::date as period, d.due_on,
  case when t.change_on is not null and d.due_on >= t.change_on then t.change_rent else t.rent end as amount
from lg_tenancies t
cross join lg_conf c
cross join lateral generate_series(
  date_trunc('month', private.landlord_today(c.uid)) - interval '24 months',
  date_trunc('month', private.landlord_today(c.uid)), interval '1 month') with ordinality g(period, n)
cross join lateral (select public.rent_due_on(g.period::date, case when t.i % 7 = 0 then 5 else 1 end, null, null) as due_on) d;

insert into public.tenancy_charges (user_id, tenancy_id, kind, period, due_on, amount, created_at, updated_at)
select c.uid, x.tenancy_id, 'rent', x.period, x.due_on, x.amount, x.period::timestamptz, x.period::timestamptz
from lg_charges x, lg_conf c;

-- How each month's rent was paid, by a fixed mix: 0-84 on time, 85-91 late, 92-96 in part, 97-99
-- over. This month's only where its due day has come, and not by everyone yet.
create temp table lg_paid on commit drop as
select x.*, (x.i * 37 + x.n * 11) % 100 as mix, private.landlord_today(c.uid) as today
from lg_charges x, lg_conf c;

insert into public.rent_payments (user_id, tenancy_id, amount, paid_on, method, reference, created_at, updated_at)
select c.uid, p.tenancy_id, p.amount, p.paid_on,
  (array['Check', 'Bank transfer', 'Zelle', 'Cash', 'Money order', 'Venmo'])[1 + (p.i + p.n) % 6],
  case when (p.i + p.n) % 6 = 0 then 'Check ' || (1000 + (p.i * 13 + p.n) % 9000)::text end,
  p.paid_on::timestamptz + interval '18 hours', p.paid_on::timestamptz + interval '18 hours'
from (
  select x.tenancy_id, x.i, x.n, x.today,
         case when x.mix < 85 then x.amount when x.mix < 92 then x.amount when x.mix < 97 then round(x.amount * 0.6, 2) else x.amount + 100 end as amount,
         case when x.mix < 85 then x.due_on + ((x.i + x.n) % 4)::int when x.mix < 92 then x.due_on + 8 + ((x.i + x.n) % 10)::int else x.due_on + 1 end as paid_on
  from lg_paid x
  union all
  -- The rest of a part payment a fortnight later, except in the last two months.
  select x.tenancy_id, x.i, x.n + 100, x.today, x.amount - round(x.amount * 0.6, 2), x.due_on + 15
  from lg_paid x
  where x.mix between 92 and 96 and x.period < date_trunc('month', x.today) - interval '1 month'
) p, lg_conf c
where p.paid_on <= p.today and (p.n < 25 or (p.i % 5) < 3 or p.n >= 100);

set local session_replication_role = origin;
select set_config('landlord.unit_sync', '', true);
select private.refresh_standings(array(select id from lg_tenancies));
-- The rent above was written with the triggers off: the kept sums (Schedule E's, profit's) from the rows.
select private.refresh_schedule_e_sums(c.uid) from lg_conf c;
select private.refresh_profit_sums(c.uid) from lg_conf c;

insert into private.rent_catch_ups (user_id, done_on)
select c.uid, private.landlord_today(c.uid) from lg_conf c
on conflict (user_id) do update set done_on = excluded.done_on;

-- ------------------------------------------------------------------- books
-- What each property cost (bought 2 to 12 years ago), the land as a share or a value, a loan on
-- every property that has one (its rate, 30-year term and escrow on most), two years of mortgage
-- payments as the schedule splits them, a capital improvement on every fifth property, and last
-- year's Form 1098 on every fourth loan.
update public.properties x set
  purchased_on = b.purchased_on, placed_in_service_on = b.purchased_on + 20,
  purchase_price = b.price, purchase_closing_costs = round(b.price * 0.02, 2),
  land_share_percent = case when p.i % 3 <> 0 then 20 + p.i % 10 end,
  land_value = case when p.i % 3 = 0 then round(b.price * 0.18, 2) end,
  loan_amount = case when x.loan_amount is not null then round(b.price * 0.75, 2) end,
  loan_interest_rate = case when x.loan_amount is not null then 3 + (p.i % 9) * 0.5 end,
  loan_term_months = case when x.loan_amount is not null then 360 end,
  loan_first_payment_on = case when x.loan_amount is not null then (date_trunc('month', b.purchased_on) + interval '2 months')::date end,
  loan_escrow_taxes = case when x.loan_amount is not null and p.i % 4 <> 0 then 150 + p.i % 300 end,
  loan_escrow_insurance = case when x.loan_amount is not null and p.i % 4 <> 0 then 60 + p.i % 90 end
from lg_properties p
cross join lateral (
  select (current_date - (730 + (p.i * 211) % 3650))::date as purchased_on, (200000 + (p.i * 7919) % 600000)::numeric(14, 2) as price
) b
where x.id = p.id;

insert into public.loan_payments (user_id, property_id, paid_on, amount, interest, escrow_taxes, escrow_insurance, principal, created_at, updated_at)
select x.user_id, x.id, a.due_on - 2,
  a.payment + coalesce(x.loan_escrow_taxes, 0) + coalesce(x.loan_escrow_insurance, 0),
  a.interest, coalesce(x.loan_escrow_taxes, 0), coalesce(x.loan_escrow_insurance, 0), a.principal,
  a.due_on - 2, a.due_on - 2
from public.properties x
join lg_properties p on p.id = x.id
cross join lateral public.amortization_schedule(x.loan_amount, x.loan_interest_rate, x.loan_term_months, x.loan_first_payment_on) a
where x.loan_interest_rate is not null
  and a.due_on - 2 <= current_date and a.due_on > current_date - 730;

insert into public.payments (user_id, property_id, category, tax_line, amount, paid_on, memo, is_improvement, placed_in_service_on, created_at, updated_at)
select c.uid, p.id, 'Maintenance', 14, (8000 + (p.i * 331) % 20000)::numeric(12, 2), d.on_day,
  (array['New roof', 'HVAC replacement', 'Kitchen remodel', 'Windows'])[1 + p.i % 4], true, d.on_day + 5,
  d.on_day, d.on_day
from lg_properties p
cross join lg_conf c
cross join lateral (select (current_date - (30 + (p.i * 53) % 600))::date as on_day) d
where p.i % 5 = 0;

insert into public.loan_statements (user_id, property_id, year, interest, taxes, insurance)
select l.user_id, l.property_id, extract(year from current_date)::integer - 1, sum(l.interest) + (p.i % 7), sum(l.escrow_taxes), null
from public.loan_payments l
join lg_properties p on p.id = l.property_id
where p.i % 4 = 0 and l.paid_on >= make_date(extract(year from current_date)::integer - 1, 1, 1)
  and l.paid_on < make_date(extract(year from current_date)::integer, 1, 1)
group by l.user_id, l.property_id, p.i;

-- --------------------------------------------------------------- documents
-- 500 documents at 1×: each property's insurance policy (expiring across the next year, a few
-- already expired) and the receipts of 300 expenses. scripts/seedLarge.ts makes their small files
-- through Storage when it is given the stack's API (the bench and `npm run seed:large` do).
insert into public.documents (id, user_id, object_name, name, kind, content_type, size_bytes, property_id, expires_on, created_at)
select d.id, c.uid, c.uid || '/' || d.id || '/insurance-policy.pdf', 'Insurance policy, ' || x.name, 'Insurance policy',
  'application/pdf', 40000 + (p.i * 977) % 400000, p.id, current_date - 20 + (p.i * 37) % 380, now() - interval '200 days'
from lg_properties p
join public.properties x on x.id = p.id
cross join lg_conf c
cross join lateral (select extensions.uuid_generate_v5('1a1a1a1a-0000-4000-8000-000000000001'::uuid, 'policy ' || p.i) as id) d;

insert into public.documents (id, user_id, object_name, name, kind, content_type, size_bytes, payment_id, created_at)
select d.id, c.uid, c.uid || '/' || d.id || '/receipt.png', 'Receipt, ' || x.category || ' ' || x.paid_on, 'Receipt',
  'image/png', 80000 + (abs(hashtext(x.id::text)) % 900000), x.id, x.paid_on
from (
  select x.*, row_number() over (order by x.paid_on desc, x.id) as n from public.payments x
  join lg_conf c on c.uid = x.user_id where x.property_id is not null
) x
cross join lg_conf c
cross join lateral (select extensions.uuid_generate_v5('1a1a1a1a-0000-4000-8000-000000000001'::uuid, 'receipt ' || x.id) as id) d
where x.n <= round(300 * (c.n_properties / 200.0));

-- scripts/seedLarge.ts runs VACUUM (ANALYZE) on these tables after the commit.
