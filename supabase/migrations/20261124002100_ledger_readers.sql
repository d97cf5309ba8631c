-- Readers of the ledger (issue 20): the expenses list and its totals, the tax-year
-- summary, the dashboard's weekly spend and the bills that jumped. All run as the
-- caller (security invoker), so row-level security decides what counts; each also
-- filters on auth.uid() so the planner uses the owner's indexes. Deploys unchanged
-- with `supabase db push`.

-- /expenses filters, in one place: the grid (paged and ordered by PostgREST on the
-- function's rows), its totals line and the CSV export all read through it.
-- p_property: null any, 'business' the Business expenses, else a property id. Ids come
-- from the address bar as text: one that is not a uuid matches nothing instead of failing,
-- and the CASE folds to a constant when planned, so the indexes still serve the filter.
-- Plain SQL without SET options (names are schema-qualified instead), so the planner
-- inlines it and the indexes serve order and range.
create or replace function public.filtered_payments(
  p_property text default null,
  p_vendor_id text default null,
  p_category text default null,
  p_from date default null,
  p_to date default null
) returns setof public.payments
language sql
stable
as $$
  select p.*
  from public.payments p
  where p.user_id = (select auth.uid())
    and (p_property is null
         or (p_property = 'business' and p.property_id is null)
         or (p_property <> 'business' and p.property_id = (case when p_property ~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$' then p_property::uuid end)))
    and (p_vendor_id is null
         or p.vendor_id = (case when p_vendor_id ~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$' then p_vendor_id::uuid end))
    and (p_category is null or p.category = p_category)
    and (p_from is null or p.paid_on >= p_from)
    and (p_to is null or p.paid_on <= p_to)
$$;

create or replace function public.payments_totals(
  p_property text default null,
  p_vendor_id text default null,
  p_category text default null,
  p_from date default null,
  p_to date default null
) returns table (payments bigint, total numeric)
language sql
stable
security invoker
set search_path = ''
as $$
  select count(*), coalesce(sum(f.amount), 0)::numeric(14, 2)
  from public.filtered_payments(p_property, p_vendor_id, p_category, p_from, p_to) f
$$;

-- SPEC/issue 20 tax-year summary: one row per property with payments that year, Business
-- (property_id null) and every other property with zeros, one cell per Schedule E line,
-- with the totals per row (tax_line null), per column (is_total) and overall.
-- p_property_id narrows it to one property (the property page's Expenses card).
create or replace function public.tax_year_summary(p_year integer, p_property_id uuid default null)
returns table (is_total boolean, property_id uuid, property_name text, tax_line smallint, total numeric, payments bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  with cells as (
    select grouping(p.property_id) = 1 as is_total, p.property_id, p.tax_line, grouping(p.tax_line) = 1 as all_lines,
           sum(p.amount)::numeric(14, 2) as total, count(*) as payments
    from public.payments p
    where p.user_id = (select auth.uid())
      and p.paid_on >= make_date(p_year, 1, 1) and p.paid_on < make_date(p_year + 1, 1, 1)
      and (p_property_id is null or p.property_id = p_property_id)
    group by grouping sets ((p.property_id, p.tax_line), (p.property_id), (p.tax_line), ())
  )
  select c.is_total, c.property_id, pr.name, case when c.all_lines then null else c.tax_line end, c.total, c.payments
  from cells c
  left join public.properties pr on pr.id = c.property_id
  union all
  select false, pr.id, pr.name, null, 0::numeric(14, 2), 0
  from public.properties pr
  where pr.user_id = (select auth.uid())
    and (p_property_id is null or pr.id = p_property_id)
    and not exists (select 1 from cells c where c.property_id = pr.id)
$$;

-- The dashboard's This Week Spend and 12-week chart, now from the ledger. The client
-- passes the week boundaries as local dates: p_bounds[i] <= paid_on < p_bounds[i + 1]
-- is week i. Replaces weekly_spend(timestamptz[]), which summed 'Completed' activities.
drop function if exists public.weekly_spend(timestamptz[]);

create or replace function public.weekly_spend(p_bounds date[])
returns table (week_start date, spend numeric, payments bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select w.lo, coalesce(sum(p.amount), 0)::numeric(14, 2), count(p.id)
  from unnest(p_bounds[1:cardinality(p_bounds) - 1], p_bounds[2:cardinality(p_bounds)]) as w (lo, hi)
  left join public.payments p
    on p.user_id = (select auth.uid()) and p.paid_on >= w.lo and p.paid_on < w.hi
  group by w.lo
  order by w.lo
$$;

-- Variable bills: a payment is a jump when it is more than 1.5 times the median of the
-- same task's previous payments (the 6 most recent, p_prior newest first), given at
-- least 3 of them. Amounts of 0 or less are not payments and are ignored. The app's
-- completion dialog warns with a copy of this rule (billJumpRules.ts); both run against
-- tests/cases/billJumpCases.json.
create or replace function public.bill_jump(p_amount numeric, p_prior numeric[])
returns table (is_jump boolean, usual numeric, ratio numeric, prior_count integer)
language sql
immutable
set search_path = ''
as $$
  with recent as (
    select x from unnest(p_prior[1:6]) with ordinality as u (x, n) where x > 0
  ),
  h as (
    select count(*)::integer as n, (percentile_cont(0.5) within group (order by x))::numeric(14, 2) as median from recent
  )
  select coalesce(h.n >= 3 and p_amount > 1.5 * h.median, false),
         h.median,
         case when h.median > 0 then round(p_amount / h.median, 1) end,
         h.n
  from h
$$;

-- The rule's answer is kept on each payment of a task (usual, jump_ratio), so the dashboard
-- and the digest read the jumps through an index instead of re-deciding every payment. It is
-- decided again for a task's payments whenever one of them is added, removed, or changes
-- amount, day or task (a payment entered late changes those after it).
create or replace function private.refresh_bill_jumps(p_task_ids uuid[]) returns void
language sql
set search_path = ''
as $$
  update public.payments p
  set usual = j.usual, jump_ratio = case when j.is_jump then j.ratio end
  from (
    select q.id, b.usual, b.ratio, b.is_jump
    from (
      select x.id, x.amount,
             array_agg(x.amount) over (
               partition by x.task_id order by x.paid_on desc, x.created_at desc, x.id desc
               rows between 1 following and 6 following
             ) as prior
      from public.payments x
      where x.task_id = any (p_task_ids)
    ) q
    cross join lateral public.bill_jump(q.amount, coalesce(q.prior, '{}')) b
  ) j
  where p.id = j.id
    and (p.usual is distinct from j.usual or p.jump_ratio is distinct from (case when j.is_jump then j.ratio end))
$$;

create or replace function private.payments_changed() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  tasks uuid[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct n.task_id) into tasks from new_rows n where n.task_id is not null;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct o.task_id) into tasks from old_rows o where o.task_id is not null;
  else
    -- Only what the rule reads; refresh_bill_jumps' own update changes none of it, so it stops here.
    select array_agg(distinct t) into tasks
    from (
      select unnest(array[n.task_id, o.task_id]) as t
      from new_rows n
      join old_rows o on o.id = n.id
      where (n.task_id, n.amount, n.paid_on, n.created_at) is distinct from (o.task_id, o.amount, o.paid_on, o.created_at)
    ) c
    where t is not null;
  end if;
  if tasks is not null then
    perform private.refresh_bill_jumps(tasks);
  end if;
  return null;
end
$$;

create trigger payments_jumps_after_insert after insert on public.payments
  referencing new table as new_rows for each statement execute function private.payments_changed();
create trigger payments_jumps_after_update after update on public.payments
  referencing old table as old_rows new table as new_rows for each statement execute function private.payments_changed();
create trigger payments_jumps_after_delete after delete on public.payments
  referencing old table as old_rows for each statement execute function private.payments_changed();

-- The payments backfilled by 20261124002000_payments.sql.
select private.refresh_bill_jumps(array(select distinct task_id from public.payments where task_id is not null));

-- The dashboard's list and the digest: one owner's jumps, newest first.
create index payments_user_jumps_idx on public.payments (user_id, paid_on desc, id desc) where jump_ratio is not null;

-- Every payment of a task that is a jump, with what it is compared with and the names to show.
create view public.payment_jumps with (security_invoker = true) as
select p.id, p.user_id, p.task_id, p.property_id, p.vendor_id, p.amount, p.paid_on, p.usual, p.jump_ratio as ratio,
       t.title as task_title, pr.name as property_name, v.name as vendor_name
from public.payments p
join public.tasks t on t.id = p.task_id
left join public.properties pr on pr.id = p.property_id
left join public.vendors v on v.id = p.vendor_id
where p.jump_ratio is not null;

revoke all on public.payment_jumps from anon, authenticated;
grant select on public.payment_jumps to authenticated, service_role;

revoke all on function public.filtered_payments(text, text, text, date, date) from public, anon;
revoke all on function public.payments_totals(text, text, text, date, date) from public, anon;
revoke all on function public.tax_year_summary(integer, uuid) from public, anon;
revoke all on function public.weekly_spend(date[]) from public, anon;
revoke all on function public.bill_jump(numeric, numeric[]) from public, anon;
grant execute on function public.filtered_payments(text, text, text, date, date) to authenticated, service_role;
grant execute on function public.payments_totals(text, text, text, date, date) to authenticated, service_role;
grant execute on function public.tax_year_summary(integer, uuid) to authenticated, service_role;
grant execute on function public.weekly_spend(date[]) to authenticated, service_role;
grant execute on function public.bill_jump(numeric, numeric[]) to authenticated, service_role;
revoke all on function private.refresh_bill_jumps(uuid[]) from public;
revoke all on function private.payments_changed() from public;
grant execute on function private.refresh_bill_jumps(uuid[]) to authenticated, service_role;
grant execute on function private.payments_changed() to authenticated, service_role;
