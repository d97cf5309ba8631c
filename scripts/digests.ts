import { createSender, senderConfigFromEnv } from '../supabase/digests/sender';

/**
 * `npm run digests`: one run of the digest sender. Sends every scheduled digest
 * whose time has come (at most once per user, kind and period, however often
 * or concurrently it runs) and any test digests asked for in Settings.
 * Run it every minute from cron against a hosted project; see README.
 *
 * Options: --scheduled-only, --requests-only, --now=<ISO instant> (pretend the
 * clock says this; for tests and for sending a missed period by hand).
 */
async function main(args: string[]) {
  const nowArg = args.find((a) => a.startsWith('--now='))?.slice('--now='.length);
  const now = nowArg ? new Date(nowArg) : new Date();
  if (Number.isNaN(now.getTime())) throw new Error(`--now: not a date: ${nowArg}`);
  const config = senderConfigFromEnv();
  const sender = createSender(config, (line) => console.log(line));
  try {
    const scheduled = args.includes('--requests-only') ? null : await sender.runScheduled(now);
    const requests = args.includes('--scheduled-only') ? null : await sender.processRequests(now);
    const errors = [...(scheduled?.errors ?? []), ...(requests?.errors ?? [])];
    for (const error of errors) console.error(`failed: ${error}`);
    console.log(
      `digests at ${now.toISOString()}: ` +
        (scheduled ? `${scheduled.sent} sent, ${scheduled.skipped} with nothing to report, ${scheduled.failed} failed, ${scheduled.alreadyClaimed} already claimed` : 'scheduled skipped') +
        (requests ? `; test digests: ${requests.sent} sent, ${requests.failed} failed` : ''),
    );
    if (errors.length) process.exitCode = 1;
  } finally {
    sender.close();
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof Error ? error.message : (error as { message?: string })?.message ?? error);
  process.exit(1);
});
