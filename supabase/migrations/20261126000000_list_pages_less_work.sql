-- Issue 22, the load run: the properties and vendors screens' first page did work for every
-- property or vendor before keeping a page of them. Same arguments, same answers (the paging
-- tests in tests/integration/listPaging.test.ts); the work is now:
-- - property_cards counts units for the page's properties only. With a lease-end window, a
--   property is listed when it has a unit in the window (an EXISTS, not a count of every
--   property's units).
-- - vendor_rows reads every vendor's property accounts in one grouped pass. It joined the
--   accounts once per vendor, and the planner re-read all properties for each (a hash join per
--   vendor).
-- On the large account, one caller (pgbench, the call in a transaction as PostgREST makes it):
-- property_cards about 245 → 375 calls a second, vendor_rows about 205 → 500.

create or replace function public.property_cards(
  p_search text default null,
  p_lease_end_from date default null,
  p_lease_end_to date default null,
  p_limit integer default null,
  p_offset integer default 0
) returns table (
  id uuid,
  name text,
  address_line1 text,
  address_line2 text,
  city text,
  state text,
  zip text,
  manager_id uuid,
  manager_name text,
  unit_count integer,
  units jsonb,
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
  matched as (
    select p.id, p.name, p.address_line1, p.address_line2, p.city, p.state, p.zip, m.id as manager_id, m.name as manager_name
    from public.properties p
    left join public.property_managers m on m.id = p.property_manager_id
    cross join pattern
    where (btrim(coalesce(p_search, '')) = ''
      or p.name ilike pattern.like or p.address_line1 ilike pattern.like or p.address_line2 ilike pattern.like
      or p.city ilike pattern.like or p.state ilike pattern.like or p.zip ilike pattern.like or m.name ilike pattern.like)
      and (p_lease_end_from is null or exists (
        select 1 from public.units u where u.property_id = p.id and u.lease_end_date between p_lease_end_from and p_lease_end_to))
  ),
  counted as (
    select x.*, count(*) over () as total
    from matched x
  ),
  page as (
    select c.* from counted c
    order by c.name, c.id
    limit p_limit offset greatest(coalesce(p_offset, 0), 0)
  )
  select page.id, page.name, page.address_line1, page.address_line2, page.city, page.state, page.zip, page.manager_id, page.manager_name,
    (select count(*)::integer from public.units u
      where u.property_id = page.id and (p_lease_end_from is null or u.lease_end_date between p_lease_end_from and p_lease_end_to)),
    coalesce((
      select jsonb_agg(jsonb_build_object('id', s.id, 'unit_label', s.unit_label, 'monthly_rent', s.monthly_rent, 'lease_status', s.lease_status, 'lease_end_date', s.lease_end_date)
        order by s.ord)
      from (
        select u.id, u.unit_label, u.monthly_rent, u.lease_status, u.lease_end_date,
          row_number() over (order by lower(regexp_replace(u.unit_label, '\d+', '', 'g')), nullif(regexp_replace(u.unit_label, '\D', '', 'g'), '')::numeric nulls first, u.unit_label, u.id) as ord
        from public.units u
        where u.property_id = page.id and (p_lease_end_from is null or u.lease_end_date between p_lease_end_from and p_lease_end_to)
        order by ord
        limit 3
      ) s
    ), '[]'::jsonb),
    page.total
  from page
  order by page.name, page.id
$$;

revoke all on function public.property_cards(text, date, date, integer, integer) from public, anon;
grant execute on function public.property_cards(text, date, date, integer, integer) to authenticated, service_role;

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
  -- Every vendor's accounts in one pass (a join per vendor re-read the properties for each).
  accounts as (
    select vpa.vendor_id, count(*)::integer as account_count,
      array_agg(p.id order by vpa.created_at desc, vpa.id) filter (where p.id is not null) as property_ids,
      array_agg(p.name order by vpa.created_at desc, vpa.id) filter (where p.id is not null) as property_names,
      bool_or(p.name ilike pattern.like or vpa.account_number ilike pattern.like) as matches
    from public.vendor_property_accounts vpa
    cross join pattern
    left join public.properties p on p.id = vpa.property_id
    group by vpa.vendor_id
  ),
  listed as (
    select v.id, v.name, v.category, v.account_number, v.payment_method, v.website_url,
      coalesce(a.account_count, 0) as account_count, coalesce(a.property_ids, '{}') as property_ids, coalesce(a.property_names, '{}') as property_names
    from public.vendors v
    cross join pattern
    left join accounts a on a.vendor_id = v.id
    where (p_category is null or v.category = p_category)
      and (btrim(coalesce(p_search, '')) = ''
        or v.name ilike pattern.like or v.category ilike pattern.like or v.account_number ilike pattern.like
        or v.payment_method ilike pattern.like or v.website_url ilike pattern.like or a.matches)
  ),
  counted as (
    select l.*, count(*) over () as total,
      case coalesce(p_sort, 'name')
        when 'category' then l.category
        when 'account_number' then l.account_number
        when 'properties' then array_to_string(l.property_names, ', ')
        when 'payment_method' then l.payment_method
        when 'website_url' then l.website_url
        when 'account_count' then null
        else l.name
      end as sort_text,
      case when p_sort = 'account_count' then l.account_count end as sort_number
    from listed l
  )
  select c.id, c.name, c.category, c.account_number, c.payment_method, c.website_url, c.account_count, c.property_ids, c.property_names, c.total
  from counted c
  order by
    case when p_descending then c.sort_number end desc nulls last,
    case when not p_descending then c.sort_number end asc nulls last,
    case when p_descending then c.sort_text end desc nulls last,
    case when not p_descending then c.sort_text end asc nulls last,
    c.name, c.id
  limit p_limit offset greatest(coalesce(p_offset, 0), 0)
$$;

revoke all on function public.vendor_rows(text, text, text, boolean, integer, integer) from public, anon;
grant execute on function public.vendor_rows(text, text, text, boolean, integer, integer) to authenticated, service_role;
