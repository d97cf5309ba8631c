import { baseApi } from './baseApi';
import { runQuery } from './query';
import { supabase } from './supabase';
import { idTag } from './tags';
import { toDigestSettings, type DigestSettings } from '../../supabase/functions/_shared/digests/digestSettings.ts';

/** PostgREST's "no row" answer to .single(); SPEC §8 says settings ignore it and use defaults. */
const NO_ROW = 'PGRST116';

/**
 * The landlord's settings row, the one read of it: Settings shows and edits it, and every feature
 * takes the landlord's time zone (their day) from it, so it lives in shared code.
 */
export const userSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDigestSettings: build.query<DigestSettings, string>({
      queryFn: async (userId) => {
        const result = await runQuery(() => supabase.from('user_settings').select('*').eq('user_id', userId).single());
        if (result.error) return result.error.code === NO_ROW ? { data: toDigestSettings(null) } : result;
        return { data: toDigestSettings(result.data) };
      },
      providesTags: (_r, _e, userId) => [idTag('UserSettings', userId)],
    }),
  }),
});

export const { useGetDigestSettingsQuery } = userSettingsApi;
