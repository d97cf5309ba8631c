-- Issue 22: the vendors screen reads one page at a time instead of every vendor with every
-- column of every property account (420 KB on the large account). One function searches (name,
-- category, default account, payment method, website, and the linked properties' names and
-- account numbers), filters on category, orders by the column the table sorts on (name by
-- default, SPEC §7) and answers one page: each vendor with the columns the cards and the table
-- show, its number of property accounts and the linked properties (ids for the cache's tags,
-- and names, newest account first, SPEC §7), and how many vendors match, so the pager stays
-- exact. The CSV export of the filtered list reads every match, a max-rows page at a time.
-- security invoker: row-level security decides which vendors and accounts the caller sees.
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
  listed as (
    select v.id, v.name, v.category, v.account_number, v.payment_method, v.website_url,
      coalesce(a.account_count, 0) as account_count, coalesce(a.property_ids, '{}') as property_ids, coalesce(a.property_names, '{}') as property_names
    from public.vendors v
    cross join pattern
    left join lateral (
      select count(*)::integer as account_count,
        array_agg(p.id order by vpa.created_at desc, vpa.id) filter (where p.id is not null) as property_ids,
        array_agg(p.name order by vpa.created_at desc, vpa.id) filter (where p.id is not null) as property_names,
        bool_or(p.name ilike pattern.like or vpa.account_number ilike pattern.like) as matches
      from public.vendor_property_accounts vpa
      left join public.properties p on p.id = vpa.property_id
      where vpa.vendor_id = v.id
    ) a on true
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
