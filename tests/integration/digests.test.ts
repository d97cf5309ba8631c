import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { triggerSendDigests } from '../../supabase/digests/trigger';
import type { RunSummary } from '../../supabase/functions/_shared/digests/sendDigests.ts';
import {
  addCalendarDays,
  calendarWeekday,
  zonedParts,
  zonedTimeToInstant,
} from '../../supabase/functions/_shared/digests/zonedTime.ts';
import { loadConfig } from '../../supabase/local/config';
import { pendingDigestRequests } from '../../supabase/local/digestLoop';
import { insertRow } from './portfolio';
import {
  ANON_KEY,
  adminClient,
  API_URL,
  DB_URL,
  latestMail,
  listMail,
  MAILBOX_URL,
  SERVICE_ROLE_KEY,
  signedInClient,
  uniqueEmail,
  type MailMessage,
} from './support';

/**
 * The send-digests Edge Function under Deno, called through the test stack's gateway
 * (/functions/v1/send-digests) as Supabase Cron calls it on hosted projects:
 * exactly one e-mail per user, kind and period over many runs, concurrent ones included; none
 * with digests off or nothing to report; never another user's data; a provider failure is
 * retried once and sent once. The clock is pinned with `now` (the local stack sets
 * DIGESTS_ALLOW_CLOCK=true for the function).
 */
const NY = 'America/New_York';
const ROOT = path.resolve(__dirname, '..', '..');
/** Where the stack's function links to (its APP_URL): the test stack's site URL. */
const APP_URL = loadConfig().siteUrl;
const FUNCTION_URL = `${API_URL}/functions/v1/send-digests`;

// A New York morning two days ahead (so it is after every account created here), 07:30 local.
const day0 = addCalendarDays(zonedParts(new Date(), NY).date, 2);
const morning = (date: string, time = '07:30') => zonedTimeToInstant(date, time, NY);
const now0 = morning(day0);
const weekday0 = calendarWeekday(day0);

async function run(
  now: Date,
  body: { scheduled?: boolean; requests?: boolean } = { requests: false },
): Promise<RunSummary> {
  const result = await triggerSendDigests({
    supabaseUrl: API_URL,
    serviceRoleKey: SERVICE_ROLE_KEY,
    body: { ...body, now: now.toISOString() },
  });
  if (!result.ok) throw new Error(`send-digests: ${result.status} ${result.error}`);
  return result.summary;
}

const fault = (body: { status?: number; count?: number }) =>
  fetch(`${MAILBOX_URL}/api/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const clearFaults = () =>
  fetch(`${MAILBOX_URL}/api/faults`, { method: 'DELETE', headers: { 'Content-Type': 'application/json' } });

type Landlord = Awaited<ReturnType<typeof signedInClient>>;

async function landlord(label: string, settings: Record<string, unknown> | null, withData: boolean): Promise<Landlord> {
  const l = await signedInClient(uniqueEmail(label));
  if (settings) {
    const { error } = await l.client.from('user_settings').insert({ user_id: l.user.id, timezone: NY, ...settings });
    if (error) throw error;
  }
  if (withData) {
    const c = l.client;
    const property = await insertRow<{ id: string }>(c, 'properties', {
      name: `${label} Court`,
      address_line1: '1 Main',
      city: 'X',
      state: 'NC',
      zip: '1',
    });
    const unit = await insertRow<{ id: string }>(c, 'units', {
      property_id: property.id,
      unit_label: `${label}-1`,
      monthly_rent: 1000,
    });
    const vendor = await insertRow<{ id: string }>(c, 'vendors', {
      name: `${label} Plumbing`,
      category: 'Maintenance',
    });
    await insertRow(c, 'tasks', { title: `${label} overdue`, scope: 'Business', due_date: addCalendarDays(day0, -2) });
    await insertRow(c, 'tasks', {
      title: `${label} due today`,
      scope: 'Property',
      property_id: property.id,
      due_date: day0,
    });
    await insertRow(c, 'tasks', { title: `${label} far away`, scope: 'Business', due_date: addCalendarDays(day0, 90) });
    const paid = await insertRow<{ id: string }>(c, 'tasks', {
      title: `${label} paid`,
      scope: 'Business',
      vendor_id: vendor.id,
      status: 'Completed',
      due_date: addCalendarDays(day0, -40),
      actual_cost: 123.45,
      actual_cost_recorded_at: new Date(now0.getTime() - 2 * 24 * 3600_000).toISOString(),
    });
    // Spend is read from the ledger: the payment of that task, two days ago.
    await insertRow(c, 'payments', {
      task_id: paid.id,
      vendor_id: vendor.id,
      category: 'Maintenance',
      tax_line: 14,
      amount: 123.45,
      paid_on: addCalendarDays(day0, -2),
    });
    const { error } = await c.rpc('create_rent_increase', {
      p_unit_id: unit.id,
      p_basis: 'Percent',
      p_effective_date: addCalendarDays(day0, 2),
      p_percent: 5,
    });
    if (error) throw error;
  }
  return l;
}

const mailsOf = async (l: Landlord, subject: RegExp): Promise<MailMessage[]> =>
  (await listMail(l.email)).filter((m) => subject.test(m.subject));
/**
 * A request's status once it is no longer being sent: the function marks it sent after the
 * mail has gone, so the mail can be seen a moment before the mark.
 */
async function settledStatus(client: Landlord['client'], id: string): Promise<string | undefined> {
  for (const deadline = Date.now() + 30_000; ;) {
    const { data } = await client.from('digest_requests').select('status').eq('id', id).single();
    if (data?.status !== 'sending' || Date.now() > deadline) return data?.status;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
const DAILY = /^Daily digest/;
const WEEKLY = /^Weekly digest/;

describe('send-digests Edge Function against the local stack', () => {
  let alice: Landlord; // daily 07:00 and weekly today 07:00, with data
  let carol: Landlord; // the same settings, other data
  let off: Landlord; // both digests off, with data
  let quiet: Landlord; // subscribed, nothing to report
  let defaults: Landlord; // no settings row: SPEC §9 defaults (daily 07:00 New York), with data

  beforeAll(async () => {
    const subscribed = {
      daily_digest_enabled: true,
      daily_digest_time: '07:00',
      weekly_digest_enabled: true,
      weekly_digest_day: weekday0,
      weekly_digest_time: '07:00',
    };
    [alice, carol, off, quiet, defaults] = await Promise.all([
      landlord('alice', subscribed, true),
      landlord('carol', subscribed, true),
      landlord('off', { daily_digest_enabled: false, weekly_digest_enabled: false }, true),
      landlord('quiet', subscribed, false),
      landlord('defaults', null, true),
    ]);
  });

  afterAll(() => clearFaults());

  it('sends each subscribed user one daily and one weekly digest per period: 4 invocations at once, then more', async () => {
    const first = await Promise.all([run(now0), run(now0), run(now0), run(now0)]);
    expect(first.flatMap((r) => r.errors)).toEqual([]);
    // Across the four, alice's and carol's periods were each sent by exactly one; the others found them claimed.
    const sentDaily = first.reduce((n, r) => n + r.scheduled!.daily.sent, 0);
    expect(sentDaily).toBeGreaterThanOrEqual(3); // alice, carol, defaults (and any other account due now)
    await run(new Date(now0.getTime() + 60_000));
    await Promise.all([run(new Date(now0.getTime() + 120_000)), run(new Date(now0.getTime() + 120_000))]);

    for (const l of [alice, carol]) {
      expect(await mailsOf(l, DAILY)).toHaveLength(1);
      expect(await mailsOf(l, WEEKLY)).toHaveLength(1);
    }
    // Digests reach the mailbox over the mail API, beside the SMTP mail.
    expect((await mailsOf(alice, DAILY))[0]).toMatchObject({ via: 'http' });
  });

  it('sends nothing with digests off, and nothing when there is nothing to report (recorded as skipped)', async () => {
    expect(await listMail(off.email)).toEqual([]);
    expect(await listMail(quiet.email)).toEqual([]);
    const { data } = await quiet.client.from('digest_deliveries').select('kind, period_key, status').order('kind');
    expect(data).toEqual([
      { kind: 'daily', period_key: day0, status: 'skipped' },
      { kind: 'weekly', period_key: expect.stringMatching(/^\d{4}-W\d{2}$/), status: 'skipped' },
    ]);
  });

  it('treats a user without a settings row as subscribed to the SPEC §9 defaults', async () => {
    const daily = await mailsOf(defaults, DAILY);
    expect(daily).toHaveLength(1);
    expect(daily[0].text).toContain('defaults overdue');
  });

  it('puts only the user own data in their digest, with links into the app', async () => {
    const [daily] = await mailsOf(alice, DAILY);
    const [weekly] = await mailsOf(alice, WEEKLY);
    expect(daily.subject).toMatch(/: 1 overdue, 1 due today, 1 rent increase$/);
    expect(daily.text).toContain('alice overdue');
    expect(daily.text).toContain('alice due today');
    expect(daily.text).not.toContain('alice far away');
    expect(weekly.text).toContain('alice Plumbing');
    expect(weekly.text).toContain('$123.45');
    for (const mail of [daily, weekly]) {
      for (const other of ['carol', 'defaults', 'off overdue', 'off Plumbing']) expect(mail.text).not.toContain(other);
      expect(mail.links.length).toBeGreaterThan(0);
      expect(mail.links.every((l) => l.startsWith(`${APP_URL}/`))).toBe(true);
    }
    const [carolsWeekly] = await mailsOf(carol, WEEKLY);
    expect(carolsWeekly.text).toContain('carol Plumbing');
    expect(carolsWeekly.text).not.toContain('alice');
  });

  it('never sends twice from two `npm run digests` triggers at once, and sends again the next morning', async () => {
    const env = { ...process.env, SUPABASE_URL: API_URL, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY };
    const cli = (now: Date) =>
      promisify(execFile)(
        process.execPath,
        [require.resolve('tsx/cli'), 'scripts/digests.ts', '--scheduled-only', `--now=${now.toISOString()}`],
        { cwd: ROOT, env },
      );
    // Same morning again: nothing new.
    const [again] = await Promise.all([
      cli(new Date(now0.getTime() + 300_000)),
      cli(new Date(now0.getTime() + 300_000)),
    ]);
    expect(again.stdout).toMatch(/^digests at .*: daily: 0 sent, 0 with nothing to report, 0 failed/);
    expect(await mailsOf(alice, DAILY)).toHaveLength(1);
    // The next morning, before 07:00: still nothing; at 07:30: one more daily, no weekly.
    await cli(morning(addCalendarDays(day0, 1), '06:59'));
    expect(await mailsOf(alice, DAILY)).toHaveLength(1);
    const next = morning(addCalendarDays(day0, 1));
    await Promise.all([cli(next), cli(next)]);
    expect(await mailsOf(alice, DAILY)).toHaveLength(2);
    expect(await mailsOf(alice, WEEKLY)).toHaveLength(1);
  });

  it('after downtime catches up once, not once per missed morning', async () => {
    const backAfterThreeDays = morning(addCalendarDays(day0, 4), '10:00');
    await run(backAfterThreeDays);
    await run(new Date(backAfterThreeDays.getTime() + 60_000));
    expect(await mailsOf(alice, DAILY)).toHaveLength(3);
    const { data } = await alice.client
      .from('digest_deliveries')
      .select('period_key, status')
      .eq('kind', 'daily')
      .order('period_key');
    expect(data).toEqual([
      { period_key: day0, status: 'sent' },
      { period_key: addCalendarDays(day0, 1), status: 'sent' },
      { period_key: addCalendarDays(day0, 4), status: 'sent' },
    ]);
  });

  it('leaves a period the mail provider refused unsent, and the next run sends it exactly once', async () => {
    const day = addCalendarDays(day0, 8);
    // The provider fails every call of this run (other accounts may be due too).
    expect((await fault({ status: 503, count: 1000 })).status).toBe(201);
    const failed = await run(morning(day));
    await clearFaults();
    expect(failed.scheduled!.daily.sent).toBe(0);
    expect(
      failed.errors.some((e) => e.startsWith(`user ${alice.user.id} daily ${day}: The mail API answered 503`)),
    ).toBe(true);
    // The summary names users by id, never by their e-mail address.
    expect(JSON.stringify(failed)).not.toContain(alice.email);
    expect(await mailsOf(alice, DAILY)).toHaveLength(3);
    const row = () =>
      alice.client
        .from('digest_deliveries')
        .select('status, attempts, sent_at')
        .eq('kind', 'daily')
        .eq('period_key', day)
        .single();
    expect((await row()).data).toEqual({ status: 'failed', attempts: 1, sent_at: null });

    const [retried, alsoRetried] = await Promise.all([
      run(new Date(morning(day).getTime() + 60_000)),
      run(new Date(morning(day).getTime() + 60_000)),
    ]);
    expect([...retried.errors, ...alsoRetried.errors]).toEqual([]);
    await run(new Date(morning(day).getTime() + 120_000));
    const mails = await mailsOf(alice, DAILY);
    expect(mails).toHaveLength(4);
    expect((await row()).data).toEqual({ status: 'sent', attempts: 2, sent_at: expect.any(String) });
  });

  it('refuses every call without the service role key, before doing anything', async () => {
    const post = (headers: Record<string, string>, body = '{}') =>
      fetch(FUNCTION_URL, { method: 'POST', headers, body });
    // Supabase's JWT check at the gateway.
    const none = await post({});
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ code: 401, message: 'Missing authorization header' });
    expect((await post({ Authorization: 'Bearer not-a-jwt' })).status).toBe(401);
    // Valid JWTs, but not the service role: the function itself refuses.
    for (const token of [ANON_KEY, alice.session.access_token]) {
      const res = await post({ Authorization: `Bearer ${token}` });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: 'Only the scheduler may run the digests: send the service role key or DIGESTS_SECRET',
      });
    }
    // Bad input: a clear message, not a stack trace.
    const garbled = await post({ Authorization: `Bearer ${SERVICE_ROLE_KEY}` }, '{not json');
    expect(garbled.status).toBe(400);
    expect(await garbled.json()).toEqual({ error: 'The body must be JSON, e.g. {} or {"scheduled": false}' });
    expect((await fetch(FUNCTION_URL, { headers: { Authorization: `Bearer ${SERVICE_ROLE_KEY}` } })).status).toBe(405);
    expect(
      (
        await fetch(`${API_URL}/functions/v1/no-such-function`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
        })
      ).status,
    ).toBe(404);
  });

  it('lets a user read only their own delivery rows and write none', async () => {
    const { data } = await carol.client.from('digest_deliveries').select('user_id');
    expect(new Set(data?.map((r) => r.user_id))).toEqual(new Set([carol.user.id]));
    const forged = await carol.client.from('digest_deliveries').insert({
      user_id: carol.user.id,
      kind: 'daily',
      period_key: '2030-01-01',
      scheduled_for: new Date().toISOString(),
    });
    expect(forged.error?.code).toBe('42501');
  });

  it('sends a test digest on request, once, even with nothing to report', async () => {
    const request = await quiet.client.from('digest_requests').insert({ kind: 'daily' }).select('id, status').single();
    expect(request.error).toBeNull();
    expect(request.data?.status).toBe('pending');
    // A second click while the first is on its way is refused.
    expect((await quiet.client.from('digest_requests').insert({ kind: 'daily' })).error?.code).toBe('23505');
    // Nobody can ask on another user's behalf.
    expect(
      (await quiet.client.from('digest_requests').insert({ kind: 'daily', user_id: alice.user.id })).error?.code,
    ).toBe('42501');

    // The stack's own loop calls the function too; whichever run claims it, it is sent once.
    await Promise.all([run(new Date(), { scheduled: false }), run(new Date(), { scheduled: false })]);
    const mail = await latestMail(quiet.email, /^\[Test\] Daily digest/);
    expect(mail.text).toContain('Nothing to report.');
    expect((await listMail(quiet.email)).filter((m) => m.subject.startsWith('[Test]'))).toHaveLength(1);
    await expect(settledStatus(quiet.client, request.data!.id)).resolves.toBe('sent');
  });

  it('is sent by the stack’s own loop, which looks in the database before calling the function', async () => {
    // The loop's question, on the real schema: a request still pending is found.
    const db = new Client({ connectionString: DB_URL });
    await db.connect();
    const waiting = await landlord('loop', null, false);
    try {
      await db.query('begin');
      await db.query(`insert into public.digest_requests (user_id, kind) values ($1, 'weekly')`, [waiting.user.id]);
      await expect(pendingDigestRequests(db)()).resolves.toBe(true);
    } finally {
      await db.query('rollback');
      await db.end();
    }

    // Nobody calls the function here: the stack's loop finds the request and sends it.
    const request = await waiting.client.from('digest_requests').insert({ kind: 'weekly' }).select('id').single();
    expect(request.error).toBeNull();
    let mails: MailMessage[] = [];
    // The loop looks every few seconds; on a busy machine a Deno cold start can take most of a minute.
    for (const deadline = Date.now() + 90_000; mails.length === 0 && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      mails = await mailsOf(waiting, /^\[Test\] Weekly digest/);
    }
    expect(mails).toHaveLength(1);
    await expect(settledStatus(waiting.client, request.data!.id)).resolves.toBe('sent');
  }, 150_000);

  it('keeps auth e-mails on SMTP: they still land with their links', async () => {
    const email = uniqueEmail('smtp');
    const { error } = await adminClient().auth.admin.createUser({
      email,
      password: 'password-123',
      email_confirm: true,
    });
    expect(error).toBeNull();
    expect((await adminClient().auth.resetPasswordForEmail(email)).error).toBeNull();
    const mail = await latestMail(email, /^Reset Your Password$/);
    expect(mail).toMatchObject({ via: 'smtp' });
    expect(mail.html).toContain(
      '<h2>Reset Password</h2>\n<p>Follow this link to reset the password for your user:</p>',
    );
    expect(mail.links.some((l) => l.includes('/verify?token='))).toBe(true);
  });
});

describe('the hosted schedule migration', () => {
  it('does nothing where pg_cron and pg_net are not available, and says so', async () => {
    const db = new Client({ connectionString: DB_URL });
    await db.connect();
    try {
      const { rows: available } = await db.query(
        "select name from pg_available_extensions where name in ('pg_cron', 'pg_net')",
      );
      expect(available).toEqual([]);
      const { rows: applied } = await db.query(
        "select version from supabase_migrations.schema_migrations where version = '20261124003000'",
      );
      expect(applied).toHaveLength(1);
      const { rows } = await db.query('select private.schedule_send_digests() as result');
      expect(rows[0].result).toBe('skipped: pg_cron and pg_net are not available on this database');
      const { rows: schemas } = await db.query("select nspname from pg_namespace where nspname in ('cron', 'net')");
      expect(schemas).toEqual([]);
      // Only the migration's owner may run it.
      const { rows: grants } = await db.query(
        "select has_function_privilege('authenticated', 'private.schedule_send_digests()', 'execute') as allowed",
      );
      expect(grants[0].allowed).toBe(false);
    } finally {
      await db.end();
    }
  });
});
