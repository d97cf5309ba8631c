-- Issue 22: the bulk notes screen reads one page of units at a time instead of every unit
-- and every latest note (765 KB on a 2,000-unit account). One function filters (SPEC §2:
-- managers, properties, search on unit or property name, only unresolved), orders as the
-- screen groups (manager by name with 'No Manager' last, then property, then unit label)
-- and answers one page, each row with its latest note, the unit's note count, how many
-- filtered units its manager group has and how many units the filter matches in all, so the
-- headings and the pager's counts stay exact whatever page is shown.
-- security invoker: row-level security decides which units the caller sees.
create or replace function public.bulk_note_units(
  p_manager_ids uuid[] default null,
  p_no_manager boolean default false,
  p_property_ids uuid[] default null,
  p_search text default null,
  p_only_unresolved boolean default false,
  p_limit integer default null,
  p_offset integer default 0
) returns table (
  unit_id uuid,
  unit_label text,
  property_id uuid,
  property_name text,
  manager_id uuid,
  manager_name text,
  note_id uuid,
  body text,
  is_resolved boolean,
  created_at timestamptz,
  updated_at timestamptz,
  note_count integer,
  manager_units bigint,
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
  filtered as (
    select u.id as unit_id, u.unit_label, p.id as property_id, p.name as property_name, m.id as manager_id, m.name as manager_name,
      l.id as note_id, l.body, l.is_resolved, l.created_at, l.updated_at
    from public.units u
    join public.properties p on p.id = u.property_id
    left join public.property_managers m on m.id = p.property_manager_id
    left join lateral (
      select n.id, n.body, n.is_resolved, n.created_at, n.updated_at
      from public.unit_notes n
      where n.unit_id = u.id
      order by n.created_at desc, n.id desc
      limit 1
    ) l on true
    cross join pattern
    where (p_manager_ids is null or m.id = any (p_manager_ids) or (p_no_manager and m.id is null))
      and (p_property_ids is null or p.id = any (p_property_ids))
      and (btrim(coalesce(p_search, '')) = '' or u.unit_label ilike pattern.like or p.name ilike pattern.like)
      and (not p_only_unresolved or l.is_resolved is not true)
  ),
  counted as (
    select f.*, count(*) over (partition by f.manager_id) as manager_units, count(*) over () as total
    from filtered f
  ),
  page as (
    select c.* from counted c
    order by c.manager_id is null, lower(c.manager_name), c.manager_id, lower(c.property_name), c.property_id,
      lower(regexp_replace(c.unit_label, '\d+', '', 'g')), nullif(regexp_replace(c.unit_label, '\D', '', 'g'), '')::numeric nulls first, c.unit_label, c.unit_id
    limit p_limit offset greatest(coalesce(p_offset, 0), 0)
  )
  select page.unit_id, page.unit_label, page.property_id, page.property_name, page.manager_id, page.manager_name,
    page.note_id, page.body, page.is_resolved, page.created_at, page.updated_at,
    case when page.note_id is null then 0 else (select count(*)::integer from public.unit_notes n where n.unit_id = page.unit_id) end,
    page.manager_units, page.total
  from page
  order by page.manager_id is null, lower(page.manager_name), page.manager_id, lower(page.property_name), page.property_id,
    lower(regexp_replace(page.unit_label, '\d+', '', 'g')), nullif(regexp_replace(page.unit_label, '\D', '', 'g'), '')::numeric nulls first, page.unit_label, page.unit_id
$$;

revoke all on function public.bulk_note_units(uuid[], boolean, uuid[], text, boolean, integer, integer) from public, anon;
grant execute on function public.bulk_note_units(uuid[], boolean, uuid[], text, boolean, integer, integer) to authenticated, service_role;
