import type { SupabaseClient, User } from '@supabase/supabase-js';
import type { Mailer } from '../mail.ts';
import { digestClaims, MAX_ATTEMPTS } from './digestClaims.ts';
import { composeDigest, type DigestContent } from './digestContent.ts';
import { loadDigestData } from './digestData.ts';
import { DIGEST_KINDS, duePeriods, type DigestKind, type DigestPeriod } from './digestSchedule.ts';
import { toDigestSettings, type DigestSettings, type DigestSettingsRow } from './digestSettings.ts';

/**
 * One run of the digest sender, as an Edge Function:
 *  - scheduled digests: for every confirmed user whose daily or weekly time has
 *    come in their timezone, claims (user, kind, period) in digest_deliveries
 *    BEFORE sending: the unique key lets exactly one run win, so a crash or a
 *    second run, even at the same moment, never sends twice. Only the latest
 *    due period counts, so a sender that was down catches up once.
 *  - test digests: digest_requests rows the user inserted from Settings.
 * A period the mail provider refused or timed out on is marked 'failed' and
 * claimed again (compare-and-set on attempts) by a later run, under the same
 * idempotency key. Reads with the service-role key (RLS bypassed): every data
 * query filters on the user id explicitly (digestData.ts).
 */

/** Rows per read; hosted PostgREST's default max_rows. */
const PAGE = 1000;

export interface KindSummary {
  sent: number;
  /** Nothing to report: recorded, not sent. */
  skipped: number;
  failed: number;
  /** Periods another run had already claimed. */
  alreadyClaimed: number;
}

export interface RunSummary {
  at: string;
  scheduled: Record<DigestKind, KindSummary> | null;
  requests: KindSummary | null;
  /** One line per failure, naming the user id (never their data). */
  errors: string[];
}

const emptyKind = (): KindSummary => ({ sent: 0, skipped: 0, failed: 0, alreadyClaimed: 0 });

export interface SenderOptions {
  db: SupabaseClient;
  mailer: Mailer;
  /** The app's origin, for the links in the e-mails. */
  appUrl: string;
  log?: (line: string) => void;
}

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : String((error as { message?: unknown } | null)?.message ?? error);

export function createDigestSender({ db, mailer, appUrl, log = () => undefined }: SenderOptions) {
  const { claim, finish } = digestClaims(db);

  async function send(to: string, digest: DigestContent, header: string, idempotencyKey: string) {
    await mailer.send({
      to,
      subject: digest.subject,
      html: digest.html,
      text: digest.text,
      headers: { 'List-Unsubscribe': `<${appUrl.replace(/\/+$/, '')}/settings>`, 'X-Landlord-HQ-Digest': header },
      idempotencyKey,
    });
  }

  async function compose(userId: string, kind: DigestKind, settings: DigestSettings, now: Date, test = false) {
    const data = await loadDigestData(db, userId, { now, timezone: settings.timezone });
    return composeDigest(kind, data, { now, timezone: settings.timezone, appUrl, test });
  }

  async function allUsers(): Promise<User[]> {
    const users: User[] = [];
    for (let page = 1; ; page++) {
      const { data, error } = await db.auth.admin.listUsers({ page, perPage: PAGE });
      if (error) throw error;
      users.push(...data.users);
      if (data.users.length < PAGE) return users;
    }
  }

  /**
   * Every page of a read: hosted PostgREST answers at most max_rows (1000) rows per request, and a
   * missing settings row would mean the defaults, i.e. digests on for someone who turned them off.
   */
  async function allPages<T>(
    read: (from: number, to: number) => PromiseLike<{ data: T[] | null; error: unknown }>,
  ): Promise<T[]> {
    const rows: T[] = [];
    for (let from = 0; ; from += PAGE) {
      const { data, error } = await read(from, from + PAGE - 1);
      if (error) throw error;
      rows.push(...(data ?? []));
      if (!data || data.length < PAGE) return rows;
    }
  }

  async function settingsByUser(): Promise<Map<string, DigestSettingsRow>> {
    const rows = await allPages<DigestSettingsRow & { user_id: string }>((from, to) =>
      db.from('user_settings').select('*').order('user_id').range(from, to),
    );
    return new Map(rows.map((row) => [row.user_id, row]));
  }

  async function deliver(user: User, settings: DigestSettings, p: DigestPeriod, now: Date, summary: RunSummary) {
    const counts = summary.scheduled![p.kind];
    if (!(await claim(user.id, p, now))) {
      counts.alreadyClaimed++;
      return;
    }
    let digest: DigestContent | undefined;
    try {
      digest = await compose(user.id, p.kind, settings, now);
      if (digest.isEmpty) {
        await finish(user.id, p, { status: 'skipped', subject: digest.subject });
        counts.skipped++;
        return;
      }
      await send(user.email!, digest, `${p.kind} ${p.periodKey}`, `digest-${user.id}-${p.kind}-${p.periodKey}`);
    } catch (error) {
      // Not sent (the provider refused, timed out, or the data could not be read): a later run retries.
      const message = messageOf(error);
      counts.failed++;
      summary.errors.push(`user ${user.id} ${p.kind} ${p.periodKey}: ${message}`);
      await finish(user.id, p, { status: 'failed', error: message, subject: digest?.subject ?? null }).catch(
        () => undefined,
      );
      return;
    }
    // Sent: from here on the period must never be retried, so a failure to record it leaves it 'sending'.
    counts.sent++;
    await finish(user.id, p, {
      status: 'sent',
      sent_at: new Date().toISOString(),
      recipient: user.email!,
      subject: digest.subject,
    }).catch((error) =>
      summary.errors.push(
        `user ${user.id} ${p.kind} ${p.periodKey}: sent, but not recorded as sent: ${messageOf(error)}`,
      ),
    );
    log(`sent ${p.kind} ${p.periodKey} to user ${user.id}`);
  }

  return {
    /** Scheduled digests due at `now`. */
    async runScheduled(now: Date, summary: RunSummary): Promise<void> {
      summary.scheduled = Object.fromEntries(DIGEST_KINDS.map((k) => [k, emptyKind()])) as Record<
        DigestKind,
        KindSummary
      >;
      // Every landlord's rent charges through their current month, digest or not: the schedule is
      // what writes them when nobody opens a screen (after a landlord's first run of a day, free).
      const caughtUp = await db.rpc('catch_up_all_rent');
      if (caughtUp.error) summary.errors.push(`rent catch-up: ${messageOf(caughtUp.error)}`);
      // allSettled: a failed read leaves no other read running after the function has answered.
      const [usersRead, settingsRead] = await Promise.allSettled([allUsers(), settingsByUser()]);
      if (usersRead.status === 'rejected') throw usersRead.reason;
      if (settingsRead.status === 'rejected') throw settingsRead.reason;
      const [users, settings] = [usersRead.value, settingsRead.value];
      const due: Array<{ user: User; settings: DigestSettings; period: DigestPeriod }> = [];
      for (const user of users) {
        // Only confirmed addresses get mail; banned users none.
        if (!user.email || !user.email_confirmed_at) continue;
        const bannedUntil = (user as User & { banned_until?: string | null }).banned_until;
        if (bannedUntil && Date.parse(bannedUntil) > now.getTime()) continue;
        const s = toDigestSettings(settings.get(user.id) ?? null);
        for (const p of duePeriods(s, now, new Date(user.created_at))) due.push({ user, settings: s, period: p });
      }
      if (!due.length) return;

      // One query for what is already done, so a quiet minute costs nothing per user.
      const keys = [...new Set(due.map((d) => d.period.periodKey))];
      const done = await allPages<{
        user_id: string;
        kind: string;
        period_key: string;
        status: string;
        attempts: number;
      }>((from, to) =>
        db
          .from('digest_deliveries')
          .select('user_id, kind, period_key, status, attempts')
          .in('period_key', keys)
          .order('id')
          .range(from, to),
      );
      const finished = new Set(
        done
          .filter((d) => d.status !== 'failed' || d.attempts >= MAX_ATTEMPTS)
          .map((d) => `${d.user_id} ${d.kind} ${d.period_key}`),
      );
      for (const d of due) {
        if (finished.has(`${d.user.id} ${d.period.kind} ${d.period.periodKey}`)) continue;
        await deliver(d.user, d.settings, d.period, now, summary);
      }
    },

    /** Pending 'Send me a test digest now' requests. */
    async processRequests(now: Date, summary: RunSummary): Promise<void> {
      const counts = (summary.requests = emptyKind());
      const { data: pending, error } = await db
        .from('digest_requests')
        .select('id, user_id, kind')
        .eq('status', 'pending')
        .order('requested_at')
        .limit(50);
      if (error) throw error;
      for (const request of (pending ?? []) as Array<{ id: string; user_id: string; kind: DigestKind }>) {
        const claimed = await db
          .from('digest_requests')
          .update({ status: 'sending' })
          .eq('id', request.id)
          .eq('status', 'pending')
          .select('id');
        if (claimed.error) throw claimed.error;
        if (!claimed.data.length) {
          counts.alreadyClaimed++;
          continue;
        }
        try {
          const { data: found, error: userError } = await db.auth.admin.getUserById(request.user_id);
          if (userError) throw userError;
          if (!found.user.email) throw new Error('The account has no e-mail address');
          const { data: row, error: settingsError } = await db
            .from('user_settings')
            .select('*')
            .eq('user_id', request.user_id)
            .maybeSingle();
          if (settingsError) throw settingsError;
          const digest = await compose(
            request.user_id,
            request.kind,
            toDigestSettings(row as DigestSettingsRow | null),
            now,
            true,
          );
          await send(found.user.email, digest, `${request.kind} test`, `digest-request-${request.id}`);
          counts.sent++;
          log(`sent a test ${request.kind} digest to user ${request.user_id}`);
          await db
            .from('digest_requests')
            .update({ status: 'sent', processed_at: new Date().toISOString() })
            .eq('id', request.id);
        } catch (error) {
          const message = messageOf(error);
          counts.failed++;
          summary.errors.push(`request ${request.id}: ${message}`);
          await db
            .from('digest_requests')
            .update({ status: 'failed', error: message, processed_at: new Date().toISOString() })
            .eq('id', request.id);
        }
      }
    },
  };
}

export const newSummary = (now: Date): RunSummary => ({
  at: now.toISOString(),
  scheduled: null,
  requests: null,
  errors: [],
});
