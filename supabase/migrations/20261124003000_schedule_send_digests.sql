-- Digests on hosted Supabase (issue 24): Supabase Cron (pg_cron) calls the send-digests Edge Function
-- every minute through pg_net, reading the project URL and the service role key from Vault at each run,
-- so no secret is in this file or in cron.job. Runs unchanged with `supabase db push`.
--
-- Guarded: where pg_cron or pg_net is not available (the local stack's PostgreSQL, which calls the
-- function from its own loop instead) it does nothing and says so; tests/integration/digests.test.ts
-- proves it. Re-running it is harmless: cron.schedule replaces a job of the same name.
--
-- The two Vault secrets it reads, created once per project (README "Deploy to hosted Supabase"):
--   select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
--   select vault.create_secret('<service role key>', 'send_digests_key');
-- (or the anon key as send_digests_key plus the function's DIGESTS_SECRET as 'digests_secret').
-- Until they exist, each run fails harmlessly (see cron.job_run_details) and sends nothing.

create or replace function private.schedule_send_digests() returns text
language plpgsql
set search_path = ''
as $function$
begin
  if not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron')
     or not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    return 'skipped: pg_cron and pg_net are not available on this database';
  end if;
  -- Where Supabase's dashboard puts them.
  create extension if not exists pg_cron with schema pg_catalog;
  create extension if not exists pg_net with schema extensions;
  perform cron.schedule(
    'send-digests',
    '* * * * *',
    $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/send-digests',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'send_digests_key'),
          -- Optional: the function's DIGESTS_SECRET, for a project that keeps its service role key out of Vault.
          'x-digests-secret', coalesce((select decrypted_secret from vault.decrypted_secrets where name = 'digests_secret'), '')
        ),
        body := '{}'::jsonb,
        -- A run sends every due digest; give it most of its minute (the next run skips what is claimed).
        timeout_milliseconds := 55000
      );
    $job$
  );
  return 'scheduled: send-digests every minute';
end;
$function$;

revoke all on function private.schedule_send_digests() from public;

do $$
begin
  raise notice 'send-digests schedule: %', private.schedule_send_digests();
end;
$$;
