import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Phone numbers as people type them: "(919) 555-0142", "919.555.0142", "+1 919 555 0142". They are
 * stored as E.164 (+19195550142), which the database's check (an optional + and up to 16 digits)
 * takes. A number without a country code is a US one. Only forms and imports load this module (the
 * library's metadata is 29 KB gzip); a stored number is shown by phoneDisplay.ts.
 */
export type ParsedPhone = { value: string | null; error?: undefined } | { value?: undefined; error: string };

export const PHONE_MESSAGE = 'Please enter a valid phone number, like (919) 555-0142';

const DEFAULT_COUNTRY = 'US';

/** The number to store, null when the text is empty, or why it is not a phone number. */
export function parsePhone(text: string): ParsedPhone {
  if (text.trim() === '') return { value: null };
  // Letters would be read as a keypad's (704555CALL) or an extension, which E.164 cannot hold: refused, not guessed.
  if (/\p{L}/u.test(text)) return { error: PHONE_MESSAGE };
  const phone = parsePhoneNumberFromString(text, DEFAULT_COUNTRY);
  if (!phone || !phone.isValid()) return { error: PHONE_MESSAGE };
  return { value: phone.number };
}

/** A form field's message, or undefined when the text is a phone number or empty. */
export const phoneError = (text: string): string | undefined => parsePhone(text).error;

/** The number to save: E.164, or null for an empty (or refused) field. */
export const phoneValue = (text: string): string | null => parsePhone(text).value ?? null;

/**
 * The typed number as the field shows it once left: (919) 555-0142 in North America, as stored
 * numbers are shown (phoneDisplay.ts), +44 20 7183 8750 elsewhere; text that is not a number as typed.
 */
export function formatTypedPhone(text: string): string {
  const value = phoneValue(text);
  const phone = value ? parsePhoneNumberFromString(value) : undefined;
  if (!phone) return text;
  return phone.countryCallingCode === '1' ? phone.formatNational() : phone.formatInternational();
}
