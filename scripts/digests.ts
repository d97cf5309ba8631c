import { describeSummary, triggerSendDigests } from '../supabase/digests/trigger';
import { loadConfig, SERVICE_ROLE_KEY, stackUrls } from '../supabase/local/config';

/**
 * `npm run digests`: asks the send-digests Edge Function for one run, as Supabase Cron does every
 * minute, and prints its summary. Against the local stack by default (`npm start` with the same
 * STACK_PORT_BASE); SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (or DIGESTS_SECRET) point it at a
 * hosted project.
 *
 * Options: --scheduled-only, --requests-only, --now=<ISO instant> (pretend the clock says this;
 * only where the function has DIGESTS_ALLOW_CLOCK=true, as the local stack does).
 */
async function main(args: string[]): Promise<number> {
  const unknown = args.filter((a) => !/^--(scheduled-only|requests-only|now=.+)$/.test(a));
  if (unknown.length) {
    console.error(`Unknown option ${unknown[0]}. Use --scheduled-only, --requests-only or --now=<ISO time>.`);
    return 2;
  }
  const now = args.find((a) => a.startsWith('--now='))?.slice('--now='.length);
  if (now && Number.isNaN(new Date(now).getTime())) {
    console.error(`--now: not a date: ${now}`);
    return 2;
  }
  const supabaseUrl = process.env.SUPABASE_URL ?? stackUrls(loadConfig()).API_URL;
  // Supabase's gateway wants a JWT: the service role key, or the anon key beside DIGESTS_SECRET.
  const key =
    process.env.SUPABASE_SERVICE_ROLE_KEY ??
    (process.env.SUPABASE_URL ? process.env.DIGESTS_SECRET && process.env.SUPABASE_ANON_KEY : SERVICE_ROLE_KEY);
  if (!key) {
    console.error(
      `Set SUPABASE_SERVICE_ROLE_KEY (or DIGESTS_SECRET and SUPABASE_ANON_KEY) to call send-digests at ${supabaseUrl}`,
    );
    return 2;
  }
  const result = await triggerSendDigests({
    supabaseUrl,
    serviceRoleKey: key,
    secret: process.env.DIGESTS_SECRET,
    body: {
      ...(args.includes('--requests-only') ? { scheduled: false } : {}),
      ...(args.includes('--scheduled-only') ? { requests: false } : {}),
      ...(now ? { now: new Date(now).toISOString() } : {}),
    },
  });
  if (!result.ok) {
    console.error(`send-digests failed (${result.status || 'no answer'}): ${result.error}`);
    return 1;
  }
  for (const error of result.summary.errors) console.error(`failed: ${error}`);
  console.log(describeSummary(result.summary));
  return result.summary.errors.length ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);
