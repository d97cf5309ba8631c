import type { DigestSettings } from './digestSettings.ts';
import { addCalendarDays, calendarWeekday, isoWeekKey, zonedParts, zonedTimeToInstant } from './zonedTime.ts';

export type DigestKind = 'daily' | 'weekly';
export const DIGEST_KINDS: readonly DigestKind[] = ['daily', 'weekly'];

export interface DigestPeriod {
  kind: DigestKind;
  /** daily: the local date yyyy-MM-dd; weekly: the ISO week yyyy-Www of the local send date. */
  periodKey: string;
  /** The local date the digest is for. */
  localDate: string;
  /** The instant the user's chosen time came round in their timezone. */
  scheduledFor: Date;
}

/**
 * The latest daily period whose send time has come: today's if the chosen time
 * has passed in the user's timezone, else yesterday's. Only the latest one, so
 * a sender that was down for days catches up once, not once per missed day.
 */
export function latestDailyPeriod(settings: Pick<DigestSettings, 'dailyTime' | 'timezone'>, now: Date): DigestPeriod {
  const today = zonedParts(now, settings.timezone).date;
  let date = today;
  let at = zonedTimeToInstant(date, settings.dailyTime, settings.timezone);
  if (at.getTime() > now.getTime()) {
    date = addCalendarDays(today, -1);
    at = zonedTimeToInstant(date, settings.dailyTime, settings.timezone);
  }
  return { kind: 'daily', periodKey: date, localDate: date, scheduledFor: at };
}

/**
 * The latest weekly period whose send time has come: the most recent chosen
 * weekday at the chosen time. Keyed by ISO week, so a user who moves their
 * day within a week still gets one weekly digest that week.
 */
export function latestWeeklyPeriod(
  settings: Pick<DigestSettings, 'weeklyDay' | 'weeklyTime' | 'timezone'>,
  now: Date,
): DigestPeriod {
  const today = zonedParts(now, settings.timezone).date;
  let date = addCalendarDays(today, -((calendarWeekday(today) - settings.weeklyDay + 7) % 7));
  let at = zonedTimeToInstant(date, settings.weeklyTime, settings.timezone);
  if (at.getTime() > now.getTime()) {
    date = addCalendarDays(date, -7);
    at = zonedTimeToInstant(date, settings.weeklyTime, settings.timezone);
  }
  return { kind: 'weekly', periodKey: isoWeekKey(date), localDate: date, scheduledFor: at };
}

/**
 * The digests due for a user now: each enabled kind's latest period, unless it
 * came round before `since` (the account's creation: a user who signs up at
 * noon gets their first daily digest the next morning, not a catch-up).
 * Whether a due period was already sent is the database's business
 * (digest_deliveries' unique key), not this function's.
 */
export function duePeriods(settings: DigestSettings, now: Date, since?: Date | null): DigestPeriod[] {
  const periods: DigestPeriod[] = [];
  if (settings.dailyEnabled) periods.push(latestDailyPeriod(settings, now));
  if (settings.weeklyEnabled) periods.push(latestWeeklyPeriod(settings, now));
  return periods.filter((p) => !since || p.scheduledFor.getTime() >= since.getTime());
}

/** The next time each enabled digest comes round (for Settings: 'next daily digest ...'). */
export function nextSendTime(settings: DigestSettings, kind: DigestKind, now: Date): Date | null {
  if (kind === 'daily' && !settings.dailyEnabled) return null;
  if (kind === 'weekly' && !settings.weeklyEnabled) return null;
  const latest = kind === 'daily' ? latestDailyPeriod(settings, now) : latestWeeklyPeriod(settings, now);
  const next = addCalendarDays(latest.localDate, kind === 'daily' ? 1 : 7);
  return zonedTimeToInstant(next, kind === 'daily' ? settings.dailyTime : settings.weeklyTime, settings.timezone);
}
