import { baseApi, type TagType } from '../../api/baseApi';
import { runMutation } from '../../api/query';
import { supabase } from '../../api/supabase';
import { idTag, todayTag } from '../../api/tags';
import { toDigestSettings, toSettingsRow, type DigestSettings } from './settingsRules';

/**
 * What a landlord's time zone decides: whose tasks are Overdue or Due Today, the dashboard's and
 * the planner's windows, vendor spending and the tax year's edges, the digest preview. A new zone
 * refetches every read of these types (the database's landlord_today() reads the zone too).
 */
// RentLedger: what is due, paid and late is judged on the landlord's day; Document: what has expired.
const DAY_DEPENDENT: readonly TagType[] = ['Task', 'Dashboard', 'RentIncrease', 'Payment', 'RentLedger'];

export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveDigestSettings: build.mutation<
      DigestSettings,
      { userId: string; settings: DigestSettings; previousTimezone?: string }
    >({
      queryFn: async ({ userId, settings }) => {
        const result = await runMutation(() =>
          supabase
            .from('user_settings')
            .upsert(toSettingsRow(userId, settings), { onConflict: 'user_id' })
            .select()
            .single(),
        );
        return result.error ? result : { data: toDigestSettings(result.data) };
      },
      invalidatesTags: (_r, error, { userId, settings, previousTimezone }) => [
        idTag('UserSettings', userId),
        ...(!error && settings.timezone !== previousTimezone ? [...DAY_DEPENDENT, todayTag('Document')] : []),
      ],
    }),
  }),
});

export const { useSaveDigestSettingsMutation } = settingsApi;
