-- Where a bill is paid. A vendor has a default account number and at most one account per
-- property (vendor_property_accounts); a task for a property is paid under the vendor's account
-- for that property, else under the default. This computed field is the one place that decides:
-- the task page, the tasks list and its CSV export select it (`select=vendor_account`), and the
-- digest reads it the same way, so all three show the same number.
create or replace function public.vendor_account(t public.tasks) returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(
    (
      select a.account_number
      from public.vendor_property_accounts a
      where a.vendor_id = t.vendor_id and a.property_id = t.property_id
    ),
    (select nullif(btrim(v.account_number), '') from public.vendors v where v.id = t.vendor_id)
  )
$$;

revoke all on function public.vendor_account(public.tasks) from public, anon;
grant execute on function public.vendor_account(public.tasks) to authenticated, service_role;

-- A new vendor and its property accounts in one transaction: the add form lets the landlord fill
-- the account rows before the vendor exists, and a refused row saves nothing, vendor included.
-- security invoker: RLS decides what the caller may use, so another user's property is "not
-- found" here, as it is everywhere else. The sentences are the form's own (SPEC §5), with the
-- row's position so the form can point at it.
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

  insert into public.vendors (name, category, website_url, account_number, payment_method, notes)
  values (
    pg_catalog.btrim(p_vendor ->> 'name'),
    p_vendor ->> 'category',
    nullif(pg_catalog.btrim(p_vendor ->> 'website_url'), ''),
    nullif(pg_catalog.btrim(p_vendor ->> 'account_number'), ''),
    nullif(pg_catalog.btrim(p_vendor ->> 'payment_method'), ''),
    nullif(pg_catalog.btrim(p_vendor ->> 'notes'), '')
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
