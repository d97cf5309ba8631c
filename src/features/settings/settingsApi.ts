import { baseApi } from '../../api/baseApi';
import { runMutation, runQuery } from '../../api/query';
import { supabase } from '../../api/supabase';
import { idTag } from '../../api/tags';
import { toDigestSettings, toSettingsRow, type DigestSettings } from './settingsRules';

/** PostgREST's "no row" answer to .single(); SPEC §8 says settings ignore it and use defaults. */
const NO_ROW = 'PGRST116';

export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDigestSettings: build.query<DigestSettings, string>({
      queryFn: async (userId) => {
        const result = await runQuery(() => supabase.from('user_settings').select('*').eq('user_id', userId).single());
        if (result.error) return result.error.code === NO_ROW ? { data: toDigestSettings(null) } : result;
        return { data: toDigestSettings(result.data) };
      },
      providesTags: (_r, _e, userId) => [idTag('UserSettings', userId)],
    }),
    saveDigestSettings: build.mutation<DigestSettings, { userId: string; settings: DigestSettings }>({
      queryFn: async ({ userId, settings }) => {
        const result = await runMutation(() =>
          supabase.from('user_settings').upsert(toSettingsRow(userId, settings), { onConflict: 'user_id' }).select().single(),
        );
        return result.error ? result : { data: toDigestSettings(result.data) };
      },
      invalidatesTags: (_r, _e, { userId }) => [idTag('UserSettings', userId)],
    }),
  }),
});

export const { useGetDigestSettingsQuery, useSaveDigestSettingsMutation } = settingsApi;
