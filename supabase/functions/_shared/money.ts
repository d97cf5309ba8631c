/**
 * The one money formatter. It lives beside the Edge Functions because the digest (Deno) and
 * the app (src/utils/format.ts re-exports it) both show amounts, and code here may not import src/.
 */

const withCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/**
 * - `cents` (SPEC §9, the default): a $ sign and 2 decimals, $1,234.50.
 * - `whole` (SPEC §9, the calculator): rounded to whole dollars, $1,235.
 * - `trimmed` (a sentence): whole amounts without decimals, others with 2: $131, $131.50.
 */
export type MoneyStyle = 'cents' | 'whole' | 'trimmed';

/** An amount as the app shows it; an empty or non-numeric amount shows a dash. */
export function formatCurrency(amount: number | string | null | undefined, style: MoneyStyle = 'cents'): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value)) return '—';
  if (style === 'whole') return wholeDollars.format(Math.round(value) || 0);
  if (style === 'trimmed' && Number.isInteger(value)) return wholeDollars.format(value);
  return withCents.format(value);
}
