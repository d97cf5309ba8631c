import type { SupabaseClient } from '@supabase/supabase-js';
import type { DigestPeriod } from './digestSchedule.ts';

/** A failed send is retried by later runs (one a minute), up to this many attempts per period. */
export const MAX_ATTEMPTS = 10;

/**
 * What makes a digest go out at most once: a row per (user, kind, period) in digest_deliveries,
 * claimed BEFORE sending. Its unique key lets exactly one run win the insert; a failed period is
 * claimed again by compare-and-set on its attempts, so again by one run only.
 */
export function digestClaims(db: SupabaseClient) {
  /** Claims (user, kind, period): true for exactly one caller, however many run at once. */
  async function claim(userId: string, p: DigestPeriod, now: Date): Promise<boolean> {
    const inserted = await db
      .from('digest_deliveries')
      .upsert(
        {
          user_id: userId,
          kind: p.kind,
          period_key: p.periodKey,
          scheduled_for: p.scheduledFor.toISOString(),
          status: 'sending',
          claimed_at: now.toISOString(),
        },
        { onConflict: 'user_id,kind,period_key', ignoreDuplicates: true },
      )
      .select('id');
    if (inserted.error) throw inserted.error;
    if (inserted.data.length) return true;
    // Already there: a failed send may be retried, by one run only (compare-and-set on attempts).
    const existing = await db
      .from('digest_deliveries')
      .select('status, attempts')
      .eq('user_id', userId)
      .eq('kind', p.kind)
      .eq('period_key', p.periodKey)
      .single();
    if (existing.error) throw existing.error;
    const { status, attempts } = existing.data as { status: string; attempts: number };
    if (status !== 'failed' || attempts >= MAX_ATTEMPTS) return false;
    const retried = await db
      .from('digest_deliveries')
      .update({ status: 'sending', attempts: attempts + 1, claimed_at: now.toISOString(), error: null })
      .eq('user_id', userId)
      .eq('kind', p.kind)
      .eq('period_key', p.periodKey)
      .eq('status', 'failed')
      .eq('attempts', attempts)
      .select('id');
    if (retried.error) throw retried.error;
    return retried.data.length > 0;
  }

  async function finish(userId: string, p: DigestPeriod, changes: Record<string, unknown>) {
    const { error } = await db
      .from('digest_deliveries')
      .update(changes)
      .eq('user_id', userId)
      .eq('kind', p.kind)
      .eq('period_key', p.periodKey);
    if (error) throw error;
  }

  return { claim, finish };
}
