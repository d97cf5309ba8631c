-- Issue 22: the properties screen reads one page of cards at a time instead of every property
-- with every unit (369 KB on a 200-property, 2,000-unit account). One function searches (name,
-- address, city, state, zip, manager name), filters on lease end (SPEC §2: only properties with a
-- unit whose lease ends between p_lease_end_from and p_lease_end_to, counting and showing just
-- those units), orders by name as SPEC §7 lists them, and answers one page: each card with its
-- manager, the first 3 units it shows (SPEC §2) and how many units it has in all, and how many
-- properties the search and filter match, so '+N more units' and the pager stay exact.
-- security invoker: row-level security decides which properties and units the caller sees.
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
    select p.id, p.name, p.address_line1, p.address_line2, p.city, p.state, p.zip, m.id as manager_id, m.name as manager_name,
      (select count(*)::integer from public.units u
        where u.property_id = p.id and (p_lease_end_from is null or u.lease_end_date between p_lease_end_from and p_lease_end_to)) as unit_count
    from public.properties p
    left join public.property_managers m on m.id = p.property_manager_id
    cross join pattern
    where btrim(coalesce(p_search, '')) = ''
      or p.name ilike pattern.like or p.address_line1 ilike pattern.like or p.address_line2 ilike pattern.like
      or p.city ilike pattern.like or p.state ilike pattern.like or p.zip ilike pattern.like or m.name ilike pattern.like
  ),
  counted as (
    select x.*, count(*) over () as total
    from matched x
    where p_lease_end_from is null or x.unit_count > 0
  ),
  page as (
    select c.* from counted c
    order by c.name, c.id
    limit p_limit offset greatest(coalesce(p_offset, 0), 0)
  )
  select page.id, page.name, page.address_line1, page.address_line2, page.city, page.state, page.zip, page.manager_id, page.manager_name,
    page.unit_count,
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
