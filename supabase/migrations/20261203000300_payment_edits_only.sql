-- A payment's updated_at marks the landlord's edits. The columns the database keeps on it (usual
-- and jump_ratio, from the same task's earlier payments) change when another payment arrives: an
-- account import in chunks wrote an imported payment's updated_at anew whenever a later chunk
-- brought an earlier payment of its task, so the import was not the export it came from.
create or replace function private.set_payment_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (to_jsonb(new) - array['usual', 'jump_ratio', 'updated_at']) is distinct from (to_jsonb(old) - array['usual', 'jump_ratio', 'updated_at']) then
    new.updated_at := now();
  end if;
  return new;
end
$$;

drop trigger set_updated_at on public.payments;
create trigger set_updated_at before update on public.payments
  for each row execute function private.set_payment_updated_at();
