/**
 * The one reader of amounts as US landlords type them, in a form's money field and in a CSV cell:
 * "$1,200", "1,200.50", "1200", " $ 1,095.00 ". Negative amounts and anything else are refused.
 */
export type ParsedAmount = { value: number | null; error?: undefined } | { value?: undefined; error: string };

export const MONEY_MESSAGE = 'Please enter an amount like 1,200.50';

// Thousands separators only in groups of three, at most 2 decimals: "1,2,3" and "12.345" are typos, not amounts.
// A point with no cents yet ("1,200.") is an amount half typed, read as it stands.
const AMOUNT = /^(\d{1,3}(,\d{3})+|\d+)(\.\d{0,2})?$/;

/** The amount in the text, null when it is empty, or why it is not an amount. */
export function parseMoney(text: string): ParsedAmount {
  const squeezed = text
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/\s+/g, '');
  if (squeezed === '') return { value: null };
  if (!AMOUNT.test(squeezed)) return { error: MONEY_MESSAGE };
  return { value: Number(squeezed.replace(/,/g, '')) };
}

/** A form field's message, or undefined when the text is an amount or empty. */
export const moneyError = (text: string): string | undefined => parseMoney(text).error;

/** The amount to save: null for an empty (or refused) field. */
export const moneyValue = (text: string): number | null => parseMoney(text).value ?? null;

// The field shows a $ before the text, so the text is the amount as the app shows money, without the sign.
const FIELD_FORMAT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount as a money field shows it: 1,200.00; empty for no amount. */
export function moneyText(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const value = Number(amount);
  return Number.isFinite(value) ? FIELD_FORMAT.format(value) : String(amount);
}
