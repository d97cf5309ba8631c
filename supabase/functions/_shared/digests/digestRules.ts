import { differenceInCalendarDays, parseISO } from 'date-fns';
import { formatDay } from '../dates.ts';
import { formatCurrency } from '../money.ts';
import { appLinks as paths } from './appLinks.ts';
import type { DigestKind } from './digestSchedule.ts';
import { addCalendarDays, zonedParts } from './zonedTime.ts';

/**
 * SPEC §9 digest rules: what goes in a digest as pure functions of a user's data, the clock and
 * their timezone. No browser, Vite, Node or Deno APIs: the Settings preview
 * (Vite) and the send-digests Edge Function (Deno) both import it.
 */

export interface DigestTask {
  id: string;
  title: string;
  /** The task's effective due date (the database's due_on), yyyy-MM-dd. */
  due: string;
  propertyName: string | null;
  unitLabel: string | null;
  vendorName: string | null;
  /** The account the bill is paid under (the database's vendor_account: the property's, else the vendor's default). */
  account: string | null;
}

export interface DigestSpend {
  taskId: string;
  title: string;
  vendorId: string | null;
  vendorName: string | null;
  amount: number;
  /** The day it was paid (yyyy-MM-dd), from the ledger. */
  paidOn: string;
}

/** A bill that jumped: the database's payment_jumps decides which. */
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

/** A tenancy whose rent has not come in: the database's rent_reminders decides which. */
export interface DigestRentDue {
  tenancyId: string;
  tenants: string | null;
  propertyName: string;
  unitLabel: string;
  /** What the tenancy owes in all. */
  balance: number;
  /** This month's rent still open, and its due day. */
  monthOpen: number | null;
  dueOn: string | null;
  late: boolean;
  /** The first day the oldest open rent was late. */
  lateSince: string | null;
}

/** A deposit held after its tenancy ended, not settled yet. */
export interface DigestDepositDue {
  tenancyId: string;
  tenants: string | null;
  propertyName: string;
  unitLabel: string;
  amount: number;
  returnBy: string;
}

/** A vendor paid at least the year's 1099 threshold with no W-9 on file: the database's form_1099_totals decides. */
export interface DigestMissingW9 {
  vendorId: string;
  vendorName: string;
  /** Paid in the year other than by card. */
  paid: number;
}

/** A document expired or expiring in the next 30 days, not renewed: the database's documents_expiring decides. */
export interface DigestDocument {
  id: string;
  name: string;
  kind: string;
  /** yyyy-MM-dd */
  expiresOn: string;
  status: 'expired' | 'expiring';
  propertyId: string | null;
  propertyName: string | null;
  unitLabel: string | null;
  tenancyId: string | null;
  tenants: string | null;
  vendorId: string | null;
  vendorName: string | null;
}

export interface DigestData {
  tasks: DigestTask[];
  spend: DigestSpend[];
  jumps: DigestJump[];
  completions: DigestCompletion[];
  rentIncreases: DigestRentIncrease[];
  rentDue: DigestRentDue[];
  depositsDue: DigestDepositDue[];
  /** For the year form1099Year names; empty in the other months. */
  missingW9: DigestMissingW9[];
  /** On the digest's day; the weekly digest lists them. */
  documents: DigestDocument[];
}

export const EMPTY_DIGEST_DATA: DigestData = {
  tasks: [],
  spend: [],
  jumps: [],
  completions: [],
  rentIncreases: [],
  rentDue: [],
  depositsDue: [],
  missingW9: [],
  documents: [],
};

/**
 * The year whose 1099s a weekly digest reminds of on the landlord's day (yyyy-MM-dd): in January
 * the year just ended (the forms are due by January 31), in October the year so far (time to ask
 * for the W-9s); null in the other months.
 */
export function form1099Year(today: string): number | null {
  const year = Number(today.slice(0, 4));
  const month = today.slice(5, 7);
  return month === '01' ? year - 1 : month === '10' ? year : null;
}

/** How far each digest looks ahead (days after today, inclusive) and back (days before now). */
export const DIGEST_WINDOWS = {
  daily: { ahead: 3, rentAhead: 3 },
  weekly: { soon: 7, ahead: 30, rentAhead: 30, back: 7 },
} as const;

/** At most this many lines per section; the rest is 'and N more' with a link. */
export const MAX_ITEMS_PER_SECTION = 15;

export const NOTHING_TO_REPORT_NOTE =
  'A digest with nothing to report is not sent: no overdue or upcoming tasks, rent not received, deposits to return, rent increases, spending, completions, missing W-9s or documents to renew means no e-mail that day or week.';

export type SectionId =
  | 'overdue'
  | 'rentDue'
  | 'deposits'
  | 'dueToday'
  | 'next3'
  | 'next7'
  | 'next30'
  | 'rent'
  | 'spend'
  | 'jumps'
  | 'completions'
  | 'missingW9'
  | 'documentsExpired'
  | 'documentsExpiring';

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

export interface DigestOptions {
  now: Date;
  timezone: string;
  /** The app's origin, e.g. https://app.example.com (no trailing slash needed). */
  appUrl: string;
  /** A test digest says so in its subject and is sent even when empty. */
  test?: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
// The app's one date format, so a date reads the same in the e-mail and on the screen it links to.
const shortDate = (date: string) => formatDay(date);

const where = (t: DigestTask) => [t.propertyName, t.unitLabel].filter(Boolean).join(' · ') || 'Business';
/** Who is paid and under which account, so the bill can be paid from the e-mail. */
const payee = (t: DigestTask) =>
  t.vendorName
    ? t.account
      ? `${t.vendorName}, account ${t.account}`
      : t.vendorName
    : t.account
      ? `Account ${t.account}`
      : null;

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
  return [where(task), when, payee(task)].filter(Boolean).join(' · ');
}

/** What a document belongs to, in words: a tenancy's tenants and unit, a unit, a property or a vendor. */
export function documentPlace(d: DigestDocument): string {
  return (
    [d.tenants, d.unitLabel, d.propertyName].filter(Boolean).join(' · ') ||
    d.vendorName ||
    (d.kind === 'Receipt' ? 'A payment' : 'Not attached')
  );
}

/** The page a document's line opens: its tenancy's, its vendor's or its (unit's) property's; else the dashboard. */
const documentPath = (d: DigestDocument) =>
  d.tenancyId
    ? paths.tenancy(d.tenancyId)
    : d.vendorId
      ? paths.vendor(d.vendorId)
      : d.propertyId
        ? paths.property(d.propertyId)
        : paths.dashboard;

const byDueThenTitle = (a: DigestTask, b: DigestTask) => a.due.localeCompare(b.due) || a.title.localeCompare(b.title);

function section(id: SectionId, title: string, items: DigestItem[], moreHref: string, summary?: string): DigestSection {
  return {
    id,
    title,
    items: items.slice(0, MAX_ITEMS_PER_SECTION),
    more: Math.max(0, items.length - MAX_ITEMS_PER_SECTION),
    moreHref,
    summary,
  };
}

/** Builds a digest's sections from the user's data; empty sections are left out. */
export function digestSections(
  kind: DigestKind,
  data: DigestData,
  { now, timezone, appUrl }: Omit<DigestOptions, 'test'>,
): { localDate: string; sections: DigestSection[] } {
  const base = appUrl.replace(/\/+$/, '');
  const link = (path: string) => `${base}${path}`;
  const today = zonedParts(now, timezone).date;
  const tasks = [...data.tasks].sort(byDueThenTitle);
  const taskItem = (t: DigestTask): DigestItem => ({
    text: t.title,
    detail: dueDetail(t, today),
    href: link(paths.task(t.id)),
  });
  const dueBetween = (from: string, to: string) => tasks.filter((t) => t.due >= from && t.due <= to).map(taskItem);
  const tasksLink = link(paths.tasks);

  const sections: DigestSection[] = [
    section('overdue', 'Overdue', tasks.filter((t) => t.due < today).map(taskItem), tasksLink),
  ];
  if (kind === 'daily') {
    sections.push(
      section(
        'rentDue',
        'Rent not received',
        data.rentDue.map((r) => ({
          text: `${r.tenants ?? 'Tenant'} · ${r.propertyName} · ${r.unitLabel}`,
          detail: [
            `${formatCurrency(r.balance)} owed`,
            r.late && r.lateSince
              ? `late since ${shortDate(r.lateSince)}`
              : r.dueOn
                ? `due ${shortDate(r.dueOn)}`
                : null,
          ]
            .filter(Boolean)
            .join(' · '),
          href: link(paths.tenancy(r.tenancyId)),
        })),
        link(paths.rentRollWhere({ status: 'late' })),
      ),
    );
  }
  sections.push(
    section(
      'deposits',
      'Deposits to settle',
      [...data.depositsDue]
        .sort((a, b) => a.returnBy.localeCompare(b.returnBy))
        .map((d) => {
          const days = differenceInCalendarDays(parseISO(d.returnBy), parseISO(today));
          return {
            text: `${d.tenants ?? 'Tenant'} · ${d.propertyName} · ${d.unitLabel}`,
            detail: `${formatCurrency(d.amount)} · ${
              days < 0
                ? `return was due ${shortDate(d.returnBy)}`
                : days === 0
                  ? 'return by today'
                  : `return by ${shortDate(d.returnBy)}`
            }`,
            href: link(paths.tenancy(d.tenancyId)),
          };
        }),
      link(paths.rentRoll),
    ),
  );
  let rentUntil: string;
  if (kind === 'daily') {
    rentUntil = addCalendarDays(today, DIGEST_WINDOWS.daily.rentAhead);
    sections.push(
      section('dueToday', 'Due today', dueBetween(today, today), tasksLink),
      section(
        'next3',
        'Next 3 days',
        dueBetween(addCalendarDays(today, 1), addCalendarDays(today, DIGEST_WINDOWS.daily.ahead)),
        tasksLink,
      ),
    );
  } else {
    const soon = addCalendarDays(today, DIGEST_WINDOWS.weekly.soon);
    rentUntil = addCalendarDays(today, DIGEST_WINDOWS.weekly.rentAhead);
    sections.push(
      section('next7', 'Next 7 days', dueBetween(today, soon), tasksLink),
      section(
        'next30',
        'Later in the next 30 days',
        dueBetween(addCalendarDays(soon, 1), addCalendarDays(today, DIGEST_WINDOWS.weekly.ahead)),
        tasksLink,
      ),
    );
  }

  const rent = data.rentIncreases
    .filter((r) => r.effectiveDate <= rentUntil)
    .sort(
      (a, b) =>
        a.effectiveDate.localeCompare(b.effectiveDate) ||
        a.propertyName.localeCompare(b.propertyName) ||
        a.unitLabel.localeCompare(b.unitLabel),
    )
    .map((r) => ({
      text: `${r.propertyName} · ${r.unitLabel}`,
      detail:
        `${r.currentRent === null ? '' : `${formatCurrency(r.currentRent)} → `}${formatCurrency(r.newRent)} · ` +
        (r.effectiveDate < today
          ? `Rent increase (Past Due), ${shortDate(r.effectiveDate)}`
          : `effective ${shortDate(r.effectiveDate)}`),
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
      const entry = byVendor.get(key) ?? {
        name: s.vendorName ?? 'No vendor',
        vendorId: s.vendorId,
        cents: 0,
        count: 0,
      };
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
    sections.push(
      section('completions', 'Completed, last 7 days', completions, link(`${paths.tasks}?filter=completed`)),
    );
    // By name and amount only: a tax id never goes into an e-mail.
    const year1099 = form1099Year(today);
    if (year1099 !== null)
      sections.push(
        section(
          'missingW9',
          `Need a 1099 for ${year1099}, no W-9 on file`,
          [...data.missingW9]
            .sort((a, b) => b.paid - a.paid || a.vendorName.localeCompare(b.vendorName))
            .map((v) => ({
              text: v.vendorName,
              detail: `${formatCurrency(v.paid)} paid in ${year1099}${year1099 === Number(today.slice(0, 4)) ? ' so far' : ''}`,
              href: link(paths.vendor(v.vendorId)),
            })),
          link(paths.expense1099(year1099)),
        ),
      );
    // Soonest first: what ran out longest ago heads the expired ones.
    const documents = [...data.documents].sort(
      (a, b) => a.expiresOn.localeCompare(b.expiresOn) || a.name.localeCompare(b.name),
    );
    const documentItem = (d: DigestDocument, verb: string): DigestItem => ({
      text: d.name,
      detail: `${documentPlace(d)} · ${verb} ${shortDate(d.expiresOn)}`,
      href: link(documentPath(d)),
    });
    sections.push(
      section(
        'documentsExpiring',
        'Documents expiring in the next 30 days',
        documents.filter((d) => d.status === 'expiring').map((d) => documentItem(d, 'expires')),
        link(paths.dashboard),
      ),
      section(
        'documentsExpired',
        'Documents expired',
        documents.filter((d) => d.status === 'expired').map((d) => documentItem(d, 'expired')),
        link(paths.dashboard),
      ),
    );
  }

  return { localDate: today, sections: sections.filter((s) => s.items.length > 0) };
}

const count = (sections: DigestSection[], id: SectionId) => {
  const s = sections.find((x) => x.id === id);
  return s ? s.items.length + s.more : 0;
};

/** What a digest's subject and heading say, as data: the title and the counts worth naming. */
export interface DigestHeadline {
  /** "Daily digest for Nov 23, 2026" */
  title: string;
  /** ["2 overdue", "1 due today"]; empty when there is nothing to report. */
  counts: string[];
}

export function digestHeadline(kind: DigestKind, localDate: string, sections: DigestSection[]): DigestHeadline {
  const counts: string[] = [];
  const add = (n: number, label: string) => n > 0 && counts.push(`${n} ${label}`);
  add(count(sections, 'overdue'), 'overdue');
  add(count(sections, 'rentDue'), 'rent not received');
  add(count(sections, 'deposits'), count(sections, 'deposits') === 1 ? 'deposit to settle' : 'deposits to settle');
  if (kind === 'daily') {
    add(count(sections, 'dueToday'), 'due today');
    add(count(sections, 'next3'), 'in the next 3 days');
  } else {
    add(count(sections, 'next7'), 'due this week');
    add(count(sections, 'completions'), 'completed');
    add(count(sections, 'missingW9'), count(sections, 'missingW9') === 1 ? 'W-9 missing' : 'W-9s missing');
    add(
      count(sections, 'documentsExpiring'),
      count(sections, 'documentsExpiring') === 1 ? 'document expiring' : 'documents expiring',
    );
    add(
      count(sections, 'documentsExpired'),
      count(sections, 'documentsExpired') === 1 ? 'document expired' : 'documents expired',
    );
  }
  add(count(sections, 'rent'), count(sections, 'rent') === 1 ? 'rent increase' : 'rent increases');
  const title =
    kind === 'daily'
      ? `Daily digest for ${formatDay(localDate)}`
      : `Weekly digest for the week of ${formatDay(localDate)}`;
  return { title, counts };
}
