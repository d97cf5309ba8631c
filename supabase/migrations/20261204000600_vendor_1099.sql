-- 1099 totals: what the landlord paid each vendor in a year against that year's filing threshold,
-- and whether a W-9 is on file. Card payments are left out (the card processor reports them on a
-- 1099-K), so a payment says how it was paid. Deploys unchanged with `supabase db push`.

-- ------------------------------------------------------------------ vendors
alter table public.vendors
  add column w9_on_file boolean not null default false,
  add column tax_id text;

comment on column public.vendors.tax_id is
  'An SSN (123-45-6789) or an EIN (12-3456789), kept in that form; screens other than the vendor form show the last four only.';

-- A tax id is kept as an SSN or an EIN with its dashes; spaces or dots typed instead of the dashes
-- are read as dashes. Nine bare digits are refused: they could be either.
create or replace function private.normalize_tax_id(p_text text) returns text
language sql immutable
set search_path = ''
as $$
  select nullif(pg_catalog.regexp_replace(pg_catalog.btrim(p_text), '[[:space:].]+', '-', 'g'), '')
$$;

create or replace function private.check_vendor_tax_id() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.tax_id := private.normalize_tax_id(new.tax_id);
  if new.tax_id is not null
     and new.tax_id !~ '^[0-9]{3}-[0-9]{2}-[0-9]{4}$'
     and new.tax_id !~ '^[0-9]{2}-[0-9]{7}$' then
    raise exception 'Tax ID must be an SSN like 123-45-6789 or an EIN like 12-3456789' using errcode = '23514';
  end if;
  return new;
end
$$;

create trigger check_vendor_tax_id before insert or update of tax_id on public.vendors
  for each row execute function private.check_vendor_tax_id();

-- The last four digits only, in the shape of the id: ***-**-6789 for an SSN, **-***6789 for an EIN.
create or replace function private.mask_tax_id(p_tax_id text) returns text
language sql immutable
set search_path = ''
as $$
  select case
    when p_tax_id is null then null
    when p_tax_id ~ '^[0-9]{2}-' then '**-***' || pg_catalog.right(p_tax_id, 4)
    else '***-**-' || pg_catalog.right(p_tax_id, 4)
  end
$$;

-- The vendor form's one-call save takes the two new fields as well.
create or replace function public.create_vendor_with_accounts(p_vendor jsonb, p_accounts jsonb default '[]'::jsonb)
returns public.vendors
language plpgsql
security invoker
set search_path = ''
as $$
declare
  saved public.vendors;
  account jsonb;
  at_row int := 0;
  property_text text;
  property uuid;
begin
  if pg_catalog.jsonb_typeof(p_vendor) is distinct from 'object' then
    raise exception 'The vendor is missing' using errcode = '22023';
  end if;
  if pg_catalog.jsonb_typeof(coalesce(p_accounts, '[]'::jsonb)) <> 'array' then
    raise exception 'Property accounts must be a list' using errcode = '22023';
  end if;
  if pg_catalog.btrim(coalesce(p_vendor ->> 'name', '')) = '' then
    raise exception 'Vendor name is required' using errcode = '22023';
  end if;
  if pg_catalog.btrim(coalesce(p_vendor ->> 'category', '')) = '' then
    raise exception 'Category is required' using errcode = '22023';
  end if;

  insert into public.vendors (name, category, website_url, account_number, payment_method, notes, w9_on_file, tax_id)
  values (
    pg_catalog.btrim(p_vendor ->> 'name'),
    p_vendor ->> 'category',
    nullif(pg_catalog.btrim(p_vendor ->> 'website_url'), ''),
    nullif(pg_catalog.btrim(p_vendor ->> 'account_number'), ''),
    nullif(pg_catalog.btrim(p_vendor ->> 'payment_method'), ''),
    nullif(pg_catalog.btrim(p_vendor ->> 'notes'), ''),
    coalesce((p_vendor ->> 'w9_on_file')::boolean, false),
    p_vendor ->> 'tax_id'
  )
  returning * into saved;

  for account in select value from pg_catalog.jsonb_array_elements(coalesce(p_accounts, '[]'::jsonb)) loop
    at_row := at_row + 1;
    if pg_catalog.jsonb_typeof(account) is distinct from 'object' then
      raise exception 'Property account %: it is not an account', at_row using errcode = '22023';
    end if;
    property_text := nullif(pg_catalog.btrim(account ->> 'property_id'), '');
    if property_text is null then
      raise exception 'Property account %: Please select a property', at_row using errcode = '22023';
    end if;
    if pg_catalog.btrim(coalesce(account ->> 'account_number', '')) = '' then
      raise exception 'Property account %: Please enter an account number', at_row using errcode = '22023';
    end if;
    if property_text !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      raise exception 'Property account %: Property not found', at_row using errcode = 'P0002';
    end if;
    property := property_text::uuid;
    -- RLS: only the caller's own properties are visible.
    if not exists (select 1 from public.properties p where p.id = property) then
      raise exception 'Property account %: Property not found', at_row using errcode = 'P0002';
    end if;
    if exists (
      select 1 from public.vendor_property_accounts a where a.vendor_id = saved.id and a.property_id = property
    ) then
      raise exception 'Property account %: that property already has an account with this vendor', at_row
        using errcode = '23505';
    end if;
    insert into public.vendor_property_accounts (vendor_id, property_id, account_number, notes)
    values (
      saved.id,
      property,
      pg_catalog.btrim(account ->> 'account_number'),
      nullif(pg_catalog.btrim(account ->> 'notes'), '')
    );
  end loop;

  return saved;
end
$$;

revoke all on function public.create_vendor_with_accounts(jsonb, jsonb) from public, anon;
grant execute on function public.create_vendor_with_accounts(jsonb, jsonb) to authenticated, service_role;

-- ----------------------------------------------------------------- payments
-- How a payment was paid, in the words rent payments use; null when not known. Only Card
-- matters to the 1099 totals.
alter table public.payments
  add column paid_with text
    constraint payments_paid_with_known check (paid_with in ('Check', 'Bank transfer', 'Cash', 'Card', 'Other'));

comment on column public.payments.paid_with is
  'Check, Bank transfer, Cash, Card or Other; null when not known. Card payments are left out of the 1099 totals.';

-- ------------------------------------------------------------- 1099 totals
-- The amount paid in a calendar year from which a vendor gets a 1099-NEC: $600 for payments made
-- in 2025 and before, $2,000 from 2026.
create or replace function private.form_1099_threshold(p_year int) returns numeric
language sql immutable
set search_path = ''
as $$
  select case when p_year <= 2025 then 600.00 else 2000.00 end::numeric
$$;

-- One row per vendor paid in the year (by paid_on): what was paid other than by card, what was
-- paid by card, that year's threshold, and whether the vendor needs a 1099 and has no W-9 on file.
-- Payments without a vendor are not anyone's 1099. RLS decides whose payments and vendors these
-- are; the digests, which read past RLS, name the landlord (p_user), and without one nothing is read.
create or replace function public.form_1099_totals(p_year int, p_user uuid default null)
returns table (
  vendor_id uuid,
  vendor_name text,
  tax_id_masked text,
  w9_on_file boolean,
  paid numeric,
  card_paid numeric,
  threshold numeric,
  needs_1099 boolean,
  missing_w9 boolean
)
language sql stable
security invoker
set search_path = ''
as $$
  with sums as (
    select p.vendor_id,
           coalesce(sum(p.amount) filter (where p.paid_with is distinct from 'Card'), 0)::numeric(14, 2) as paid,
           coalesce(sum(p.amount) filter (where p.paid_with = 'Card'), 0)::numeric(14, 2) as card_paid
    from public.payments p
    where p.user_id = coalesce(p_user, (select auth.uid()))
      and p.vendor_id is not null
      and p_year between 2000 and 2099
      -- Clamped so that a year out of range answers no rows rather than a date error.
      and p.paid_on >= pg_catalog.make_date(least(greatest(p_year, 2000), 2099), 1, 1)
      and p.paid_on < pg_catalog.make_date(least(greatest(p_year, 2000), 2099) + 1, 1, 1)
    group by p.vendor_id
  )
  select v.id, v.name, private.mask_tax_id(v.tax_id), v.w9_on_file, s.paid, s.card_paid,
         private.form_1099_threshold(p_year),
         s.paid >= private.form_1099_threshold(p_year),
         s.paid >= private.form_1099_threshold(p_year) and not v.w9_on_file
  from sums s
  join public.vendors v on v.id = s.vendor_id and v.user_id = coalesce(p_user, (select auth.uid()))
  order by s.paid desc, v.name, v.id
$$;

revoke all on function public.form_1099_totals(int, uuid) from public, anon;
grant execute on function public.form_1099_totals(int, uuid) to authenticated, service_role;
