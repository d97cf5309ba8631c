import type { Tables, TablesInsert } from '../../api/database.types';

export type UserSettingsRow = Tables<'user_settings'>;

/** SPEC §9 digest settings: the timezones offered, in the order shown. */
export const TIMEZONES = [
  { value: 'America/New_York', label: 'Eastern Time (New York)' },
  { value: 'America/Chicago', label: 'Central Time (Chicago)' },
  { value: 'America/Denver', label: 'Mountain Time (Denver)' },
  { value: 'America/Los_Angeles', label: 'Pacific Time (Los Angeles)' },
  { value: 'America/Anchorage', label: 'Alaska Time (Anchorage)' },
  { value: 'Pacific/Honolulu', label: 'Hawaii Time (Honolulu)' },
] as const;

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

// One definition for Settings and the send-digests Edge Function (which cannot import from src/).
export {
  DEFAULT_DIGEST_SETTINGS,
  toDigestSettings,
  type DigestSettings,
} from '../../../supabase/functions/_shared/digests/digestSettings.ts';
import type { DigestSettings } from '../../../supabase/functions/_shared/digests/digestSettings.ts';

export function toSettingsRow(userId: string, settings: DigestSettings): TablesInsert<'user_settings'> {
  return {
    user_id: userId,
    daily_digest_enabled: settings.dailyEnabled,
    daily_digest_time: settings.dailyTime,
    weekly_digest_enabled: settings.weeklyEnabled,
    weekly_digest_day: settings.weeklyDay,
    weekly_digest_time: settings.weeklyTime,
    timezone: settings.timezone,
  };
}

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export function validateDigestSettings(settings: DigestSettings): Partial<Record<keyof DigestSettings, string>> {
  const errors: Partial<Record<keyof DigestSettings, string>> = {};
  if (!TIME_PATTERN.test(settings.dailyTime)) errors.dailyTime = 'Enter a time such as 07:00';
  if (!TIME_PATTERN.test(settings.weeklyTime)) errors.weeklyTime = 'Enter a time such as 07:00';
  if (!TIMEZONES.some((tz) => tz.value === settings.timezone)) errors.timezone = 'Choose one of the listed time zones';
  return errors;
}
