import { formatDate } from '../../utils/format';
import { daysBetween } from '../../utils/landlordToday';

/**
 * Where a document stands on the landlord's day, for the lists' live labels. The database decides
 * the same with private.document_expiry_status (documents_expiring, property_insurance); both run
 * tests/cases/documentExpiryCases.json.
 */
export type ExpiryStatus = 'expired' | 'expiring' | 'current';

/** How many days ahead a document counts as expiring (today and the 30 days after it). */
export const EXPIRING_DAYS = 30;

/** `expiresOn` and `today` are yyyy-MM-dd; null without a date. */
export function documentExpiryStatus(expiresOn: string | null, today: string): ExpiryStatus | null {
  if (!expiresOn) return null;
  const days = daysBetween(today, expiresOn);
  return days < 0 ? 'expired' : days <= EXPIRING_DAYS ? 'expiring' : 'current';
}

/** "Expired", "Expires today", "Expires tomorrow", "Expires in 12 days", "Expires Jan 5, 2027"; null without a date. */
export function expiryLabel(expiresOn: string | null, today: string): string | null {
  const status = documentExpiryStatus(expiresOn, today);
  if (!expiresOn || !status) return null;
  if (status === 'expired') return 'Expired';
  if (status === 'current') return `Expires ${formatDate(expiresOn)}`;
  const days = daysBetween(today, expiresOn);
  return days === 0 ? 'Expires today' : days === 1 ? 'Expires tomorrow' : `Expires in ${days} days`;
}
