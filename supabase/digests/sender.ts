import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import nodemailer, { type Transporter } from 'nodemailer';
import WebSocket from 'ws';
import type { Database } from '../../src/api/database.types';
import { composeDigest, type DigestContent } from '../../src/features/digests/digestContent';
import { loadDigestData } from '../../src/features/digests/digestData';
import { duePeriods, type DigestKind, type DigestPeriod } from '../../src/features/digests/digestSchedule';
import { toDigestSettings, type DigestSettings, type UserSettingsRow } from '../../src/features/settings/settingsRules';
import { loadConfig, SERVICE_ROLE_KEY, stackUrls } from '../local/config';

/**
 * The digest sender (issue 12). Each run:
 *  - scheduled digests: for every confirmed user whose daily or weekly time has
 *    come in their timezone, claims (user, kind, period) in digest_deliveries
 *    BEFORE sending: the unique key lets exactly one run win, so a crash or a
 *    second run, even at the same moment, never sends twice. Only the latest
 *    due period counts, so a sender that was down catches up once.
 *  - test digests: digest_requests rows the user inserted from Settings.
 * Reads with the service-role key (RLS bypassed): every data query filters on
 * the user id explicitly (src/features/digests/digestData.ts).
 */

export interface SenderConfig {
  supabaseUrl: string;
  serviceRoleKey: string;
  smtp: { host: string; port: number; secure: boolean; user?: string; pass?: string };
  from: string;
  appUrl: string;
}

/** A failed send is retried by later runs, up to this many attempts per period. */
export const MAX_ATTEMPTS = 3;
/** Rows per read; hosted PostgREST's default max_rows. */
const PAGE = 1000;

const isLocal = (url: string) => /^https?:\/\/(127\.0\.0\.1|localhost)(:|\/|$)/.test(url);

/**
 * SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, SMTP_HOST, SMTP_PORT, SMTP_USER,
 * SMTP_PASS, SMTP_SECURE, SMTP_FROM, APP_URL. Unset, they default to the local
 * stack (`npm start` with the same STACK_PORT_BASE); against a hosted project
 * the key, the SMTP host and the app URL are required.
 */
export function senderConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SenderConfig {
  const local = loadConfig(env);
  const supabaseUrl = env.SUPABASE_URL ?? stackUrls(local).API_URL;
  if (!isLocal(supabaseUrl)) {
    const missing = ['SUPABASE_SERVICE_ROLE_KEY', 'SMTP_HOST', 'APP_URL'].filter((k) => !env[k]);
    if (missing.length) throw new Error(`Set ${missing.join(', ')} to send digests for ${supabaseUrl}`);
  }
  const port = Number(env.SMTP_PORT ?? local.smtpPort);
  return {
    supabaseUrl,
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY ?? SERVICE_ROLE_KEY,
    smtp: {
      host: env.SMTP_HOST ?? local.host,
      port,
      secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : port === 465,
      user: env.SMTP_USER || undefined,
      pass: env.SMTP_PASS || undefined,
    },
    from: env.SMTP_FROM ?? 'Landlord HQ <digests@landlordhq.test>',
    appUrl: env.APP_URL ?? local.siteUrl,
  };
}

export interface RunReport {
  sent: number;
  skipped: number;
  failed: number;
  /** Periods another run had already claimed. */
  alreadyClaimed: number;
  errors: string[];
}

const emptyReport = (): RunReport => ({ sent: 0, skipped: 0, failed: 0, alreadyClaimed: 0, errors: [] });

type Db = SupabaseClient<Database>;

export interface Sender {
  /** Scheduled digests due at `now`. */
  runScheduled(now?: Date): Promise<RunReport>;
  /** Pending 'Send me a test digest now' requests. */
  processRequests(now?: Date): Promise<RunReport>;
  close(): void;
}

export function createSender(config: SenderConfig, log: (line: string) => void = () => undefined): Sender {
  const db: Db = createClient<Database>(config.supabaseUrl, config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  const transport: Transporter = nodemailer.createTransport({
    host: config.smtp.host,
    port: config.smtp.port,
    secure: config.smtp.secure,
    auth: config.smtp.user ? { user: config.smtp.user, pass: config.smtp.pass ?? '' } : undefined,
  });

  async function send(to: string, digest: DigestContent, extraHeaders: Record<string, string>) {
    await transport.sendMail({
      from: config.from,
      to,
      subject: digest.subject,
      html: digest.html,
      text: digest.text,
      headers: { 'List-Unsubscribe': `<${config.appUrl.replace(/\/+$/, '')}/settings>`, ...extraHeaders },
    });
  }

  async function compose(userId: string, kind: DigestKind, settings: DigestSettings, now: Date, test = false) {
    const data = await loadDigestData(db, userId, { now, timezone: settings.timezone });
    return composeDigest(kind, data, { now, timezone: settings.timezone, appUrl: config.appUrl, test });
  }

  async function allUsers(): Promise<User[]> {
    const users: User[] = [];
    for (let page = 1; ; page++) {
      const { data, error } = await db.auth.admin.listUsers({ page, perPage: 1000 });
      if (error) throw error;
      users.push(...data.users);
      if (data.users.length < 1000) return users;
    }
  }

  /**
   * Every page of a read: hosted PostgREST answers at most max_rows (1000) rows per request, and a
   * missing settings row would mean the defaults, i.e. digests on for someone who turned them off.
   */
  async function allPages<T>(read: (from: number, to: number) => PromiseLike<{ data: T[] | null; error: unknown }>): Promise<T[]> {
    const rows: T[] = [];
    for (let from = 0; ; from += PAGE) {
      const { data, error } = await read(from, from + PAGE - 1);
      if (error) throw error;
      rows.push(...(data ?? []));
      if (!data || data.length < PAGE) return rows;
    }
  }

  async function settingsByUser(): Promise<Map<string, UserSettingsRow>> {
    const rows = await allPages((from, to) => db.from('user_settings').select('*').order('user_id').range(from, to));
    return new Map(rows.map((row) => [row.user_id, row]));
  }

  /** Claims (user, kind, period): true for exactly one caller, however many run at once. */
  async function claim(userId: string, period: DigestPeriod, now: Date): Promise<boolean> {
    const inserted = await db
      .from('digest_deliveries')
      .upsert(
        { user_id: userId, kind: period.kind, period_key: period.periodKey, scheduled_for: period.scheduledFor.toISOString(), status: 'sending', claimed_at: now.toISOString() },
        { onConflict: 'user_id,kind,period_key', ignoreDuplicates: true },
      )
      .select('id');
    if (inserted.error) throw inserted.error;
    if (inserted.data.length) return true;
    // Already there: a failed send may be retried, by one run only (compare-and-set on attempts).
    const existing = await db
      .from('digest_deliveries')
      .select('status, attempts')
      .eq('user_id', userId)
      .eq('kind', period.kind)
      .eq('period_key', period.periodKey)
      .single();
    if (existing.error) throw existing.error;
    if (existing.data.status !== 'failed' || existing.data.attempts >= MAX_ATTEMPTS) return false;
    const retried = await db
      .from('digest_deliveries')
      .update({ status: 'sending', attempts: existing.data.attempts + 1, claimed_at: now.toISOString(), error: null })
      .eq('user_id', userId)
      .eq('kind', period.kind)
      .eq('period_key', period.periodKey)
      .eq('status', 'failed')
      .eq('attempts', existing.data.attempts)
      .select('id');
    if (retried.error) throw retried.error;
    return retried.data.length > 0;
  }

  async function finish(userId: string, period: DigestPeriod, changes: Database['public']['Tables']['digest_deliveries']['Update']) {
    const { error } = await db
      .from('digest_deliveries')
      .update(changes)
      .eq('user_id', userId)
      .eq('kind', period.kind)
      .eq('period_key', period.periodKey);
    if (error) throw error;
  }

  async function deliver(user: User, settings: DigestSettings, period: DigestPeriod, now: Date, report: RunReport) {
    if (!(await claim(user.id, period, now))) {
      report.alreadyClaimed++;
      return;
    }
    let digest: DigestContent | undefined;
    try {
      digest = await compose(user.id, period.kind, settings, now);
      if (digest.isEmpty) {
        await finish(user.id, period, { status: 'skipped', subject: digest.subject });
        report.skipped++;
        return;
      }
      await send(user.email!, digest, { 'X-Landlord-HQ-Digest': `${period.kind} ${period.periodKey}` });
      await finish(user.id, period, { status: 'sent', sent_at: new Date().toISOString(), recipient: user.email!, subject: digest.subject });
      report.sent++;
      log(`sent ${period.kind} ${period.periodKey} to ${user.email}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      report.failed++;
      report.errors.push(`${user.email} ${period.kind} ${period.periodKey}: ${message}`);
      await finish(user.id, period, { status: 'failed', error: message, subject: digest?.subject ?? null }).catch(() => undefined);
    }
  }

  return {
    async runScheduled(now = new Date()) {
      const report = emptyReport();
      const [users, settings] = await Promise.all([allUsers(), settingsByUser()]);
      const due: Array<{ user: User; settings: DigestSettings; period: DigestPeriod }> = [];
      for (const user of users) {
        // Only confirmed addresses get mail; banned users none.
        if (!user.email || !user.email_confirmed_at) continue;
        if ((user as User & { banned_until?: string }).banned_until && Date.parse((user as User & { banned_until: string }).banned_until) > now.getTime()) continue;
        const s = toDigestSettings(settings.get(user.id) ?? null);
        for (const period of duePeriods(s, now, new Date(user.created_at))) due.push({ user, settings: s, period });
      }
      if (!due.length) return report;

      // One query for what is already done, so a quiet minute costs nothing per user.
      const keys = [...new Set(due.map((d) => d.period.periodKey))];
      const done = await allPages((from, to) =>
        db.from('digest_deliveries').select('user_id, kind, period_key, status, attempts').in('period_key', keys).order('id').range(from, to),
      );
      const finished = new Set(
        done.filter((d) => d.status !== 'failed' || d.attempts >= MAX_ATTEMPTS).map((d) => `${d.user_id} ${d.kind} ${d.period_key}`),
      );
      for (const d of due) {
        if (finished.has(`${d.user.id} ${d.period.kind} ${d.period.periodKey}`)) continue;
        await deliver(d.user, d.settings, d.period, now, report);
      }
      return report;
    },

    async processRequests(now = new Date()) {
      const report = emptyReport();
      const { data: pending, error } = await db
        .from('digest_requests')
        .select('id, user_id, kind')
        .eq('status', 'pending')
        .order('requested_at')
        .limit(50);
      if (error) throw error;
      for (const request of pending ?? []) {
        const claimed = await db.from('digest_requests').update({ status: 'sending' }).eq('id', request.id).eq('status', 'pending').select('id');
        if (claimed.error) throw claimed.error;
        if (!claimed.data.length) {
          report.alreadyClaimed++;
          continue;
        }
        try {
          const { data: found, error: userError } = await db.auth.admin.getUserById(request.user_id);
          if (userError) throw userError;
          if (!found.user.email) throw new Error('The account has no e-mail address');
          const { data: row, error: settingsError } = await db.from('user_settings').select('*').eq('user_id', request.user_id).maybeSingle();
          if (settingsError) throw settingsError;
          const digest = await compose(request.user_id, request.kind as DigestKind, toDigestSettings(row), now, true);
          await send(found.user.email, digest, { 'X-Landlord-HQ-Digest': `${request.kind} test` });
          await db.from('digest_requests').update({ status: 'sent', processed_at: new Date().toISOString() }).eq('id', request.id);
          report.sent++;
          log(`sent a test ${request.kind} digest to ${found.user.email}`);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          report.failed++;
          report.errors.push(`request ${request.id}: ${message}`);
          await db.from('digest_requests').update({ status: 'failed', error: message, processed_at: new Date().toISOString() }).eq('id', request.id);
        }
      }
      return report;
    },

    close() {
      transport.close();
      void db.auth.stopAutoRefresh().catch(() => undefined);
    },
  };
}
