import {
  DEFAULT_DIGEST_SETTINGS,
  toDigestSettings,
  toSettingsRow,
  validateDigestSettings,
  type UserSettingsRow,
} from './settingsRules';

const row: UserSettingsRow = {
  user_id: 'u1',
  daily_digest_enabled: false,
  daily_digest_time: '06:30:00',
  weekly_digest_enabled: true,
  weekly_digest_day: 5,
  weekly_digest_time: '18:15:00',
  timezone: 'America/Denver',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

describe('digest settings', () => {
  it('uses the SPEC §9 defaults when no row exists', () => {
    expect(toDigestSettings(null)).toEqual({
      dailyEnabled: true,
      dailyTime: '07:00',
      weeklyEnabled: true,
      weeklyDay: 1,
      weeklyTime: '07:00',
      timezone: 'America/New_York',
    });
  });

  it('reads a row, trimming seconds from times', () => {
    expect(toDigestSettings(row)).toEqual({
      dailyEnabled: false,
      dailyTime: '06:30',
      weeklyEnabled: true,
      weeklyDay: 5,
      weeklyTime: '18:15',
      timezone: 'America/Denver',
    });
  });

  it('writes the row keyed on user_id', () => {
    expect(toSettingsRow('u1', toDigestSettings(row))).toEqual({
      user_id: 'u1',
      daily_digest_enabled: false,
      daily_digest_time: '06:30',
      weekly_digest_enabled: true,
      weekly_digest_day: 5,
      weekly_digest_time: '18:15',
      timezone: 'America/Denver',
    });
  });

  it('rejects times and zones the backend would refuse', () => {
    expect(validateDigestSettings(DEFAULT_DIGEST_SETTINGS)).toEqual({});
    expect(
      validateDigestSettings({
        ...DEFAULT_DIGEST_SETTINGS,
        dailyTime: '24:00',
        weeklyTime: '',
        timezone: 'Europe/Paris',
      }),
    ).toEqual({
      dailyTime: 'Enter a time such as 07:00',
      weeklyTime: 'Enter a time such as 07:00',
      timezone: 'Choose one of the listed time zones',
    });
  });
});
