import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../api/database.types';

/** A card of the list (SPEC §2): name, address, manager, units with rent and lease; nothing more for 200 properties. */
export const PROPERTY_LIST_SELECT =
  'id, name, address_line1, address_line2, city, state, zip, units(id, unit_label, monthly_rent, lease_status, lease_end_date), property_manager:property_managers(id, name)';

/**
 * SPEC §7 properties list, ordered by name with units and property manager, given a client: the
 * app passes its own, the benchmark a signed-in one, so both measure exactly this read.
 */
export const listProperties = (client: SupabaseClient<Database>) => client.from('properties').select(PROPERTY_LIST_SELECT).order('name');
