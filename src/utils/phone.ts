import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Phone numbers as people type them: "(919) 555-0142", "919.555.0142", "+1 919 555 0142". They are
 * stored as E.164 (+19195550142), which the database's check (an optional + and up to 16 digits)
 * takes, and shown in the country's own way. A number without a country code is a US one.
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
 * A stored number as people read it: (919) 555-0142 at home, +44 20 7183 8750 abroad. A row
 * written before numbers were stored as E.164 ("9195550142") reads as US; anything unreadable as it is.
 */
export function formatPhone(stored: string | null | undefined): string {
  if (!stored) return '';
  const phone = parsePhoneNumberFromString(stored, DEFAULT_COUNTRY);
  if (!phone || !phone.isValid()) return stored;
  return phone.country === DEFAULT_COUNTRY ? phone.formatNational() : phone.formatInternational();
}

/** The tel: link of a stored number (E.164, which every phone dials), or null when it is not one. */
export function phoneHref(stored: string | null | undefined): string | null {
  if (!stored) return null;
  const phone = parsePhoneNumberFromString(stored, DEFAULT_COUNTRY);
  return phone?.isValid() ? `tel:${phone.number}` : null;
}
