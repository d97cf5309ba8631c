-- Documents that remind: what a document's expiry date means on the landlord's day, the account's
-- documents to renew (the dashboard, the weekly digest), a property's insurance on file (the
-- property page), and documents in the whole-account export and import. Deploys unchanged with
-- `supabase db push`.

-- ------------------------------------------------------------------ the rule
-- Where a document stands on the landlord's day (private.landlord_today, never the database's UTC
-- date): 'expired' before that day, 'expiring' from that day through 30 days on, 'current' later;
-- null without a date. src/features/documents/expiryRules.ts is the browser's copy for its live
-- labels; both run tests/cases/documentExpiryCases.json.
create or replace function private.document_expiry_status(p_expires_on date, p_today date) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when p_expires_on is null then null
    when p_expires_on < p_today then 'expired'
    when p_expires_on <= p_today + 30 then 'expiring'
    else 'current'
  end
$$;

-- A document is renewed when a later one of the same kind on the same property, unit, tenancy,
-- vendor or payment (or, for both, on none) runs out later: last year's policy is then history,
-- not something to renew.
create or replace function private.document_renewed(d public.documents) returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1 from public.documents n
    where n.user_id = d.user_id
      and n.kind = d.kind
      and n.id <> d.id
      and n.expires_on > d.expires_on
      and n.property_id is not distinct from d.property_id
      and n.unit_id is not distinct from d.unit_id
      and n.tenancy_id is not distinct from d.tenancy_id
      and n.vendor_id is not distinct from d.vendor_id
      and n.payment_id is not distinct from d.payment_id
  )
$$;

-- ------------------------------------------------------------------ documents to renew
-- The account's documents that have expired or expire in the next 30 days (not renewed), soonest
-- first, with what each belongs to and the ids the app links to: a unit's document names its
-- property, a tenancy's its tenants, unit and property. Runs as the caller under row-level
-- security; the digests, which read past it, name the landlord (p_user), and without one nothing
-- is read. p_on: the day to read them on, the landlord's today unless given (a digest composed
-- for a day names it).
create or replace function public.documents_expiring(p_user uuid default null, p_on date default null)
returns table (
  id uuid,
  name text,
  kind text,
  expires_on date,
  status text,
  days_left integer,
  property_id uuid,
  property_name text,
  unit_id uuid,
  unit_label text,
  tenancy_id uuid,
  tenants text,
  vendor_id uuid,
  vendor_name text,
  payment_id uuid
)
language sql
stable
security invoker
set search_path = ''
as $$
  with me as (
    select coalesce(p_user, (select auth.uid())) as uid
  ), today as (
    select me.uid, coalesce(p_on, private.landlord_today(me.uid)) as day from me where me.uid is not null
  )
  select d.id, d.name, d.kind, d.expires_on,
         private.document_expiry_status(d.expires_on, today.day),
         d.expires_on - today.day,
         p.id, p.name, u.id, u.unit_label, t.id, public.tenant_names(t.tenants), v.id, v.name, d.payment_id
  from today
  join public.documents d on d.user_id = today.uid and d.expires_on <= today.day + 30
  left join public.tenancies t on t.id = d.tenancy_id
  left join public.units u on u.id = coalesce(d.unit_id, t.unit_id)
  left join public.properties p on p.id = coalesce(d.property_id, u.property_id)
  left join public.vendors v on v.id = d.vendor_id
  where not private.document_renewed(d)
  order by d.expires_on, d.name, d.id
$$;

-- ------------------------------------------------------------------ a property's insurance
-- 'none' without an 'Insurance policy' document on the property; else the policy that runs
-- longest (one without an end date runs longest) decides: 'expired' when it ran out before the
-- landlord's today, 'current' otherwise, with its date and document. Always one row. Runs as the
-- caller: another landlord's property reads 'none'.
create or replace function public.property_insurance(p_property uuid)
returns table (state text, expires_on date, document_id uuid, document_name text)
language sql
stable
security invoker
set search_path = ''
as $$
  select case
           when d.id is null then 'none'
           when d.expires_on < private.landlord_today(d.user_id) then 'expired'
           else 'current'
         end,
         d.expires_on, d.id, d.name
  from (select 1) one
  left join lateral (
    select x.id, x.user_id, x.name, x.expires_on
    from public.documents x
    where x.property_id = p_property and x.kind = 'Insurance policy'
    order by x.expires_on desc nulls first, x.created_at desc, x.id
    limit 1
  ) d on true
$$;

-- ------------------------------------------------------------------ transfers
-- After payments, vendors, tenancies, units and properties: a document names one of them.
insert into private.transfer_tables (position, table_name, key_column, refs, row_label) values
  (67, 'documents', 'id', '{payment_id,property_id,unit_id,tenancy_id,vendor_id}', 'Document');

-- An imported document gets a new id in a new account, so its file's name moves with it: the
-- object is '<user id>/<document id>/<file name>' (check_document insists), the file name kept.
-- One rule, used by the trigger that renames the row and by the call that tells the browser where
-- each exported file goes: p_id is the document's id in the importing account.
create or replace function private.imported_object_name(p_user uuid, p_id uuid, p_old_name text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p_user::text || '/' || p_id::text || '/' || pg_catalog.regexp_replace(p_old_name, '^[^/]*/[^/]*/', '')
$$;

-- Named to run before check_document (triggers of one event fire by name).
create or replace function private.adopt_imported_document() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.import_id is not null then
    new.object_name := private.imported_object_name(new.user_id, new.id, new.object_name);
  end if;
  return new;
end
$$;

create trigger adopt_imported_document before insert on public.documents
  for each row execute function private.adopt_imported_document();

-- The files travel beside the rows (the export is a zip): for the caller, where each exported
-- document's file goes once imported. p_documents: the export's documents as
-- [{id, object_name}]; the answer [{exported, imported}] in the same order, the document's new
-- id made as import_account_rows makes it (private.transfer_id). Nothing without a caller.
create or replace function public.import_account_object_names(p_documents jsonb) returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(
    pg_catalog.jsonb_agg(
      pg_catalog.jsonb_build_object(
        'exported', d.value ->> 'object_name',
        'imported', private.imported_object_name(
          me.uid, private.transfer_id(me.uid, (d.value ->> 'id')::uuid), d.value ->> 'object_name'))
      order by d.ordinality),
    '[]'::jsonb)
  from (select (select auth.uid()) as uid) me
  cross join lateral pg_catalog.jsonb_array_elements(coalesce(p_documents, '[]'::jsonb)) with ordinality d
  where me.uid is not null
$$;

-- The files of an import's documents, to remove with its rows when an import is undone or
-- cleared (before its rows go). Runs as the caller: another landlord's import names none.
create or replace function public.import_account_object_names_of(p_import uuid) returns text[]
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(pg_catalog.array_agg(d.object_name order by d.object_name), '{}')
  from public.documents d
  where d.import_id = p_import and d.user_id = (select auth.uid())
$$;

-- ------------------------------------------------------------------ grants
revoke all on function private.document_expiry_status(date, date) from public, anon;
revoke all on function private.document_renewed(public.documents) from public, anon;
revoke all on function public.documents_expiring(uuid, date) from public, anon;
revoke all on function public.property_insurance(uuid) from public, anon;
revoke all on function private.adopt_imported_document() from public, anon;
revoke all on function private.imported_object_name(uuid, uuid, text) from public, anon;
revoke all on function public.import_account_object_names(jsonb) from public, anon;
revoke all on function public.import_account_object_names_of(uuid) from public, anon;

grant execute on function private.document_expiry_status(date, date) to authenticated, service_role;
grant execute on function private.document_renewed(public.documents) to authenticated, service_role;
grant execute on function public.documents_expiring(uuid, date) to authenticated, service_role;
grant execute on function public.property_insurance(uuid) to authenticated, service_role;
grant execute on function private.adopt_imported_document() to authenticated, service_role;
grant execute on function private.imported_object_name(uuid, uuid, text) to authenticated, service_role;
grant execute on function public.import_account_object_names(jsonb) to authenticated, service_role;
grant execute on function public.import_account_object_names_of(uuid) to authenticated, service_role;
