import { parseMoney } from '../../utils/money';

/**
 * Cell values as a US landlord types them in a spreadsheet. Each parser returns
 * { value } or { error } with a message for the preview; an empty cell is null.
 */
export type Parsed<T> = { value: T | null; error?: undefined } | { value?: undefined; error: string };

const blank = (cell: string) => cell.trim() === '';

/** "$1,234.50", "1234.5", "1,200" → 1234.5, read as the forms' money fields read them. */
export function parseMoneyCell(cell: string, label: string): Parsed<number> {
  const parsed = parseMoney(cell);
  return parsed.error ? { error: `${label}: "${cell.trim()}" is not an amount like 1,234.50` } : parsed;
}

const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const pad = (n: number) => String(n).padStart(2, '0');

/** "3/1/2027", "03/01/27", "3-1-2027", "2027-03-01" → "2027-03-01" (US month first). */
export function parseUsDate(cell: string, label: string): Parsed<string> {
  if (blank(cell)) return { value: null };
  const text = cell.trim();
  let year: number, month: number, day: number;
  const us = /^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (us) {
    [month, day, year] = [Number(us[1]), Number(us[2]), Number(us[3])];
    if (us[3].length === 2) year += 2000;
  } else if (iso) {
    [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  } else {
    return { error: `${label}: "${text}" is not a date like 3/1/2027` };
  }
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = month === 2 && !leap ? 28 : MONTH_DAYS[month - 1];
  if (month < 1 || month > 12 || day < 1 || day > days) {
    return { error: `${label}: "${text}" is not a date on the calendar` };
  }
  return { value: `${year}-${pad(month)}-${pad(day)}` };
}

const YES = ['yes', 'y', 'true', '1', 'x'];
const NO = ['no', 'n', 'false', '0'];

/** yes / no, y / n, true / false, 1 / 0, and x for a ticked box. */
export function parseYesNo(cell: string, label: string): Parsed<boolean> {
  if (blank(cell)) return { value: null };
  const text = cell.trim().toLowerCase();
  if (YES.includes(text)) return { value: true };
  if (NO.includes(text)) return { value: false };
  return { error: `${label}: "${cell.trim()}" is not yes or no` };
}

/** Whole numbers within a range (day of month, every N months). */
export function parseWhole(cell: string, label: string, min: number, max: number): Parsed<number> {
  if (blank(cell)) return { value: null };
  const text = cell.trim();
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    return { error: `${label}: "${text}" must be a whole number from ${min} to ${max}` };
  }
  return { value: Number(text) };
}

/** Lower case letters and digits only: "Monthly Rent ($)" and "monthly_rent" compare equal. */
export const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9#]/g, '');

/** One of a list of values, spelled as people do ("Month-to-month", "month to month", "MTM"). */
export function parseChoice<T extends string>(cell: string, label: string, choices: Record<T, string[]>): Parsed<T> {
  if (blank(cell)) return { value: null };
  const key = squash(cell);
  for (const [value, spellings] of Object.entries(choices) as Array<[T, string[]]>) {
    if (squash(value) === key || spellings.some((s) => squash(s) === key)) return { value };
  }
  return { error: `${label}: "${cell.trim()}" must be one of ${Object.keys(choices).join(', ')}` };
}
