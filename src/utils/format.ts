import { format, parseISO } from 'date-fns';

// The one money formatter, shared with the digest Edge Function (which may not import src/).
export { formatCurrency, type MoneyStyle } from '../../supabase/functions/_shared/money.ts';

/** A yyyy-MM-dd date as the app shows it, e.g. Mar 5, 2027. */
export function formatDate(date: string | null | undefined): string {
  if (!date) return '—';
  return format(parseISO(date), 'MMM d, yyyy');
}
