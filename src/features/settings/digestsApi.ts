import { baseApi, type TagType } from '../../api/baseApi';
import { toAppError } from '../../api/errors';
import { guard, runMutation } from '../../api/query';
import { listTag } from '../../api/tags';
import { supabase } from '../../api/supabase';
import type { DigestSettings } from './settingsRules';
import type { DigestContent } from '../../../supabase/functions/_shared/digests/digestContent.ts';
import type { DigestKind } from '../../../supabase/functions/_shared/digests/digestSchedule.ts';

export interface DigestPreview {
  daily: DigestContent;
  weekly: DigestContent;
  /** ISO instants, null when that digest is off. */
  nextDaily: string | null;
  nextWeekly: string | null;
}

/** Postgres unique violation: digest_requests allows one test digest on its way per user. */
const UNIQUE_VIOLATION = '23505';
export const TEST_DIGEST_PENDING = 'A test digest is already on its way. Check your inbox in a minute.';

/**
 * The send-digests function's own rules (with their time zones) come with the preview,
 * not with Settings: a phone fetched and ran them before the page could show its form.
 */
const digestRules = () =>
  Promise.all([
    import('../../../supabase/functions/_shared/digests/digestContent.ts'),
    import('../../../supabase/functions/_shared/digests/digestData.ts'),
    import('../../../supabase/functions/_shared/digests/digestSchedule.ts'),
  ]);

/** Starts the preview's rules when the landlord shows the intent to open it; never throws. */
export const preloadDigestRules = () => void digestRules().catch(() => undefined);

/** Which digest a test sends: the daily one, unless only the weekly one is on. */
export const testDigestKind = (settings: DigestSettings): DigestKind =>
  !settings.dailyEnabled && settings.weeklyEnabled ? 'weekly' : 'daily';

/**
 * What a preview reads (send-digests' own queries: due tasks, the week's payments and jumps,
 * completions, rent increases, with their properties', units' and vendors' names and the account
 * each bill is paid under). Its content is composed text without ids, so it provides each type's
 * LIST, which every write of those types (renames included) invalidates.
 */
const PREVIEW_READS: readonly TagType[] = [
  'Dashboard',
  'Task',
  'Payment',
  'RentIncrease',
  'Property',
  'Unit',
  'Vendor',
  'VendorAccount',
  'Document',
];

export const digestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // What the next daily and weekly digest would contain, from the user's data as it is now
    // (RLS applies: the user's own session), composed by the same rules the send-digests Edge Function uses.
    getDigestPreview: build.query<DigestPreview, { userId: string; settings: DigestSettings }>({
      queryFn: ({ userId, settings }) =>
        guard(async () => {
          const now = new Date();
          try {
            const [{ composeDigest }, { loadDigestData }, { nextSendTime }] = await digestRules();
            const data = await loadDigestData(supabase, userId, { now, timezone: settings.timezone });
            const options = { now, timezone: settings.timezone, appUrl: window.location.origin };
            return {
              data: {
                daily: composeDigest('daily', data, options),
                weekly: composeDigest('weekly', data, options),
                nextDaily: nextSendTime(settings, 'daily', now)?.toISOString() ?? null,
                nextWeekly: nextSendTime(settings, 'weekly', now)?.toISOString() ?? null,
              },
            };
          } catch (error) {
            return { error: toAppError(error) };
          }
        }),
      providesTags: PREVIEW_READS.map(listTag),
      keepUnusedDataFor: 0,
    }),
    // 'Send me a test digest now': a row the send-digests function picks up on its next run (every minute on hosted Supabase).
    requestTestDigest: build.mutation<{ id: string }, { kind: DigestKind }>({
      queryFn: async ({ kind }) => {
        const result = await runMutation(() => supabase.from('digest_requests').insert({ kind }).select('id').single());
        if (result.error?.code === UNIQUE_VIOLATION)
          return { error: { ...result.error, message: TEST_DIGEST_PENDING } };
        return result;
      },
    }),
  }),
});

export const { useGetDigestPreviewQuery, useRequestTestDigestMutation } = digestsApi;
