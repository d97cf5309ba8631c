import { format, parseISO } from 'date-fns';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** SPEC §9: currency is shown with a $ sign and 2 decimals. An empty amount shows a dash. */
export function formatCurrency(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return Number.isFinite(value) ? currency.format(value) : '—';
}

/** A yyyy-MM-dd date as the app shows it, e.g. Mar 5, 2027. */
export function formatDate(date: string | null | undefined): string {
  if (!date) return '—';
  return format(parseISO(date), 'MMM d, yyyy');
}
