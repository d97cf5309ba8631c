import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { createSender, type Sender } from '../../supabase/digests/sender';
import { addCalendarDays, calendarWeekday, zonedParts, zonedTimeToInstant } from '../../src/features/digests/zonedTime';
import { insertRow } from './portfolio';
import { INTEGRATION_PORT_BASE } from './ports';
import { adminClient, API_URL, latestMail, listMail, SERVICE_ROLE_KEY, signedInClient, uniqueEmail, type MailMessage } from './support';

/**
 * The sender against the real local stack (issue 12): exactly one e-mail per user, kind and period
 * over many runs, concurrent ones included; none with digests off or nothing to report; never
 * another user's data. The clock is pinned by passing `now` (and --now to the CLI).
 */
const NY = 'America/New_York';
const SMTP_PORT = INTEGRATION_PORT_BASE + 7;
const APP_URL = 'https://app.example.test';
const ROOT = path.resolve(__dirname, '..', '..');
const senderConfig = {
  supabaseUrl: API_URL,
  serviceRoleKey: SERVICE_ROLE_KEY,
  smtp: { host: '127.0.0.1', port: SMTP_PORT, secure: false },
  from: 'Landlord HQ <digests@landlordhq.test>',
  appUrl: APP_URL,
};
const senders: Sender[] = [];
const newSender = () => {
  const s = createSender(senderConfig);
  senders.push(s);
  return s;
};
afterAll(() => senders.forEach((s) => s.close()));

// A New York morning two days ahead (so it is after every account created here), 07:30 local.
const day0 = addCalendarDays(zonedParts(new Date(), NY).date, 2);
const morning = (date: string, time = '07:30') => zonedTimeToInstant(date, time, NY);
const now0 = morning(day0);
const weekday0 = calendarWeekday(day0);

type Landlord = Awaited<ReturnType<typeof signedInClient>>;

async function landlord(label: string, settings: Record<string, unknown> | null, withData: boolean): Promise<Landlord> {
  const l = await signedInClient(uniqueEmail(label));
  if (settings) {
    const { error } = await l.client.from('user_settings').insert({ user_id: l.user.id, timezone: NY, ...settings });
    if (error) throw error;
  }
  if (withData) {
    const c = l.client;
    const property = await insertRow<{ id: string }>(c, 'properties', { name: `${label} Court`, address_line1: '1 Main', city: 'X', state: 'NC', zip: '1' });
    const unit = await insertRow<{ id: string }>(c, 'units', { property_id: property.id, unit_label: `${label}-1`, monthly_rent: 1000 });
    const vendor = await insertRow<{ id: string }>(c, 'vendors', { name: `${label} Plumbing`, category: 'Maintenance' });
    await insertRow(c, 'tasks', { title: `${label} overdue`, scope: 'Business', due_date: addCalendarDays(day0, -2) });
    await insertRow(c, 'tasks', { title: `${label} due today`, scope: 'Property', property_id: property.id, due_date: day0 });
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
    // Spend is read from the ledger (issue 20): the payment of that task, two days ago.
    await insertRow(c, 'payments', { task_id: paid.id, vendor_id: vendor.id, category: 'Maintenance', tax_line: 14, amount: 123.45, paid_on: addCalendarDays(day0, -2) });
    const { error } = await c.rpc('create_rent_increase', { p_unit_id: unit.id, p_basis: 'Percent', p_effective_date: addCalendarDays(day0, 2), p_percent: 5 });
    if (error) throw error;
  }
  return l;
}

const mailsOf = async (l: Landlord, subject: RegExp): Promise<MailMessage[]> => (await listMail(l.email)).filter((m) => subject.test(m.subject));
const DAILY = /^Daily digest/;
const WEEKLY = /^Weekly digest/;

describe('digest sender against the local stack', () => {
  let alice: Landlord; // daily 07:00 and weekly today 07:00, with data
  let carol: Landlord; // the same settings, other data
  let off: Landlord; // both digests off, with data
  let quiet: Landlord; // subscribed, nothing to report
  let defaults: Landlord; // no settings row: SPEC §9 defaults (daily 07:00 New York), with data

  beforeAll(async () => {
    const subscribed = { daily_digest_enabled: true, daily_digest_time: '07:00', weekly_digest_enabled: true, weekly_digest_day: weekday0, weekly_digest_time: '07:00' };
    [alice, carol, off, quiet, defaults] = await Promise.all([
      landlord('alice', subscribed, true),
      landlord('carol', subscribed, true),
      landlord('off', { daily_digest_enabled: false, weekly_digest_enabled: false }, true),
      landlord('quiet', subscribed, false),
      landlord('defaults', null, true),
    ]);
  });

  it('sends each subscribed user one daily and one weekly digest per period over many runs, two at once included', async () => {
    const [a, b] = [newSender(), newSender()];
    const first = await Promise.all([a.runScheduled(now0), b.runScheduled(now0)]);
    expect(first.flatMap((r) => r.errors)).toEqual([]);
    await a.runScheduled(new Date(now0.getTime() + 60_000));
    await Promise.all([a.runScheduled(new Date(now0.getTime() + 120_000)), b.runScheduled(new Date(now0.getTime() + 120_000))]);

    expect(await mailsOf(alice, DAILY)).toHaveLength(1);
    expect(await mailsOf(alice, WEEKLY)).toHaveLength(1);
    expect(await mailsOf(carol, DAILY)).toHaveLength(1);
    expect(await mailsOf(carol, WEEKLY)).toHaveLength(1);
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
      expect(mail.links.every((l) => l.startsWith(`${APP_URL}/`))).toBe(true);
    }
    const [carolsWeekly] = await mailsOf(carol, WEEKLY);
    expect(carolsWeekly.text).toContain('carol Plumbing');
    expect(carolsWeekly.text).not.toContain('alice');
  });

  it('never sends twice even from two `npm run digests` processes at once, and sends again the next morning', async () => {
    const env = {
      ...process.env,
      SUPABASE_URL: API_URL,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(SMTP_PORT),
      APP_URL,
    };
    const run = (now: Date) => promisify(execFile)(process.execPath, [require.resolve('tsx/cli'), 'scripts/digests.ts', '--scheduled-only', `--now=${now.toISOString()}`], { cwd: ROOT, env });
    // Same morning again: nothing new.
    await Promise.all([run(new Date(now0.getTime() + 300_000)), run(new Date(now0.getTime() + 300_000))]);
    expect(await mailsOf(alice, DAILY)).toHaveLength(1);
    // The next morning, before 07:00: still nothing; at 07:30: one more daily, no weekly.
    await run(morning(addCalendarDays(day0, 1), '06:59'));
    expect(await mailsOf(alice, DAILY)).toHaveLength(1);
    const next = morning(addCalendarDays(day0, 1));
    await Promise.all([run(next), run(next)]);
    expect(await mailsOf(alice, DAILY)).toHaveLength(2);
    expect(await mailsOf(alice, WEEKLY)).toHaveLength(1);
  });

  it('after downtime catches up once, not once per missed morning', async () => {
    const sender = newSender();
    const backAfterThreeDays = morning(addCalendarDays(day0, 4), '10:00');
    await sender.runScheduled(backAfterThreeDays);
    await sender.runScheduled(new Date(backAfterThreeDays.getTime() + 60_000));
    expect(await mailsOf(alice, DAILY)).toHaveLength(3);
    const { data } = await alice.client.from('digest_deliveries').select('period_key, status').eq('kind', 'daily').order('period_key');
    expect(data).toEqual([
      { period_key: day0, status: 'sent' },
      { period_key: addCalendarDays(day0, 1), status: 'sent' },
      { period_key: addCalendarDays(day0, 4), status: 'sent' },
    ]);
  });

  it('lets a user read only their own delivery rows and write none', async () => {
    const { data } = await carol.client.from('digest_deliveries').select('user_id');
    expect(new Set(data?.map((r) => r.user_id))).toEqual(new Set([carol.user.id]));
    const forged = await carol.client.from('digest_deliveries').insert({ user_id: carol.user.id, kind: 'daily', period_key: '2030-01-01', scheduled_for: new Date().toISOString() });
    expect(forged.error?.code).toBe('42501');
  });

  it('sends a test digest on request, once, even with nothing to report', async () => {
    const request = await quiet.client.from('digest_requests').insert({ kind: 'daily' }).select('id, status').single();
    expect(request.error).toBeNull();
    expect(request.data?.status).toBe('pending');
    // A second click while the first is on its way is refused.
    expect((await quiet.client.from('digest_requests').insert({ kind: 'daily' })).error?.code).toBe('23505');
    // Nobody can ask on another user's behalf.
    expect((await quiet.client.from('digest_requests').insert({ kind: 'daily', user_id: alice.user.id })).error?.code).toBe('42501');

    // The stack's own loop polls too; whichever run claims it, it is sent once.
    await Promise.all([newSender().processRequests(), newSender().processRequests()]);
    const mail = await latestMail(quiet.email, /^\[Test\] Daily digest/);
    expect(mail.text).toContain('Nothing to report.');
    expect((await listMail(quiet.email)).filter((m) => m.subject.startsWith('[Test]'))).toHaveLength(1);
    const { data } = await quiet.client.from('digest_requests').select('status').eq('id', request.data!.id).single();
    expect(data?.status).toBe('sent');
  });

  it('goes through the mailbox SMTP sink: auth e-mails still land with their links', async () => {
    const email = uniqueEmail('smtp');
    const { error } = await adminClient().auth.admin.createUser({ email, password: 'password-123', email_confirm: true });
    expect(error).toBeNull();
    expect((await adminClient().auth.resetPasswordForEmail(email)).error).toBeNull();
    const mail = await latestMail(email, /^Reset Your Password$/);
    expect(mail.html).toContain('<h2>Reset Password</h2>\n<p>Follow this link to reset the password for your user:</p>');
    expect(mail.links.some((l) => l.includes('/verify?token='))).toBe(true);
  });
});
