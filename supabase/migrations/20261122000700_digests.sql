-- E-mail digests (SPEC §3 user settings, §9 digest settings; issue 12).
-- Deploys unchanged with `supabase db push`.
--
-- digest_deliveries: one row per user, kind and period, written by the sender
-- (service role) BEFORE it sends. The unique key is what makes a digest go out
-- at most once per period: a second run, or two runs at once, cannot claim the
-- same period again. Users may read their own rows (RLS).
--
-- digest_requests: 'Send me a test digest now'. The signed-in user inserts a
-- row under RLS; the sender picks it up on its next run (the local stack polls
-- every few seconds, a hosted cron every minute).

create table public.digest_deliveries (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('daily', 'weekly')),
  -- daily: the local date (yyyy-MM-dd); weekly: the ISO week (yyyy-Www), in the user's timezone.
  period_key text not null check (period_key ~ '^\d{4}-(\d{2}-\d{2}|W\d{2})$'),
  -- When the digest was due (the user's chosen time in their timezone).
  scheduled_for timestamptz not null,
  -- sending: claimed, not (yet) confirmed sent; sent; skipped: nothing to report; failed: see error.
  status text not null default 'sending' check (status in ('sending', 'sent', 'skipped', 'failed')),
  attempts smallint not null default 1 check (attempts >= 1),
  recipient text,
  subject text,
  error text,
  claimed_at timestamptz not null default now(),
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint digest_deliveries_user_kind_period_key unique (user_id, kind, period_key)
);
create index digest_deliveries_user_claimed_idx on public.digest_deliveries (user_id, claimed_at desc);
create index digest_deliveries_period_idx on public.digest_deliveries (kind, period_key);

create table public.digest_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  kind text not null default 'daily' check (kind in ('daily', 'weekly')),
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  error text,
  requested_at timestamptz not null default now(),
  processed_at timestamptz,
  updated_at timestamptz not null default now()
);
-- One test digest on its way per user at a time: a double click is refused (23505).
create unique index digest_requests_one_pending_key on public.digest_requests (user_id) where status in ('pending', 'sending');
create index digest_requests_pending_idx on public.digest_requests (requested_at) where status = 'pending';
create index digest_requests_user_idx on public.digest_requests (user_id, requested_at desc);

create trigger set_updated_at before update on public.digest_deliveries
  for each row execute function private.set_updated_at();
create trigger set_updated_at before update on public.digest_requests
  for each row execute function private.set_updated_at();

alter table public.digest_deliveries enable row level security;
alter table public.digest_requests enable row level security;

revoke all on public.digest_deliveries from anon, authenticated;
revoke all on public.digest_requests from anon, authenticated;
grant all on public.digest_deliveries to service_role;
grant all on public.digest_requests to service_role;

-- A user reads their own deliveries; only the sender writes them.
grant select on public.digest_deliveries to authenticated;
create policy "owner reads" on public.digest_deliveries
  for select to authenticated using ((select auth.uid()) = user_id);

-- A user asks for a test digest and sees how it went; only the sender updates it.
grant select on public.digest_requests to authenticated;
grant insert (kind) on public.digest_requests to authenticated;
create policy "owner reads" on public.digest_requests
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "owner inserts" on public.digest_requests
  for insert to authenticated with check ((select auth.uid()) = user_id and status = 'pending');
