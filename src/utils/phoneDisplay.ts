/**
 * A stored phone number as people read it and dial it, without the phone-number library: its
 * metadata is 29 KB gzip that the manager cards and the property page would otherwise load for a
 * formatting a US number needs none of. Numbers are stored as E.164 (src/utils/phone.ts); a North
 * American one shows as (919) 555-0142, any other as stored (+442071838750).
 */

// +1 and ten digits; a row written before numbers were stored as E.164 may lack the + or the 1.
const NORTH_AMERICAN = /^(?:\+?1)?([2-9]\d{2})([2-9]\d{2})(\d{4})$/;
// The database's check on a stored phone.
const STORED = /^\+?[1-9][0-9]{0,15}$/;

/** (919) 555-0142 for a North American number; any other as stored. */
export function formatPhone(stored: string | null | undefined): string {
  if (!stored) return '';
  const nanp = NORTH_AMERICAN.exec(stored);
  return nanp ? `(${nanp[1]}) ${nanp[2]}-${nanp[3]}` : stored;
}

/** The tel: link of a stored number, or null when it is not one. */
export function phoneHref(stored: string | null | undefined): string | null {
  if (!stored) return null;
  const nanp = NORTH_AMERICAN.exec(stored);
  if (nanp) return `tel:+1${nanp[1]}${nanp[2]}${nanp[3]}`;
  return STORED.test(stored) ? `tel:${stored}` : null;
}
