import { format, parseISO } from 'date-fns';
import { formatCurrency } from '../../utils/format';
import type { ManagerRef } from './types';

/** SPEC §3: the rent increase data an e-mail uses. */
export interface EmailIncrease {
  id: string;
  unit_id: string;
  effectiveDate: string;
  currentRent: number;
  newRent: number;
  applied: boolean;
  isPastDue: boolean;
}

export interface EmailUnitInput {
  id: string;
  label: string;
  note: { body: string; is_resolved: boolean } | null;
}

export interface EmailPropertyInput {
  name: string;
  units: EmailUnitInput[];
}

export interface EmailGroup {
  property: string;
  units: Array<{ label: string; lines: string[] }>;
}

export interface ManagerEmail {
  to: string;
  subject: string;
  groups: EmailGroup[];
  text: string;
  html: string;
}

export type EmailResult =
  { status: 'ready'; email: ManagerEmail } | { status: 'skipped'; reason: 'no-email' | 'nothing-to-include' };

/** The month's name of the landlord's today (yyyy-MM-dd): "November". */
const monthOf = (today: string) => format(parseISO(today), 'MMMM');

/** SPEC §9: '<Month name> Notes' for the current month of the landlord's calendar. */
export const emailSubject = (today: string) => `${monthOf(today)} Notes`;

/** SPEC §5: newlines in a note collapse to single spaces. */
export const collapseNewlines = (text: string) => text.replace(/[ \t]*(\r\n|\r|\n)+[ \t]*/g, ' ').trim();

/** A not-yet-applied increase as the e-mail preview query returns it, with the unit's current rent. */
export interface IncreaseForEmail {
  id: string;
  unit_id: string;
  effective_date: string;
  planned_new_rent: number;
  applied: boolean;
  monthly_rent: number;
}

/**
 * Past due when the effective date is before today (yyyy-MM-dd). Chained increases of a
 * unit start from the previous one's new rent, as the planner computed them.
 */
export function toEmailIncreases(rows: readonly IncreaseForEmail[], today: string): EmailIncrease[] {
  const base = new Map<string, number>();
  return [...rows]
    .sort((a, b) => a.effective_date.localeCompare(b.effective_date) || a.id.localeCompare(b.id))
    .map((row) => {
      const currentRent = base.get(row.unit_id) ?? row.monthly_rent;
      base.set(row.unit_id, row.planned_new_rent);
      return {
        id: row.id,
        unit_id: row.unit_id,
        effectiveDate: row.effective_date,
        currentRent,
        newRent: row.planned_new_rent,
        applied: row.applied,
        isPastDue: row.effective_date < today,
      };
    });
}

/** SPEC §9: 'Rent increase' or 'Rent increase (Past Due)', the effective month abbreviation, $ with 2 decimals. */
export function rentLine(increase: EmailIncrease): string {
  const label = increase.isPastDue ? 'Rent increase (Past Due)' : 'Rent increase';
  return `${label} ${format(parseISO(increase.effectiveDate), 'MMM')}: ${formatCurrency(increase.currentRent)} → ${formatCurrency(increase.newRent)}`;
}

/** SPEC §5: only unresolved, non-empty notes, and the unit's increases not yet applied. */
export function emailGroups(
  properties: readonly EmailPropertyInput[],
  increases: readonly EmailIncrease[],
): EmailGroup[] {
  const byUnit = new Map<string, EmailIncrease[]>();
  for (const increase of [...increases].sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate))) {
    if (increase.applied) continue;
    byUnit.set(increase.unit_id, [...(byUnit.get(increase.unit_id) ?? []), increase]);
  }
  return properties
    .map((property) => ({
      property: property.name,
      units: property.units
        .map((unit) => {
          const note = unit.note && !unit.note.is_resolved ? collapseNewlines(unit.note.body) : '';
          return { label: unit.label, lines: [...(note ? [note] : []), ...(byUnit.get(unit.id) ?? []).map(rentLine)] };
        })
        .filter((unit) => unit.lines.length > 0),
    }))
    .filter((group) => group.units.length > 0);
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

function toText(name: string, month: string, groups: readonly EmailGroup[]): string {
  const sections = groups.map((g) =>
    [g.property, ...g.units.flatMap((u) => u.lines.map((line) => `- ${u.label}: ${line}`))].join('\n'),
  );
  return [`Hi ${name},`, `Here are this month's unit notes (${month}).`, ...sections, 'Thank you!'].join('\n\n');
}

function toHtml(name: string, month: string, groups: readonly EmailGroup[]): string {
  const sections = groups.map(
    (g) =>
      `<h3>${escapeHtml(g.property)}</h3>\n<ul>\n${g.units
        .flatMap((u) =>
          u.lines.map((line) => `  <li><strong>${escapeHtml(u.label)}:</strong> ${escapeHtml(line)}</li>`),
        )
        .join('\n')}\n</ul>`,
  );
  return [
    `<p>Hi ${escapeHtml(name)},</p>`,
    `<p>Here are this month's unit notes (${month}).</p>`,
    ...sections,
    '<p>Thank you!</p>',
  ].join('\n');
}

/**
 * SPEC §5/§9 e-mail generation for one manager: skipped without an e-mail address or
 * without anything to include; otherwise the subject, and the same content as HTML and text.
 */
export function buildManagerEmail(
  manager: ManagerRef,
  properties: readonly EmailPropertyInput[],
  increases: readonly EmailIncrease[],
  today: string,
): EmailResult {
  if (!manager.email?.trim()) return { status: 'skipped', reason: 'no-email' };
  const groups = emailGroups(properties, increases);
  if (groups.length === 0) return { status: 'skipped', reason: 'nothing-to-include' };
  const month = monthOf(today);
  return {
    status: 'ready',
    email: {
      to: manager.email.trim(),
      subject: emailSubject(today),
      groups,
      text: toText(manager.name, month, groups),
      html: toHtml(manager.name, month, groups),
    },
  };
}

/** The Email button: the manager as recipient, the subject and the text body, encoded. */
export const mailtoHref = (email: Pick<ManagerEmail, 'to' | 'subject' | 'text'>) =>
  `mailto:${encodeURI(email.to)}?subject=${encodeURIComponent(email.subject)}&body=${encodeURIComponent(email.text)}`;
