-- Receipts and documents. The files live in Supabase Storage, in one private bucket where each
-- landlord's objects sit under a folder named by their user id; the policies on storage.objects let
-- only that landlord read, write and delete there. public.documents says what each file is: its
-- name, its kind, what it belongs to (a payment, a property, a unit, a tenancy or a vendor) and the
-- date it expires, if any.

-- --------------------------------------------------------------------------------- the bucket
-- At most 10 MB a file, PDFs and common image types (the browser checks the content as well).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('documents', 'documents', false, 10485760,
        array['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/heif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "documents: owner reads" on storage.objects for select to authenticated
  using (bucket_id = 'documents' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "documents: owner uploads" on storage.objects for insert to authenticated
  with check (bucket_id = 'documents' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "documents: owner replaces" on storage.objects for update to authenticated
  using (bucket_id = 'documents' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'documents' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "documents: owner deletes" on storage.objects for delete to authenticated
  using (bucket_id = 'documents' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- ------------------------------------------------------------------------------ the documents
create table public.documents (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- The object in the documents bucket: '<user id>/<document id>/<file name>'.
  object_name text not null unique,
  name text not null,
  kind text not null default 'Other'
    check (kind in ('Receipt', 'Lease', 'Insurance policy', 'Permit', 'W-9', 'Contract', 'Warranty', 'Photo', 'Other')),
  content_type text not null
    check (content_type in ('application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/heif')),
  size_bytes integer not null,
  -- What it belongs to: at most one. A document whose payment, unit, tenancy or vendor is deleted
  -- stays in the account, unattached: the file is the landlord's record and is never lost that way.
  payment_id uuid,
  property_id uuid,
  unit_id uuid,
  tenancy_id uuid,
  vendor_id uuid,
  expires_on date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  import_id uuid default nullif(pg_catalog.current_setting('landlord.import_id', true), '')::uuid,
  unique (id, user_id),
  constraint documents_one_place check (num_nonnulls(payment_id, property_id, unit_id, tenancy_id, vendor_id) <= 1),
  foreign key (payment_id, user_id) references public.payments (id, user_id) on delete set null (payment_id),
  foreign key (property_id, user_id) references public.properties (id, user_id) on delete set null (property_id),
  foreign key (unit_id, user_id) references public.units (id, user_id) on delete set null (unit_id),
  foreign key (tenancy_id, user_id) references public.tenancies (id, user_id) on delete set null (tenancy_id),
  foreign key (vendor_id, user_id) references public.vendors (id, user_id) on delete set null (vendor_id)
);
create index documents_user_idx on public.documents (user_id, created_at desc, id);
create index documents_payment_idx on public.documents (payment_id) where payment_id is not null;
create index documents_property_idx on public.documents (property_id) where property_id is not null;
create index documents_unit_idx on public.documents (unit_id) where unit_id is not null;
create index documents_tenancy_idx on public.documents (tenancy_id) where tenancy_id is not null;
create index documents_vendor_idx on public.documents (vendor_id) where vendor_id is not null;
create index documents_expiry_idx on public.documents (user_id, expires_on) where expires_on is not null;
create index documents_import_idx on public.documents (import_id) where import_id is not null;

-- Each mistake a form can make, as a sentence the app shows as is.
create or replace function private.check_document() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.name := btrim(new.name);
  if new.name = '' then
    raise exception 'Give the document a name' using errcode = '23514';
  end if;
  if length(new.name) > 200 then
    raise exception 'A document''s name can be at most 200 characters' using errcode = '23514';
  end if;
  if new.size_bytes < 1 then
    raise exception 'The file is empty' using errcode = '23514';
  end if;
  if new.size_bytes > 10485760 then
    raise exception 'A file can be at most 10 MB' using errcode = '23514';
  end if;
  if new.expires_on is not null and (new.expires_on < date '2000-01-01' or new.expires_on > date '2099-12-31') then
    raise exception 'Expires on must be a date between 2000 and 2099' using errcode = '23514';
  end if;
  if tg_op = 'INSERT' and new.object_name not like new.user_id::text || '/' || new.id::text || '/_%' then
    raise exception 'The file must be stored under the document''s own folder' using errcode = '23514';
  end if;
  if tg_op = 'UPDATE' and new.object_name is distinct from old.object_name then
    raise exception 'A document''s file cannot be changed; add a new document instead' using errcode = '23514';
  end if;
  if num_nonnulls(new.payment_id, new.property_id, new.unit_id, new.tenancy_id, new.vendor_id) > 1 then
    raise exception 'A document belongs to one payment, property, unit, tenancy or vendor' using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger check_document before insert or update on public.documents
  for each row execute function private.check_document();
create trigger set_updated_at before update on public.documents
  for each row execute function private.set_updated_at();

alter table public.documents enable row level security;
revoke all on public.documents from anon, authenticated;
grant select, insert, update, delete on public.documents to authenticated;
grant all on public.documents to service_role;
create policy "owner reads" on public.documents for select to authenticated using ((select auth.uid()) = user_id);
create policy "owner inserts" on public.documents for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "owner updates" on public.documents for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "owner deletes" on public.documents for delete to authenticated using ((select auth.uid()) = user_id);
