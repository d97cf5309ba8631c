-- The bulk notes page reads only its own units' notes and sorts only its own properties' units.
-- Same signature, order, counts and grants. Deploys unchanged with `supabase db push`.
--
-- bulk_note_units found every unit's latest note, then sorted every unit of the account by its
-- natural label order (two regular expressions a unit) to answer one page of 50: 21 ms at 2,000
-- units, 160 ms at 20,000. The screen's order is manager, then property, then unit, so a page
-- covers a run of whole properties: the properties are ordered with how many of their units
-- the filter keeps (an index count each), the run that holds the page is found from the running
-- sums, and only those properties' units are sorted and given their latest notes. The headings'
-- counts come from the same per-property counts, still exact.
-- Only "only unresolved" still reads every unit's latest note: that filter is about the notes.
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
  with args as (
    select
      '%' || replace(replace(replace(btrim(coalesce(p_search, '')), '\', '\\'), '%', '\%'), '_', '\_') || '%' as like,
      btrim(coalesce(p_search, '')) = '' as no_search,
      greatest(coalesce(p_offset, 0), 0) as first,
      greatest(coalesce(p_offset, 0), 0) + coalesce(p_limit, 2147483647::bigint) as past
  ),
  -- The filtered properties with how many of their units the filter keeps.
  properties as (
    select p.id, p.name, m.id as manager_id, m.name as manager_name, kept.units
    from public.properties p
    left join public.property_managers m on m.id = p.property_manager_id
    cross join args
    cross join lateral (
      select count(*) as units
      from public.units u
      where u.property_id = p.id
        and (args.no_search or u.unit_label ilike args.like or p.name ilike args.like)
        and (not p_only_unresolved or not exists (
          select 1 from (
            select n.is_resolved from public.unit_notes n
            where n.unit_id = u.id
            order by n.created_at desc, n.id desc
            limit 1
          ) latest
          where latest.is_resolved))
    ) kept
    where kept.units > 0
      and (p_manager_ids is null or m.id = any (p_manager_ids) or (p_no_manager and m.id is null))
      and (p_property_ids is null or p.id = any (p_property_ids))
  ),
  -- In the screen's order, each with the units before it and its group's and the list's counts.
  ordered as (
    select x.*,
      sum(x.units) over (order by x.manager_id is null, lower(x.manager_name), x.manager_id, lower(x.name), x.id
        rows between unbounded preceding and current row) - x.units as before,
      sum(x.units) over (partition by x.manager_id) as manager_units,
      sum(x.units) over () as total
    from properties x
  ),
  -- The units of the properties the page reaches, each with its place in the whole list.
  placed as (
    select o.id as property_id, o.name as property_name, o.manager_id, o.manager_name, o.manager_units, o.total,
      u.id as unit_id, u.unit_label,
      o.before + row_number() over (partition by o.id
        order by lower(regexp_replace(u.unit_label, '\d+', '', 'g')), nullif(regexp_replace(u.unit_label, '\D', '', 'g'), '')::numeric nulls first, u.unit_label, u.id) - 1 as place
    from ordered o
    cross join args
    join public.units u on u.property_id = o.id
    where o.before < args.past and o.before + o.units > args.first
      and (args.no_search or u.unit_label ilike args.like or o.name ilike args.like)
      and (not p_only_unresolved or not exists (
        select 1 from (
          select n.is_resolved from public.unit_notes n
          where n.unit_id = u.id
          order by n.created_at desc, n.id desc
          limit 1
        ) latest
        where latest.is_resolved))
  )
  select pl.unit_id, pl.unit_label, pl.property_id, pl.property_name, pl.manager_id, pl.manager_name,
    l.id, l.body, l.is_resolved, l.created_at, l.updated_at,
    case when l.id is null then 0 else (select count(*)::integer from public.unit_notes n where n.unit_id = pl.unit_id) end,
    pl.manager_units::bigint, pl.total::bigint
  from placed pl
  cross join args
  left join lateral (
    select n.id, n.body, n.is_resolved, n.created_at, n.updated_at
    from public.unit_notes n
    where n.unit_id = pl.unit_id
    order by n.created_at desc, n.id desc
    limit 1
  ) l on true
  where pl.place >= args.first and pl.place < args.past
  order by pl.place
$$;

revoke all on function public.bulk_note_units(uuid[], boolean, uuid[], text, boolean, integer, integer) from public, anon;
grant execute on function public.bulk_note_units(uuid[], boolean, uuid[], text, boolean, integer, integer) to authenticated, service_role;
