-- Stored links become <a href> in the app (task quick links, a vendor's website, a manager's
-- portal, a lender's website), and a file import or a hand-made request can write any text.
-- Only http:, https:, mailto: and tel: may be stored: javascript:, data:, vbscript:, file: and
-- relative addresses are refused here, whoever writes. The app's copy of the rule
-- (src/utils/links.ts) gives forms the sentence before saving, adds https:// to an address typed
-- without a scheme ("www.example.com"), and shows anything else as text.
--
-- Existing rows are cleaned first, the way the app now saves a link (so every constraint can be
-- validated, not left NOT VALID): surrounding spaces and control characters and inner tabs and
-- line breaks dropped (a browser ignores them, so " java\tscript:" is javascript: to it), https://
-- added to an address without a scheme, and a link with any other scheme removed (a column set
-- to null, a task's link taken out of its list). The NOTICE says how many rows that changed.

-- Plain SQL without SET options, so the planner inlines it into the check constraints.
create or replace function private.is_safe_link(p_link text) returns boolean
language sql
immutable
as $$
  select p_link is null or p_link ~* '^(https?|mailto|tel):'
$$;

-- A task's links as the app reads them (src/features/tasks/taskJson.ts): objects with a string
-- url. Other elements are never rendered as links, so they are left alone.
create or replace function private.task_links_are_safe(p_links jsonb) returns boolean
language sql
immutable
as $$
  select coalesce(bool_and(private.is_safe_link(l ->> 'url')), true)
  from pg_catalog.jsonb_array_elements(case when pg_catalog.jsonb_typeof(p_links) = 'array' then p_links else '[]'::jsonb end) as l
  where pg_catalog.jsonb_typeof(l) = 'object' and pg_catalog.jsonb_typeof(l -> 'url') = 'string'
$$;

-- A stored link as the app would save it now, or null when the rule refuses it (the cleaning below).
create or replace function private.cleaned_link(p_link text) returns text
language sql
immutable
set search_path = ''
as $$
  with browser as (
    select pg_catalog.regexp_replace(
      pg_catalog.regexp_replace(p_link, '^[\x01-\x20]+|[\x01-\x20]+$', '', 'g'), '[\t\n\r]', '', 'g') as link
  )
  select case
    when link is null or link = '' then null
    when private.is_safe_link(link) then link
    -- host:port (digits after the colon) is an address without a scheme, not a scheme.
    when link ~* '^[a-z][a-z0-9+.-]*:(?![0-9])' then null
    when link ~ '^[[:alnum:]]' then 'https://' || link
    else null
  end
  from browser
$$;

do $$
declare
  v_changed bigint;
  v_total bigint := 0;
begin
  update public.vendors set website_url = private.cleaned_link(website_url)
  where website_url is distinct from private.cleaned_link(website_url);
  get diagnostics v_changed = row_count;
  v_total := v_total + v_changed;

  update public.property_managers set portal_link = private.cleaned_link(portal_link)
  where portal_link is distinct from private.cleaned_link(portal_link);
  get diagnostics v_changed = row_count;
  v_total := v_total + v_changed;

  update public.properties set lender_website = private.cleaned_link(lender_website)
  where lender_website is distinct from private.cleaned_link(lender_website);
  get diagnostics v_changed = row_count;
  v_total := v_total + v_changed;

  with cleaned as (
    select t.id, coalesce(pg_catalog.jsonb_agg(
             case when e.url is null then e.l else pg_catalog.jsonb_set(e.l, '{url}', pg_catalog.to_jsonb(private.cleaned_link(e.url))) end
             order by e.n) filter (where e.url is null or private.cleaned_link(e.url) is not null),
           '[]'::jsonb) as links
    from public.tasks t
    cross join lateral (
      select x.l, x.n, case when pg_catalog.jsonb_typeof(x.l) = 'object' and pg_catalog.jsonb_typeof(x.l -> 'url') = 'string' then x.l ->> 'url' end as url
      from pg_catalog.jsonb_array_elements(t.links) with ordinality as x(l, n)
    ) as e
    group by t.id
    having bool_or(e.url is distinct from private.cleaned_link(e.url))
  )
  update public.tasks t set links = c.links from cleaned c where t.id = c.id;
  get diagnostics v_changed = row_count;
  v_total := v_total + v_changed;

  raise notice 'link_schemes: % row(s) had a link cleaned before the checks were validated', v_total;
end
$$;

alter table public.vendors
  add constraint vendors_website_url_link_scheme check (private.is_safe_link(website_url)) not valid;
alter table public.property_managers
  add constraint property_managers_portal_link_link_scheme check (private.is_safe_link(portal_link)) not valid;
alter table public.properties
  add constraint properties_lender_website_link_scheme check (private.is_safe_link(lender_website)) not valid;
alter table public.tasks
  add constraint tasks_links_link_scheme check (private.task_links_are_safe(links)) not valid;

-- Fails this migration, naming the constraint, if a row the cleaning above missed still breaks one.
alter table public.vendors validate constraint vendors_website_url_link_scheme;
alter table public.property_managers validate constraint property_managers_portal_link_link_scheme;
alter table public.properties validate constraint properties_lender_website_link_scheme;
alter table public.tasks validate constraint tasks_links_link_scheme;

-- Constraints run with the writer's rights: the signed-in landlord must be able to call these.
revoke all on function private.is_safe_link(text) from public;
revoke all on function private.task_links_are_safe(jsonb) from public;
revoke all on function private.cleaned_link(text) from public;
grant execute on function private.is_safe_link(text) to authenticated, service_role;
grant execute on function private.task_links_are_safe(jsonb) to authenticated, service_role;

-- The CSV import names the rule a row breaks (private.import_error_message).
insert into private.constraint_messages (constraint_name, message) values
  ('vendors_website_url_link_scheme', 'Links must start with http://, https://, mailto: or tel:'),
  ('property_managers_portal_link_link_scheme', 'Links must start with http://, https://, mailto: or tel:'),
  ('properties_lender_website_link_scheme', 'Links must start with http://, https://, mailto: or tel:'),
  ('tasks_links_link_scheme', 'Links must start with http://, https://, mailto: or tel:')
on conflict (constraint_name) do update set message = excluded.message;
