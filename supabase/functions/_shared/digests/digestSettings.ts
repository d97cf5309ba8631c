/**
 * SPEC §9 digest settings as the digests read them. Shared by the Settings
 * page (src/features/settings/settingsRules.ts re-exports these) and the
 * send-digests Edge Function, so the defaults a user without a settings row
 * sees in Settings are the ones the sender applies.
 */
export interface DigestSettings {
  dailyEnabled: boolean;
  dailyTime: string; // HH:mm
  weeklyEnabled: boolean;
  weeklyDay: number; // 0 = Sunday
  weeklyTime: string; // HH:mm
  timezone: string;
}

/** The user_settings columns a digest reads (a row of public.user_settings). */
export interface DigestSettingsRow {
  daily_digest_enabled: boolean;
  daily_digest_time: string;
  weekly_digest_enabled: boolean;
  weekly_digest_day: number;
  weekly_digest_time: string;
  timezone: string;
}

/** SPEC §9 defaults, used when the user has no settings row yet. */
export const DEFAULT_DIGEST_SETTINGS: DigestSettings = {
  dailyEnabled: true,
  dailyTime: '07:00',
  weeklyEnabled: true,
  weeklyDay: 1,
  weeklyTime: '07:00',
  timezone: 'America/New_York',
};

/** Postgres `time` comes back as HH:mm:ss; the form works in HH:mm. */
const toHourMinute = (time: string) => time.slice(0, 5);

export function toDigestSettings(row: DigestSettingsRow | null): DigestSettings {
  if (!row) return DEFAULT_DIGEST_SETTINGS;
  return {
    dailyEnabled: row.daily_digest_enabled,
    dailyTime: toHourMinute(row.daily_digest_time),
    weeklyEnabled: row.weekly_digest_enabled,
    weeklyDay: row.weekly_digest_day,
    weeklyTime: toHourMinute(row.weekly_digest_time),
    timezone: row.timezone,
  };
}
