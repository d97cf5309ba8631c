import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../api/database.types';

/**
 * The vendor spending read, given a client: the app passes its own, the integration tests a
 * signed-in one, so the agreement test runs exactly this. Payments paid on or after `since`
 * (yyyy-MM-dd), newest first; a vendor is paid at most a few hundred times in a year.
 */
export const vendorSpendingQuery = (client: SupabaseClient<Database>, { vendorId, since }: { vendorId: string; since: string }) =>
  client
    .from('payments')
    .select('id, amount, paid_on, memo, task:tasks(id, title)')
    .eq('vendor_id', vendorId)
    .gte('paid_on', since)
    .order('paid_on', { ascending: false })
    .order('id');
