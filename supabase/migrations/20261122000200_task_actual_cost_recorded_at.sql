-- SPEC §9 vendor spending counts completed tasks whose actual cost was
-- recorded within a window. updated_at moves on every edit (a note, a checklist
-- tick), so the moment the cost was recorded is stored on its own and kept by
-- the database, whichever client writes the task. Deploys unchanged with
-- `supabase db push`.

alter table public.tasks add column actual_cost_recorded_at timestamptz;

-- Best guess for rows written before this column existed: their last update.
update public.tasks set actual_cost_recorded_at = updated_at where actual_cost is not null;

-- Set when a cost is entered or changed, cleared when it is removed. A statement
-- that sets actual_cost_recorded_at itself (an import, the seed) is trusted.
create or replace function private.set_actual_cost_recorded_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.actual_cost is null then
    new.actual_cost_recorded_at := null;
  elsif tg_op = 'INSERT' then
    if new.actual_cost_recorded_at is null then
      new.actual_cost_recorded_at := now();
    end if;
  elsif new.actual_cost is distinct from old.actual_cost
        and new.actual_cost_recorded_at is not distinct from old.actual_cost_recorded_at then
    new.actual_cost_recorded_at := now();
  end if;
  return new;
end
$$;

revoke all on function private.set_actual_cost_recorded_at() from public;

create trigger set_actual_cost_recorded_at
before insert or update of actual_cost, actual_cost_recorded_at on public.tasks
for each row execute function private.set_actual_cost_recorded_at();

-- The vendor spending query: one vendor's tasks by when their cost was recorded.
create index tasks_vendor_cost_recorded_idx on public.tasks (vendor_id, actual_cost_recorded_at)
  where actual_cost_recorded_at is not null;
