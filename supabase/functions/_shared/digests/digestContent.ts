import { differenceInCalendarDays, format, parseISO } from 'date-fns';
import { formatCurrency } from '../money.ts';
import { appLinks as paths } from './appLinks.ts';
import type { DigestKind } from './digestSchedule.ts';
import { addCalendarDays, zonedParts } from './zonedTime.ts';

/**
 * SPEC §9 digest content as pure functions of a user's data, the clock and
 * their timezone. No browser, Vite, Node or Deno APIs: the Settings preview
 * (Vite) and the send-digests Edge Function (Deno) both import it.
 */

export interface DigestTask {
  id: string;
  title: string;
  /** The task's effective due date (next_due_date ?? due_date ?? start_date), yyyy-MM-dd. */
  due: string;
  propertyName: string | null;
  unitLabel: string | null;
}

export interface DigestSpend {
  taskId: string;
  title: string;
  vendorId: string | null;
  vendorName: string | null;
  amount: number;
  /** The day it was paid (yyyy-MM-dd), from the ledger (issue 20). */
  paidOn: string;
}

/** A bill that jumped (issue 20): the database's payment_jumps decides which. */
export interface DigestJump {
  taskId: string;
  title: string;
  amount: number;
  usual: number;
  ratio: number;
  paidOn: string;
}

export interface DigestCompletion {
  taskId: string;
  title: string;
  /** When it was completed (ISO instant). */
  at: string;
  actualCost: number | null;
}

export interface DigestRentIncrease {
  id: string;
  propertyId: string;
  propertyName: string;
  unitLabel: string;
  effectiveDate: string;
  currentRent: number | null;
  newRent: number;
}

export interface DigestData {
  tasks: DigestTask[];
  spend: DigestSpend[];
  jumps: DigestJump[];
  completions: DigestCompletion[];
  rentIncreases: DigestRentIncrease[];
}

export const EMPTY_DIGEST_DATA: DigestData = { tasks: [], spend: [], jumps: [], completions: [], rentIncreases: [] };

/** How far each digest looks ahead (days after today, inclusive) and back (days before now). */
export const DIGEST_WINDOWS = {
  daily: { ahead: 3, rentAhead: 3 },
  weekly: { soon: 7, ahead: 30, rentAhead: 30, back: 7 },
} as const;

/** At most this many lines per section; the rest is 'and N more' with a link. */
export const MAX_ITEMS_PER_SECTION = 15;

export const NOTHING_TO_REPORT_NOTE =
  'A digest with nothing to report is not sent: no overdue or upcoming tasks, rent increases, spending or completions means no e-mail that day or week.';

export type SectionId = 'overdue' | 'dueToday' | 'next3' | 'next7' | 'next30' | 'rent' | 'spend' | 'jumps' | 'completions';

export interface DigestItem {
  text: string;
  detail: string;
  href: string;
}

export interface DigestSection {
  id: SectionId;
  title: string;
  items: DigestItem[];
  /** Lines not shown (over MAX_ITEMS_PER_SECTION). */
  more: number;
  moreHref: string;
  /** e.g. the spending total. */
  summary?: string;
}

export interface DigestContent {
  kind: DigestKind;
  /** The local date the digest is for, in the user's timezone. */
  localDate: string;
  sections: DigestSection[];
  /** Nothing to report: a scheduled digest is not sent. */
  isEmpty: boolean;
  subject: string;
  html: string;
  text: string;
}

export interface DigestOptions {
  now: Date;
  timezone: string;
  /** The app's origin, e.g. https://app.example.com (no trailing slash needed). */
  appUrl: string;
  /** A test digest says so in its subject and is sent even when empty. */
  test?: boolean;
}


const DAY_MS = 24 * 60 * 60 * 1000;
const shortDate = (date: string) => format(parseISO(date), 'EEE, MMM d');
const longDate = (date: string) => format(parseISO(date), 'EEEE, MMMM d');

const where = (t: DigestTask) => [t.propertyName, t.unitLabel].filter(Boolean).join(' · ') || 'Business';

function dueDetail(task: DigestTask, today: string): string {
  const days = differenceInCalendarDays(parseISO(task.due), parseISO(today));
  const when =
    days < 0
      ? `${-days} day${days === -1 ? '' : 's'} overdue (${shortDate(task.due)})`
      : days === 0
        ? 'due today'
        : days === 1
          ? `due tomorrow (${shortDate(task.due)})`
          : `due ${shortDate(task.due)}`;
  return `${where(task)} · ${when}`;
}

const byDueThenTitle = (a: DigestTask, b: DigestTask) => a.due.localeCompare(b.due) || a.title.localeCompare(b.title);

function section(id: SectionId, title: string, items: DigestItem[], moreHref: string, summary?: string): DigestSection {
  return { id, title, items: items.slice(0, MAX_ITEMS_PER_SECTION), more: Math.max(0, items.length - MAX_ITEMS_PER_SECTION), moreHref, summary };
}

/** Builds a digest's sections from the user's data; empty sections are left out. */
export function digestSections(kind: DigestKind, data: DigestData, { now, timezone, appUrl }: Omit<DigestOptions, 'test'>): { localDate: string; sections: DigestSection[] } {
  const base = appUrl.replace(/\/+$/, '');
  const link = (path: string) => `${base}${path}`;
  const today = zonedParts(now, timezone).date;
  const tasks = [...data.tasks].sort(byDueThenTitle);
  const taskItem = (t: DigestTask): DigestItem => ({ text: t.title, detail: dueDetail(t, today), href: link(paths.task(t.id)) });
  const dueBetween = (from: string, to: string) => tasks.filter((t) => t.due >= from && t.due <= to).map(taskItem);
  const tasksLink = link(paths.tasks);

  const sections: DigestSection[] = [section('overdue', 'Overdue', tasks.filter((t) => t.due < today).map(taskItem), tasksLink)];
  let rentUntil: string;
  if (kind === 'daily') {
    rentUntil = addCalendarDays(today, DIGEST_WINDOWS.daily.rentAhead);
    sections.push(
      section('dueToday', 'Due today', dueBetween(today, today), tasksLink),
      section('next3', 'Next 3 days', dueBetween(addCalendarDays(today, 1), addCalendarDays(today, DIGEST_WINDOWS.daily.ahead)), tasksLink),
    );
  } else {
    const soon = addCalendarDays(today, DIGEST_WINDOWS.weekly.soon);
    rentUntil = addCalendarDays(today, DIGEST_WINDOWS.weekly.rentAhead);
    sections.push(
      section('next7', 'Next 7 days', dueBetween(today, soon), tasksLink),
      section('next30', 'Later in the next 30 days', dueBetween(addCalendarDays(soon, 1), addCalendarDays(today, DIGEST_WINDOWS.weekly.ahead)), tasksLink),
    );
  }

  const rent = data.rentIncreases
    .filter((r) => r.effectiveDate <= rentUntil)
    .sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate) || a.propertyName.localeCompare(b.propertyName) || a.unitLabel.localeCompare(b.unitLabel))
    .map((r) => ({
      text: `${r.propertyName} · ${r.unitLabel}`,
      detail:
        `${r.currentRent === null ? '' : `${formatCurrency(r.currentRent)} → `}${formatCurrency(r.newRent)} · ` +
        (r.effectiveDate < today ? `Rent increase (Past Due), ${shortDate(r.effectiveDate)}` : `effective ${shortDate(r.effectiveDate)}`),
      href: link(paths.property(r.propertyId)),
    }));
  const rentRange = kind === 'daily' ? '30d' : '60d';
  sections.push(section('rent', 'Rent increases', rent, link(paths.upcomingIncreasesRange(rentRange))));

  if (kind === 'weekly') {
    const since = now.getTime() - DIGEST_WINDOWS.weekly.back * DAY_MS;
    // The ledger's days: the last 7 days, today included (the vendor page's windows count the same way).
    const firstDay = addCalendarDays(today, 1 - DIGEST_WINDOWS.weekly.back);
    const inLastWeek = (paidOn: string) => paidOn >= firstDay && paidOn <= today;
    const spend = data.spend.filter((s) => inLastWeek(s.paidOn));
    const byVendor = new Map<string, { name: string; vendorId: string | null; cents: number; count: number }>();
    for (const s of spend) {
      const key = s.vendorId ?? '';
      const entry = byVendor.get(key) ?? { name: s.vendorName ?? 'No vendor', vendorId: s.vendorId, cents: 0, count: 0 };
      entry.cents += Math.round(s.amount * 100);
      entry.count += 1;
      byVendor.set(key, entry);
    }
    const vendors = [...byVendor.values()].sort((a, b) => b.cents - a.cents || a.name.localeCompare(b.name));
    const totalCents = vendors.reduce((sum, v) => sum + v.cents, 0);
    sections.push(
      section(
        'spend',
        'Spend by vendor, last 7 days',
        vendors.map((v) => ({
          text: v.name,
          detail: `${formatCurrency(v.cents / 100)} · ${v.count} payment${v.count === 1 ? '' : 's'}`,
          href: link(v.vendorId ? paths.vendor(v.vendorId) : paths.vendors),
        })),
        link(paths.vendors),
        vendors.length ? `Total ${formatCurrency(totalCents / 100)}` : undefined,
      ),
    );
    const jumps = data.jumps
      .filter((j) => inLastWeek(j.paidOn))
      .sort((a, b) => b.paidOn.localeCompare(a.paidOn) || a.title.localeCompare(b.title))
      .map((j) => ({
        text: j.title,
        detail: `${formatCurrency(j.amount)} is ${j.ratio}× the usual ${formatCurrency(j.usual)}, paid ${shortDate(j.paidOn)}`,
        href: link(paths.task(j.taskId)),
      }));
    sections.push(section('jumps', 'Bills that jumped, last 7 days', jumps, link(paths.dashboard)));
    const completions = data.completions
      .filter((c) => Date.parse(c.at) >= since && Date.parse(c.at) <= now.getTime())
      .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
      .map((c) => ({
        text: c.title,
        detail: `completed ${shortDate(zonedParts(new Date(c.at), timezone).date)}${c.actualCost === null ? '' : ` · ${formatCurrency(c.actualCost)}`}`,
        href: link(paths.task(c.taskId)),
      }));
    sections.push(section('completions', 'Completed, last 7 days', completions, link(`${paths.tasks}?filter=completed`)));
  }

  return { localDate: today, sections: sections.filter((s) => s.items.length > 0) };
}

const count = (sections: DigestSection[], id: SectionId) => {
  const s = sections.find((x) => x.id === id);
  return s ? s.items.length + s.more : 0;
};

export function digestSubject(kind: DigestKind, localDate: string, sections: DigestSection[], test = false): string {
  const parts: string[] = [];
  const add = (n: number, label: string) => n > 0 && parts.push(`${n} ${label}`);
  add(count(sections, 'overdue'), 'overdue');
  if (kind === 'daily') {
    add(count(sections, 'dueToday'), 'due today');
    add(count(sections, 'next3'), 'in the next 3 days');
  } else {
    add(count(sections, 'next7'), 'due this week');
    add(count(sections, 'completions'), 'completed');
  }
  add(count(sections, 'rent'), count(sections, 'rent') === 1 ? 'rent increase' : 'rent increases');
  const title = kind === 'daily' ? `Daily digest for ${longDate(localDate)}` : `Weekly digest for the week of ${format(parseISO(localDate), 'MMMM d')}`;
  return `${test ? '[Test] ' : ''}${title}: ${parts.length ? parts.join(', ') : 'nothing to report'}`;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function renderHtml(kind: DigestKind, title: string, sections: DigestSection[], appUrl: string, test: boolean): string {
  const settings = `${appUrl.replace(/\/+$/, '')}${paths.settings}`;
  const body = sections.length
    ? sections
        .map(
          (s) =>
            `<h2 style="font-size:16px;margin:24px 0 8px;color:#111827">${escapeHtml(s.title)} (${s.items.length + s.more})</h2>\n` +
            (s.summary ? `<p style="margin:0 0 8px;color:#374151"><strong>${escapeHtml(s.summary)}</strong></p>\n` : '') +
            `<ul style="margin:0;padding-left:20px">\n` +
            s.items
              .map(
                (i) =>
                  `<li style="margin:0 0 6px"><a href="${escapeHtml(i.href)}" style="color:#1d4ed8">${escapeHtml(i.text)}</a><br><span style="color:#6b7280;font-size:14px">${escapeHtml(i.detail)}</span></li>`,
              )
              .join('\n') +
            (s.more ? `\n<li style="margin:0 0 6px"><a href="${escapeHtml(s.moreHref)}" style="color:#1d4ed8">and ${s.more} more</a></li>` : '') +
            `\n</ul>`,
        )
        .join('\n')
    : `<p style="color:#374151">Nothing to report.${test ? ' A scheduled digest like this one is not sent.' : ''}</p>`;
  return (
    `<div style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;max-width:600px;color:#1f2937">\n` +
    (test ? `<p style="color:#92400e;background:#fef3c7;padding:8px 12px;border-radius:6px">This is a test digest you asked for in Settings.</p>\n` : '') +
    `<h1 style="font-size:20px;margin:0 0 4px">${escapeHtml(title)}</h1>\n` +
    body +
    `\n<p style="margin-top:32px;color:#6b7280;font-size:13px">You get this e-mail because the ${kind} digest is on. ` +
    `<a href="${escapeHtml(settings)}" style="color:#6b7280">Change your digest settings</a>.</p>\n</div>\n`
  );
}

function renderText(kind: DigestKind, title: string, sections: DigestSection[], appUrl: string, test: boolean): string {
  const lines: string[] = [];
  if (test) lines.push('This is a test digest you asked for in Settings.', '');
  lines.push(title, '');
  if (!sections.length) lines.push(`Nothing to report.${test ? ' A scheduled digest like this one is not sent.' : ''}`, '');
  for (const s of sections) {
    lines.push(`${s.title.toUpperCase()} (${s.items.length + s.more})`);
    if (s.summary) lines.push(s.summary);
    for (const i of s.items) lines.push(`- ${i.text}: ${i.detail}`, `  ${i.href}`);
    if (s.more) lines.push(`- and ${s.more} more: ${s.moreHref}`);
    lines.push('');
  }
  lines.push(`You get this e-mail because the ${kind} digest is on. Change your digest settings: ${appUrl.replace(/\/+$/, '')}${paths.settings}`);
  return `${lines.join('\n')}\n`;
}

/** The whole digest: sections, subject, HTML and text. `isEmpty` means a scheduled one is not sent. */
export function composeDigest(kind: DigestKind, data: DigestData, options: DigestOptions): DigestContent {
  const { localDate, sections } = digestSections(kind, data, options);
  const test = !!options.test;
  const subject = digestSubject(kind, localDate, sections, test);
  const title = subject.replace(/^\[Test\] /, '').replace(/:.*$/, '');
  return {
    kind,
    localDate,
    sections,
    isEmpty: sections.length === 0,
    subject,
    html: renderHtml(kind, title, sections, options.appUrl, test),
    text: renderText(kind, title, sections, options.appUrl, test),
  };
}
