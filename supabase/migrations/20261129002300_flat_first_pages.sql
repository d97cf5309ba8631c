-- First pages that read only what they show, whatever else the account holds, and a whole-year
-- summary that arrives whole.

-- ------------------------------------------------------------------ completions

-- No SET options: the body names only built-in functions and operators, so the planner can inline
-- it, where a call per completion cost more than the rest of the dashboard's week.
create or replace function private.completion_cost(details jsonb) returns numeric
language sql
immutable
parallel safe
as $$
  select case
    when jsonb_typeof(details -> 'actual_cost') = 'number' then nullif(greatest((details ->> 'actual_cost')::numeric, 0), 0)
    when jsonb_typeof(details -> 'actual_cost') = 'string' and details ->> 'actual_cost' ~ '^\s*\d+(\.\d+)?\s*$'
      then nullif((details ->> 'actual_cost')::numeric, 0)
  end
$$;

-- The same rows. The title is looked up outside the union, so a sorted, limited read (the
-- dashboard's week) looks up only the titles it returns.
create or replace view public.task_completions with (security_invoker = true) as
select c.id, c.user_id, c.task_id, (select t.title from public.tasks t where t.id = c.task_id) as task_title,
  c.at, c.completed_on, c.actual_cost
from (
  select a.id, a.user_id, a.task_id, a.at, a.completed_on, private.completion_cost(a.details) as actual_cost
  from public.activities a
  where a.action = 'Completed'
  union all
  select t.id, t.user_id, t.id, null::timestamptz, null::date, t.actual_cost
  from public.tasks t
  where t.status = 'Completed'
    and not exists (select 1 from public.activities a where a.task_id = t.id and a.action = 'Completed')
) c;

-- ------------------------------------------------------------------ upcoming increases

create index properties_user_lower_name_idx on public.properties (user_id, lower(name), id);

create or replace function public.upcoming_rent_increases(
  p_from date,
  p_to date,
  p_limit integer default null,
  p_offset integer default 0
) returns table (
  id uuid, unit_id uuid, unit_label text, property_id uuid, property_name text, effective_date date,
  planned_new_rent numeric, amount numeric, increase_percent numeric, applied boolean, status text, total bigint
)
language sql
stable
security invoker
set search_path = ''
as $$
  with page as (
    -- Properties in name order, each with its own increases: the page stops at the properties it
    -- reaches, whatever the window holds beyond them.
    select w.id, w.unit_id, w.unit_label, p.id as property_id, p.name as property_name, w.effective_date,
      w.planned_new_rent, w.basis, w.percent, w.applied, w.status
    from public.properties p
    cross join lateral (
      select r.id, r.unit_id, u.unit_label, r.effective_date, r.planned_new_rent, r.basis, r.percent, r.applied, r.status
      from public.units u
      join public.rent_increases_with_status r on r.unit_id = u.id
      where u.property_id = p.id and not r.applied and r.status in ('Scheduled', 'Overdue')
        and (r.status = 'Overdue' or r.effective_date >= p_from) and r.effective_date <= p_to
      offset 0
    ) w
    order by lower(p.name), p.id, w.effective_date,
      lower(regexp_replace(w.unit_label, '\d+', '', 'g')), nullif(regexp_replace(w.unit_label, '\D', '', 'g'), '')::numeric nulls first, w.unit_label, w.id
    limit p_limit offset greatest(coalesce(p_offset, 0), 0)
  ),
  based as (
    select page.*, coalesce(private.chained_base(page.unit_id, page.effective_date), 0) as base from page
  )
  select b.id, b.unit_id, b.unit_label, b.property_id, b.property_name, b.effective_date, b.planned_new_rent,
    b.planned_new_rent - b.base,
    case when b.basis = 'Percent' and b.percent is not null then b.percent
         when b.base > 0 then (b.planned_new_rent - b.base) / b.base * 100
         else 0 end,
    b.applied, b.status,
    -- Counted up to one past the API's max rows (src/utils/listTotal.ts): past it the list says
    -- "more than 1,000", and a count that went on would grow with the window.
    (select count(*) from (
      select from public.rent_increases_with_status r
      where not r.applied and r.status in ('Scheduled', 'Overdue')
        and (r.status = 'Overdue' or r.effective_date >= p_from) and r.effective_date <= p_to
      limit 1001) counted)
  from based b
  order by lower(b.property_name), b.property_id, b.effective_date,
    lower(regexp_replace(b.unit_label, '\d+', '', 'g')), nullif(regexp_replace(b.unit_label, '\D', '', 'g'), '')::numeric nulls first, b.unit_label, b.id
$$;

-- ------------------------------------------------------------------ vendors

create or replace function public.vendor_rows(
  p_search text default null,
  p_category text default null,
  p_sort text default 'name',
  p_descending boolean default false,
  p_limit integer default null,
  p_offset integer default 0
) returns table (
  id uuid,
  name text,
  category text,
  account_number text,
  payment_method text,
  website_url text,
  account_count integer,
  property_ids uuid[],
  property_names text[],
  total bigint
)
language sql
stable
security invoker
set search_path = ''
as $$
  with pattern as (
    select '%' || replace(replace(replace(btrim(coalesce(p_search, '')), '\', '\\'), '%', '\%'), '_', '\_') || '%' as like
  ),
  listed as not materialized (
    select v.id, v.name, v.category, v.account_number, v.payment_method, v.website_url
    from public.vendors v
    cross join pattern
    where (p_category is null or v.category = p_category)
      and (btrim(coalesce(p_search, '')) = ''
        or v.name ilike pattern.like or v.category ilike pattern.like or v.account_number ilike pattern.like
        or v.payment_method ilike pattern.like or v.website_url ilike pattern.like
        or exists (
          select 1 from public.vendor_property_accounts vpa
          left join public.properties p on p.id = vpa.property_id
          where vpa.vendor_id = v.id and (p.name ilike pattern.like or vpa.account_number ilike pattern.like)))
  ),
  -- Only a sort by the accounts reads every vendor's accounts; the page's own are read after it.
  sorted as (
    select l.*,
      case coalesce(p_sort, 'name')
        when 'category' then l.category
        when 'account_number' then l.account_number
        when 'properties' then coalesce((
          select string_agg(p.name, ', ' order by vpa.created_at desc, vpa.id)
          from public.vendor_property_accounts vpa
          join public.properties p on p.id = vpa.property_id
          where vpa.vendor_id = l.id), '')
        when 'payment_method' then l.payment_method
        when 'website_url' then l.website_url
        when 'account_count' then null
        else l.name
      end as sort_text,
      case when p_sort = 'account_count' then (
        select count(*)::integer from public.vendor_property_accounts vpa where vpa.vendor_id = l.id)
      end as sort_number
    from listed l
  ),
  page as (
    select s.* from sorted s
    order by
      case when p_descending then s.sort_number end desc nulls last,
      case when not p_descending then s.sort_number end asc nulls last,
      case when p_descending then s.sort_text end desc nulls last,
      case when not p_descending then s.sort_text end asc nulls last,
      s.name, s.id
    limit p_limit offset greatest(coalesce(p_offset, 0), 0)
  )
  select pg.id, pg.name, pg.category, pg.account_number, pg.payment_method, pg.website_url,
    coalesce(a.account_count, 0), coalesce(a.property_ids, '{}'), coalesce(a.property_names, '{}'),
    (select count(*) from listed)
  from page pg
  left join lateral (
    select count(*)::integer as account_count,
      array_agg(p.id order by vpa.created_at desc, vpa.id) filter (where p.id is not null) as property_ids,
      array_agg(p.name order by vpa.created_at desc, vpa.id) filter (where p.id is not null) as property_names
    from public.vendor_property_accounts vpa
    left join public.properties p on p.id = vpa.property_id
    where vpa.vendor_id = pg.id
  ) a on true
  order by
    case when p_descending then pg.sort_number end desc nulls last,
    case when not p_descending then pg.sort_number end asc nulls last,
    case when p_descending then pg.sort_text end desc nulls last,
    case when not p_descending then pg.sort_text end asc nulls last,
    pg.name, pg.id
$$;

-- ------------------------------------------------------------------ tax-year summary

-- The whole year as one JSON document: a set of rows stops at the API's max rows (1,000), which a
-- portfolio of some 300 properties passes. One element per property (and one for Business), its
-- lines by number, so a property's id and name are sent once, not once per line:
--   {"rows": [{"property_id", "property_name", "lines": {"17": 100.00}, "total"}],
--    "line_totals": {"17": 100.00}, "total": 100.00}
-- Every figure is tax_year_summary's.
create function public.tax_year_summary_document(p_year integer) returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with cells as (
    select * from public.tax_year_summary(p_year)
  ),
  per_property as (
    select c.property_id, max(c.property_name) as property_name,
      coalesce(jsonb_object_agg(c.tax_line::text, c.total) filter (where c.tax_line is not null), '{}'::jsonb) as lines,
      coalesce(max(c.total) filter (where c.tax_line is null), 0) as total
    from cells c
    where not c.is_total
    group by c.property_id
  )
  select jsonb_build_object(
    'rows', coalesce((
      select jsonb_agg(jsonb_build_object('property_id', r.property_id, 'property_name', r.property_name,
        'lines', r.lines, 'total', r.total))
      from per_property r), '[]'::jsonb),
    'line_totals', coalesce((
      select jsonb_object_agg(c.tax_line::text, c.total) from cells c where c.is_total and c.tax_line is not null),
      '{}'::jsonb),
    'total', coalesce((select c.total from cells c where c.is_total and c.tax_line is null), 0))
$$;
revoke all on function public.tax_year_summary_document(integer) from public, anon;
grant execute on function public.tax_year_summary_document(integer) to authenticated, service_role;
