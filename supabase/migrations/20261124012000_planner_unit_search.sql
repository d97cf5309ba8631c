-- Issue 22: the rent planner's unit picker searched 2,000 units (with every increase) in the
-- browser; it now asks the database for one page of matching units, and reads the chosen unit
-- by id. Every word typed must appear in the property's name or the unit's label (so
-- 'birch 1a' finds Birch Lane · 1A), case-insensitively, with % and _ taken literally.
-- Ordered as the picker groups: property by name, then unit label in natural order (Unit 2
-- before Unit 10). `total` counts every match, so the picker can say when to type more.
-- security invoker: row-level security decides which units the caller sees.
create or replace function public.planner_unit_search(
  p_search text default null,
  p_limit integer default 50,
  p_offset integer default 0
) returns table (
  unit_id uuid,
  unit_label text,
  property_id uuid,
  property_name text,
  total bigint
)
language sql
stable
security invoker
set search_path = ''
as $$
  with words as (
    select '%' || replace(replace(replace(w, '\', '\\'), '%', '\%'), '_', '\_') || '%' as pattern
    from unnest(regexp_split_to_array(btrim(coalesce(p_search, '')), '\s+')) as w
    where w <> ''
  ),
  matched as (
    select u.id as unit_id, u.unit_label, p.id as property_id, p.name as property_name, count(*) over () as total
    from public.units u
    join public.properties p on p.id = u.property_id
    where not exists (
      select 1 from words where not (p.name ilike words.pattern or u.unit_label ilike words.pattern)
    )
  )
  select m.unit_id, m.unit_label, m.property_id, m.property_name, m.total
  from matched m
  order by lower(m.property_name), m.property_id,
    lower(regexp_replace(m.unit_label, '\d+', '', 'g')), nullif(regexp_replace(m.unit_label, '\D', '', 'g'), '')::numeric nulls first, m.unit_label, m.unit_id
  limit least(greatest(coalesce(p_limit, 50), 1), 200) offset greatest(coalesce(p_offset, 0), 0)
$$;

revoke all on function public.planner_unit_search(text, integer, integer) from public, anon;
grant execute on function public.planner_unit_search(text, integer, integer) to authenticated, service_role;

-- Issue 22: the upcoming increases screen read every live increase up to the window's end (the
-- chain's bases) and computed each row's step in the browser. The database answers one page
-- of the window instead (SPEC §4: not applied, Scheduled or Overdue, effective between p_from
-- and p_to inclusive), in the screen's order (SPEC §2: property by name, then date, then unit),
-- each row with its step measured from the chained base (private.chained_base, the rule
-- create_rent_increase uses) and the exact count of the window. p_limit null answers the whole
-- window, up to PostgREST's max rows a request (the CSV export reads it in pages).
create or replace function public.upcoming_rent_increases(
  p_from date,
  p_to date,
  p_limit integer default null,
  p_offset integer default 0
) returns table (
  id uuid,
  unit_id uuid,
  unit_label text,
  property_id uuid,
  property_name text,
  effective_date date,
  planned_new_rent numeric,
  amount numeric,
  increase_percent numeric,
  applied boolean,
  total bigint
)
language sql
stable
security invoker
set search_path = ''
as $$
  with windowed as (
    select r.id, r.unit_id, u.unit_label, p.id as property_id, p.name as property_name, r.effective_date,
      r.planned_new_rent, r.basis, r.percent, r.applied, count(*) over () as total
    from public.rent_increases_with_status r
    join public.units u on u.id = r.unit_id
    join public.properties p on p.id = u.property_id
    where not r.applied and r.status in ('Scheduled', 'Overdue')
      and r.effective_date >= p_from and r.effective_date <= p_to
  ),
  page as (
    select w.* from windowed w
    order by lower(w.property_name), w.property_id, w.effective_date,
      lower(regexp_replace(w.unit_label, '\d+', '', 'g')), nullif(regexp_replace(w.unit_label, '\D', '', 'g'), '')::numeric nulls first, w.unit_label, w.id
    limit p_limit offset greatest(coalesce(p_offset, 0), 0)
  ),
  based as (
    select page.*, coalesce(private.chained_base(page.unit_id, page.effective_date), 0) as base from page
  )
  select b.id, b.unit_id, b.unit_label, b.property_id, b.property_name, b.effective_date, b.planned_new_rent,
    b.planned_new_rent - b.base,
    -- The planned percent as entered; a fixed amount shows its share of the base.
    case when b.basis = 'Percent' and b.percent is not null then b.percent
         when b.base > 0 then (b.planned_new_rent - b.base) / b.base * 100
         else 0 end,
    b.applied, b.total
  from based b
  order by lower(b.property_name), b.property_id, b.effective_date,
    lower(regexp_replace(b.unit_label, '\d+', '', 'g')), nullif(regexp_replace(b.unit_label, '\D', '', 'g'), '')::numeric nulls first, b.unit_label, b.id
$$;

revoke all on function public.upcoming_rent_increases(date, date, integer, integer) from public, anon;
grant execute on function public.upcoming_rent_increases(date, date, integer, integer) to authenticated, service_role;
